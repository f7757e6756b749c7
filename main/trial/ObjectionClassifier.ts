import type { ExaminationType, ObjectionGround } from '../../shared/domain';
import { isCrossLike } from '../../shared/domain';
import { asksWhatFollowed, contentLemmas, isKindOf, isSlotMark, NOUN_KIND, nounKinds, POSSESSIVES, questionWords, relatedLemmas, slotMarkOf, timesPointedBackTo, type Token } from '../language';
import { contentWords, jaccard } from '../scoring';
import { bestEvidence, bringsOutOwnRecord, character, foundation, hearsay, layOpinion, speculation, unadmittedExhibit } from './objections/evidenceGrounds';
import { argumentative, assumesFacts, compound, concernsTheProceedings, fixesASetting, leading, narrative, restatesTheAnswer } from './objections/formGrounds';
import { FindingSet, type ExcusedGround, type GroundFinding } from './objections/groundFinding';
import { policyExclusions } from './objections/policyExclusions';
import { asksWhetherItSawWhatItTold } from './objections/ownAccount';
import { isPreliminaryMatter } from './objections/preliminaryMatters';
import { readQuestion, type QuestionReading } from './objections/questionReading';
import { hostileToItsExaminer, rulingMomentOf } from './rules/rulingMerits';

export type { GroundFinding } from './objections/groundFinding';

/** What the classifier knows about the moment a question is asked. */
export interface ClassificationContext {
  examination: ExaminationType;
  /** The witness is hostile to the examiner (declared hostile, or an adverse party on direct). */
  hostileWitness: boolean;
  isExpert: boolean;
  /** Content words of the examination that cross (or recross) is limited to; null when none. */
  scopeWords: ReadonlySet<string> | null;
  /** Scenario topics the examination that cross is limited to touched; a shared topic is in scope. */
  scopeTopics?: ReadonlySet<string> | null;
  /** The scenario topics of a question (elicit categories). */
  topicsOf?: (text: string) => string[];
  /** Content-word sets of the questions this witness has already answered in this examination. */
  answeredQuestions: readonly ReadonlySet<string>[];
  /** The witness's last answers in this examination, the latest last (at most a few); absent when unknown. */
  recentAnswers?: readonly string[];
  /** The questions those answers answer, in the same order ("No." says nothing without its question); absent when unknown. */
  recentQuestions?: readonly string[];
  /** Content words of what is in evidence so far (answers, confirmed premises, stipulations). */
  evidenceWords: ReadonlySet<string>;
  /** Content words of the stipulations, in evidence from the start; none when absent. */
  stipulatedWords?: ReadonlySet<string>;
  /** Content words of the whole case (affidavits, elicits): what is relevant at all; null when no case file is known. */
  caseVocabulary: ReadonlySet<string> | null;
  /** What the witness cannot speak to (scenario knowledge boundaries). */
  knowledgeBoundaries: readonly string[];
  /**
   * Lower-case name words of the party opposing the examiner, its officers and employees: their
   * statements are a party opponent's (FRE 801(d)(2)). Null or absent when no case file is known.
   */
  opposingParty?: ReadonlySet<string> | null;
  /** Titles of the exhibits in evidence (and prior statements, FRE 613(a)): a writing among them is produced, so its contents may be asked about. */
  exhibitTitles?: readonly string[];
  /** Exhibits not in evidence yet: a question on their contents draws best evidence, and a record's hearsay. Absent: not tracked (older sessions). */
  exhibitsOutOfEvidence?: readonly ExhibitOutOfEvidence[];
}

/** An exhibit not yet in evidence, as the classifier reads it. */
export interface ExhibitOutOfEvidence {
  title: string;
  /** Its foundation has hearsay elements (a business record): its entries are hearsay until admitted. */
  record: boolean;
  /** Whether a question lays one of its foundation elements (which asks nothing of its contents). */
  lays: (question: string) => boolean;
}

/** The classifier's evidence, read by the opposing counsel and the judge alike. */
export interface ObjectionAnalysis {
  findings: GroundFinding[];
  /** Grounds the context makes proper (leading on cross, a party opponent's statement…), with why. */
  excused: ExcusedGround[];
  /**
   * Grounds whose test needs what this moment does not hold: relevance, facts in evidence and the
   * foundation laid without a case file, scope without the direct. Absent in a trial, where the
   * case is known.
   */
  unassessable?: ObjectionGround[];
}

/** Preliminary matters (name, work, background): leading is allowed, relevance is assumed. */

/** Credibility (bias, interest, perception, prior statements) is always within the scope of cross. */
const CREDIBILITY = new Set(['bias', 'biased', 'pay', 'paid', 'compensate', 'compensation', 'friend', 'relate', 'relationship', 'convict', 'conviction', 'lie', 'interest', 'owe', 'insurance', 'memory', 'glass', 'glasses', 'eyesight', 'drink', 'drunk', 'deposition', 'affidavit', 'lawsuit', 'settle', 'settlement']);

/** Private life, which a case rarely turns on: relevant only if the case itself speaks of it. */
const PRIVATE_LIFE = new Set(['religion', 'religious', 'church', 'god', 'pray', 'love', 'marry', 'married', 'divorce', 'sex', 'sexual', 'affair', 'girlfriend', 'boyfriend', 'lover', 'politics', 'political', 'vote', 'pregnant', 'abortion', 'hobby', 'favourite', 'favorite', 'pet', 'vacation', 'holiday', 'tattoo', 'movie', 'music', 'football', 'baseball', 'zodiac', 'horoscope', 'dating']);

/**
 * The rules objection classifier over the FRE catalogue. Each ground has its own test on the
 * language layer's reading of the question (its main clause, form, lemmas and negation); the
 * context decides what is proper: leading on cross, with a hostile witness and on preliminary
 * matters; beyond the scope only on cross; relevance against the whole case file.
 */
export class ObjectionClassifier {
  classify(question: string, context: ClassificationContext): ObjectionAnalysis {
    const reading = readQuestion(question);
    const found = new FindingSet();
    const preliminary = isPreliminaryMatter(reading);
    leading(reading, found);
    compound(reading, found);
    argumentative(reading, found);
    narrative(reading, found);
    assumesFacts(reading, context, found);
    speculation(reading, context, found);
    hearsay(reading, context, found);
    bestEvidence(reading, context, found);
    unadmittedExhibit(reading, context, found);
    layOpinion(reading, context, found);
    foundation(reading, context, found);
    character(reading, context, found);
    this.askedAndAnswered(question, reading, context, found);
    this.relevance(reading, context, preliminary, found);
    policyExclusions(reading, context, found);
    this.beyondScope(question, reading, context, preliminary, found);

    // Leading (611(c)): proper on cross, with a hostile witness and on preliminary matters.
    if (isCrossLike(context.examination)) found.excuse('leading', 'Leading questions are proper on cross-examination.');
    else if (context.hostileWitness) found.excuse('leading', 'Leading questions are proper with a hostile witness.');
    else if (preliminary) found.excuse('leading', 'Leading is allowed on preliminary matters.');
    else if (found.has('leading') && restatesTheAnswer(reading, context.recentAnswers ?? [], context.recentQuestions ?? [])) found.excuse('leading', "Leading is allowed to restate or clarify the witness's own answer.");
    else if (found.has('leading') && asksWhetherItSawWhatItTold(reading, context.recentAnswers ?? [], context.recentQuestions ?? [])) found.excuse('leading', 'Asking whether the witness saw what it has itself just told lays the foundation of its account; nothing is suggested.');
    else if (found.has('leading') && fixesASetting(reading)) found.excuse('leading', 'Leading is allowed on an undisputed setting: where a place lies, or when.');
    else if (found.has('leading') && concernsTheProceedings(reading)) found.excuse('leading', 'Leading is allowed on what the proceedings themselves show: who is a party, who has testified, who has been in court.');
    else if (found.has('leading')) {
      // The answers just given may show the witness hostile to its examiner, which may then lead it.
      const hostile = hostileToItsExaminer(rulingMomentOf(context));
      if (hostile) found.excuse('leading', hostile);
    }
    if (!isCrossLike(context.examination) && bringsOutOwnRecord(reading)) {
      // Drawing the sting: the side that called the witness brings out its record before the cross does.
      if (found.has('leading')) found.excuse('leading', "Leading is allowed to bring out the witness's own record against the examiner's side: nothing favourable is suggested.");
      if (found.has('character')) found.excuse('character', "The side that called the witness may bring out its record first, to draw the sting of the cross.");
    }

    const findings = found.findings.filter((finding) => finding.confidence >= MIN_CONFIDENCE);
    findings.sort((a, b) => b.confidence - a.confidence || a.ground.localeCompare(b.ground));
    const unassessable: ObjectionGround[] = [];
    // Without the case file: what is of consequence, what is in evidence, and what the witness
    // perceived (the foundation laid earlier) are not in the question's words. On cross relevance
    // is: the examiner may test the witness's account, credibility and bias (FRE 611(b)), so only
    // what the question itself shows to lie outside them (private life, another's character) is irrelevant.
    if (context.caseVocabulary === null) unassessable.push(...(isCrossLike(context.examination) ? [] : (['relevance'] as const)), 'assumes_facts', 'foundation');
    if (isCrossLike(context.examination) && context.scopeWords === null) unassessable.push('beyond_scope');
    return { findings, excused: found.excused, ...(unassessable.length > 0 ? { unassessable } : {}) };
  }

  /** This examination already had (nearly) this question answered: most of its words, mostly the same words. */
  private askedAndAnswered(question: string, reading: QuestionReading, context: ClassificationContext, found: FindingSet): void {
    // A wh-question asking another slot is new: "Where did you see him?" after "When did you see him?".
    // "Is that where you were living?" after "Where were you living?": the examiner checks what it
    // took from the answer (a pointer to it, then the wh-word asked before), not asking for it again.
    // "What happened next?" asked again moves the story on from the last answer: it asks something new each time.
    if (checksTheAnswer(reading) || asksForMore(reading) || asksWhatFollowed(reading.text)) return;
    // The words of what is asked, not of its frame: "Tell us again where you parked", "…, correct?"
    // ask what "Where did you park?" and "Did you see it?" asked.
    const proposition = new Set(contentLemmas(reading.analysis.proposition));
    const asked = new Set([...questionWords(question)].filter((word) => isSlotMark(word) || proposition.has(word)));
    const slot = slotMarkOf(asked);
    // "What time did you leave the bar that night?" after "What time did you leave the bar?": a time
    // pointed back to ("that night", "the same day", "at that time") is the moment already being
    // asked about, named again; it asks nothing new, so it counts on neither side, where what is
    // left still says something of its own ("What happened that night?" narrows "What happened?").
    // (Left in where little else is asked: "Where were you working that winter?" put again repeats itself.)
    const pointedBack = timesPointedBackTo(reading.tokens);
    const withoutSameTime = (set: ReadonlySet<string>) => new Set([...set].filter((word) => !pointedBack.has(word)));
    if (withoutSameTime(withoutSlotMark(asked)).size < 2) pointedBack.clear();
    const words = withoutSameTime(withoutSlotMark(asked));
    if (words.size === 0) return;
    let best = 0;
    for (const asWritten of context.answeredQuestions) {
      if (slot !== null && slotMarkOf(asWritten) !== slot) continue;
      const answered = withoutSameTime(withoutSlotMark(asWritten));
      // With one content word, only a question of one or two words with it repeats it ("Was it raining (that day)?").
      if (words.size === 1 && (answered.size > 2 || !answered.has([...words][0]!))) continue;
      const shared = [...words].filter((word) => answered.has(word)).length;
      if (shared / words.size >= 0.8 && jaccard(words, answered) >= 0.5) best = Math.max(best, 0.5 + 0.4 * (shared / words.size));
    }
    if (best > 0) found.add('asked_and_answered', best, ['asked before']);
  }

  /** Relevance (401): private life the case never speaks of; with a case file, nothing of the case at all. */
  private relevance(reading: QuestionReading, context: ClassificationContext, preliminary: boolean, found: FindingSet): void {
    if (preliminary && !isCrossLike(context.examination)) return;
    const vocabulary = context.caseVocabulary;
    const known = (lemma: string) => vocabulary !== null && (vocabulary.has(lemma) || [...relatedLemmas(lemma)].some((related) => vocabulary.has(related)));
    const tokens = reading.tokens;
    // Love is private when it is of a person ("Did you love the accountant?"); love of a country, a
    // cause or one's work ("your love for the navy") is a question of motive and bias.
    const ofAPerson = (at: number) => {
      const object = tokens.slice(at + 1).find((token) => token.pos !== 'DET' && !POSSESSIVES.has(token.lower));
      return object !== undefined && (['him', 'her'].includes(object.lower) || object.pos === 'PROPN' || (object.pos === 'NOUN' && nounKinds(object.lemma).has(NOUN_KIND.person)));
    };
    const privateLife = tokens.find((token, at) => (PRIVATE_LIFE.has(token.lemma) || witnessPastimeAt(tokens, at)) && !known(token.lemma) && (token.lemma !== 'love' || (token.pos === 'VERB' && ofAPerson(at))));
    // At counsel's usual bar: the judge decides, and allows it on cross where it shows bias.
    if (privateLife) found.add('relevance', 0.6, [privateLife.text]);
    if (vocabulary === null || preliminary) return;
    const words = [...new Set(reading.tokens.filter((token) => token.content && token.pos !== 'ADV').map((token) => token.lemma))];
    // Two words say too little of a topic unless both are things ("your star sign", not "he was rude and uncooperative").
    const things = reading.tokens.filter((token) => token.content && (token.pos === 'NOUN' || token.pos === 'PROPN')).length;
    if (words.length < 3 && !(words.length === 2 && things >= 2)) return;
    const unknown = words.filter((lemma) => !known(lemma));
    const overlap = 1 - unknown.length / words.length;
    if (overlap < 0.25) found.add('relevance', 0.45 + 0.35 * (1 - overlap), unknown.slice(0, 3));
  }

  /** Beyond the scope (611(b)): only on cross, only against the direct's subject matter; credibility is always in scope. */
  private beyondScope(question: string, reading: QuestionReading, context: ClassificationContext, preliminary: boolean, found: FindingSet): void {
    const scope = context.scopeWords;
    if (!isCrossLike(context.examination) || !scope || scope.size === 0 || preliminary) return;
    const words = new Set(contentWords(question));
    if (words.size === 0) return;
    const priorStatement = reading.tokens.some((token, i) => token.lemma === 'statement' && ['prior', 'earlier', 'previous', 'your', 'written'].includes(reading.tokens[i - 1]?.lemma ?? ''));
    if (priorStatement || reading.tokens.some((token) => CREDIBILITY.has(token.lemma))) {
      found.excuse('beyond_scope', 'Questions on credibility are always within scope.');
      return;
    }
    if ((context.topicsOf?.(question) ?? []).some((topic) => context.scopeTopics?.has(topic))) {
      found.excuse('beyond_scope', 'The question is on a subject of the direct examination.');
      return;
    }
    const inScope = [...words].filter((word) => scope.has(word)).length / words.size;
    if (inScope < 0.2) found.add('beyond_scope', 0.5 + 0.4 * (1 - inScope), [...words].filter((word) => !scope.has(word)).slice(0, 3));
  }
}

const MIN_CONFIDENCE = 0.3;

/** WordNet's kinds of what a person does for pleasure: golf, fishing, dancing, yodelling. */
const PASTIME_KINDS = ['diversion', 'recreation', 'sport', 'music'];

/**
 * "your golf", "your yodeling activities", "your weekend fishing": the witness's own pastime, a noun
 * WordNet files, in its first sense, under a kind of pastime, owned by "your" (past at most one word describing it). A
 * pastime merely mentioned ("the golf course where it happened") may be the scene of the events.
 */
function witnessPastimeAt(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (token.pos !== 'NOUN' || !PASTIME_KINDS.some((kind) => isKindOf(token.lemma, kind, 1))) return false;
  return tokens[at - 1]?.lower === 'your' || (tokens[at - 2]?.lower === 'your' && ['NOUN', 'ADJ'].includes(tokens[at - 1]!.pos));
}

const CHECKED_SLOTS = new Set(['where', 'when', 'who', 'what', 'how', 'why']);

/** "Is that where…?", "Was that when…?", "Is this who…?": the answer just given pointed at, and the slot it filled. */
function checksTheAnswer(reading: QuestionReading): boolean {
  const clause = reading.clause.filter((token) => token.pos !== 'PUNCT');
  return clause[0]?.lemma === 'be' && ['that', 'this', 'it'].includes(clause[1]?.lower ?? '') && CHECKED_SLOTS.has(clause[2]?.lower ?? '');
}

/**
 * "Who else was there?", "What else did he say?", "Anything else?", "Did anyone other than the
 * porter see it?": the examiner exhausts the witness's memory past what it has said, which asks for
 * something new.
 */
function asksForMore(reading: QuestionReading): boolean {
  return reading.clause.some((token, i) => (token.lower === 'else' && i > 0) || (token.lower === 'other' && reading.clause[i + 1]?.lower === 'than'));
}

/** A question's content words without the mark of the slot it asks (`questionWords`). */
function withoutSlotMark(words: ReadonlySet<string>): ReadonlySet<string> {
  return slotMarkOf(words) === null ? words : new Set([...words].filter((word) => !isSlotMark(word)));
}
