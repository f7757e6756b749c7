import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A valuer's report on a stolen violin, written for these tests (no pack uses it). The kind
// tested: someone named only where an act is denied ("I have not spoken to Mr. Venn") is not a
// rival of someone else the question names: the witness cannot say whether it spoke to them.
const valuer: WitnessSpec = {
  id: 'orla-pike',
  name: 'Orla Pike',
  side: 'defense',
  role: 'Instrument valuer, Dunmore and Pike',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have valued stringed instruments for Dunmore and Pike for nineteen years.',
    'I valued the Cremona violin at £38,000 in March 2021 from photographs and a certificate.',
    'I never saw the violin itself, and I have not spoken to Mr. Venn.',
    'The insurer, Stallard Mutual, sent me the photographs.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(valuer, question, { examination: 'cross', friendlyExaminer: false });

describe('someone named only where an act is denied', () => {
  it('does not correct a question about someone else', () => {
    expect(ask('Did you speak to Ms. Brannock about the violin?').kind).toBe('unknown');
  });

  it('still denies the act of the one it names', () => {
    expect(ask('You spoke to Mr. Venn, didn\'t you?').kind).toBe('deny');
  });
});
