import { describe, expect, it } from 'vitest';
import { deniesOnlyTheWhole, saidNotDoneAt, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// The duty manager of a town swimming pool, written for these tests: acts said not done by other
// words than "not" ("a failure to lock"), an act told only as what would have been, an act denied
// of all of its thing, and a verb of knowing told of another thing.
const manager: WitnessSpec = {
  id: 'odile-brand',
  name: 'Odile Brand',
  side: 'defense',
  role: 'Duty manager, Elmfield Pool',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am the duty manager of Elmfield Pool.',
    'I accept that a failure to lock the side gate overnight is a breach of the pool rules.',
    'I did not lock the side gate on May 2, because the padlock had rusted shut.',
    'From the office I heard the lifeguard tell the boy to leave the deep end.',
    'I know the council will review our licence.',
    'On Friday I met the supplier in the car park behind the leisure centre and handed him the envelope.',
    'He sat in my van for about five minutes and then walked off.',
    'Nobody else was in the van, and I do not know whether anyone noticed us.',
  ].join(' '),
};

// The same manager's account of a skipped check, with what a fitter would have seen had it been done.
const checks: WitnessSpec = {
  ...manager,
  affidavit: [
    'I am the duty manager of Elmfield Pool.',
    'A boiler check every year is required by the council, and I agree the boiler check due in March 2024 was skipped.',
    'If the boiler had been rusty in March 2024, the fitter doing the check would probably have seen it.',
  ].join(' '),
};

// A verb whose question the sentence leaves unsaid ("which") is told of the premise's own clause.
const noter: WitnessSpec = {
  ...manager,
  affidavit: ['I am the duty manager of Elmfield Pool.', 'I cannot now say whether the gate or the door was open first, and I did not note which.'].join(' '),
};

const ask = (question: string, spec = manager) => askRulesWitness(spec, question, { friendlyExaminer: false });
const verbAt = (text: string, lemma: string) => {
  const tokens = tokensOf(text);
  return saidNotDoneAt(tokens, tokens.findIndex((token) => token.lemma === lemma));
};

describe('an act said not done by the word before its "to"', () => {
  it('is read from a verb of leaving undone or the noun WordNet derives from one', () => {
    expect(verbAt('He failed to stop at the light.', 'stop')).toBe(true);
    expect(verbAt('Her refusal to sign surprised us.', 'sign')).toBe(true);
    expect(verbAt('He hoped to stop at the light.', 'stop')).toBe(false);
    expect(verbAt('He never failed to stop at the light.', 'stop')).toBe(false);
  });

  it('bears out a premise that denies the act with "not"', () => {
    const answer = ask('Not locking the side gate overnight is a breach of the pool rules, isn\'t it?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('still denies the premise that puts the act as done', () => {
    expect(ask('Locking the side gate overnight is a breach of the pool rules, isn\'t it?').kind).not.toBe('confirm');
  });

  it('in the premise, is borne out by the act denied with "not"', () => {
    const answer = ask('You failed to lock the side gate on May 2, didn\'t you?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
    expect(ask('You locked the side gate on May 2, didn\'t you?').kind).toBe('deny');
  });
});

describe('an act told only as what would have been', () => {
  it('does not deny that the premise\'s act happened', () => {
    const answer = ask('And the boiler check due in March 2024 never happened, did it?', checks);
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('does not bear out an act in another month', () => {
    expect(ask('The boiler check due in March 2024 happened, didn\'t it?', checks).kind).not.toBe('confirm');
  });
});

describe('an act denied of all of its thing', () => {
  it('is denied only of the whole, unless the sentence says all too', () => {
    expect(deniesOnlyTheWhole('you did not read every page', 'I read the first page.')).toBe(true);
    expect(deniesOnlyTheWhole('you did not read every page', 'I read every page twice.')).toBe(false);
    expect(deniesOnlyTheWhole('you did not read any page', 'I read the first page.')).toBe(false);
    expect(deniesOnlyTheWhole('you read every page', 'I read the first page.')).toBe(false);
    // "at all" only strengthens a denial: it puts the act on no whole.
    expect(deniesOnlyTheWhole('she said nothing at all about the fee', 'She said the fee was due.')).toBe(false);
  });

  it('is not denied by the act done to a part of it', () => {
    const answer = ask('You didn\'t hear everything the lifeguard said to the boy, did you?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('still denies the act denied of any of it', () => {
    expect(ask('You didn\'t hear anything the lifeguard said to the boy, did you?').kind).toBe('deny');
  });
});

describe('a verb of knowing told of another thing', () => {
  it('does not deny not knowing what the premise asks', () => {
    const answer = ask('You don\'t know if anybody saw you together.');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('still denies not knowing the thing the sentence knows', () => {
    expect(ask('You don\'t know that the council will review your licence, do you?').kind).toBe('deny');
  });

  it('still denies knowing a clause the sentence leaves unsaid as not known', () => {
    expect(ask('You noted whether the gate or the door was open first, didn\'t you?', noter).kind).toBe('deny');
  });
});
