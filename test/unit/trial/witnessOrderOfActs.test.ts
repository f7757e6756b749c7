import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A bicycle mechanic, written for this test. Each act is told on a day of its own, some sentences
// apart, one only by "three days later"; one act is told as not done until another, and one
// by the days counted from another.
const mechanic: WitnessSpec = {
  id: 'petra-lusk',
  name: 'Petra Lusk',
  side: 'defense',
  role: 'Bicycle mechanic',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I run a bicycle repair shop on Quay Street in Harlow.',
    'On Monday, March 3, a customer, Mr. Dale Ekwueme, left a red racing bike with me for a service.',
    'On Thursday, March 6, I telephoned Mr. Ekwueme to tell him the frame was cracked.',
    'Three days later, on Sunday, March 9, I wrote the crack up in my workshop log.',
    'I did not inspect the rear wheel until Mr. Ekwueme complained about a noise.',
    'I handed the bike back to him on March 12.',
    'My apprentice fitted a new chain two days after the phone call.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(mechanic, question, { friendlyExaminer: false });

describe('RulesWitness on two acts put in an order', () => {
  it('corrects two acts put the other way round from the days they are told on', () => {
    expect(ask("You wrote the crack up in your workshop log before you telephoned Mr. Ekwueme, didn't you?").kind).toBe('correct');
    expect(ask("You handed the bike back before you wrote the crack up in your log, didn't you?").kind).toBe('correct');
  });

  it('does not correct the same acts put in the order of their days', () => {
    expect(['correct', 'deny']).not.toContain(ask("You telephoned Mr. Ekwueme before you wrote the crack up in your workshop log, didn't you?").kind);
    expect(['correct', 'deny']).not.toContain(ask("You wrote the crack up in your workshop log after you telephoned Mr. Ekwueme, didn't you?").kind);
  });

  it('corrects an act put before the time it was not done until', () => {
    const answer = ask("You had inspected the rear wheel before Mr. Ekwueme complained about a noise, hadn't you?");
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('until Mr. Ekwueme complained');
  });

  it('still bears out the act said as not done until that time', () => {
    expect(ask("You didn't inspect the rear wheel until Mr. Ekwueme complained about a noise, did you?").kind).toBe('confirm');
  });

  it('corrects a day told from another act where the affidavit counts other days between them', () => {
    expect(ask("Your apprentice fitted a new chain the day after the phone call, didn't he?").kind).toBe('correct');
    expect(ask("Your apprentice fitted a new chain the same day as the phone call, didn't he?").kind).toBe('correct');
    expect(ask("Your apprentice fitted a new chain two days after the phone call, didn't he?").kind).toBe('confirm');
  });
});
