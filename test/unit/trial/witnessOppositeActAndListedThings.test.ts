import { describe, expect, it } from 'vitest';
import { clausesOf, deniedOnlyOfAnotherThing, doesTheOppositeAct, withoutFrontedClause } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary dispute over a garden shed, written for these tests. Two kinds of false premise were
// confirmed: an act whose opposite the witness did ("You accepted the settlement" against "…and I
// rejected it"), and an act the witness denies of a list of things, when the thing asked is a
// hyphened compound or stressed by "itself" ("I did not inspect the fence, the lean-to or the shed
// itself"): the list was read as ending at the hyphen, and "lean-to" as a person ("shrink-wrap" as
// a "shrink").
const owner: WitnessSpec = {
  id: 'nora-quill',
  name: 'Nora Quill',
  side: 'defense',
  role: 'Neighbour who built the shed',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'In April 2024 I built a timber shed against the wall between our gardens.',
    'In June Mr. Pell proposed a settlement of £2,000 for moving the shed, and I rejected it, because the wall is mine.',
    'In July his son suggested that we share the cost of a survey, and I agreed to that.',
    'I did not inspect the old fence, the guard-rail or the survey pegs themselves; I saw only photographs of them.',
    'I measured the shed with a tape on 3 August.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(owner, question, { examination: 'cross', friendlyExaminer: false });

describe('an act whose opposite the same doer did', () => {
  it('is read on the language layer from WordNet opposites, for the claim\'s own doer only', () => {
    expect(doesTheOppositeAct('You accepted the settlement.', 'He offered a settlement, and I rejected it.')).toBe(true);
    expect(doesTheOppositeAct('You accepted the settlement.', 'He offered a settlement, and I declined.')).toBe(true);
    // Another doer's refusal, a refusal of another act, or the act said done as well, is no opposite.
    expect(doesTheOppositeAct('You accepted the settlement.', 'He offered a settlement, and my husband rejected it.')).toBe(false);
    expect(doesTheOppositeAct('You accepted the settlement.', 'I refused to sign anything, but I accepted the settlement.')).toBe(false);
    expect(doesTheOppositeAct('You rejected the settlement.', 'He offered a settlement, and I rejected it.')).toBe(false);
    // Another thing the opposite is done to is no opposite of this act ("closed the shutters" to "opened the gate").
    expect(doesTheOppositeAct('You opened the gate.', 'I closed the shutters at dusk.')).toBe(false);
    expect(doesTheOppositeAct('You opened the gate.', 'I closed the gate at dusk.')).toBe(true);
    // Motions say either way with a particle ("came out of the pub" is a leaving): they are left alone.
    expect(doesTheOppositeAct('You left the pub at one.', 'At one I came out of the pub.')).toBe(false);
  });

  it('corrects the false premise and still confirms the true one', () => {
    const accepted = ask('You accepted that settlement.');
    expect(accepted.text).toMatch(/^No\./);
    expect(accepted.text).toContain('I rejected it');
    expect(ask('You rejected that settlement.').text).toMatch(/^Yes\./);
  });
});

describe('an act denied of a list of things, the thing asked a hyphened compound or stressed by "itself"', () => {
  it('reads a hyphened compound as one thing, its head the last noun', () => {
    expect(clausesOf('You inspected the guard-rail.')[0]).toMatchObject({ verb: 'inspect', object: 'rail' });
  });

  it('does not read the list as ending at a hyphen or at "themselves"', () => {
    const sentence = 'I did not inspect the old fence, the guard-rail or the survey pegs themselves; I saw only photographs of them.';
    expect(deniedOnlyOfAnotherThing('You inspected the survey pegs', sentence)).toBe(false);
    expect(deniedOnlyOfAnotherThing('You inspected the guard-rail', sentence)).toBe(false);
    // A thing named nowhere in the list is still another thing.
    expect(deniedOnlyOfAnotherThing('You inspected the greenhouse', sentence)).toBe(true);
  });

  it('denies the act of the compound and of the last thing, and still confirms the act done', () => {
    // The sentence that denies it is the one answered with (the fourth), however tersely.
    for (const question of ['You inspected the guard-rail.', 'You inspected the survey pegs themselves.']) {
      const answer = ask(question);
      expect(answer.text).toMatch(/^No\./);
      expect(answer.sources).toEqual([3]);
    }
    expect(ask('You measured the shed with a tape.').text).toMatch(/^Yes\./);
  });
});

// "When you came back, you were sure…": a clause of time put first only says when. The claim of
// knowing is the rest, and it was weighed only where the statement opened with "you".
describe('a claim of knowing after a clause of time put first', () => {
  it('leaves the clause of time out, with its comma or without, and leaves a question alone', () => {
    expect(withoutFrontedClause('When you got home, you were sure the gate was shut.')).toBe('you were sure the gate was shut .');
    expect(withoutFrontedClause('After the surveyor left you were certain the wall was yours.')).toBe('you were certain the wall was yours .');
    expect(withoutFrontedClause('When did you measure the shed?')).toBe('When did you measure the shed?');
    expect(withoutFrontedClause('You measured the shed when it was finished.')).toBe('You measured the shed when it was finished.');
  });

  it('denies certainty the witness says it lacked, and confirms the doubt it says it had', () => {
    const hedging: WitnessSpec = { ...owner, affidavit: `${owner.affidavit} When I measured the shed, the gap to the wall was 30 centimetres, I believe, but I am not certain of that.` };
    const askHedging = (question: string) => askRulesWitness(hedging, question, { examination: 'cross', friendlyExaminer: false });
    expect(askHedging('When you measured the shed you were sure the gap to the wall was 30 centimetres.').text).toMatch(/^No\./);
    expect(askHedging("When you measured the shed you weren't certain the gap to the wall was 30 centimetres.").text).toMatch(/^(Yes|That's right)\./);
  });
});
