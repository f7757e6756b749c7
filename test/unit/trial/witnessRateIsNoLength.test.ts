import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language/details';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// An office cleaner, written for these tests: a pay rate ("$14 an hour") and a price ("about two
// thousand dollars") beside the one sentence that tells how long she has done the work.
const cleaner: WitnessSpec = {
  id: 'mira-tollan',
  name: 'Mira Tollan',
  side: 'defense',
  role: 'Office cleaner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I am paid $14 an hour to clean the Dunmore building.',
    'The floor polisher in the Dunmore building cost about two thousand dollars.',
    'I have cleaned the Dunmore offices for Brightway since March 2020.',
    'I have used that polisher since 2021.',
    'On the night of the fire I left the building at about 11 p.m.',
  ].join(' '),
};

// The same cleaner, whose affidavit never says how long she has worked.
const newcomer: WitnessSpec = { ...cleaner, id: 'aled-pryce', name: 'Aled Pryce', affidavit: cleaner.affidavit.replace('I have cleaned the Dunmore offices for Brightway since March 2020. ', '') };

const ask = (spec: WitnessSpec, question: string) => askRulesWitness(spec, question, { examination: 'direct', friendlyExaminer: true });
const durations = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'duration');

describe('a rate or a sum is no length of time', () => {
  it('reads the base of a rate after its amount as no duration', () => {
    expect(durations('She was paid $22 an hour.')).toEqual([]);
    expect(durations('The van was doing 40 miles an hour.')).toEqual([]);
  });

  it('still reads a length of time said alone', () => {
    expect(durations('The meeting lasted an hour.')).toHaveLength(1);
    expect(durations('I waited for an hour after the shift.')).toHaveLength(1);
  });

  it('answers how long from the sentence that gives it, not from the pay or the price', () => {
    const answer = ask(cleaner, 'How long have you cleaned the Dunmore building?').text;
    expect(answer).toMatch(/since March 2020/);
    expect(answer).not.toMatch(/\$14|two thousand dollars/);
  });

  it('reads a sum of money as no length, though WordNet files its unit among measures', () => {
    const answer = ask(cleaner, 'How long have you used the floor polisher in the Dunmore building?').text;
    expect(answer).toMatch(/since 2021/);
    expect(answer).not.toMatch(/two thousand dollars/);
  });

  it('gives neither the pay nor the price when the affidavit never says how long', () => {
    expect(ask(newcomer, 'How long have you cleaned the Dunmore building?').text).not.toMatch(/two thousand dollars/);
  });
});
