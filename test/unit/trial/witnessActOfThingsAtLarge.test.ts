import { describe, expect, it } from 'vitest';
import { doneToAParticularThing, doneToThingsAtLarge, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A heating engineer called about a flat's failed boiler, written for these tests: the act told of
// a kind of thing at large ("I have serviced boilers for twenty years") put against the act denied
// of one particular thing ("the boiler at Flat 3").
const engineer: WitnessSpec = {
  id: 'rhys-camber',
  name: 'Rhys Camber',
  side: 'defense',
  role: 'Heating engineer',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a registered gas engineer, and I have serviced boilers for twenty years.',
    'The landlord asked me to look at the hot water at Flat 3 on January 9.',
    'I replaced the pressure valve at Flat 5 on January 10.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(engineer, question, { friendlyExaminer: false });
const at = (text: string, verb: string) => {
  const tokens = tokensOf(text);
  return { tokens, at: tokens.findIndex((token) => token.lemma === verb) };
};

describe('an act done to things at large', () => {
  it('is a bare plural after the act, with no determiner, number, name or owner', () => {
    const { tokens, at: serviced } = at('I have serviced boilers for twenty years.', 'service');
    expect(doneToThingsAtLarge(tokens, serviced)).toBe(true);
    const one = at('I serviced the boiler at Flat 3.', 'service');
    expect(doneToThingsAtLarge(one.tokens, one.at)).toBe(false);
    const counted = at('I serviced two boilers.', 'service');
    expect(doneToThingsAtLarge(counted.tokens, counted.at)).toBe(false);
  });

  it('is told apart from an act done to one particular thing', () => {
    const owned = at('you never serviced her boiler', 'service');
    expect(doneToAParticularThing(owned.tokens, owned.at)).toBe(true);
    const bare = at('you never serviced boilers', 'service');
    expect(doneToAParticularThing(bare.tokens, bare.at)).toBe(false);
  });
});

describe('RulesWitness on an act denied of one thing, told only of the kind at large', () => {
  it('does not deny it by the career told of the kind', () => {
    const answer = ask('You never serviced the boiler at Flat 3, did you?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('still denies the act denied of the kind at large', () => {
    const answer = ask('You had never serviced boilers before this job, had you?');
    expect(answer.kind).toBe('deny');
  });

  it('still denies the act denied of a thing the affidavit tells it was done to', () => {
    expect(ask('You never replaced the pressure valve at Flat 5, did you?').kind).toBe('deny');
  });
});
