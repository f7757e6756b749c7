import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over a garage bill, written for these tests (no pack uses it). The kinds tested:
// "what" put as what a verb of a sum takes ("charge", "pay", "cost") or what something is worth
// asks for an amount of money, not for the sentence that shares most of the question's words; and
// "your training" asks what fits the witness for the work, said of the witness, not of another.
const mechanic: WitnessSpec = {
  id: 'dara-quilty',
  name: 'Dara Quilty',
  side: 'defense',
  role: 'Owner of Quilty Motors',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have owned Quilty Motors in Ashby for eleven years.',
    'Mrs. Hale brought her camper van to the garage for a brake job on 9 March 2024.',
    'The bill for the brake job came to £380, and she settled it by card.',
    'After the brake job the camper van ran well.',
    'I later valued the camper van at £4,200 for her insurers.',
    'About forty percent of the vans we see are over ten years old.',
    'Our apprentices get no formal training in electrics.',
    'I served a four-year apprenticeship with a Ford dealer in Leicester.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(mechanic, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on "what" asked of a sum', () => {
  it.each([
    ['What did the garage charge Mrs. Hale for the brake job?', 2],
    ['What was her camper van worth once the brakes were done?', 4],
  ])('answers %s with the amount of money', (question, source) => {
    expect(ask(question).sources).toContain(source);
  });

  it('reads a sum asked by its verb or by "worth" as an amount, and what a left preposition takes as a thing', () => {
    expect(analyseQuestion('What does the ferry cost for a car?').slot).toBe('quantity');
    expect(analyseQuestion('What were the cleaners paid last year?').slot).toBe('quantity');
    expect(analyseQuestion('What is the painting worth today?').slot).toBe('quantity');
    expect(analyseQuestion('What was the tenant charged with?').slot).toBe('thing');
    expect(analyseQuestion('What did she buy?').slot).toBe('thing');
  });

  it('gives no count or share for a sum the affidavit does not give', () => {
    expect(ask('What did the insurers pay out on the old vans?').sources).not.toContain(5);
  });
});

describe('RulesWitness on its training', () => {
  it('reads "your training" as its qualifications, but training in a named skill in its own words', () => {
    expect(analyseQuestion('What was your training?').identity).toBe('qualifications');
    expect(analyseQuestion('Tell the court about your training in welding.').identity).toBeNull();
  });

  it('says what fits it for the work, not the training another lacks', () => {
    expect(ask('What is your training?').sources).not.toContain(6);
  });
});
