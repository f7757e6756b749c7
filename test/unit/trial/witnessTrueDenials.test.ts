import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A commercial lease: a tenant says the landlord shut her out of her shop, written for these
// tests. True premises that a sentence about another thing or another subject was read as denying.
const tenant: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'plaintiff',
  role: 'Tenant of Unit 4, Harbour Arcade',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run a florist shop from Unit 4 of the Harbour Arcade since 2019.',
    'The two spare keys the agent gave me both open the same door.',
    'I looked round the shop twice before I took the lease.',
    'When I moved out, the agent returned my deposit without any deductions.',
    'The first winter I ran the shop heater every day without any trouble.',
    'I did not inspect the cellar, because the agent had lost its key.',
    'The landlord changed the locks on the unit on Monday 3 March 2025.',
    'My sister was in Lisbon that whole week, and she flew home on the Sunday.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a count the premise itself gives of another thing', () => {
  it('does not read the two keys as a rival of the one door', () => {
    expect(ask("The two spare keys the agent gave you open one door, don't they?").kind).not.toBe('correct');
  });

  it('still corrects a count of the keys the affidavit gives otherwise', () => {
    expect(ask("The three spare keys the agent gave you open one door, don't they?").kind).toBe('correct');
  });
});

describe('RulesWitness on a place put as the state of one person', () => {
  it('does not deny that her sister was away from the unit by the unit\'s own locks', () => {
    expect(ask("Your sister wasn't at the unit on the Monday, was she?").kind).not.toBe('deny');
  });
});

describe('RulesWitness on an act denied of another thing than the premise names', () => {
  it('does not deny inspecting the shop by not inspecting its cellar', () => {
    expect(ask("You inspected the shop before you took the lease, didn't you?").kind).not.toBe('deny');
  });

  it('still denies inspecting the cellar itself', () => {
    expect(ask("You inspected the cellar before you took the lease, didn't you?").kind).toBe('deny');
  });
});

describe('RulesWitness on a lack said with "without" against one said with "no"', () => {
  it('confirms "with no deductions" from "without any deductions"', () => {
    expect(ask("The agent returned your deposit with no deductions, didn't he?").kind).toBe('confirm');
  });

  it('confirms a lack said in a word of the same meaning ("no problem", "without any trouble")', () => {
    expect(ask("You'd run that heater daily that first winter with no problem, hadn't you?").kind).toBe('confirm');
  });

  it('denies "with deductions" from the same sentence', () => {
    expect(ask("The agent returned your deposit with deductions, didn't he?").kind).toBe('deny');
  });
});
