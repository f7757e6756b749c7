import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A ferry deckhand, written for this test. Two of the people share a surname; the account names
// its day once and moves to another day at the end; one sentence tells two acts in the order
// they happened, joined by ", and"; another tells two states of two things of one person.
const deckhand: WitnessSpec = {
  id: 'ines-barlow',
  name: 'Ines Barlow',
  side: 'plaintiff',
  role: 'Deckhand on the Solent Star',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as a deckhand on the Solent Star since 2019.',
    'On Friday 6 June 2025 I was on the car deck for the 7:40 a.m. sailing with the bosun, Mark Whitby.',
    'Mark stood by the loading ramp and I guided the cars into their lanes.',
    'The purser, Mrs. Carol Whitby, logged the vehicle count at 7:35 a.m.',
    'A van rolled forward against the barrier, and I shouted to the driver to stop.',
    'The van had no wheel chocks under it.',
    'Mark was checking his phone by the ramp controls at the time.',
    'I wrote up my report of the incident on the Sunday.',
    'I could not read his badge, because the visor was up and he kept his head down.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(deckhand, question, { friendlyExaminer: false });

describe('RulesWitness on a shared surname, a day pointed back to, and acts told in order', () => {
  it('reads a titled surname two people share as the one the title picks', () => {
    // "Mrs. Carol Whitby" is one Whitby; "Mr. Whitby" can only be Mark, who is told as "Mark".
    expect(ask("Mr. Whitby stood by the loading ramp, didn't he?").kind).not.toBe('correct');
    expect(ask("Mrs. Whitby stood by the loading ramp, didn't she?").kind).toBe('correct');
    expect(ask("Mark Whitby stood by the loading ramp, didn't he?").kind).not.toBe('correct');
  });

  it('corrects one full name for another of the same family', () => {
    expect(ask("The vehicle count was logged by Mark Whitby, wasn't it?").kind).toBe('correct');
    expect(ask("Carol Whitby logged the vehicle count, didn't she?").kind).toBe('confirm');
  });

  it('corrects "that day" where the act was on a later day the affidavit names', () => {
    expect(ask("You wrote up your report of the incident that same morning, didn't you?").kind).toBe('correct');
    expect(ask("You wrote up your report of the incident on the Sunday, didn't you?").kind).toBe('confirm');
  });

  it('corrects two acts put the other way round from the order the sentence tells them in', () => {
    expect(ask("You shouted to the driver before the van rolled forward, didn't you?").kind).toBe('correct');
    expect(ask("You shouted to the driver after the van rolled forward, didn't you?").kind).not.toBe('correct');
  });

  it('does not set a state of one thing against the opposite state of another thing of the same person', () => {
    // "up" of his visor and "down" of his head are not rivals.
    expect(ask("His visor was up, wasn't it?").kind).toBe('confirm');
  });
});
