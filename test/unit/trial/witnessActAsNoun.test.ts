import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary-wall dispute, written for this test: the premise's act ("you surveyed the wall") is
// said in a sentence only as a noun that nobody does there ("the survey cannot show…"), which
// tells of no surveying; a noun that is done ("I carried out a survey") still does.
const engineer: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'defense',
  role: 'Structural engineer',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I was asked by the defendants to comment on the report about the garden wall at 4 Orchard Rise.',
    'I did not survey the structure myself.',
    'In my view a single survey of a garden wall cannot show whether it is still moving.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(engineer, question, { friendlyExaminer: false });

describe('RulesWitness on an act said only as a noun nobody does', () => {
  it('does not confirm the act from a sentence where its noun is the subject', () => {
    const answer = ask('You surveyed the garden wall yourself, didn\'t you?');
    expect(answer.kind).not.toBe('confirm');
  });

  it('still confirms the act from a noun the witness does', () => {
    const done = askRulesWitness({ ...engineer, affidavit: 'I carried out a survey of the garden wall at 4 Orchard Rise in May 2024.' }, 'You surveyed the garden wall, didn\'t you?', { friendlyExaminer: false });
    expect(done.kind).toBe('confirm');
  });
});
