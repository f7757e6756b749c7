import { describe, expect, it } from 'vitest';
import { asksWhatLasts, tellsWhatLasts } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A claim for hearing lost at a steel works, written for these tests (no pack uses it). The kind
// tested: "How has the loss affected you?" asks what the harm still does to the witness, which
// the affidavit tells in words that share none of the question's ("I can no longer…", "…still
// keeps me awake"), not what happened at the time.
const operator: WitnessSpec = {
  id: 'wendell-ashby',
  name: 'Wendell Ashby',
  side: 'plaintiff',
  role: 'Former press operator',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I worked the presses at Cobb Steel from 1998 until the works closed in 2021.',
    'Nobody gave us ear defenders until 2009.',
    'By 2015 I had trouble following talk in the canteen, and if a radio was on I was still lost.',
    'My hearing is no longer good enough for the telephone without an amplifier.',
    'An audiologist fitted hearing aids in March 2022.',
    'Ringing in both ears still keeps me awake most nights.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(operator, question, { examination: 'direct', friendlyExaminer: true });

describe('RulesWitness on how a harm affects it now', () => {
  it.each([['In what way has the hearing loss affected your home life?'], ['How is the damage to your ears affecting you these days?']])('answers %s with what it says still lasts', (question) => {
    const { sources } = ask(question);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((index) => index === 3 || index === 5)).toBe(true);
  });

  it('asks what lasts only of now and of the witness', () => {
    expect(asksWhatLasts('How did the noise affect you at the time?')).toBe(false);
    expect(asksWhatLasts('How does the new rota affect the night staff?')).toBe(false);
    expect(asksWhatLasts('How has the scar affected you since?')).toBe(true);
  });

  it('reads a lasting state in the present, not one of then', () => {
    expect(tellsWhatLasts('I can no longer lift my granddaughter.')).toBe(true);
    expect(tellsWhatLasts('If a radio was on I was still lost.')).toBe(false);
  });
});
