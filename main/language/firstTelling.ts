import { tokensOf, type Token } from './analyse';
import { RecentCache } from './RecentCache';
import { detailBorneOutBy, detailsOf, type Detail } from './details';
import { tellsOfALaterTime } from './laterTime';
import { firstNounKind, NOUN_KIND, nounKinds, relatedLemmas, saidItselfOrKin, saysOrThinks, saysSomething } from './relatedWords';

// A sentence that tells a first figure and then the one that replaced it ("I first told the
// insurer 11 p.m.; the camera shows 10:40 p.m.") holds the first only as what was once said: as
// a fact it is the replaced one, and the later figure corrects it.

/**
 * Words that mark a telling as the first of two. WordNet relates "first" to its sense of order,
 * not to a telling later put right, so the few words that say so are listed here.
 */
const FIRST_TELLING = new Set(['first', 'initially', 'originally', 'initial', 'original']);
const isFirstWord = (token: Token) => FIRST_TELLING.has(token.lemma) || FIRST_TELLING.has(token.lower);

/** The kinds of noun a telling is: a communication ("report", "quote", "statement") or a judgement ("estimate", "reading"). */
const TELLING_KINDS: readonly number[] = [NOUN_KIND.communication, NOUN_KIND.cognition];

/**
 * The clauses of a sentence a correction is told across: parted at a semicolon, or at a comma
 * before "but". A clause joined by ", and" goes on to another thing ("I first told them 10:30,
 * and I went to bed at 11"): its figure replaces nothing.
 */
const CLAUSE_BREAK = /;|,\s*but\s/;

/**
 * Whether a text marks a first telling: a word of FIRST_TELLING just before a verb of saying or
 * thinking ("I first told", "initially estimated") or a noun of one ("my first report", "the
 * original quote"), not of any other first thing ("at first light").
 */
function marksFirstTelling(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((_, at) => marksFirstTellingAt(tokens, at));
}

/**
 * Whether the word at `at` marks a first telling (see marksFirstTelling): "first" in "You first
 * told the detective…" says which of two accounts, not which of two acts came first.
 */
export function marksFirstTellingAt(tokens: readonly Token[], at: number): boolean {
  // Most words are no first word: this runs on every word of every sentence a premise is weighed against.
  if (!isFirstWord(tokens[at]!)) return false;
  const telling = (token: Token | undefined, index: number) =>
    token !== undefined && ((token.pos === 'VERB' && tellsContent(tokens, index)) || (token.pos === 'NOUN' && TELLING_KINDS.includes(firstNounKind(token.lemma) ?? -1)));
  return telling(tokens[at + 1], at + 1) || telling(tokens[at + 2], at + 2);
}

/**
 * Whether the verb at `at` tells something: a verb of saying or thinking ("told", "estimated"), or
 * any verb whose object is a "that" clause ("I wrote in my notes that…", "I recorded that…"),
 * which only a telling or a thought takes.
 */
export function tellsContent(tokens: readonly Token[], at: number): boolean {
  if (saysOrThinks(tokens[at]!.lemma)) return true;
  const rest = tokens.slice(at + 1);
  // The "that" that opens a clause, not the one that points at a time or thing ("clocked out that night").
  const that = rest.findIndex((token) => token.lower === 'that' && token.pos !== 'DET');
  return that >= 0 && !rest.slice(0, that).some((token) => token.pos === 'VERB' || token.pos === 'PUNCT');
}

/**
 * Whether a text says what follows puts something right: "actually", "in fact", "it turned out",
 * or "now" at a verb ("I now put it at six weeks"; "now" is also a time's word: "until now").
 */
function correctsItself(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some(
    (token, at) =>
      token.lower === 'actually' ||
      (token.lower === 'in' && tokens[at + 1]?.lower === 'fact') ||
      (token.lemma === 'turn' && tokens[at + 1]?.lower === 'out') ||
      (token.lower === 'now' && (tokens[at + 1]?.pos === 'VERB' || tokens[at - 1]?.pos === 'VERB')),
  );
}

/** Whether a clause tells a later, revised view: a later time or an act done again ("I have since looked again", "when I counted them later"), or a correction. */
const marksRevision = (text: string) => tellsOfALaterTime(text) || correctsItself(text);

/**
 * Whether the clause at `at` of a sentence is a first telling: marked as one ("I first told…"),
 * or a telling that a later clause revises ("I wrote that he fell down two steps; I have since
 * looked again, and there are three").
 */
function isFirstTelling(clauses: readonly string[], at: number): boolean {
  if (marksFirstTelling(clauses[at]!)) return true;
  const tokens = tokensOf(clauses[at]!);
  return tokens.some((token, i) => token.pos === 'VERB' && tellsContent(tokens, i)) && clauses.slice(at + 1).some(marksRevision);
}

/** Whether a clause gives another figure of the same kind as this one, and not this one. */
function givesAnotherOfItsKind(detail: Detail, clause: string): boolean {
  const ofItsClass = detailsOf(clause).filter((other) => other.cls === detail.cls);
  // ("…and there are three": a count alone in its clause counts what the telling it revises counted)
  const elliptical = detail.cls === 'number' && ofItsClass.length === 1 && ofItsClass[0]!.unit === null;
  return ofItsClass.some((other) => other.unit === detail.unit || elliptical) && !detailBorneOutBy(detail, clause);
}

/** Verbs of putting a figure on a thing, by which a premise may say a telling ("You initially put it at 40 per cent"). A closed class. */
const PUTTING_A_FIGURE = new Set(['put', 'give', 'place', 'set', 'estimate', 'assess', 'measure', 'record', 'value']);

/**
 * Whether a premise speaks of the first telling: as a sentence marks one, or with a verb of
 * putting a figure after the word ("You initially put it at 40 per cent"). Not any first act:
 * "When you first saw him, it was 9:40" is about the seeing, and its time is a fact.
 */
function speaksOfFirstTelling(premise: string): boolean {
  if (marksFirstTelling(premise)) return true;
  const tokens = tokensOf(premise);
  return tokens.some((token, at) => isFirstWord(token) && [tokens[at + 1], tokens[at + 2]].some((next) => next !== undefined && putsAFigure(next)));
}

/**
 * Whether a word puts a figure on a thing: a verb of PUTTING_A_FIGURE, or a noun WordNet derives
 * from one ("measurement" of "measure", "valuation" of "value"), which names that act.
 */
export function putsAFigure(token: Token): boolean {
  if (token.pos === 'VERB') return PUTTING_A_FIGURE.has(token.lemma);
  return token.pos === 'NOUN' && (PUTTING_A_FIGURE.has(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => PUTTING_A_FIGURE.has(related)));
}

/**
 * How a premise speaks of a telling: of the first one (speaksOfFirstTelling); of a telling itself,
 * the first or any ("You first told him 11 p.m.", "You told the police £300", "You wrote that…");
 * or of a telling or its being put right ("One of those ten turned out to be a donkey"), when its
 * figures are no claim of the fact alone.
 */
export interface TellingSpokenOf {
  readonly first: boolean;
  readonly telling: boolean;
  readonly tellingOrRevision: boolean;
}

/** Premises whose telling is known (`tellingSpokenOf`): a few questions' worth, each weighed against many sentences. */
const TELLINGS_KEPT = 1000;
const tellingsSpokenOf = new RecentCache<string, TellingSpokenOf>(TELLINGS_KEPT);

/**
 * How a premise speaks of a telling (TellingSpokenOf), read once per premise: it depends on the
 * premise alone, yet is asked of it for every sentence retrieved and every figure of each, and
 * each asking read its every word again.
 */
export function tellingSpokenOf(premise: string): TellingSpokenOf {
  let known = tellingsSpokenOf.get(premise);
  if (known === undefined) {
    const first = speaksOfFirstTelling(premise);
    const telling = first || tokensOf(premise).some((token, at, tokens) => token.pos === 'VERB' && tellsContent(tokens, at));
    known = { first, telling, tellingOrRevision: telling || correctsItself(premise) };
    tellingsSpokenOf.set(premise, known);
  }
  return known;
}

/** A premise's figures: its times, numbers and dates. */
export const figuresOf = (premise: string) => detailsOf(premise).filter((detail) => detail.cls === 'time' || detail.cls === 'number' || detail.cls === 'date');

/**
 * Whether the premise gives a figure of the other telling than the one it speaks of, where the
 * sentence tells a first figure and then the one that replaced it: the first as the fact ("My
 * first report said £1,120; my corrected report gives £1,210" does not bear out "The deposits
 * were £1,120"), or the later one as what was first told ("Your first report said £1,210"). A
 * premise that speaks of a telling without saying which ("You told the police £300") is left to
 * the rest of the sentence.
 */
export function figureOfTheOtherTelling(premise: string, sentence: string): boolean {
  const spoken = tellingSpokenOf(premise);
  const marked = spoken.first;
  const unmarked = !marked && spoken.tellingOrRevision;
  const figures = figuresOf(premise);
  if (figures.length === 0) return false;
  const clauses = sentence.split(CLAUSE_BREAK);
  return clauses.some((clause, at) => {
    if (!isFirstTelling(clauses, at)) return false;
    // A premise that names the very telling the clause is ("In your deposition you said…" to "In
    // my deposition I said…, but…") speaks of the first telling as surely as "first" would.
    const asFirstTold = marked || (unmarked && namesTheTelling(premise, clause) && saysAllItNames(premise, sentence));
    if (unmarked && !asFirstTold) return false;
    const later = clauses.slice(at + 1);
    return figures.some((detail) =>
      asFirstTold
        ? givesAnotherOfItsKind(detail, clause) && later.some((other) => detailBorneOutBy(detail, other))
        : detailBorneOutBy(detail, clause) && later.some((other) => givesAnotherOfItsKind(detail, other)),
    );
  });
}

/**
 * Whether a sentence says every noun and verb of a premise, itself or a related word: what the
 * premise puts in the telling's mouth is what the sentence tells, not another thing on its day.
 */
function saysAllItNames(premise: string, sentence: string): boolean {
  const said = new Set(tokensOf(sentence).map((token) => token.lemma));
  const named = tokensOf(premise).filter((token) => token.content && (token.pos === 'NOUN' || token.pos === 'VERB'));
  return named.every((token) => saidItselfOrKin(token, said));
}

/**
 * Whether a premise names, by the noun of a telling ("deposition", "statement", "report"), the
 * telling a clause tells: the same noun said in both.
 */
function namesTheTelling(premise: string, clause: string): boolean {
  // Any of a noun's common senses: "deposition" is first a laying down of sediment.
  const tellings = (text: string) => tokensOf(text).filter((token) => token.pos === 'NOUN' && TELLING_KINDS.some((kind) => nounKinds(token.lemma).has(kind))).map((token) => token.lemma);
  const inClause = new Set(tellings(clause));
  return tellings(premise).some((lemma) => inClause.has(lemma));
}

/**
 * Whether a figure of the premise is the one the sentence puts in place of a first telling: the
 * first figure ("12 metres" of "My first survey put it at 12 metres; measuring again I found it was
 * 14") is no rival of "It was 14 metres". Not for a premise that speaks of the telling ("You first
 * said 14 metres"), which the first figure does answer.
 */
export function replacesAFirstTelling(detail: Detail, premise: string, sentence: string): boolean {
  if (tellingSpokenOf(premise).tellingOrRevision) return false;
  const clauses = sentence.split(CLAUSE_BREAK);
  return clauses.some((clause, at) => at > 0 && detailBorneOutBy(detail, clause) && clauses.slice(0, at).some((earlier, first) => isFirstTelling(clauses, first) && givesAnotherOfItsKind(detail, earlier)));
}

// An account often puts a first figure right in a sentence of its own: "In my first report I
// wrote that the gap was three feet wide. When I measured it again, it was four feet two inches."
// The first sentence alone holds its figure as if it were the fact; read with the sentence that
// revises it, it holds it only as what was once said, as one sentence across a semicolon would.

/** How many sentences after a telling its revision may come: a sentence of why it was wrong often stands between. */
const REVISION_WINDOW = 2;

/** Verbs that say a figure was put right: "correct" and "revise" with WordNet's related words ("rectify", "revision"). */
let revisingVerbs: ReadonlySet<string> | undefined;
const revisesByItsVerb = (token: Token) => token.pos === 'VERB' && (revisingVerbs ??= new Set(['correct', 'revise', ...relatedLemmas('correct', 'v'), ...relatedLemmas('revise', 'v')])).has(token.lemma);

/**
 * Whether a sentence tells a revised view: the act done again ("when I measured it again"), a
 * correction ("I now put it", "in fact") or a verb of one ("after correcting that", "I revised
 * the radius"). Not any later time: "the police arrived later" revises nothing.
 */
const revises = (text: string) => correctsItself(text) || tokensOf(text).some((token) => token.lower === 'again' || revisesByItsVerb(token));

/**
 * The place, among the sentences that follow a first telling ("In my first report I wrote…", "I
 * initially told…"), of the one that revises a count, measure or time it told: the first of them
 * that gives a figure of the same kind, when it tells a revised view. -1 when the sentence marks
 * no first telling (a telling alone is often followed by other figures of other things), or no such
 * sentence follows. A date is left out: a first report's own date ("dated June 10") is no figure it told.
 */
export function revisionAfter(sentence: string, following: readonly string[]): number {
  const figures = figuresOf(sentence).filter((detail) => detail.cls !== 'date');
  if (!marksFirstTelling(sentence) || figures.length === 0) return -1;
  for (const [at, next] of following.slice(0, REVISION_WINDOW).entries()) {
    const others = figuresOf(next).filter((other) => figures.some((figure) => figure.cls === other.cls));
    if (others.length === 0) continue;
    return revises(next) && figures.some((figure) => givesAnotherOfItsKind(figure, next)) ? at : -1;
  }
  return -1;
}

/**
 * Whether a premise's figure, put as what was first told or measured ("Your first reading gave 40
 * decibels"), is the one a revising sentence replaced: the sentence gives another of its kind as
 * a revised view ("When I measured again, it was 46 decibels"), and one of the sentences just
 * before it told the premise's figure. The revised figure is then no rival: the premise asks of
 * the first, which the earlier sentence bears out.
 */
export function replacedByTheRevision(detail: Detail, premise: string, sentence: string, before: readonly string[]): boolean {
  return tellingSpokenOf(premise).first && revises(sentence) && givesAnotherOfItsKind(detail, sentence) && before.slice(-REVISION_WINDOW).some((earlier) => detailBorneOutBy(detail, earlier));
}

// What the witness told is a fact of its own, whatever the thing was: "You first told the
// investigator the tank was 55 percent full" is not put right by "The alarm is set at 85 percent
// full", which tells of the tank and not of the telling. Only a telling with another figure (the
// same telling, or a later one) answers it.

/** Whether any clause of the sentence tells something: a verb of saying or thinking, or one that takes a "that" clause. */
const tellsAnything = (sentence: string) => tokensOf(sentence).some((token, at, tokens) => token.pos === 'VERB' && tellsContent(tokens, at));

/** Whether a clause of the sentence tells the detail: a telling, or a figure put on a thing, that holds it ("I said it was about 55 percent"). */
function tellsTheDetail(sentence: string, detail: Detail): boolean {
  return sentence.split(CLAUSE_BREAK).some((clause) => {
    const tokens = tokensOf(clause);
    const tells = tokens.some((token, at) => token.pos === 'VERB' && (tellsContent(tokens, at) || putsAFigure(token)));
    return tells && detailBorneOutBy(detail, clause);
  });
}

/**
 * Whether a premise's figure, put as what the witness told ("You told the investigator it was 55
 * percent"), has no rival in the sentence: the sentence tells nothing, only a figure of the thing,
 * and another sentence of the account tells the premise's figure as said or put. What was told is
 * then answered by that telling, not by the thing's other figure.
 */
export function toldFigureNotRivalled(detail: Detail, premise: string, sentence: string, account: readonly string[]): boolean {
  return tellingSpokenOf(premise).telling && !tellsAnything(sentence) && account.some((other) => other !== sentence && tellsTheDetail(other, detail));
}

/**
 * Whether a premise of what was told gives a figure the sentence holds only outside its telling:
 * "In my report I wrote about a dozen, but when I went through my files I found six" holds "six",
 * and bears out no "Your report said six". False when the sentence tells nothing.
 */
export function figureOnlyOutsideTheTelling(premise: string, sentence: string): boolean {
  if (!tellingSpokenOf(premise).telling || !tellsAnything(sentence)) return false;
  return figuresOf(premise).some((detail) => detailBorneOutBy(detail, sentence) && !tellsTheDetail(sentence, detail));
}

// What the witness once said is a fact of its own, whatever later put it right: "You swore in
// your deposition that every cover had four screws" is borne out by "In my deposition I said each
// cover had four screws", however the same sentence goes on to correct it ("the truth is I know
// there were at least two"). The saying is weighed against the clause that reports it.

/**
 * Whether the verb at `at` reports something said or written ("said", "swore", "wrote that",
 * "recorded that"), not only thought or known ("I know there were two", "I accept that…"): a
 * clause of what was said follows it, with a verb of its own before the clause ends ("I did not
 * count them" says nothing).
 */
function reportsASaying(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (token.pos !== 'VERB' || token.negated || !tellsContent(tokens, at) || (saysOrThinks(token.lemma) && !saysSomething(token.lemma))) return false;
  const rest = tokens.slice(at + 1);
  const end = rest.findIndex((next) => next.pos === 'PUNCT');
  return rest.slice(0, end < 0 ? rest.length : end).some((next) => next.pos === 'VERB' || next.pos === 'AUX');
}

/**
 * What a sentence says was said, as far as a premise about a saying asks: the clauses (parted as
 * CLAUSE_BREAK parts them) that report one, without those that go on to another thing or put it
 * right. The whole sentence when the premise reports no saying, or the sentence's clauses all
 * report one or none does.
 */
export function saidPartOf(premise: string, sentence: string): string {
  const reports = (text: string) => tokensOf(text).some((_, at, tokens) => reportsASaying(tokens, at));
  if (!reports(premise)) return sentence;
  const clauses = sentence.split(CLAUSE_BREAK);
  const said = clauses.filter(reports);
  return said.length === 0 || said.length === clauses.length ? sentence : said.join('; ');
}
