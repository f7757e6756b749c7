import { describe, expect, it } from 'vitest';
import { asksOfALaterTime, tellsOfALaterTime, tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A verb made with "re-" is its act done again ("rechecked" is "checked again"), and "a little
// after six" keeps a time close to its bound as "just after six" does. The case is this file's
// own: a dispensing error at a pharmacy.

const lemmaOf = (text: string, word: string) => tokensOf(text).find((each) => each.lower === word)!.lemma;

describe('verbs made with "re-", as the language layer reads them', () => {
  it('reads the act done, hyphened or not, and the "again" it carries', () => {
    expect(lemmaOf('She re-sealed the bottle.', 're-sealed')).toBe('seal');
    expect(lemmaOf('They rechecked the label.', 'rechecked')).toBe('check');
    expect(asksOfALaterTime('She rechecked the label')).toBe(true);
    expect(tellsOfALaterTime('They re-weighed the powder')).toBe(true);
  });

  it('leaves alone the verbs with a sense of their own', () => {
    expect(lemmaOf('She reported the error.', 'reported')).toBe('report');
    expect(lemmaOf('He reviewed the chart.', 'reviewed')).toBe('review');
    expect(asksOfALaterTime('He recovered the invoice')).toBe(false);
  });
});

const pharmacist: WitnessSpec = {
  id: 'ines-mahler',
  name: 'Ines Mahler',
  side: 'defense',
  role: 'Pharmacist',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am the pharmacist in charge at Alder Street Pharmacy.',
    'On 9 October 2024 I counted the warfarin tablets into the blister pack myself.',
    'The technician checked the label again the next morning with a magnifier.',
    'I locked the pharmacy at 6:03 p.m. that day.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(pharmacist, question, { friendlyExaminer: false });

describe('RulesWitness on an act done again, said with "re-"', () => {
  it('confirms the act the affidavit tells as done again', () => {
    expect(ask('The technician rechecked the label with a magnifier, didn\'t he?').kind).toBe('confirm');
    expect(ask('Your technician re-checked that label the next morning?').kind).toBe('confirm');
  });

  it('does not confirm an act done again that the affidavit tells as done once, nor another thing', () => {
    expect(ask('You recounted the warfarin tablets, didn\'t you?').kind).not.toBe('confirm');
    expect(ask('The technician rechecked the invoice, didn\'t he?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a time put as "a little after" or "a bit before" an hour', () => {
  it('confirms an exact time just past the hour', () => {
    expect(ask('You locked up the pharmacy a little after six that day?').kind).toBe('confirm');
    expect(ask('You locked the pharmacy a little after six, didn\'t you?').kind).toBe('confirm');
  });

  it('corrects an hour the time is not close to, or on the wrong side of it', () => {
    expect(ask('You locked the pharmacy a little after five that day, didn\'t you?').kind).toBe('correct');
    expect(ask('You locked the pharmacy a bit before six, didn\'t you?').kind).not.toBe('confirm');
    expect(ask('You locked the pharmacy a little after seven, didn\'t you?').kind).not.toBe('confirm');
  });
});
