import { mainClause, namesAFeeling, tokensOf } from '../../language';

// The opinion a lay witness may give (FRE 701(a)): one formed from what its own senses took in.
// Counsel does not object to it and the judge overrules an objection to it.

/** Measures the senses give: how fast, how far, how loud… */
const SENSED_MEASURES = new Set(['fast', 'far', 'close', 'near', 'loud', 'bright', 'dark', 'big', 'large', 'small', 'tall', 'heavy', 'old', 'long', 'quick', 'slow', 'high', 'wide', 'hot', 'cold']);
const SENSED_QUANTITIES = new Set(['speed', 'distance', 'height', 'weight', 'size', 'length']);
/** States of a person another sees, beside feelings: drink, drugs, injury, tiredness. */
const OUTWARD_STATES = new Set(['drunk', 'intoxicated', 'sober', 'impaired', 'high', 'tired', 'exhausted', 'sleepy', 'injured', 'hurt', 'bleeding', 'sick', 'ill', 'pale', 'dazed', 'confused', 'calm', 'nervous', 'excited', 'hysterical', 'agitated']);
/** Feelings as another sees them, put as adjectives (WordNet files feelings as nouns and verbs). */
const FEELINGS = new Set(['afraid', 'angry', 'upset', 'scared', 'frightened', 'happy', 'sad', 'worried', 'anxious', 'distressed', 'annoyed', 'furious']);
/** Nouns of an opinion held: "in your opinion", "in your estimation", "your impression". */
const OPINION_NOUNS = new Set(['opinion', 'view', 'judgment', 'judgement', 'estimate', 'estimation', 'assessment', 'impression']);
const OPINION_VERBS = new Set(['think', 'believe', 'say', 'consider', 'estimate', 'judge']);
const APPEARANCE_VERBS = new Set(['seem', 'appear', 'look', 'sound', 'act']);

/**
 * An opinion of the kind a lay witness forms from what it saw or heard (FRE 701(a)): a speed, a
 * distance or a size ("In your opinion, how fast was the van going?"), or another person's
 * outward state ("Would you say he was drunk?", "Did she seem frightened?"). The question must ask
 * for an opinion (a frame of opinion or appearance) and the thing asked must be one of these.
 */
export function opinionFromTheSenses(question: string): boolean {
  const tokens = tokensOf(mainClause(question)).filter((token) => token.pos !== 'PUNCT');
  // The witness's own opinion ("in your opinion", "would you say", "do you think") or how the
  // person looked ("did he seem…"): not what someone else says or holds.
  const asksOpinion = tokens.some(
    (token, i) =>
      (OPINION_NOUNS.has(token.lemma) && token.pos === 'NOUN') ||
      (OPINION_VERBS.has(token.lemma) && token.pos === 'VERB' && tokens.slice(Math.max(0, i - 2), i).some((before) => before.lemma === 'you')) ||
      (APPEARANCE_VERBS.has(token.lemma) && token.pos === 'VERB'),
  );
  if (!asksOpinion) return false;
  const measure = tokens.some((token, i) => token.lower === 'how' && SENSED_MEASURES.has(tokens[i + 1]?.lemma ?? ''));
  const state = tokens.some((token) => {
    if (OUTWARD_STATES.has(token.lemma) && (token.pos === 'ADJ' || token.pos === 'VERB')) return true;
    if (token.pos === 'ADJ') return FEELINGS.has(token.lemma);
    // ("his mood", "her fear"; "the speed", "the distance")
    return token.pos === 'NOUN' && (namesAFeeling(token.lemma, 'n') || SENSED_QUANTITIES.has(token.lemma));
  });
  return measure || state;
}
