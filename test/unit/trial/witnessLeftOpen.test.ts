import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burst pipe in a rented flat, written for these tests: the affidavit names acts only to say the
// witness does not know or recall them, which is no "yes".
const tenant: WitnessSpec = {
  id: 'ruairi-delacroix',
  name: 'Ruairi Delacroix',
  side: 'plaintiff',
  role: 'Tenant of the flat',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rent the ground-floor flat at 9 Tanner Row.',
    'I cannot remember if the letting agent fixed the stopcock before Christmas.',
    'I am not certain whether my neighbour heard the pipe burst.',
    'I turned the water off at the main valve at about 7 a.m.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on an act the affidavit names only to say it is not known', () => {
  it.each([['Did the letting agent fix the stopcock before Christmas?'], ["The agent fixed the stopcock before Christmas, didn't he?"], ['Did your neighbour hear the pipe burst?']])('gives no yes: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('unknown');
    expect(answer.text).not.toMatch(/^Yes/);
  });

  it('still confirms an act the affidavit tells as done', () => {
    expect(ask('Did you turn the water off at the main valve?').kind).toBe('confirm');
  });
});
