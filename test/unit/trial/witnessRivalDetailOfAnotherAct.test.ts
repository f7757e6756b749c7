import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary dispute between two smallholdings, written for these tests: a surveyor who measured
// and photographed a fence, and did nothing else to it.
const surveyor: WitnessSpec = {
  id: 'orla-penhale',
  name: 'Orla Penhale',
  side: 'plaintiff',
  role: 'Land surveyor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered land surveyor based in Trewith.',
    'On 9 June 2025 I measured four of the fence posts along the eastern boundary of Hollow Farm.',
    'On 12 June 2025 I photographed the field gate at the north corner.',
    'The posts I measured stood between 40 and 60 centimetres inside the line on the 1978 plan.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on a rival date or number told of another act', () => {
  // The affidavit tells other acts done to the same things, on other days or to another count;
  // a plain question about an act never told is not corrected by the rival count of another.
  it('does not know whether the witness did another act to a count of the things', () => {
    expect(ask('Did you paint the six fence posts you measured?').kind).toBe('unknown');
  });

  it('does not know whether another act was done to another count of them', () => {
    expect(ask('Did you replace two of the fence posts?').kind).toBe('unknown');
  });

  it('still corrects the count of the act the sentence tells', () => {
    const answer = ask("You measured six of the fence posts, didn't you?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('four');
  });

  it('still corrects the day of the act the sentence tells', () => {
    const answer = ask("You photographed the field gate on 3 June, didn't you?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('12 June');
  });
});
