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

  it("is not another's document, a thing that is no telling, nor a telling in no document", () => {
    expect(telling('your report said the fence was old', 'In his report he wrote that the fence was rotten.')).toBeNull();
    expect(telling('your fence stood at two feet', 'In my report I wrote that the fence stood at two feet.')).toBeNull();
    expect(telling('your report said the fence was old', 'I told the neighbour that the fence was rotten.')).toBeNull();
    expect(telling('your report said the fence was old', 'In my report I did not write that the fence was rotten.')).toBeNull();
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
