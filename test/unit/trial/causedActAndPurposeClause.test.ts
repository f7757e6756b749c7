import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// "What made you change the time?" asks, as "why" does, what brought the act about: what it asks
// is a reason, and the account tells the act in its own words ("so I have amended it"), often a
// particular way of doing it. And "Describe the papers you read in reaching your opinion": the
// account tells the reading, not its purpose again.
describe('a question of what brought an act about', () => {
  it('asks for a reason, without the verb that brought the act about', () => {
    for (const question of ['What made you alter the figure?', 'What led the foreman to stop the crane?', 'What prompted her to phone the council?']) {
      const analysis = analyseQuestion(question);
      expect(analysis.slot, question).toBe('reason');
    }
    expect(analyseQuestion('What made you alter the figure?').query).not.toMatch(/\bmade\b/);
  });

  it('still asks for a thing where "what" is no subject of a verb that moves someone to act', () => {
    for (const question of ['What did you ask him to bring?', 'What made the banging noise?', 'What caused the leak?']) {
      expect(analyseQuestion(question).slot, question).not.toBe('reason');
    }
  });
});

const surveyor = (affidavit: string): WitnessSpec => ({
  id: 'nell-okonjo',
  name: 'Nell Okonjo',
  side: 'plaintiff',
  role: 'Building surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit,
});

const revised = surveyor(
  [
    'I am a chartered building surveyor and I inspected the flat roof at 4 Mill Lane on 2 June.',
    'My site notes put the damp patch at 40 centimetres across.',
    'In my draft I gave the width of the patch as 60 centimetres; the photographs show 40, so I have amended it.',
    'The felt had split along the upstand.',
  ].join(' '),
);

const unrevised = surveyor(
  [
    'I am a chartered building surveyor and I inspected the flat roof at 4 Mill Lane on 2 June.',
    'My site notes put the damp patch at 40 centimetres across.',
    'The felt had split along the upstand.',
  ].join(' '),
);

describe('RulesWitness on what brought about a revision', () => {
  it('answers with the sentence that tells the revision and its reason', () => {
    const answer = askRulesWitness(revised, 'What made you alter the width?', { examination: 'cross', friendlyExaminer: false });
    expect(answer.text).toContain('so I have amended it');
  });

  it('does not know where the affidavit tells no revision', () => {
    const answer = askRulesWitness(unrevised, 'What made you alter the width?', { examination: 'cross', friendlyExaminer: false });
    expect(answer.kind).toBe('unknown');
  });
});

const reader = surveyor(
  [
    'I am a chartered building surveyor with twenty years in practice.',
    'I read the contractor\u2019s site diary, the roofing specification and the two invoices from Fallon Roofing.',
    'In my opinion the felt was laid in the wrong season.',
    'In my opinion the upstand was never sealed.',
  ].join(' '),
);

const readTwice = surveyor(
  [
    'I am a chartered building surveyor with twenty years in practice.',
    'I read the roofing specification on the train.',
    'Later I read a textbook on flat roofs.',
    'In my opinion the felt was laid in the wrong season.',
    'In my opinion the upstand was never sealed.',
  ].join(' '),
);

describe('RulesWitness on an act asked with the purpose it served', () => {
  it('answers with the one sentence that tells the act', () => {
    const answer = askRulesWitness(reader, 'Describe the papers you read in reaching your opinion.', { examination: 'direct', friendlyExaminer: true });
    expect(answer.text).toContain('site diary');
  });

  it('does not pick one of two tellings of the act by dropping the purpose', () => {
    const answer = askRulesWitness(readTwice, 'Describe the papers you read in reaching your opinion.', { examination: 'direct', friendlyExaminer: true });
    expect(answer.kind).toBe('unknown');
  });
});
