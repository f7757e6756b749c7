import { describe, expect, it } from 'vitest';
import { vouchesForWhatWasSaid } from '../../../main/language/vouchedReport';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A hare shoot on a sheep farm, written for these tests: what someone told the witness, whose own
// act the question puts in other words than the affidavit ("shot" for "fired"), and a first
// account the witness later says was wrong.
const shepherd: WitnessSpec = {
  id: 'aled-brennock',
  name: 'Aled Brennock',
  side: 'plaintiff',
  role: 'Shepherd',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I farm sheep at Cwm Ddu above the reservoir.',
    'Mr. Tallis told me he had fired once, at a hare, from the stone wall.',
    'In my first statement I said I checked the ewes every evening.',
    'That was wrong: I checked them on Mondays and Thursdays only.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(shepherd, question, { friendlyExaminer: false });

describe('RulesWitness on the act of a reported clause said in other words', () => {
  it.each([["Mr. Tallis told you he'd shot at a hare, didn't he?"], ['Mr. Tallis told you that he shot at a hare?']])('confirms the telling with the act in the affidavit\'s words: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([["Mr. Tallis told you he'd shot at a badger from the wall, didn't he?"], ["Mr. Brake told you he'd shot at a hare from the wall, didn't he?"], ["Mr. Tallis told you he'd shot at a hare from the gate, didn't he?"], ["Mr. Tallis told you he hadn't shot at anything, didn't he?"]])(
    'does not confirm another animal, teller or place, or the act denied: %s',
    (question) => {
      expect(ask(question).kind).not.toBe('confirm');
    },
  );
});

describe('RulesWitness on a report the question vouches for', () => {
  it('confirms the report alone', () => {
    expect(ask("Your first statement said you checked the ewes every evening, didn't it?").kind).toBe('confirm');
  });

  it.each([
    ["You said in your first statement that you checked the ewes every evening, and that's right, isn't it?"],
    ['In your first statement you said you looked at the ewes every evening, and that was true?'],
  ])('does not confirm the report as true: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it.each([
    ["He told you he fired twice, and that's right", true],
    ['He said the gate was locked, and it was quite correct', true],
    ['He said the gate was locked', false],
    ["You locked the gate, and that's right", false],
    ['He said the gate was locked, and that was the end of it', false],
  ] as const)('reads whether "%s" vouches for what was said', (text, vouches) => {
    expect(vouchesForWhatWasSaid(text)).toBe(vouches);
  });
});
