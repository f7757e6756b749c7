import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A witness whose name carries a title ("Dr. Ilse Varga") is addressed by the question when it
// names her, not whenever it uses the title: "Dr. Brandt's report" is another doctor's, and
// reading it as "your report" garbled the question past answering.
const expert: WitnessSpec = {
  id: 'ilse-varga',
  name: 'Dr. Ilse Varga',
  side: 'defense',
  role: 'Consultant orthopaedic surgeon retained by the defence',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I am a consultant orthopaedic surgeon at Halden General Hospital.',
    'Dr. Oskar Brandt has written that the fracture was caused by the fall on the stairs; I disagree, because the X-ray taken a week earlier already shows the break.',
    'I examined Mr. Pell once, on 9 October 2024.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(expert, question, { examination: 'direct', friendlyExaminer: true });

describe("a title in the witness's own name", () => {
  it("does not read another doctor's name as the witness", () => {
    // Read as "What has you. Brandt written…", the question became a statement she agreed with.
    expect(ask('What has Dr. Brandt written about the fracture?').text).toContain('Dr. Oskar Brandt has written that the fracture was caused by the fall');
    expect(ask('How do you respond to Dr. Brandt?').text).toContain('I disagree, because the X-ray');
    // She disagrees with him: his name is no premise of her own to confirm.
    expect(ask('Do you agree with Dr. Brandt about the cause of the fracture?').text).not.toMatch(/^Yes/);
  });

  it('still reads the witness addressed by title and name as the witness', () => {
    expect(ask('Dr. Varga, when did you examine Mr. Pell?').text).toContain('on 9 October 2024');
  });
});
