import { describe, expect, it } from 'vitest';
import { askedReadings, isAWayOfSaying } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over a leaking allotment shed, written for these tests: a reply asked by a finer verb
// of saying ("respond", "reply", "answer") that the affidavit tells only by "said", and whose
// saying it was.
const gardener: WitnessSpec = {
  id: 'petra-lusk',
  name: 'Petra Lusk',
  side: 'plaintiff',
  role: 'Allotment holder',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have rented plot 14 at the Fenmoor allotments since 2019.',
    'In March the roof of the shared shed began to drip onto my seed trays.',
    'I showed the drip to Mr. Oduya, the site secretary, on March 9.',
    'Mr. Oduya said the committee had no money for a new roof until the autumn.',
    'I put a plastic sheet over the trays that weekend.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(gardener, question, { friendlyExaminer: false });

describe('a finer way of saying', () => {
  it('is a verb WordNet files under saying, not saying itself nor another act', () => {
    expect(isAWayOfSaying('respond')).toBe(true);
    expect(isAWayOfSaying('reply')).toBe(true);
    expect(isAWayOfSaying('say')).toBe(false);
    expect(isAWayOfSaying('walk')).toBe(false);
    // Filed under saying in a later sense, yet first an act of needing or of seeing.
    expect(isAWayOfSaying('require')).toBe(false);
    expect(isAWayOfSaying('observe')).toBe(false);
  });

  it('is read as "say" among the readings of a wh-question', () => {
    expect(askedReadings('did the secretary respond to the drip')).toContain('did the secretary say to the drip');
    expect(askedReadings('did the secretary walk to the shed')).not.toContain('did the secretary say to the shed');
  });
});

describe('RulesWitness on a reply asked by a finer verb of saying', () => {
  it('tells what the one asked about said', () => {
    const answer = ask('How did Mr. Oduya respond when you showed him the drip?');
    expect(answer.kind).toBe('narrative');
    expect(answer.text).toContain('Mr. Oduya said the committee had no money');
  });

  it('does not give the saying of someone else for the reply of one the affidavit never has speak', () => {
    expect(ask('How did the landlord of the site respond?').kind).toBe('unknown');
    expect(ask('What did your neighbour on plot 15 reply?').kind).toBe('unknown');
  });
});
