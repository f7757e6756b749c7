import { analyse, analyseQuestion, mainClause, namesAPerson, type QuestionAnalysis, type Token } from '../../language';

// One reading of a question turn, shared by every ground's test: the turn's sentences and tokens
// (lemmas, parts of speech, negation) from the language layer, the clause that asks, and its form.

export interface ReadSentence {
  text: string;
  tokens: readonly Token[];
  asks: boolean;
}

export interface QuestionReading {
  text: string;
  sentences: readonly ReadSentence[];
  /** Every token of the turn. */
  tokens: readonly Token[];
  /** The tokens of the clause that asks (the last question of the turn, address and "And…" dropped). */
  clause: readonly Token[];
  analysis: QuestionAnalysis;
  lemmas: ReadonlySet<string>;
}

export function readQuestion(text: string): QuestionReading {
  const analysed = analyse(text);
  const clauseText = mainClause(text);
  const clause = analyse(clauseText).tokens;
  return {
    text,
    sentences: analysed.sentences.map((sentence) => ({ text: sentence.text, tokens: sentence.tokens, asks: /\?\s*$/.test(sentence.text) })),
    tokens: analysed.tokens,
    clause,
    analysis: analyseQuestion(text),
    lemmas: new Set(analysed.tokens.map((token) => token.lemma)),
  };
}

/** A person other than the witness and the examiner: he, she, they, a name, "the officer" (not "the transponder"). */
export function isThirdParty(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token) return false;
  if (token.pos === 'PRON') return ['he', 'she', 'they', 'him', 'her', 'them', 'someone', 'somebody', 'anybody', 'anyone', 'everyone', 'everybody', 'people', 'nobody'].includes(token.lemma);
  if (token.pos === 'PROPN') return true;
  return token.pos === 'NOUN' && namesAPerson(token.lemma);
}

/**
 * Where `lemmas` occur in order within `window` tokens of each other ("*" matches any one token):
 * the index of the first, or -1. Reads lemmas, so every tense and person matches.
 */
export function findLemmas(tokens: readonly Token[], lemmas: readonly (string | readonly string[])[], window = 4): number {
  // Index loops and no closure: the classifier runs this a few dozen times on every question.
  for (let start = 0; start < tokens.length; start++) {
    if (!tokenMatches(tokens[start]!, lemmas[0]!)) continue;
    let at = start;
    let ok = true;
    for (let k = 1; k < lemmas.length; k++) {
      const want = lemmas[k]!;
      let found = -1;
      for (let j = at + 1; j <= Math.min(tokens.length - 1, at + window); j++) {
        if (tokenMatches(tokens[j]!, want)) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return start;
  }
  return -1;
}

function tokenMatches(token: Token, want: string | readonly string[]): boolean {
  return typeof want === 'string' ? want === '*' || token.lemma === want || token.lower === want : want.includes(token.lemma) || want.includes(token.lower);
}

/** The text of `tokens` from `start`, `length` tokens long: the words a finding quotes. */
export function quote(tokens: readonly Token[], start: number, length: number): string {
  return tokens
    .slice(Math.max(0, start), start + length)
    .map((token) => token.text)
    .join(' ')
    .replace(/ ([,.;?!]|'s|n't)/g, '$1');
}
