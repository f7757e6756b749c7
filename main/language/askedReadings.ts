import { wordTable } from './wordTable';
import { VERBS_OF_ANY_EVENT } from './followOn';
import { tokensOf, type Token } from './analyse';
import { isAWayOfSaying, isKindOf, NOUN_KIND, nounKinds, organActs, particleVerbHeads, PLAIN_SAYING } from './relatedWords';

// Other wordings of what a wh-question looks for, in the words an account would use. A question
// often asks with a light verb or a frame that no statement says: "What did he have with him?" is
// answered by "he was carrying a bag", "What was on her feet?" by "she was wearing boots", "What
// time did you get to the depot?" by "I arrived at the depot at six", and "Which one did you
// choose?" by "I picked the third" (to choose is to pick out). Each reading is looked for beside
// the question's own words; none replaces them.

/** Subjects of the possessive pronouns: "his head" is worn by "he". */
const OWNER_OF = wordTable<string>({ his: 'he', her: 'she', their: 'they', my: 'i', your: 'you', its: 'it' });
/** What one has with one is carried or held; what one has on is worn. */
const HAVE_WITH = ['carry', 'hold'];
const HAVE_WITH_WORDS = new Set(['with', 'in']);
/** The kind of body one is "with" when one works for it: a company, a hospital, a police force. */
const EMPLOYING_KIND = 'organization';

const join = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(' ').replace(/ (['\u2019]s)\b/g, '$1');

/**
 * Other wordings of a wh-question's query (`QuestionAnalysis.query`, its wh-phrase removed), for
 * retrieval: each is the query with its light verb or frame said as the act an account tells.
 * Empty when the query has none.
 */
export function askedReadings(query: string): string[] {
  const tokens = tokensOf(query).filter((token) => token.pos !== 'PUNCT');
  const readings: string[] = [];
  tokens.forEach((token, at) => {
    const next = tokens[at + 1];
    // "had with him", "had in his hand": carried or held; "had on": worn.
    // Only of the one who had it ("with him", "in her hand"): a call "had with Mr Lind" is no carrying.
    const ofTheHolder = next?.lower === 'with' ? tokens[at + 2]?.pos === 'PRON' : next?.lower === 'in' && OWNER_OF[tokens[at + 2]?.lower ?? ''] !== undefined;
    if (token.lemma === 'have' && next && HAVE_WITH_WORDS.has(next.lower) && ofTheHolder) {
      // "with him" says only who had it; "in his hand" says where, and stays.
      const rest = next.lower === 'with' ? tokens.slice(at + 3) : tokens.slice(at + 1);
      for (const act of HAVE_WITH) readings.push(join([...tokens.slice(0, at), { ...token, text: act }, ...rest]));
    }
    if (token.lemma === 'have' && next?.lower === 'on') readings.push(join([...tokens.slice(0, at), { ...token, text: 'wear' }, ...tokens.slice(at + 2)]));
    // "was on the man's head", "was on his feet": what the owner wore.
    if (token.lemma === 'be' && next?.lower === 'on') {
      // The phrase's head is its last noun ("the man's head").
      const end = tokens.findIndex((word, index) => index > at + 1 && word.pos === 'ADP');
      const phrase = tokens.slice(at + 2, end < 0 ? undefined : end);
      const part = phrase.findLast((word) => word.pos === 'NOUN');
      if (part && nounKinds(part.lemma).has(NOUN_KIND.body)) {
        const possessive = phrase.findIndex((word) => /^['\u2019]s$/.test(word.text));
        const owner = possessive > 0 ? join(phrase.slice(0, possessive)) : OWNER_OF[phrase[0]?.lower ?? ''];
        if (owner) readings.push(`${owner} wear`);
      }
    }
    // "Where were your eyes as you walked?": where the owner was looking; a sense organ is read as
    // its act, without the clause that sets its time, which the account may tell in other words.
    const organ = tokens[at + 2];
    const owner = OWNER_OF[next?.lower ?? ''];
    if (token.lemma === 'be' && owner && organ?.pos === 'NOUN') {
      const sceneAt = tokens.findIndex((word, index) => index > at + 2 && word.pos === 'SCONJ');
      const rest = tokens.slice(at + 3, sceneAt < 0 ? undefined : sceneAt);
      for (const act of organActs(organ.lemma)) readings.push(join([{ ...token, text: owner }, { ...organ, text: act }, ...rest]));
    }
    // "been with the firm": a person with a body of people (WordNet's organization) works for it;
    // an account tells the employment ("I have worked for Hale & Co for six years"), not the idiom.
    // Asked, the subject may stand between ("were you with the police").
    const withAt = next?.pos === 'PRON' && tokens[at + 2]?.lower === 'with' ? at + 2 : at + 1;
    if (token.lemma === 'be' && tokens[withAt]?.lower === 'with') {
      const head = tokens.slice(withAt + 1).find((word) => word.pos !== 'DET' && word.pos !== 'ADJ' && OWNER_OF[word.lower] === undefined);
      if (head?.pos === 'NOUN' && isKindOf(head.lemma, EMPLOYING_KIND)) {
        readings.push(join([...tokens.slice(0, at), ...tokens.slice(at + 1, withAt), { ...token, text: 'work' }, { ...tokens[withAt]!, text: 'for' }, ...tokens.slice(withAt + 1)]));
      }
    }
    // "get to the depot": arrive at it.
    if (token.lemma === 'get' && next?.lower === 'to' && tokens[at + 2] && tokens[at + 2]!.pos !== 'VERB') {
      readings.push(join([...tokens.slice(0, at), { ...token, text: 'arrive' }, { ...next, text: 'at' }, ...tokens.slice(at + 2)]));
    }
    // "choose" is to "pick out": the account says "picked".
    if (token.pos === 'VERB' && token.content) {
      for (const head of particleVerbHeads(token.lemma)) readings.push(join([...tokens.slice(0, at), { ...token, text: head }, ...tokens.slice(at + 1)]));
    }
    // "How did he respond?", "What did she reply?": a way of saying is told as what was said
    // ("He said it was too cold"): an account reports speech by "said" far more often than by the
    // question's finer verb. Whose saying it was is the asker's to check (`RulesWitness`).
    if (token.pos === 'VERB' && token.content && isAWayOfSaying(token.lemma)) readings.push(join([...tokens.slice(0, at), { ...token, text: PLAIN_SAYING }, ...tokens.slice(at + 1)]));
  });
  return readings;
}

/**
 * A wh-question's query without the verb of any event that asks it ("happened on the bus" → "on
 * the bus"), or null when its verb is another or nothing else of substance is left. An account
 * rarely says "happened", so the question's own words may find nothing where the rest would. It
 * is looked for only then: where the question's own words find a sentence, they say more of it.
 */
export function withoutTheEventVerb(query: string): string | null {
  const tokens = tokensOf(query).filter((token) => token.pos !== 'PUNCT');
  const at = tokens.findIndex((token) => token.pos === 'VERB');
  if (at < 0 || !VERBS_OF_ANY_EVENT.has(tokens[at]!.lemma) || !tokens.some((token, index) => index !== at && token.content)) return null;
  return join([...tokens.slice(0, at), ...tokens.slice(at + 1)]);
}

/** Words that tie a clause of a gerund to the act it goes with ("in forming", "before writing", "while preparing"). */
const GERUND_TIES = new Set(['in', 'before', 'while', 'when']);

/**
 * A wh-question's query or a request without the gerund clause at its end that says what the act
 * was done in or for ("material you reviewed | in forming your opinions", "did you look at | before
 * writing your report"): the account tells the act ("I reviewed the photographs…") and rarely its
 * purpose again, so the purpose's words only dilute the act's share of the query. Null when the
 * query has no such clause, or nothing of substance is left before it: an act, said by a verb.
 */
export function withoutTheGerundOfPurpose(query: string): string | null {
  const tokens = tokensOf(query).filter((token) => token.pos !== 'PUNCT');
  const at = tokens.findIndex((token, index) => index > 0 && GERUND_TIES.has(token.lower) && tokens[index + 1]?.pos === 'VERB' && tokens[index + 1]!.lower.endsWith('ing'));
  if (at < 0 || !tokens.slice(0, at).some((token) => token.pos === 'VERB' && token.content)) return null;
  return join(tokens.slice(0, at));
}
