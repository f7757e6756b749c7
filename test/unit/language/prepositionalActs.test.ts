import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { prepositionalActs } from '../../../main/language/relatedWords';
import { SentenceIndex } from '../../../main/language/SentenceIndex';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

const verbAt = (text: string) => {
  const tokens = tokensOf(text);
  return { tokens, at: tokens.findIndex((token) => token.pos === 'VERB') };
};

describe('prepositionalActs', () => {
  it('reads a verb with its preposition as the act WordNet lists for the pair', () => {
    const { tokens, at } = verbAt('Did you look at the valve?');
    expect(prepositionalActs(tokens, at)).toContain('examine');
  });

  it('keeps out the light verbs a sense of the pair shares', () => {
    const { tokens, at } = verbAt('Did you look at the valve?');
    expect(prepositionalActs(tokens, at)).not.toContain('take');
  });

  it('reads no inspecting in another pair of the same verb', () => {
    const { tokens, at } = verbAt('Did you look after the valve?');
    expect(prepositionalActs(tokens, at)).not.toContain('examine');
  });
});

// A boiler inspector's account, written for these tests: the inspecting is told only as "examined".
const inspector: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'defense',
  role: 'Boiler inspector',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have inspected commercial boilers for fourteen years.',
    'The laundry on Mill Lane called me after the flood in its basement.',
    'A plumber fitted a new pressure valve there on February 20.',
    'I examined the pressure valve on March 3 at the laundry.',
    'The valve had a cracked seat.',
  ].join(' '),
};

describe('a question that asks an act with its preposition', () => {
  it('ranks first the sentence that says the act in one word', () => {
    const index = SentenceIndex.of(inspector.affidavit.split(/(?<=\.) /));
    expect(index.rank('when did you look at it', 1)[0]?.index).toBe(3);
  });

  it('answers with the date of the act', () => {
    expect(askRulesWitness(inspector, 'When did you first look at it yourself?', { friendlyExaminer: true }).text).toContain('March 3');
  });

  it('does not answer an act the account never tells', () => {
    expect(askRulesWitness(inspector, 'Did you look at the boiler flue?', { friendlyExaminer: true }).text).not.toMatch(/examined/);
  });
});
