import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language/analyse';
import { tellingInTheDocument } from '../../../main/language/documentSays';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A surveyor's boundary dispute, written for these tests: what the witness's own document is put
// as saying ("Your survey note said…", "Your first report gave…") against the account of what the
// witness wrote in it, and a later figure told apart from the document.
const surveyor: WitnessSpec = {
  id: 'odile-marchbank',
  name: 'Odile Marchbank',
  side: 'defense',
  role: 'Land surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered land surveyor and I have practised in Wexley for fourteen years.',
    'I surveyed the boundary between the two gardens on April 3, 2024.',
    'In my first report I wrote that the hedge stood about 40 centimetres inside the Okafor side.',
    'When I walked the boundary again with a laser level in June, I measured the gap at about 55 centimetres.',
    'In my report I noted that the gate post was made of oak.',
    'In my report I wrote that the hedge was about 20 years old, but when I went through the nursery invoices I found 12.',
    'I corrected the gap to 48 centimetres in my supplementary report, because the June reading was taken at the wrong post.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

/** The sentence verb that tells the premise's first verb, as the document's saying. */
const telling = (premise: string, sentence: string) => {
  const premiseTokens = tokensOf(premise);
  return tellingInTheDocument(premiseTokens, premiseTokens.findIndex((token) => token.pos === 'VERB'), tokensOf(sentence))?.lemma ?? null;
};

describe('tellingInTheDocument', () => {
  it("reads the witness's writing in its own document as the document's saying", () => {
    expect(telling('your report said the fence was old', 'In my report I wrote that the fence was rotten.')).toBe('write');
    expect(telling('your first statement put the gap at two feet', 'In my first statement I gave the gap as three feet.')).toBe('give');
  });

  it('reads a verb that can say, writing a bare figure in the named document, as its telling', () => {
    expect(telling('your first report put the gap at two feet', 'In my first report I wrote two feet.')).toBe('write');
  });

  it('reads the document named as where the witness said it, on either side, past an aside', () => {
    expect(telling('in your first statement you put the gap at two feet', 'In my first statement, dated May 4, I gave the gap as two feet.')).toBe('give');
    expect(telling('you said in your deposition that the gate was locked', 'In my deposition I said the gate was locked.')).toBe('say');
  });

  it('is not the document named where another said it, nor a verb that cannot say', () => {
    expect(telling('in your first statement he put the gap at two feet', 'In my first statement I gave the gap as two feet.')).toBeNull();
    expect(telling('you said in your deposition that the gate was locked', 'In her deposition she said the gate was locked.')).toBeNull();
    expect(telling('your first report put the gap at two feet', 'In my first report I walked two feet.')).toBeNull();
    expect(telling('your first report put the mirror at £40', 'In my first report I wrote £40 for the clock.')).toBeNull();
  });

  it('is no telling where the premise vouches for what the document said', () => {
    const premise = tokensOf('your complaint was right that the gate was locked');
    const sentence = tokensOf('In my complaint I said the gate was locked.');
    expect(premise.map((token, at) => tellingInTheDocument(premise, at, sentence)).filter((found) => found !== null)).toEqual([]);
  });

  it("is not another's document, a thing that is no telling, nor a telling in no document", () => {
    expect(telling('your report said the fence was old', 'In his report he wrote that the fence was rotten.')).toBeNull();
    expect(telling('your fence stood at two feet', 'In my report I wrote that the fence stood at two feet.')).toBeNull();
    expect(telling('your report said the fence was old', 'I told the neighbour that the fence was rotten.')).toBeNull();
    expect(telling('your report said the fence was old', 'In my report I did not write that the fence was rotten.')).toBeNull();
  });
});

// A valuer's account, written for these tests: a figure written bare in a named report, then corrected.
const valuer: WitnessSpec = {
  ...surveyor,
  id: 'piers-ottaway',
  name: 'Piers Ottaway',
  affidavit: [
    'I have valued antique clocks for the auction trade since 2009.',
    'In my first report, dated March 3, I wrote £4,200 for the longcase clock; I later corrected it to £3,900 after finding a replaced dial.',
    'I did not open the movement myself.',
  ].join(' '),
};

describe("RulesWitness on a figure written bare in the witness's document", () => {
  const askValuer = (question: string) => askRulesWitness(valuer, question, { friendlyExaminer: false });

  it('confirms the figure the named report gave, with the sentence that gave it', () => {
    for (const question of ['In your first report you put the longcase clock at £4,200.', 'Your first report valued the longcase clock at £4,200, didn\'t it?']) {
      const answer = askValuer(question);
      expect(answer.kind).toBe('confirm');
      expect(answer.text).toMatch(/^Yes\. In my first report/);
    }
  });

  it('does not confirm another figure, nor a thing the report is not said to value', () => {
    expect(askValuer('In your first report you put the longcase clock at £5,000.').kind).not.toBe('confirm');
    expect(askValuer('In your first report you put the bracket clock at £4,200.').kind).not.toBe('confirm');
    expect(askValuer('In your first report you put the barometer at £4,200.').kind).not.toBe('confirm');
  });
});

describe("RulesWitness on what the witness's own document said", () => {
  it('confirms the figure the document gave, though a later figure was told apart from it', () => {
    const answer = ask('Your first report put the hedge about 40 centimetres inside the Okafor side.');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/^Yes\. In my first report I wrote/);
  });

  it('confirms what the report said, said with another verb of telling', () => {
    expect(ask('Your report said the gate post was oak.').kind).toBe('confirm');
  });

  it('corrects another figure, the later one among them, with what the document said', () => {
    for (const question of ['Your first report put the hedge about 55 centimetres inside the Okafor side.', 'Your first report put the hedge about 25 centimetres inside the Okafor side.']) {
      const answer = ask(question);
      expect(answer.kind).toBe('correct');
      expect(answer.text).toContain('40 centimetres');
    }
  });

  it('does not confirm another material than the report named', () => {
    expect(ask('Your report said the gate post was pine.').kind).not.toBe('confirm');
  });

  it('does not confirm a figure the sentence holds only after the telling', () => {
    expect(ask('Your report said the hedge was about 12 years old.').kind).not.toBe('confirm');
    expect(['correct', 'deny']).not.toContain(ask('Your report said the hedge was about 20 years old.').kind);
  });

  it("does not take another of the witness's reports for the one named", () => {
    expect(ask('Your first report put the gap at 48 centimetres.').kind).not.toBe('confirm');
  });
});
