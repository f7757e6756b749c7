import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A ferry gangway accident, written for these tests: the examiner says "several" of something the
// affidavit counts, sometimes as a range ("four or five").
const deckhand: WitnessSpec = {
  id: 'tamsin-holloway',
  name: 'Tamsin Holloway',
  side: 'plaintiff',
  role: 'Deckhand',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I had climbed four or five rungs of the gangway ladder when the rail gave way.',
    'Before that I was walking backwards for maybe five or six steps, which is how you haul a mooring line.',
    'Two passengers were waiting on the quay at the time.',
    'The harbour master arrived at 9:10.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(deckhand, question, { friendlyExaminer: false });

describe('RulesWitness on "several" against a count', () => {
  it('confirms "several" the count bears out, a range among them', () => {
    const answer = ask('You had been going backwards for several steps.');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/^Yes\. Before that I was walking backwards/);
  });

  it('corrects "several" where the count is smaller', () => {
    expect(ask('You had been going backwards for two steps.').kind).toBe('correct');
  });

  it('corrects "several" of what the affidavit counts as two', () => {
    expect(ask('Several passengers were waiting on the quay at the time, weren\'t they?').kind).toBe('correct');
  });

  it('does not confirm "several" of what the affidavit never counts', () => {
    expect(ask('Several crew members were waiting on the quay at the time, weren\'t they?').kind).not.toBe('confirm');
  });
});

describe('"several" and ranges as amounts', () => {
  it('is more than two: borne out by a larger count, a rival of two or one', () => {
    expect(contradictedDetails('she rang the bell several times', 'she rang the bell six times')).toEqual([]);
    expect(contradictedDetails('she rang the bell several times', 'she rang the bell twice')).not.toEqual([]);
    expect(contradictedDetails('the queue was several minutes long', 'the queue was about thirty seconds long')).not.toEqual([]);
  });

  it('counts the first number of a range as the second one does', () => {
    expect(contradictedDetails('the crate held about 20 bottles', 'the crate held 19 or 20 bottles')).toEqual([]);
    expect(contradictedDetails('the crate held about 20 bottles', 'the crate held 11 or 12 bottles')).not.toEqual([]);
  });
});
