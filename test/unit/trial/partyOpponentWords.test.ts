import { describe, expect, it } from 'vitest';
import { ScenarioContext } from '../../../main/trial';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

// The objection classifier asks for the party opponent's words on every question: they are read
// from the scenario once per examining side, each side keeping its own.
describe('the party opponent’s words', () => {
  const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;

  it('are read once per examining side, not on every question', () => {
    const context = new ScenarioContext(spec);
    expect(context.partyOpponentWords('plaintiff')).toBe(context.partyOpponentWords('plaintiff'));
  });

  it('are each side’s own', () => {
    const context = new ScenarioContext(spec);
    const againstPlaintiff = context.partyOpponentWords('plaintiff');
    const againstDefense = context.partyOpponentWords('defense');
    expect(againstPlaintiff.has('defendant')).toBe(true);
    expect(againstDefense.has('plaintiff')).toBe(true);
    expect(againstDefense.has('defendant')).toBe(false);
  });
});
