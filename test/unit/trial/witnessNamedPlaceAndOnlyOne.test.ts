import { describe, expect, it } from 'vitest';
import { contradictedDetails, predicateOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burglary alibi and a night shift at a care home, written for these tests: the examiner puts a
// place named only by its proper name, or a count of a part against the affidavit's "only one".
const warden: WitnessSpec = {
  id: 'petra-olsson',
  name: 'Petra Olsson',
  side: 'defense',
  role: 'Night warden at Birchfield House',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I was not at the Gannet Arms on March 9, and I have never met Mr. Corley.',
    'On the night of March 9 I was the only nurse on the ward at Birchfield House, with two care assistants.',
    'At about 11 p.m. I went to the Kestrel Lounge to give out the evening medication.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(warden, question, { friendlyExaminer: false });

describe('RulesWitness on a place named only by its proper name', () => {
  it.each([['Were you at the Gannet Arms on March 9?'], ['You were at the Gannet Arms that night, weren\'t you?']])('says no where the affidavit says the witness was not there: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\./);
  });

  it('still confirms a place the affidavit puts the witness at', () => {
    expect(ask('You were in the Kestrel Lounge at about 11 p.m., weren\'t you?').kind).toBe('confirm');
  });

  it('reads the named place as what a verbless premise asserts', () => {
    expect(predicateOf('you were at the Gannet Arms')?.lemma).toBe('gannet');
    // A common noun stays the state where there is one.
    expect(predicateOf('you were at the pub on Gannet Street')?.lemma).toBe('pub');
    // A day is when, not where.
    expect(predicateOf('the hearing was on Tuesday, May 6')?.lemma).not.toBe('tuesday');
  });
});

describe('RulesWitness on "one of several" against "the only one"', () => {
  it('corrects a count of a part the affidavit says was the whole', () => {
    const answer = ask('You were one of two nurses on the ward that night, weren\'t you?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(/^No\./);
  });

  it('confirms the only one', () => {
    expect(ask('You were the only nurse on the ward that night, weren\'t you?').kind).toBe('confirm');
  });

  it('gives "the only" as the rival of the whole a part is counted of', () => {
    expect(contradictedDetails('she was one of three drivers on the route', 'she was the only driver on the route, with two conductors')).not.toEqual([]);
    // A part of the same whole the evidence counts is no rival.
    expect(contradictedDetails('she was one of three drivers on the route', 'she was one of three drivers on the route')).toEqual([]);
  });
});
