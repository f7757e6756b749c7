import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burst water main under a bakery, claimed against a utility, written for these tests: true
// statements put for a yes in forms the question reading once took for something else.
const baker: WitnessSpec = {
  id: 'petra-lowry',
  name: 'Petra Lowry',
  side: 'plaintiff',
  role: 'Bakery owner',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run the Lowry bakery on Tanner Street since 2016.',
    'I was asleep upstairs when the main burst, so I did not see where the water first came in.',
    'I cannot say who turned the water off in the street.',
    'The engineer from the water company told me it was a clear-cut failure of an old pipe.',
    'At about twenty past five the water reached the bottom of the ovens.',
    'If the valve had been shut sooner, the flour store would have stayed dry.',
    'Roughly half of the loaves in the window were soaked.',
    'The next morning the loss adjuster came and photographed the cellar.',
    'The plumber said something about the mess, and I told him to mind the flour sacks.',
    'My assistant had written the meter readings in the order book by the till.',
    'In June the pumps went on running until midnight.',
    'Mr. Pell from the insurer phoned me on 3 May.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(baker, question, { friendlyExaminer: false });

describe('RulesWitness on a true statement that carries a wh-clause', () => {
  it.each([
    ['You never saw where the water first came in.'],
    ["You can't say who turned the water off in the street?"],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('still answers an echo question with what the affidavit says', () => {
    expect(ask('The loss adjuster photographed what?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a true statement that opens with a phrase or clause', () => {
  it.each([
    ['If the valve had been shut sooner, the flour store would have stayed dry.'],
    ['Roughly half of the loaves in the window were soaked.'],
    ['At about twenty past five the water reached the bottom of the ovens.'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('confirms a statement with a hyphenated word, read whole', () => {
    expect(ask('The engineer from the water company told you it was a clear-cut failure of an old pipe.').kind).toBe('confirm');
  });
});

describe('RulesWitness on the premise\'s act in its own word and as a phrasal verb', () => {
  it('reads the act in its own word before a related one said by another', () => {
    expect(ask('You told the plumber to mind the flour sacks, didn\'t you?').kind).toBe('confirm');
  });

  it('confirms a phrasal verb the affidavit says by its verb alone', () => {
    expect(ask('The meter readings were written down in the order book, weren\'t they?').kind).toBe('confirm');
  });

  it('does not take another phrasal verb of the same verb for it', () => {
    expect(ask('The new pumps went up in June, didn\'t they?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a verb whose next word heads a date', () => {
  it('reads "called you on 3 May" as a call on a day, not as "call on"', () => {
    expect(ask('Mr. Pell called you on 3 May, didn\'t he?').kind).toBe('confirm');
  });
});

// A timber merchant's foreman, who speaks for his firm as "we".
const foreman: WitnessSpec = {
  id: 'abel-croft',
  name: 'Abel Croft',
  side: 'defense',
  role: 'Yard foreman, Marlowe Timber Ltd',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I have been the yard foreman for nine years.', 'We run a moisture test on most loads we sell.', 'I did not check the load that went to the bakery.'].join(' '),
};

describe('RulesWitness on the witness\'s firm named where the affidavit says "we"', () => {
  it('confirms what the firm does, told as "we"', () => {
    expect(askRulesWitness(foreman, 'Marlowe runs a moisture test on most loads, doesn\'t it?', { friendlyExaminer: false }).kind).toBe('confirm');
  });
});
