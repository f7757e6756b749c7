import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A housing-disrepair case written for these tests. What is tested are kinds of question: about
// someone besides those named, about another thing of a named kind, about the witness's own act,
// a clause told twice with a scene, a framed premise, and a negation with a clause under it.
const landlord: WitnessSpec = {
  id: 'agnes-pryce',
  name: 'Agnes Pryce',
  side: 'defense',
  role: 'Owner of 14 Mill Lane',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have owned 14 Mill Lane since 2016 and let it to Mr. Dunne from May 2023.',
    'The plumber saw the leak under the kitchen sink on Monday 6 January.',
    'I checked the electrical inspection records in December.',
    'The boiler failed on 3 January.',
    'On 2 January I phoned Mr. Dunne to arrange a visit.',
    'The damp survey arrived on 9 January.',
    'I phoned Mr. Dunne again that afternoon and offered to move him to another flat.',
    'I spent most of that week at the flat clearing the cellar.',
    'I cannot rule out that the stopcock was left open.',
    'My name is Agnes Pryce.',
    'The letting agent who signed the inventory was Colin Veitch.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(landlord, question, { friendlyExaminer: false });

describe('RulesWitness: silence where the affidavit does not speak to the question', () => {
  it('does not answer "anyone else" with the one the affidavit names', () => {
    expect(ask('Did anyone else see the leak under the sink?').kind).toBe('unknown');
    // …and does answer it with a sentence that tells of another.
    expect(ask('Did you offer him another flat?').kind).toBe('confirm');
  });

  it('does not answer about one thing of a kind with another of the kind ("gas" records are not "electrical" ones)', () => {
    expect(ask('Did you check the gas safety records?').kind).toBe('unknown');
  });

  it('answers an act of the witness\'s own only with what the witness says of itself', () => {
    const answer = ask('You repaired the boiler yourself?');
    expect(answer.kind).toBe('unknown');
    expect(answer.text).not.toContain('The boiler failed');
  });
});

describe('RulesWitness: a property asked of someone', () => {
  it('answers "what is X\'s name" only with a name said of X, never its own', () => {
    expect(ask("What is the plumber's name?").kind).toBe('unknown');
    expect(ask("What was the letting agent's name?").text).toContain('Colin Veitch');
  });
});

describe('RulesWitness: premises with a scene, framing and a governed clause', () => {
  it('confirms a clause told twice by the telling that fits the scene', () => {
    expect(ask('Did you phone Mr. Dunne after the damp survey arrived?').kind).toBe('confirm');
  });

  it('confirms a premise without its framing ("spent most of that week")', () => {
    expect(ask('You were at the flat clearing the cellar, weren\'t you?').kind).toBe('confirm');
  });

  it('reads "cannot rule out that…" as negating the ruling out, not what is not ruled out', () => {
    expect(ask('You can\'t rule out that the stopcock was left open, can you?').kind).toBe('confirm');
    expect(['deny', 'correct']).toContain(ask('You can rule out that the stopcock was left open, can\'t you?').kind);
  });
});
