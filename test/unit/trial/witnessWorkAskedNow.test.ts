import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A ferry collision case written for these tests (no pack uses it). The kinds tested: "what do you
// do" asked with the present time after it ("now", "these days") is the witness's work, not an act
// of the story; and a background or qualifications qualified by any adjective ("your nautical
// training", "your scientific background") is the witness's fitness, answered from what it holds.
const surveyor: WitnessSpec = {
  id: 'mira-tolvanen',
  name: 'Mira Tolvanen',
  side: 'defense',
  role: 'Marine surveyor instructed by the insurers',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have been a marine surveyor with Keel & Rudder Associates in Portwick since 2016.',
    'I hold a master mariner certificate and a diploma in naval architecture from Portwick College.',
    'On 4 June I boarded the ferry Larkspur at the north quay and examined the bow ramp.',
    'The ramp hinge pin had sheared along an old crack about 40 millimetres deep.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness asked its work in the present, or its qualified background', () => {
  it.each([
    ['What do you do now?', 'occupation'],
    ['And what do you do these days?', 'occupation'],
    ['What is your scientific background?', 'qualifications'],
    ['What are your formal qualifications?', 'qualifications'],
    // The next act of the story, and training in a named skill, are other questions.
    ['What do you do then?', null],
    ['What is your training in radar?', null],
  ] as const)('reads "%s" as asking about the witness itself', (question, topic) => {
    expect(analyseQuestion(question).identity).toBe(topic);
  });

  it('answers its present work with the sentence that says it', () => {
    expect(ask('What do you do nowadays?').sources).toEqual([0]);
  });

  it('answers a qualified background with what it holds', () => {
    expect(ask('What is your educational background?').sources).toEqual([1]);
  });
});
