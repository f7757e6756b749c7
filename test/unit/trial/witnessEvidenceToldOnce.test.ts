import { describe, expect, it, vi } from 'vitest';
import * as details from '../../../main/language/details';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// An invented allotment quarrel, in my own words. Before a premise is confirmed, its details are
// looked for in the sentences that bear it out (and in the sentence that revised a figure of one).
// A sentence with no revision is its own: it is the evidence once, not twice over, so the tagger
// need not read a text made of the same sentence said twice.
vi.mock('../../../main/language/details', async (original) => {
  const actual = await original<typeof details>();
  return { ...actual, unstatedDetails: vi.fn(actual.unstatedDetails) };
});

const gardener: WitnessSpec = {
  id: 'ines-rook',
  name: 'Ines Rook',
  side: 'plaintiff',
  role: 'Allotment holder',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I planted six rows of leeks on my plot in March.', 'The shed on the next plot was painted green.', 'I keep my tools in a locked box.'].join(' '),
};

const leeks = 'I planted six rows of leeks on my plot in March.';
/** The evidence texts the details were looked for in, since `from` calls. */
const evidenceSince = (from: number) => vi.mocked(details.unstatedDetails).mock.calls.slice(from).map(([, evidence]) => evidence);

describe('the evidence a confirmed premise is checked against', () => {
  it('holds a sentence with no revision once', () => {
    const from = vi.mocked(details.unstatedDetails).mock.calls.length;
    const answer = askRulesWitness(gardener, "You planted six rows of leeks in March, didn't you?", { friendlyExaminer: false });
    expect(answer.kind).toBe('confirm');
    const evidence = evidenceSince(from);
    expect(evidence.length).toBeGreaterThan(0);
    for (const text of evidence) expect(text.split(leeks).length - 1).toBeLessThanOrEqual(1);
  });

  it('still finds a detail the sentence does not state', () => {
    const answer = askRulesWitness(gardener, "You planted six rows of leeks in March with your brother on a Sunday, didn't you?", { friendlyExaminer: false });
    expect(answer.kind).not.toBe('confirm');
  });
});
