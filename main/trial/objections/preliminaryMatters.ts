import { isKindOf, NOUN_KIND, nounKinds, nounOfSupportVerb, type Token } from '../../language';
import type { QuestionReading } from './questionReading';

/**
 * The witness's own background: who it is, its age, where it lives, its work, schooling and
 * family. FRE 611(c)'s advisory note allows leading on such preliminary matters, a court rarely
 * hears relevance argued on them, and they are always within the scope of cross (credibility).
 * Read on lemmas, so "you were living in the Bronx", "where is your home now" and "your employer"
 * are one kind.
 */
const BACKGROUND = new Set([
  // identity and age
  'name', 'spell', 'age', 'birthday', 'born', 'bear',
  // residence
  'live', 'reside', 'residence', 'address', 'resident',
  // work
  'work', 'employ', 'employer', 'employment', 'employee', 'job', 'occupation', 'profession', 'career', 'living', 'retire', 'retired', 'assign',
  // schooling and qualifications
  'school', 'college', 'university', 'education', 'educate', 'graduate', 'degree', 'study', 'training', 'qualification', 'qualify', 'license', 'licence', 'certify', 'certificate',
  // family
  'marry', 'married', 'wife', 'husband', 'spouse', 'child', 'children', 'son', 'daughter', 'family', 'parent',
]);

/** A word of the witness's background (its name, home, work, schooling or family). */
export const isBackgroundWord = (lemma: string): boolean => BACKGROUND.has(lemma);

/** "How old are you?": age asked with "how old". */
const asksAge = (tokens: readonly Token[]) => tokens.some((token, i) => token.lower === 'old' && tokens[i - 1]?.lower === 'how');

/**
 * The background word is the witness's own: a thing of "your" ("your employer", "your full name"),
 * an act or state with "you" before it ("you were living", "were you born", "you are married"), or
 * that act named by its noun after a support verb of the witness's ("you have made a study of
 * it" is "you have studied it"), not "her name".
 */
function ownedByTheWitness(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const youBefore = (at: number) => tokens.slice(0, at).some((earlier) => earlier.lower === 'you');
  if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'ADJ') return youBefore(index);
  if (tokens.slice(Math.max(0, index - 3), index).some((earlier) => earlier.lower === 'your')) return true;
  for (let at = Math.max(0, index - 5); at < index; at++) if (nounOfSupportVerb(tokens, at) === token && youBefore(at)) return true;
  return false;
}

const OCCASIONS = new Set(['night', 'day', 'morning', 'evening', 'afternoon', 'moment', 'time', 'week', 'weekend']);

/** "that night", "the day of the crash": the question is about the events, not the witness's life. */
export const pointsAtTheEvents = (tokens: readonly Token[]): boolean => tokens.some((token, i) => OCCASIONS.has(token.lemma) && ['that', 'the', 'this'].includes(tokens[i - 1]?.lower ?? ''));

/**
 * "You were connected with the county sheriff's office?", "Were you attached to the fire
 * brigade?": the body the witness served in, which is its work. The verb and "with" or "to", then
 * a noun WordNet files as a group (in a name too) within the next few words.
 */
function joinsABody(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (!['connect', 'attach', 'affiliate'].includes(token.lemma) || !['with', 'to'].includes(tokens[index + 1]?.lower ?? '')) return false;
  // ("the county sheriff's office": any noun of the phrase may name the body)
  // ("the State Police", "the Harbor Patrol": a name headed by such a noun; not "Elm Street")
  return tokens.slice(index + 2, index + 7).some((next) => (next.pos === 'NOUN' || next.pos === 'PROPN') && nounKinds(next.lemma.toLowerCase()).has(NOUN_KIND.group));
}

const RELATIVE_OR_SCENE = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when', 'while', 'after', 'before', 'because']);
/** What a role is a kind of (WordNet hypernyms): work, office, kin, ownership (a party to the suit is what the proceedings show: concernsTheProceedings). */
const ROLE_KINDS = ['worker', 'employee', 'professional', 'official', 'leader', 'expert', 'owner', 'relative'];
/** "Owner", "member", "partner": a standing role whose WordNet hypernym is none of those, or only itself. */
const isRole = (lemma: string) => ['owner', 'member', 'partner', 'proprietor'].includes(lemma) || ROLE_KINDS.some((kind) => isKindOf(lemma, kind));

/**
 * "You are the owner of the bakery?", "You're a nurse at St Jude's?", "Are you the plaintiff's
 * brother?": the witness's standing work, office, kin or ownership, put in the present tense, is who it is
 * now, not something it did at the time of the events ("You were the driver?" is left to the
 * events). Not when a clause follows that ties the role to an act ("…the owner of the car that hit
 * her").
 */
function presentRole(tokens: readonly Token[]): boolean {
  const you = tokens.findIndex((token, i) => (token.lower === 'you' && ['are', "'re"].includes(tokens[i + 1]?.lower ?? '')) || (token.lower === 'are' && tokens[i + 1]?.lower === 'you'));
  if (you < 0) return false;
  const rest = tokens.slice(you + 2);
  if (rest.some((token, i) => RELATIVE_OR_SCENE.has(token.lower) && token.pos !== 'DET' && rest.slice(i + 1, i + 4).some((next) => next.pos === 'VERB' || next.pos === 'AUX'))) return false;
  // The first noun after the verb, past determiners, adjectives and a possessor ("the plaintiff's brother").
  const head = rest.findIndex((token, i) => token.pos === 'NOUN' && rest[i + 1]?.lower !== "'s" && rest[i + 1]?.pos !== 'PART');
  if (head < 0 || rest.slice(0, head).some((token) => !['DET', 'ADJ', 'PROPN', 'NOUN', 'PART', 'ADV'].includes(token.pos))) return false;
  const noun = rest[head]!;
  return nounKinds(noun.lemma).has(NOUN_KIND.person) && isRole(noun.lemma);
}

/** The question asks about the witness's own background (a preliminary matter). */
export function isPreliminaryMatter(reading: QuestionReading): boolean {
  const tokens = reading.clause.length > 0 ? reading.clause : reading.tokens;
  if (pointsAtTheEvents(tokens)) return false;
  if (asksAge(tokens) && tokens.some((token) => token.lower === 'you')) return true;
  if (presentRole(tokens)) return true;
  return tokens.some((token, i) => (BACKGROUND.has(token.lemma) || BACKGROUND.has(token.lower) || joinsABody(tokens, i)) && ownedByTheWitness(tokens, i) && !actsInTheEvents(tokens, token));
}

/** Verbs that ask of a person's standing, not of something it did: "Is your son a mechanic?", "What does your wife do for a living?". */
const STANDING_VERBS = new Set(['be', 'have', 'do', 'become']);

/**
 * "Wasn't your son driving the van?", "Did your employer pay for the repairs?": the witness's kin or
 * employer is the one who acts, with a verb of its own that is no part of a background ("work",
 * "live", "marry" are), so the question is about the events, not who the witness is.
 */
function actsInTheEvents(tokens: readonly Token[], background: Token): boolean {
  if (background.pos !== 'NOUN' || !nounKinds(background.lemma).has(NOUN_KIND.person)) return false;
  return tokens.some((token) => token.pos === 'VERB' && !STANDING_VERBS.has(token.lemma) && !BACKGROUND.has(token.lemma) && !BACKGROUND.has(token.lower));
}
