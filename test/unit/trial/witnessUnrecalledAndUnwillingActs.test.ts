import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A baker's delivery round, written for these tests. Two sentences deny a verb only in another
// modality: what the witness does not remember being said, and what it would not do. Neither is a
// "no" to whether the act was done; the acts the affidavit tells, or denies outright, still are.
const baker: WitnessSpec = {
  id: 'odile-brannagh',
  name: 'Odile Brannagh',
  side: 'plaintiff',
  role: 'Baker who delivers to cafés',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I run a bakery on Quarry Lane and deliver bread to cafés in the town.',
    'I do not remember the foreman mentioning the wet floor at the morning briefing.',
    'I do not remember him talking about the ladder, and I did not hear him mention the ladder at any time.',
    'The foreman did not mention the broken step on the ramp.',
    'I would not lend my delivery van to anyone.',
    'I have never delivered bread to the Harbour Inn.',
    'On 3 May I delivered two trays of rolls to the Copper Kettle.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(baker, question, { friendlyExaminer: true });

describe('RulesWitness on an act denied only as not remembered', () => {
  it('neither denies nor confirms it', () => {
    const answer = ask('Did the foreman mention the wet floor at the briefing?');
    expect(answer.kind).toBe('unknown');
    expect(answer.text).not.toMatch(/^(No|Yes)\b/);
  });

  it('tells what is not remembered when asked about the saying it leaves open', () => {
    expect(ask("The foreman mentioned the wet floor at the briefing, didn't he?").text).not.toMatch(/^(No|Yes)\b/);
  });

  it('still denies the act told as not remembered when a clause of its own denies it outright', () => {
    expect(ask('Did the foreman mention the ladder?').kind).toBe('deny');
  });

  it('still denies the act the affidavit denies outright', () => {
    const answer = ask('Did the foreman mention the broken step?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\. The foreman did not mention the broken step/);
  });
});

describe('RulesWitness on an act the witness says only it would not do', () => {
  it('gives no "no" to whether it was ever done', () => {
    const answer = ask('Have you ever lent your delivery van to the foreman?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.text).not.toMatch(/^No\b/);
  });

  it('denies it when asked whether the witness would do it', () => {
    expect(ask('Would you lend your delivery van to a friend?').text).toMatch(/^No\. I would not lend my delivery van/);
  });

  it('still denies an act denied outright, and confirms an act told as done', () => {
    expect(ask('Have you ever delivered bread to the Harbour Inn?').kind).toBe('deny');
    expect(ask('Did you deliver rolls to the Copper Kettle?').kind).toBe('confirm');
  });
});
