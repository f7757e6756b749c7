import { canMeanIntending, firstNounKind, namesAPerson, NOUN_KIND, PERSONAL_OBJECT_PRONOUNS, POSSESSIVES, type Token } from '../../language';

/** What a purpose is given to here: words said or written ("remark", "letter") or an act ("conduct", "visit"), by their commonest sense. */
const SAID_OR_DONE: ReadonlySet<number> = new Set([NOUN_KIND.communication, NOUN_KIND.act]);
/** Pronouns that stand for what was said or done before them ("could that be meant to…"). */
const POINTING = new Set(['that', 'this', 'it', 'those', 'these']);

/** A person in the few words after the purpose's verb: its object ("to frighten you", "to mislead the auditors") or a thing of theirs ("to influence your answer"). */
const aimedAtAPerson = (after: readonly Token[]) =>
  after.some((token) => PERSONAL_OBJECT_PRONOUNS.has(token.lower) || POSSESSIVES.has(token.lower) || (token.pos === 'NOUN' && namesAPerson(token.lemma)));

const saidOrDone = (token: Token | undefined) => token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN') && SAID_OR_DONE.has(firstNounKind(token.lemma) ?? -1);

/**
 * The subject of a passive verb at `verb`: the first noun or pronoun of its clause before it (in a
 * question it follows the auxiliary: "Was his remark meant…", "could that in any way be designed…"),
 * past determiners and possessors. Its index, with the possessor word if any, or null.
 */
function passiveSubject(clause: readonly Token[], verb: number): { at: number; owner: string | null } | null {
  let owner: string | null = null;
  for (let at = 0; at < verb; at++) {
    const token = clause[at]!;
    if (POSSESSIVES.has(token.lower)) owner = token.lower;
    else if (token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON') return { at, owner };
  }
  return null;
}

/**
 * "Were his remarks designed to unsettle you?", "Was the letter calculated to frighten her?",
 * "Could that in any way be meant to influence your answer?": the purpose of words said or
 * written, or of an act, asked in the passive ("be", a participle of intending, "to" and a verb).
 * Whoever gave them that purpose is someone else, whose mind the witness can only guess. A
 * pointing pronoun counts when the question has already named such words ("The remarks he
 * made…; could that be designed to…"). Not a thing's design ("Was the railing designed to hold
 * a man's weight?": how it was made, which can be known), nor the witness's own words ("Was your
 * note meant to warn them?"), nor what the witness was to do ("Were you meant to lock up?"). The
 * purpose must be aimed at people ("to frighten you", "to mislead the auditors"): what a thing
 * was made to do ("Was the software designed to log every entry?") is its design. The index of
 * the participle, or -1.
 */
export function purposeOfAnothersWords(clause: readonly Token[], question: readonly Token[]): number {
  return clause.findIndex((token, i) => {
    if (token.pos !== 'VERB' || !canMeanIntending(token.lemma) || clause[i + 1]?.lower !== 'to' || !['VERB', 'AUX'].includes(clause[i + 2]?.pos ?? '')) return false;
    // A purpose aimed at people: what a thing was made to do ("designed to log every entry") is its design.
    if (!aimedAtAPerson(clause.slice(i + 2, i + 6))) return false;
    // The passive: "be" before the participle, in its clause.
    if (!clause.slice(0, i).some((before) => before.lemma === 'be' && before.pos === 'AUX')) return false;
    const subject = passiveSubject(clause, i);
    if (!subject || subject.owner === 'your' || subject.owner === 'my') return false;
    const head = clause[subject.at]!;
    // (the clause that asks ends the question: what comes before it is the preamble)
    if (head.pos === 'PRON') return POINTING.has(head.lower) && question.slice(0, Math.max(0, question.length - clause.length)).some((before) => saidOrDone(before));
    // ("his remarks", "the foreman's comments": the head is the last noun of the subject's phrase, past a possessor)
    let end = subject.at;
    while (end + 1 < i && (['NOUN', 'PROPN', 'ADJ', 'DET'].includes(clause[end + 1]!.pos) || clause[end + 1]!.lower === "'s")) end++;
    while (end > subject.at && !['NOUN', 'PROPN'].includes(clause[end]!.pos)) end--;
    return saidOrDone(clause[end]);
  });
}
