import { analyse, tokensOf, type Token } from '../../language';

// What a witness says it perceived itself, read from its answers: the personal knowledge a
// foundation needs (FRE 602). One reading serves counsel's foundation objection and the judge's test.

const words = (tokens: readonly Token[]) => tokens.filter((token) => token.pos !== 'PUNCT');
const NEGATIONS = new Set(['not', "n't", 'never']);

const PERCEIVING = new Set(['see', 'saw', 'hear', 'watch', 'notice', 'observe', 'witness', 'smell', 'feel', 'look', 'examine', 'inspect', 'read', 'count', 'measure', 'check', 'find', 'discover']);

/**
 * An earlier answer in which the witness says it perceived the very thing asked about ("I saw the
 * van back into the gate" before "Which way was the van going?"): the personal knowledge the
 * foundation needs is on the record (FRE 602). The answer must have the witness as the one
 * perceiving, and share with the question a thing it names.
 */
export function perceivedWhatIsAsked(answer: string, question: string): boolean {
  return perceptionOfWhatIsAsked(answer, question) === 'perceived';
}

/**
 * An earlier answer in which the witness says it did not perceive the thing now asked about ("I
 * didn't find the wallet; the porter found it" before "Do you know how the wallet got there?"):
 * the question asks for knowledge the witness has said it lacks (FRE 602). Not when the question
 * asks again whether it perceived it ("Did you see the wallet later?").
 */
export function deniedPerceivingWhatIsAsked(answer: string, question: string, answered?: string): boolean {
  if (tokensOf(question).some((token) => PERCEIVING.has(token.lemma) && token.pos === 'VERB')) return false;
  return perceptionOfWhatIsAsked(answer, question) === 'denied' || (answered !== undefined && saidNoToPerceiving(answer, answered, question));
}

const BARE_NO = new Set(['no', 'sir', "ma'am", 'madam', 'i', 'do', 'did', 'not', "n't", 'never', 'nope']);

/** "No.", "No, sir.", "No, I did not.": a denial that says nothing but no, so it denies what it was asked. */
export function isBareNo(answer: string): boolean {
  // (the tokenizer keeps the full stop of a one-word answer: "No.")
  const said = words(tokensOf(answer)).map((token) => token.lower.replace(/[.!]+$/, ''));
  return ['no', 'nope'].includes(said[0] ?? '') && said.every((word) => BARE_NO.has(word));
}

/**
 * "No." to "Did you see the van back out?", then "Is that the van that backed out?": a bare no to
 * the witness's own perceiving denies it of every thing that question named after its verb.
 */
function saidNoToPerceiving(answer: string, answered: string, question: string): boolean {
  return isBareNo(answer) && askedOfPerceivingWhatIsAsked(answered, question);
}

const AFFIRMING = new Set(['yes', 'yeah', 'yep', 'sure', 'correct', 'right', 'i']);

/**
 * "Yes, I saw him clearly." to "Did you see the man who took the bag?", then "What did the man
 * look like?": a yes to the witness's own perceiving grants it of every thing that question named
 * after its verb, however the answer names it back ("him"). Not an answer that denies or doubts
 * ("I don't think so", "I didn't").
 */
export function saidYesToPerceiving(answer: string, answered: string | undefined, question: string): boolean {
  return answered !== undefined && affirms(answer) && askedOfPerceivingWhatIsAsked(answered, question);
}

/** "Yes.", "Yes, I was right beside them.", "I did.": an answer that grants what it was asked, denying and doubting nothing. */
function affirms(answer: string): boolean {
  const said = words(tokensOf(answer));
  return AFFIRMING.has(said[0]?.lower.replace(/[.!,]+$/, '') ?? '') && !said.some((token) => NEGATIONS.has(token.lower) || token.lower === 'cannot');
}

/** Words that say the witness was where the events were: "there", "present", "at the scene". */
const AT_THE_EVENTS = new Set(['there', 'present', 'scene']);

/**
 * "Yes, I was standing right next to them." to "Were you there when the fight started?": the
 * witness has said it was present at the events, so what could be seen or heard there is within
 * its own knowledge (FRE 602).
 */
export function saidYesToBeingThere(answer: string, answered: string | undefined): boolean {
  if (answered === undefined || !affirms(answer)) return false;
  const asked = words(tokensOf(answered));
  const you = asked.findIndex((token, i) => token.lemma === 'you' && (asked[i - 1]?.lemma === 'be' || asked[i + 1]?.lemma === 'be'));
  return you >= 0 && asked.slice(you + 1, you + 6).some((token) => AT_THE_EVENTS.has(token.lower));
}

/** The earlier question asked whether the witness perceived ("did you see…") a thing the question now names. */
function askedOfPerceivingWhatIsAsked(answered: string, question: string): boolean {
  const earlier = words(tokensOf(answered));
  const verb = earlier.findIndex((token, i) => PERCEIVING.has(token.lemma) && token.pos === 'VERB' && earlier.slice(Math.max(0, i - 3), i).some((before) => before.lemma === 'you'));
  if (verb < 0) return false;
  const perceived = new Set(earlier.slice(verb + 1).filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN').map((token) => token.lemma));
  return tokensOf(question).some((token) => (token.pos === 'NOUN' || token.pos === 'PROPN') && perceived.has(token.lemma));
}

/**
 * "I was standing at the corner, watching the light", "We sat there listening for the engine": a
 * participle of perceiving whose doer is the sentence's subject, the witness, when no one else is
 * named as a subject before it.
 */
function witnessParticiple(list: readonly Token[], verb: number): boolean {
  if (!list[verb]!.lower.endsWith('ing') || !['i', 'we'].includes(list[0]?.lemma ?? '')) return false;
  return list.slice(1, verb).every((word) => word.pos !== 'PRON' && word.pos !== 'PROPN');
}

/** Whether the witness, in an answer, says it perceived (or did not perceive) a thing the question names; null when it says neither. */
function perceptionOfWhatIsAsked(answer: string, question: string): 'perceived' | 'denied' | null {
  const asked = new Set(tokensOf(question).filter((token) => token.content && (token.pos === 'NOUN' || token.pos === 'PROPN')).map((token) => token.lemma));
  if (asked.size === 0) return null;
  let denied = false;
  for (const { tokens } of analyse(answer).sentences) {
    const list = words(tokens);
    // ("I saw", "I had seen", "we actually watched"; "I did not see", "I never found")
    for (const [i, token] of list.entries()) {
      if (!PERCEIVING.has(token.lemma) || token.pos !== 'VERB') continue;
      const before = list.slice(Math.max(0, i - 3), i);
      if (!(before.some((word) => ['i', 'we'].includes(word.lemma)) || witnessParticiple(list, i)) || !list.slice(i + 1).some((next) => asked.has(next.lemma))) continue;
      if (!before.some((word) => NEGATIONS.has(word.lower))) return 'perceived';
      denied = true;
    }
  }
  return denied ? 'denied' : null;
}
