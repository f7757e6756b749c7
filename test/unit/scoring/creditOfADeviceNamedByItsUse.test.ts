import { describe, expect, it } from 'vitest';
import { KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';

// Issue 12: a sentence that names the things of a fact, one of them a device called after the
// act ("the bilge switch", "the drain plug"), was credited with the act itself. The case is this
// file's own: a greenhouse flooded overnight, keyed as an instructor would key it.

const elicit = (id: string, label: string, keywords: string[]): ElicitSpec => ({ id, label, keywords, weight: 1, category: 'greenhouse' });
const credited = async (answer: string, candidate: ElicitSpec) =>
  (await new KeywordElicitMatcher().match({ question: 'What did you find?', answer, answerKind: 'narrative', candidates: [candidate] })).map((match) => match.elicitId);

describe('an act named only as the device it is done with', () => {
  const sprinkler = elicit('sprinkler-left-on', 'The mist sprinkler tap was open and the drainage pump switched off', ['mist sprinkler', 'turned off']);

  it('does not credit a sentence that names the tap and the pump switch but tells neither act', async () => {
    expect(await credited('Nobody has ever explained to me the mist sprinkler tap or the drainage switch.', sprinkler)).toEqual([]);
  });

  it('does not credit the device as a noun the tagger reads as such', async () => {
    expect(await credited('I never looked at the mist sprinkler tap or the pump switch that week.', sprinkler)).toEqual([]);
  });

  it('still credits a sentence that tells the acts', async () => {
    expect(await credited('The mist sprinkler tap was open and somebody had switched the drainage pump off.', sprinkler)).toEqual(['sprinkler-left-on']);
  });
});
