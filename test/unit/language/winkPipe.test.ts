import { createRequire } from 'node:module';
import type { WinkMethods } from 'wink-nlp';
import { describe, expect, it } from 'vitest';
import { wink } from '../../../main/language/nlp';

// wink runs only the passes the language layer reads: sentences, tags and lemmas, entities. Its
// negation flags and sentiment were computed for every text and never read.
const require = createRequire(import.meta.url);

/** What the language layer takes from a reading: every token's text, lemma, tag and stop flag, the entities and the sentences. */
function reading(nlp: WinkMethods, text: string): unknown {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const its = nlp.its;
  return [tokens.out(its.value), tokens.out(its.lemma as never), tokens.out(its.pos), tokens.out(its.stopWordFlag), doc.entities().out(its.span), doc.entities().out(its.type), doc.sentences().out(its.span), doc.sentences().out()];
}

describe('the passes wink makes over a text', () => {
  it('are sentences, tags and entities alone', () => {
    const pipe = Object.entries(wink().readDoc('The kettle boiled.').pipeConfig() as unknown as Record<string, boolean>).flatMap(([pass, on]) => (on ? [pass] : []));
    expect(pipe.sort()).toEqual(['ner', 'pos', 'sbd']);
  });

  it('read what every pass read', () => {
    const everyPass = (require('wink-nlp') as (model: unknown) => WinkMethods)(require('wink-eng-lite-web-model'));
    const texts = [
      "I didn't hear the ferry's horn before 6:40 a.m. on 3 March, and nobody told me it was late.",
      'Never once did the caretaker lock the side gate. He was not happy about it; I was furious.',
      'She paid £1,250 for twelve tiles on Friday the twentieth of June. Dr. Osei said no more than two were cracked!',
    ];
    for (const text of texts) expect(reading(wink(), text)).toEqual(reading(everyPass, text));
  });
});
