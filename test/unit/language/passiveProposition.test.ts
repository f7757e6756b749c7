import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language/questionAnalysis';

// A yes/no question opened by "be" with a participle after its subject asks of an act done to the
// subject: the proposition keeps the "be", or it reads as the subject's own act.
describe('analyseQuestion on a passive opened by "be"', () => {
  it.each([
    ['Were you sacked in the spring?', 'you were sacked in the spring'],
    ["Wasn't the side gate forced open?", 'the side gate was forced open'],
    ['Was the ledger also altered after the audit?', 'the ledger was also altered after the audit'],
  ])('keeps the passive: %s', (question, proposition) => {
    expect(analyseQuestion(question).proposition).toBe(proposition);
  });

  it.each([
    ['Were you driving when the lights changed?', 'you driving when the lights changed'],
    ['Was anyone in the hall when you locked up?', 'anyone in the hall when you locked up'],
  ])('leaves a progressive or a verb of another clause as it was: %s', (question, proposition) => {
    expect(analyseQuestion(question).proposition).toBe(proposition);
  });
});
