import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A ferry deckhand, written for this test: what the account tells of then bears out no "still",
// and a sentence that opens with a common noun after a time of day is a sentence of its own.
const deckhand: WitnessSpec = {
  id: 'rhian-moss',
  name: 'Rhian Moss',
  side: 'plaintiff',
  role: 'Deckhand',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I worked as a deckhand on the Skerry Belle for four years.',
    'I live in Portree with my partner.',
    'On 2 June the ferry left the pier at 7:10 a.m. Passengers on the car deck were told to stay in their vehicles.',
    'I left the company in March 2024.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(deckhand, question, { friendlyExaminer: false });

describe('RulesWitness on what is asked of now', () => {
  it('does not confirm "still" from what the account tells in the past', () => {
    expect(ask("You still work on the Skerry Belle, don't you?").kind).not.toBe('confirm');
  });

  it('confirms "still" from a sentence in the present tense', () => {
    expect(ask("You still live in Portree, don't you?").kind).toBe('confirm');
  });
});

describe('sentencesOf after a time of day', () => {
  it('splits before a common noun phrase whose verb comes a few words on', () => {
    expect(sentencesOf('The ferry left the pier at 7:10 a.m. Passengers on the car deck were told to stay in their vehicles.')).toHaveLength(2);
  });

  it('keeps a name after the time in its sentence unless its verb follows at once', () => {
    expect(sentencesOf('We sailed at 5 p.m. Friday and Saturday were calm.')).toHaveLength(1);
  });
});
