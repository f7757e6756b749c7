import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A hit-and-run case written for these tests (no pack uses it). The first kind tested: "How tall was
// she?", "How far away were you?" name nothing but the measure they ask for, and a sentence that
// gives it in the measure's own word ("She was short, barely five foot") is the answer.
const jogger: WitnessSpec = {
  id: 'tomas-brenner',
  name: 'Tomas Brenner',
  side: 'plaintiff',
  role: 'Passer-by',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I was jogging along Weir Road at about 7 a.m. on 2 May.',
    'A grey hatchback clipped a cyclist at the corner by the chapel and did not stop.',
    'A woman got out of the passenger side, looked back, and got in again.',
    'She looked old, seventy at least, and wore a red scarf.',
    'I was roughly forty metres away when it happened.',
    'I phoned 999 and waited with the cyclist until the ambulance came.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(jogger, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on a measure asked with nothing else named', () => {
  it('keeps the measure as what the question looks for', () => {
    expect(analyseQuestion('How old was she?').query).toContain('old');
    expect(analyseQuestion('How far away were you?').query).toContain('far away');
    // "How many" counts: it is said in no words of its own.
    expect(analyseQuestion('How many were there?').query).not.toContain('many');
  });

  it('answers with the sentence that gives the measure', () => {
    expect(ask('How old was she?').sources).toEqual([3]);
    expect(ask('How far away were you?').sources).toEqual([4]);
  });
});

// A catering case written for these tests: "dish" asks for a thing, not a property, so a
// sentence that says "course" for it answers.
const host: WitnessSpec = {
  ...jogger,
  id: 'ruth-amsel',
  name: 'Ruth Amsel',
  role: 'Party host',
  affidavit: [
    'I hosted a retirement dinner for forty people at the Old Mill on 9 August.',
    'The second course was a baked hake with a butter sauce.',
    'Several guests were sick the next morning.',
  ].join(' '),
};

describe('RulesWitness on a thing asked by a noun that is a measure only in a rare sense', () => {
  it('answers with the sentence that names it in other words', () => {
    expect(askRulesWitness(host, 'What was the second dish at the dinner?', { examination: 'direct', friendlyExaminer: true }).sources).toEqual([1]);
  });
});
