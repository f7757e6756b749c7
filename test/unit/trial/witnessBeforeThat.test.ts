import { describe, expect, it } from 'vitest';
import { analyseQuestion, relationToTheLastAnswer, toldRelativeToWhatWentBefore } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A surveyor's career and a day's errands, written for these tests: "before that" in a question
// points at what the witness has just said, and the affidavit may tell the earlier (or later)
// stretch by a pointer of its own.
const surveyor: WitnessSpec = {
  id: 'mira-okoye',
  name: 'Mira Okoye',
  side: 'defense',
  role: 'Chartered surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered surveyor with Brennock Partners in Leeds, and I have surveyed listed buildings for eleven years.',
    'Before that I spent six years at the county planning office in Wakefield.',
    'I inspected the chapel roof on 2 May 2023.',
    'My assistant, Tom Ellery, was with me, and after that he drove back to the office.',
    'The roof has lost about forty slates on its north side.',
  ].join(' '),
};

const afterSaying = (answer: string) => [{ question: 'Earlier question', answer }];
const ask = (question: string, told: string) => askRulesWitness(surveyor, question, { examination: 'direct', friendlyExaminer: true, ownRecord: afterSaying(told) });

describe('relationToTheLastAnswer', () => {
  it('reads a scene that is only a pointer to what was just said', () => {
    expect(relationToTheLastAnswer(analyseQuestion('Where were you employed before that?'))).toBe('before');
    expect(relationToTheLastAnswer(analyseQuestion('What did your assistant do after that?'))).toBe('after');
  });

  it('leaves a scene that names its own time or event', () => {
    expect(relationToTheLastAnswer(analyseQuestion('Where were you employed before that winter?'))).toBeNull();
    expect(relationToTheLastAnswer(analyseQuestion('Where did you go after the inspection?'))).toBeNull();
  });
});

describe('toldRelativeToWhatWentBefore', () => {
  it('gives what a sentence tells by its own pointer back, opening it or in a later clause', () => {
    expect(toldRelativeToWhatWentBefore('Before that I taught maths in Hull.', 'before')).toMatch(/^I taught maths in Hull/);
    expect(toldRelativeToWhatWentBefore('I sold the van, and after that we moved to Bath.', 'after')).toMatch(/^we moved to Bath/);
  });

  it('gives nothing for a pointer that qualifies a noun, or the other relation', () => {
    expect(toldRelativeToWhatWentBefore('Before that summer I taught maths in Hull.', 'before')).toBeNull();
    expect(toldRelativeToWhatWentBefore('Before that I taught maths in Hull.', 'after')).toBeNull();
  });
});

describe('RulesWitness on "before that" and "after that"', () => {
  const career = 'I am a chartered surveyor with Brennock Partners in Leeds, and I have surveyed listed buildings for eleven years.';

  it('answers with the sentence that tells the earlier stretch after the one just said', () => {
    const answer = ask('Where were you employed before that?', career);
    expect(answer.kind).toBe('narrative');
    expect(answer.sources).toEqual([1]);
  });

  it('answers a later stretch told in a clause of the sentence just said, of the one asked about', () => {
    const answer = ask('Where did Mr. Ellery go after that?', 'My assistant, Tom Ellery, was with me, and after that he drove back to the office.');
    expect(answer.sources).toEqual([3]);
  });

  it('does not take a pointer told of someone else, or with nothing said before', () => {
    const ofAnother = ask('Where did you go after that?', 'My assistant, Tom Ellery, was with me, and after that he drove back to the office.');
    expect(ofAnother.sources).not.toContain(3);
    const nothingSaid = askRulesWitness(surveyor, 'Where were you employed before that?', { examination: 'direct', friendlyExaminer: true });
    expect(nothingSaid.sources).not.toContain(1);
  });
});
