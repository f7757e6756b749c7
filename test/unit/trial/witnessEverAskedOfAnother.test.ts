import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';
import { asksOfAnyTime } from '../../../main/language/laterTime';

// An inspector's account, written for these tests: she questioned one named man once, and tells
// of another she only ever spoke to by telephone.
const inspector: WitnessSpec = {
  id: 'carys-wend',
  name: 'Carys Wend',
  side: 'plaintiff',
  role: 'Fire safety inspector',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I inspected the Harrow Mill warehouse after the fire of 2 June.',
    'I questioned Mr. Scarle, the night manager, at the mill on 5 June.',
    'I only ever telephoned Ms. Dora Fenn, the owner.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(inspector, question, { friendlyExaminer: false });

describe('RulesWitness on whether an act was ever done, told once of another', () => {
  it.each([['Did you ever question Mr. Renn?'], ['Have you ever questioned Mr. Renn?']])('does not take the act told of another for a "no": %s', (question) => {
    expect(ask(question).kind).toBe('unknown');
  });

  it('still bears it out of the one it was done to', () => {
    expect(ask('Did you ever question Mr. Scarle?').kind).toBe('confirm');
  });

  it('still corrects it when the one told was the only one', () => {
    expect(ask('Did you ever telephone Mr. Scarle?').text).toMatch(/^No\./);
  });
});

describe('asksOfAnyTime', () => {
  it('reads "ever" as asking of any time, but not "only ever" or "hardly ever"', () => {
    expect(asksOfAnyTime('you ever met him before')).toBe(true);
    expect(asksOfAnyTime('you only ever work for farmers')).toBe(false);
    expect(asksOfAnyTime('you hardly ever went there')).toBe(false);
    expect(asksOfAnyTime('you met him before')).toBe(false);
  });
});
