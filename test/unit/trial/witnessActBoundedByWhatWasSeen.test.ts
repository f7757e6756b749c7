import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A shop theft, written for these tests: the affidavit denies an act of everyone, bounded by what
// the witness saw ("as far as I saw"). That bound tells no seeing of its own: asked whether it saw
// someone do the act, the witness says no, as the rest of the sentence does.
const cashier: WitnessSpec = {
  id: 'petra-lowe',
  name: 'Petra Lowe',
  side: 'defense',
  role: 'Cashier',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I worked the late shift at the corner shop on Mill Street on March 4.',
    'Nobody took money from the till or reached over the counter, as far as I saw.',
    'At 9 p.m. I locked the front door and switched off the lights.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(cashier, question, { friendlyExaminer: false });

describe('RulesWitness on an act denied within what the witness saw', () => {
  it.each([['Did you see anybody take money from the till?'], ['You saw someone reach over the counter, didn\'t you?']])('says no to seeing the act: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\./);
  });

  it('bears out that nobody did it', () => {
    expect(ask('Nobody took money from the till, did they?').kind).toBe('confirm');
  });

  it('leaves an act the sentence never names unknown', () => {
    expect(ask('Did you see anybody break the shop window?').text).toMatch(/I don't know/);
  });
});
