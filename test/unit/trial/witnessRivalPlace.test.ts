import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A surveyor's account of a boundary dispute, written for these tests (no pack uses it). The
// kind tested: an act the affidavit tells as gone to, or done at, one place ("to my office") is no
// "yes" to the same act put at another ("to your house"); the same place, in its own or a broader
// word, is still borne out.
const surveyor: WitnessSpec = {
  id: 'tobias-wren',
  name: 'Tobias Wren',
  side: 'defense',
  role: 'Land surveyor',
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have surveyed farmland in the valley for twenty years.',
    'Mr. Dunmore drove the old boundary map to my office on 20 May.',
    'Mrs. Hale carried the signed deed to the bank on 22 May.',
    'I measured the fence line at the quarry on 24 May.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { examination: 'cross', friendlyExaminer: false });

describe('the same act at another place', () => {
  it.each([
    ['Mr. Dunmore drove the old boundary map to your house?'],
    ['Mrs. Hale carried the signed deed to the church?'],
    ['You measured the fence line at the farmhouse on 24 May?'],
  ])('is not confirmed: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).not.toBe('confirm');
    expect(answer.text).not.toMatch(/^(Yes|That's right)/);
  });

  it.each([
    ['Mr. Dunmore drove the old boundary map to your office?'],
    ['Mrs. Hale carried the signed deed to the bank?'],
    ['You measured the fence line at the quarry on 24 May?'],
  ])('is confirmed at the same place: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});
