import { describe, expect, it } from 'vitest';
import { anotherActor, contradictedDetails, doneByPeopleAtLarge } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A caretaker's account of a flooded village hall, written for these tests (no pack uses it).
// The kinds tested: a question that names two people is not "corrected" by a sentence about the
// one it names as the other's relation, and an act told of people at large ("many people use
// it") is no rival of the witness's own.
const caretaker: WitnessSpec = {
  id: 'wyn-ashby',
  name: 'Wyn Ashby',
  side: 'plaintiff',
  role: 'Caretaker, Brindle Village Hall',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have been the caretaker of Brindle Village Hall since 2016.',
    'On Saturday 3 February 2024 Nina Hollis hosted her fortieth birthday party in the main hall.',
    'The side kitchen is used by lots of groups for teas and meetings.',
    'Tom Reeve cooked the food in the side kitchen that evening.',
    'At about 11 p.m. I found water coming through the kitchen ceiling.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(caretaker, question, { examination: 'cross', friendlyExaminer: false });

describe('a name the question gives itself is no rival of another it gives', () => {
  it('finds no rival in the sentence about the one named as the other\'s relation', () => {
    expect(contradictedDetails("Nina's cousin Petra was at the party", 'Nina Hollis hosted her fortieth birthday party.').map((detail) => detail.value)).not.toContain('petra');
  });

  it('still finds another name where the question names only one', () => {
    expect(contradictedDetails('Petra hosted the party', 'Nina Hollis hosted the party.').map((detail) => detail.value)).toContain('petra');
  });

  it('does not say "No." to whether the relation was there', () => {
    const answer = ask("Was Nina's cousin Petra at the party?");
    expect(answer.kind).not.toBe('correct');
    expect(answer.text).not.toMatch(/^No\b/);
  });

  it('still corrects the one who hosted it', () => {
    expect(ask('Petra Hollis hosted the party, didn\'t she?').kind).toBe('correct');
  });
});

describe('an act told of people at large', () => {
  it('reads a doer with no determiner, number or name as people at large', () => {
    expect(doneByPeopleAtLarge('The kitchen is used by lots of groups.', 'group')).toBe(true);
    expect(doneByPeopleAtLarge('Many people park there.', 'people')).toBe(true);
  });

  it('reads a doer made particular as particular people', () => {
    expect(doneByPeopleAtLarge('The cleaners park there.', 'cleaner')).toBe(false);
    expect(doneByPeopleAtLarge('Two nurses park there.', 'nurse')).toBe(false);
    expect(doneByPeopleAtLarge('A man parks there.', 'man')).toBe(false);
    expect(doneByPeopleAtLarge('It was cleaned by the hall cleaners.', 'cleaner')).toBe(false);
  });

  it('finds no rival doer of the witness\'s act in people at large', () => {
    expect(anotherActor('you used the minibus', 'The minibus is used by many people.')).toBe(false);
  });

  it('still finds a rival doer in particular people', () => {
    expect(anotherActor('you used the minibus', 'The minibus was used by the scouts.')).toBe(true);
  });

  it('does not say "No." to whether the witness ever used the kitchen', () => {
    const answer = ask('Have you ever used the side kitchen yourself?');
    expect(answer.kind).not.toBe('correct');
    expect(answer.text).not.toMatch(/^No\b/);
  });
});
