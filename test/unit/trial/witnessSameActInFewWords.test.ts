import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A harbour inspector's account, written for this test. A premise may share few of its words with
// the sentence that tells its very act ("You inspected the Marta Rose during the storm week" against
// "I inspected the trawler Marta Rose on October 9…"): the same act done to the same thing speaks to
// it, and the witness tells that sentence rather than "I don't know". An act on the same topic
// the affidavit never tells still is not known.
const inspector: WitnessSpec = {
  id: 'ruth-calder',
  name: 'Ruth Calder',
  side: 'plaintiff',
  role: 'Harbour inspector',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have been a harbour inspector at Port Wenlow since 2015.',
    'I inspected the trawler Marta Rose on October 9, 2024, at berth 4, after a complaint from the harbourmaster about its moorings.',
    'Its forward mooring line was frayed through about a third of its thickness.',
    'The skipper told me that his deckhand "never comes" on a Monday.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(inspector, question, { friendlyExaminer: false });

describe('RulesWitness on a premise whose act a sentence tells in few of its words', () => {
  it('tells the sentence of the same act done to the same thing', () => {
    const answer = ask('You inspected the Marta Rose in the week of the big autumn storm, didn\'t you?');
    expect(answer.kind).not.toBe('unknown');
    expect(answer.text).toContain('I inspected the trawler Marta Rose on October 9');
  });

  it('tells the sentence whose date differs from the one the premise puts', () => {
    const answer = ask('You inspected the Marta Rose in the first week of the herring season, on a Sunday?');
    expect(answer.kind).not.toBe('unknown');
    expect(answer.text).toContain('October 9');
  });

  it('does not know an act on the same boat that the affidavit never tells', () => {
    const answer = ask('You photographed the engine room of the Marta Rose during the big autumn storm, didn\'t you?');
    expect(answer.kind).toBe('unknown');
  });

  it('does not take an act told of another doer, in a sentence that never names the one asked about, for the same act', () => {
    // "come" is the act asked, and the skipper's sentence tells it, but of the deckhand.
    for (const question of ['Seasickness comes and goes on a Monday, doesn\'t it?', 'The relief crew comes on a Monday, doesn\'t it?']) {
      const answer = ask(question);
      expect(answer.kind, question).toBe('unknown');
      expect(answer.text, question).not.toContain('deckhand');
    }
  });
});
