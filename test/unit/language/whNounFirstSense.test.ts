import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// The noun of a wh-phrase ("what treatment", "what colour") either names the thing asked about,
// which the account names in that word, or a property whose value is asked. It is read by its
// first sense: a noun that names a property only in a rare sense still names a thing.
describe('the noun of a wh-phrase, by its first sense', () => {
  it('looks for a noun whose first sense names something done, as the account would name it', () => {
    for (const question of ['What treatment did the dog receive?', 'What training did the fitter get?']) {
      expect(analyseQuestion(question).namedQuery, question).not.toBeNull();
    }
  });

  it('still asks a property by a noun whose first sense is one', () => {
    for (const question of ['What colour was the hatchback?', 'What size were the tiles?']) {
      expect(analyseQuestion(question).namedQuery, question).toBeNull();
    }
  });
});

const fireOfficer: WitnessSpec = {
  id: 'ros-achebe',
  name: 'Ros Achebe',
  side: 'plaintiff',
  role: 'Fire investigator',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I am a watch manager with the Northfield Fire Service, and I have investigated fires for twelve years.',
    'I finished the national arson investigation training in 2016.',
    'I reached the warehouse on Dale Street at 2:40 am on 9 October.',
  ].join(' '),
};

describe('RulesWitness on a wh-question named by a noun of that kind', () => {
  it('answers with the sentence that names it', () => {
    const answer = askRulesWitness(fireOfficer, 'What training have you had in this work?', { examination: 'direct', friendlyExaminer: true });
    expect(answer.sources).toContain(1);
  });
});
