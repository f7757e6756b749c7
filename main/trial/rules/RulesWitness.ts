import { describesTheNounBefore } from '../../language/describingParticiple';
import { toldAtALaterClockTime } from '../../language/clockOrder';
import { asksASum, countedNoun, countsTime, mayCount, toldAsNone } from '../../language/countedThing';
import { spansAWhile } from '../../language/wholeWhile';
import { setAsideDoerDidIt } from '../../language/doerSetAside';
import { limitsTheSentence } from '../../language/limitingClause';
import { asksOfAnyTime } from '../../language/laterTime';
import { withElidedNounSaid } from '../../language/elidedNoun';
import { verbInOtherWords } from '../../language/verbInOtherWords';
import { vouchesForWhatWasSaid } from '../../language/vouchedReport';
import { wordTable } from '../../language/wordTable';
import { highestScoring } from '../../language/highestScoring';
import { RecentCache } from '../../language/RecentCache';
import type { AnswerDecision } from '../../../shared/domain';
import {
  anotherGapOfDays,
  orderedActs,
  toldOnALaterDay,
  actOnAnotherObject,
  asksWhatFollowed,
  relationToTheLastAnswer,
  toldRelativeToWhatWentBefore,
  doerAfterScene,
  doerOfTheNextAct,
  perceiverAtScene,
  sceneOfTheDoer,
  aboutAnotherPerson,
  namesLeftOut,
  onlyAnotherPartysAct,
  actOnlyOfOtherParty,
  addressesTheCourt,
  isTheWitnesssTelling,
  analyseQuestion,
  anotherActor,
  rivalShares,
  askedAttribute,
  askedReadings,
  withoutTheEventVerb,
  withoutTheGerundOfPurpose,
  asksWhatCouldBe,
  antonymLemmas,
  broaderActs,
  areRivals,
  asksAboutAnother,
  asksOfALaterTime,
  tellsOfALaterTime,
  tellsUpToNow,
  asksYesNo,
  clauseBreakAt,
  clauseBreakBetween,
  CLAUSE_WH,
  clausesOf,
  isAWayOfSaying,
  PLAIN_SAYING,
  contentLemmas,
  contradictedDetails,
  detailBorneOutBy,
  type DetailClass,
  detailsOf,
  figuresOf,
  tellsContent,
  figureOnlyOutsideTheTelling,
  saidPartOf,
  toldFigureNotRivalled,
  embeddedQuestion,
  isKindOf,
  isNameTitle,
  namesAMotion,
  namesAPerson,
  personNamedAt,
  pointsBackToADay,
  saysWhen,
  spansFromOneTimeToAnother,
  namesAPersonFirst,
  namesAnotherOfTheKind,
  namesSomeone,
  NOUN_KIND,
  nounKinds,
  countsMoney,
  asksWhatLasts,
  tellsWhatLasts,
  predicateOf,
  relatedLemmas,
  namesTheSame,
  personOf,
  POSSESSIVES,
  sameAct,
  sameActWithPreposition,
  phrasalVerbs,
  propositionCore,
  refusedAsGranted,
  sameMainVerb,
  mainClauseOf,
  withoutFrontedClause,
  sameSubjectAndVerb,
  speaksOfWhatItIsDoneTo,
  statedDetails,
  subjectBefore,
  subjectOfClauseAt,
  takesAClause,
  toldOnlyOfAnotherDoer,
  actsNamedBy,
  nounOfSupportVerb,
  nounNamingTheAct,
  amountsTo,
  isParticiple,
  saysTheOppositeState,
  deniesTheComplement,
  verbSettingAnotherTo,
  timesInAWord,
  isRate,
  tokensOf,
  unstatedDetails,
  type AnswerSlot,
  type Detail,
  type QuestionAnalysis,
  type Token,
  wordNetPos,
  deniesItOfTheSubject,
  deniedOnlyUntil,
  putBeforeItsUntil,
  speaksOfMostCases,
  toldOfMostCases,
  doneToThingsAtLarge,
  withoutWhatIsSetAside,
  inClauseOfEvidenceDenied,
  insideQuotation,
  quotationAround,
  doneToAParticularThing,
  givesUpTheAct,
  namesTheThingSetAside,
  givesWhatWasLacking,
  overstatesExtent,
  repeatsWhatWasDoneOnce,
  rivalCompany,
  statesWhollyWhatWasPartly,
  statesPartlyWhatWasWholly,
  refusesTheAct,
  saidNotDoneAt,
  doesTheOppositeAct,
  oppositeActIn,
  reversedOrder,
  withoutFrontedScene,
  type Clause,
  withoutDetails,
  asksOfNow,
  tellsOfNow,
  namesOnlyAnotherOf,
  affirmedOnlyOfAnotherThing,
  deniedOnlyOfAnotherThing,
  saidOnlyOfAnother,
  lackedAfterWithout,
  noOneDoesTheAct,
  saysNoOneAt,
  anyModalAt,
  moodAt,
  moodsAgree,
  type Mood,
  deniesOnlyTheWholeWhile,
  deniesOnlyTheWhole,
  saysSomething,
  leavesTheActOpen,
  namesAnotherPlace,
  fillsTheRoleWithAnother,
  namesAnotherRoomOfTheKind,
  notKnown,
  knownClaim,
  sexOfTitle,
  figureOfTheOtherTelling,
  joinedClauses,
  mostDeniedByCounts,
  replacedByTheRevision,
  replacesAFirstTelling,
  givesAReasonFor,
  holdsAReasonWord,
  nounQualifiedBy,
  qualityToldTowardsAnother,
  witnessOnlyAsWhomAQualityIsTowards,
} from '../../language';
import type { AffidavitIndex, RetrievedSentence } from '../AffidavitIndex';
import { reachesBoundary } from '../knowledgeBoundary';
import type { AnswerRequest, Witness } from '../agents';
import type { Party } from '../../../shared/scenario';
import { partyNamer } from '../partyRoles';
import type { WitnessSpec } from '../TrialScenarioSpec';
import { witnessIdentity } from '../witnessIdentity';

/** Least share of a question's weighted content an affidavit sentence must hold to answer it at all. */
const ANSWER_MIN = 0.25;
/** The same, for a sentence that fills the asked slot (a number for "how far", a time for "when"). */
const SLOT_ANSWER_MIN = 0.15;
/** Share of the best sentence's relevance within which another answering a wh-question counts as near it. */
const NEAR_BEST = 0.75;
/** How many sentences after an event's telling may tell what was done next (others see and hear in between). */
const FOLLOWING_ACT_WINDOW = 4;
/**
 * The same for a sentence that says the act asked about ("What does the footage show?"): the act
 * outranks the nouns the question shares with a sentence that only names its thing ("I obtained
 * the footage").
 */
const ACT_PREFERENCE = 0.5;
/** The same for a sentence that fills a slot the best one leaves empty (a time for "when"). */
const SLOT_PREFERENCE = 0.5;
/** Share of a yes/no premise one sentence (or two together) must hold, with nothing contradicted, to confirm it. */
const CONFIRM_SUPPORT = 0.7;
/** Share of the premise a sentence must hold for its opposite polarity to deny the premise. */
const DENY_SUPPORT = 0.5;
/** The same for a rival detail (another colour, number, place): the shared anchor already ties it to the premise. */
const DETAIL_DENY_SUPPORT = 0.2;
/** A contradicting sentence within this share of the supporting one's relevance decides the answer. */
const CONTRADICTION_PREFERENCE = 0.8;
/**
 * Share of the premise a sentence must hold to deny it by saying its thing was not there ("There
 * was no oncoming traffic"), its opposite ("He was polite"), or the same subject's same act the
 * other way round: the sentence already speaks to the premise's own predicate.
 */
const ABSENCE_DENY_SUPPORT = 0.3;
/** Share of a scene clause ("after you picked") a sentence must hold to place the scene. */
const SCENE_SUPPORT = 0.5;
/** Rival details that name another thing or person rather than another time or amount of the same one. */
const ANOTHER_ONE: ReadonlySet<DetailClass> = new Set(['word', 'name']);
/** Share of the premise below which the affidavit is silent on it. */
const SILENT_BELOW = 0.4;
/** Premises put in a sentence's words kept per witness: a cross-examination's worth (a question puts a handful, of a few sentences each). */
const PREMISES_AS_SAID_KEPT = 512;

/** Verbs that report speech or writing: what follows them is what was said, not what is so. */
const REPORTING_VERBS = new Set(['tell', 'say', 'state', 'report', 'write', 'mention', 'explain', 'claim', 'testify', 'scream', 'shout', 'ask']);
const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our']);
/** The witness speaking for its firm or household. */
const FIRST_PERSON_PLURAL = new Set(['we', 'us', 'our', 'ours']);
/** Pronouns that stand for a thing or person already named, as what an act is done to. */
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her']);
/** Pronouns that stand only for a thing already named, never for a person. */
const THING_PRONOUNS = new Set(['it', 'them']);
/** A third person one pronoun stands for ("him", "her"). */
const THIRD_PERSONS = new Set(['he', 'she']);
/** Words that point back to what was just told ("When was that?"). */
const POINTING_BACK = new Set(['that', 'this', 'it']);

interface Style {
  terse: boolean;
  elaborate: boolean;
  poorMemory: boolean;
  maxSentences: number;
  hostile: boolean;
}

/**
 * The rules witness: answers only with sentences of its affidavit, found by ranking over lemmas
 * and related words, with its identity facts, or with a few stock phrases. It reads the question
 * first (language layer): a wh-question gets the sentence that fills the asked slot; a yes/no,
 * tag or leading question is checked as a proposition, confirmed when the affidavit supports it,
 * corrected when it contradicts it (another number, time, place, person, or a negation), and
 * met with "I don't know" when the affidavit is silent. Deterministic: the same question always
 * gets the same answer, which keeps it consistent with its earlier testimony.
 */
export class RulesWitness implements Witness {
  readonly witnessId: string;
  /** A question with the parties' roles put as their names. */
  private readonly withPartyNames: (question: string) => string;
  /** Premises put in a sentence's words (`premiseAsSaid`), by sentence and premise: the last few questions' worth. */
  private readonly premisesAsSaid = new RecentCache<string, string>(PREMISES_AS_SAID_KEPT);

  constructor(
    private readonly spec: WitnessSpec,
    private readonly affidavit: AffidavitIndex,
    /** The case's parties, whom a question may call by their roles ("the defendant"). */
    parties: readonly Party[] = [],
  ) {
    this.witnessId = spec.id;
    this.withPartyNames = partyNamer(parties);
  }

  answer(request: AnswerRequest): Promise<AnswerDecision> {
    return Promise.resolve(this.answerSync(request));
  }

  answerSync(request: AnswerRequest): AnswerDecision {
    // "Why did the last one stop?" after a question about the third runner asks of the last runner:
    // the noun an ordinal stands for is the one the last turn said with an ordinal.
    const lastTurn = request.projection.ownRecord[0];
    const question = withElidedNounSaid(this.asAddressedToMe(this.withPartyNames(request.question)), lastTurn ? [lastTurn.question, lastTurn.answer] : []);
    const { profile } = this.spec;
    const hostile = !request.projection.friendlyExaminer && profile.cooperativeness < 0.5;
    const terse = hostile || profile.verbosity < 0.34;
    const style: Style = {
      terse,
      hostile,
      elaborate: !terse && profile.verbosity >= 0.5,
      poorMemory: profile.memoryQuality < 0.4,
      maxSentences: terse ? 1 : profile.verbosity >= 0.67 ? 3 : 2,
    };
    // "What happened next?" names nothing to look for: the story goes on from the last answer.
    const analysis = analyseQuestion(question);
    // …and "Tell us what you did after that." asks it of the courtroom.
    const asksTheCourtWhatFollowed = analysis.form === 'wh' && addressesTheCourt(question) && asksWhatFollowed(analysis.proposition);
    const followed = asksWhatFollowed(question) || asksTheCourtWhatFollowed ? this.whatFollowed(request.projection.ownRecord, style) : null;
    if (followed) return followed;
    // "What did you do about it?", "What did he do?": the doer's act told after the last answer.
    const doerNext = analysis.form === 'wh' ? doerOfTheNextAct(question) : null;
    const doneNext = doerNext === null ? null : this.nextActAfterTheLastAnswer(doerNext, request.projection.ownRecord);
    if (doneNext) return doneNext;
    // "Where did you work before that?": the affidavit may tell it as before (or after) the
    // sentence the witness has just said ("Before that I spent…"), in words the question does not
    // share; not the witness's work now, which an identity question would otherwise be given.
    const pointedAt = this.toldAgainstTheLastAnswer(analysis, request.projection.ownRecord);
    if (pointedAt) return pointedAt;
    if (analysis.identity) return this.identityAnswer(analysis, style);
    // "What time was that?", "When was this?": the time of what the witness has just told.
    const ofTheLast = this.askedOfTheLastAnswer(analysis) ? this.slotOfTheLastAnswer(request.projection.ownRecord, analysis) : null;
    if (ofTheLast) return ofTheLast;
    // "What did the porter do after the alarm sounded?": the act told after the event, whatever its verb.
    const doer = doerAfterScene(analysis);
    const next = doer === null ? null : this.actAfterTheScene(analysis.scene!, doer, style);
    if (next) return next;
    // "What did you find when you dug by the wall?": what was found is told after the digging.
    const perceiver = perceiverAtScene(analysis);
    const perceived = perceiver === null ? null : this.perceivedAtTheScene(analysis, perceiver, style);
    if (perceived) return perceived;
    // "How does the injury affect you now?": what the witness says still lasts, in whatever words.
    const lasting = asksWhatLasts(analysis.proposition) ? this.whatLasts(analysis, style) : null;
    if (lasting) return lasting;
    // Whose act a wh-question asks about matters, unless its only act is telling the courtroom
    // ("What can you tell us about…?"); "Tell us what Mr. Lowe said" asks what Mr. Lowe did.
    const askedAct = analysis.form === 'wh' && !(addressesTheCourt(question) && isTheWitnesssTelling(analysis.proposition)) ? analysis.proposition : null;
    const answer = asksYesNo(analysis) ? this.answerProposition(analysis, style, asksWhatCouldBe(question)) : (this.confirmedStatement(analysis, style) ?? this.answerAccount(analysis, style, askedAttribute(question, analysis), askedAct));
    // A knowledge boundary ("did not see the car") gives way where the affidavit itself speaks to
    // the question: it confirms or corrects the premise, or holds most of what was asked.
    if (this.beyondKnowledge(question) && !this.affidavitDecides(answer, analysis)) return { text: "I don't know.", kind: 'unknown', sources: [] };
    return answer;
  }

  /**
   * The sentences in which the witness tells a state of its own that goes on now ("I still cannot
   * grip a pan"), those nearest the question's words first; null when it tells none.
   */
  private whatLasts(analysis: QuestionAnalysis, style: Style): AnswerDecision | null {
    const lasting = this.affidavit.sentences.flatMap((text, index) => (tellsWhatLasts(text) ? [index] : []));
    if (lasting.length === 0) return null;
    const chosen = [...lasting]
      .sort((a, b) => this.affidavit.support(analysis.proposition, b) - this.affidavit.support(analysis.proposition, a))
      .slice(0, style.maxSentences)
      .sort((a, b) => a - b);
    return { text: chosen.map((index) => this.affidavit.sentences[index]!).join(' '), kind: 'narrative', sources: chosen };
  }

  /**
   * The affidavit sentences told after the last one the witness said (its most recent answer that
   * holds one), as many as it says at a time; null with no such answer, or nothing after it.
   */
  private whatFollowed(ownRecord: AnswerRequest['projection']['ownRecord'], style: Style): AnswerDecision | null {
    const told = this.lastToldSentences(ownRecord);
    if (told.length === 0) return null;
    const from = Math.max(...told) + 1;
    const next = this.affidavit.sentences.slice(from, from + Math.min(2, style.maxSentences));
    if (next.length === 0) return null;
    return { text: next.join(' '), kind: 'narrative', sources: next.map((_, offset) => from + offset) };
  }

  /**
   * The sentence that tells, by a pointer of its own ("before that", "after that"), what the one
   * asked about did before (or after) what the witness has just said, for a wh-question whose
   * scene is only that pointer: "Where did you work before that?" after "I have examined
   * computers for 14 years" is "Before that I spent eight years in the computer crimes unit." It
   * is one of the last answer's sentences (a clause of its own: "…, and before that I worked…")
   * or the one right after them, and it fills the slot asked. Null when none does.
   */
  private toldAgainstTheLastAnswer(analysis: QuestionAnalysis, ownRecord: AnswerRequest['projection']['ownRecord']): AnswerDecision | null {
    const relation = relationToTheLastAnswer(analysis);
    const told = relation === null ? [] : this.lastToldSentences(ownRecord);
    if (relation === null || told.length === 0 || !analysis.focus) return null;
    const asker = subjectAsked(analysis.focus);
    const candidates = [...told, Math.max(...told) + 1].filter((index) => index < this.affidavit.sentences.length);
    const found = candidates.find((index) => {
      const text = this.affidavit.sentences[index]!;
      const rest = toldRelativeToWhatWentBefore(text, relation);
      const teller = rest === null ? undefined : clausesOf(rest)[0]?.subject;
      return teller !== undefined && tellsOfTheOneAsked(asker, teller) && fillsSlot(analysis.slot, analysis.wh, rest!);
    });
    return found === undefined ? null : { text: this.affidavit.sentences[found]!, kind: 'narrative', sources: [found] };
  }

  /** The affidavit sentences of the witness's most recent answer that holds any (none when none does). */
  private lastToldSentences(ownRecord: AnswerRequest['projection']['ownRecord']): number[] {
    for (const { answer } of ownRecord) {
      const told = this.affidavit.sentences.flatMap((text, index) => (answer.includes(text) ? [index] : []));
      if (told.length > 0) return told;
    }
    return [];
  }

  /**
   * The first sentence after those the witness said last (its most recent answer that holds one)
   * in which the one asked about acts, within the few the affidavit tells an event's sequel in;
   * null with no such answer or no such act. The last answer's own sentences are not said again.
   */
  private nextActAfterTheLastAnswer(doer: string, ownRecord: AnswerRequest['projection']['ownRecord']): AnswerDecision | null {
    const told = this.lastToldSentences(ownRecord);
    if (told.length === 0) return null;
    const from = Math.max(...told) + 1;
    for (let index = from; index < from + FOLLOWING_ACT_WINDOW && index < this.affidavit.sentences.length; index++) {
      const text = this.affidavit.sentences[index]!;
      if (doneBy(doer, text)) return { text, kind: 'narrative', sources: [index] };
    }
    return null;
  }

  /**
   * The act told after the sentence that tells an event, by the one asked about ("" for anyone):
   * the affidavit tells its story in order, so what someone did after the punch is in one of the
   * next few sentences with that person (or a pronoun for them) as its subject (`sceneTold` finds
   * the event's telling). Null when the event is not told, or nobody acts after it.
   */
  private actAfterTheScene(scene: { relation: string; text: string }, doer: string, style: Style): AnswerDecision | null {
    const told = this.sceneTold(scene.text, doer);
    if (told === null) return null;
    for (let index = told + 1; index <= told + FOLLOWING_ACT_WINDOW && index < this.affidavit.sentences.length; index++) {
      const text = this.affidavit.sentences[index]!;
      if (!doneBy(doer, text)) continue;
      const sources = [...this.sceneToldWith(scene.relation, told, style), index];
      if (style.maxSentences >= 3 && sources.length < style.maxSentences && index + 1 < this.affidavit.sentences.length) sources.push(index + 1);
      return { text: sources.map((at) => this.affidavit.sentences[at]!).join(' '), kind: 'narrative', sources };
    }
    return null;
  }

  /**
   * What was found or seen when (or once, or after) an event happened: the affidavit tells the
   * event, then what was found as what it is ("I dug a pit by the wall." "The foundation there is
   * 750 mm deep."). The event's sentence is said first, and is the answer of a witness who says
   * one sentence when it tells the perceiving itself ("I went in and saw…"). Null when the event
   * is not told.
   */
  private perceivedAtTheScene(analysis: QuestionAnalysis, perceiver: string, style: Style): AnswerDecision | null {
    const focus = analysis.focus!;
    const saysThePerceiving = (index: number) => this.holdsPredicate(focus, [{ index, text: this.affidavit.sentences[index]!, score: 1 }]) && !deniesTheAct(focus, this.affidavit.sentences[index]!);
    // A sentence that tells the event with the perceiving ("Right after he came out I heard…") is
    // where both are told.
    const whole = this.affidavit.retrieve(analysis.query, 1).find((hit) => hit.score >= ANSWER_MIN && saysThePerceiving(hit.index));
    const told = whole?.index ?? this.sceneTold(analysis.scene!.text, perceiver);
    if (told === null || told + 1 >= this.affidavit.sentences.length) return null;
    const from = style.maxSentences >= 2 || saysThePerceiving(told) ? told : told + 1;
    const sources = this.affidavit.sentences.slice(from, from + style.maxSentences).map((_, offset) => from + offset);
    return { text: sources.map((at) => this.affidavit.sentences[at]!).join(' '), kind: 'narrative', sources };
  }

  /**
   * The sentence that tells a question's scene, with the pronoun for the one asked about as their
   * name ("when you asked him"): its first telling among those that say it nearly as well as the
   * best, as later mentions look back on it, and none that denies it ("I had not seen a doctor").
   * Null when the scene is not told.
   */
  private sceneTold(scene: string, doer: string): number | null {
    const sceneText = sceneOfTheDoer(scene, doer);
    const hits = this.affidavit.retrieve(sceneText, 5).filter((hit) => hit.score >= ANSWER_MIN && !deniesTheAct(sceneText, hit.text));
    const best = hits[0];
    return best ? Math.min(...hits.filter((hit) => hit.score >= best.score * NEAR_BEST).map((hit) => hit.index)) : null;
  }

  /**
   * The sentence that tells the scene, said before the act that answers "What did you do when…?"
   * or "…once…": the response may be told in the scene's own sentence ("He brought the dog, and
   * she indicated at both areas"), so a witness who says more than one sentence says it first. What
   * was done "after" an event is told after it.
   */
  private sceneToldWith(relation: string, told: number, style: Style): number[] {
    return relation !== 'after' && style.maxSentences >= 2 ? [told] : [];
  }

  /**
   * A wh-question for a time whose only words point back ("When was that?", "What time was it?"):
   * nothing of its own to look for. Only a time: a sentence can be seen to give one, where a place
   * or a person is read too loosely to be taken from a sentence that was about something else.
   */
  private askedOfTheLastAnswer(analysis: QuestionAnalysis): boolean {
    if (analysis.form !== 'wh' || analysis.slot !== 'time') return false;
    const tokens = tokensOf(analysis.query);
    return contentLemmas(analysis.query).length === 0 && tokens.some((token) => POINTING_BACK.has(token.lower));
  }

  /**
   * The sentence that fills the asked slot among those the witness said last; null when none does
   * (then the question is answered as any other). Not one told beside them: that is another event.
   */
  private slotOfTheLastAnswer(ownRecord: AnswerRequest['projection']['ownRecord'], analysis: QuestionAnalysis): AnswerDecision | null {
    const last = this.lastToldSentences(ownRecord);
    const found = last.find((index) => fillsSlot(analysis.slot, analysis.wh, this.affidavit.sentences[index]!));
    return found === undefined ? null : { text: this.affidavit.sentences[found]!, kind: 'narrative', sources: [found] };
  }

  private affidavitDecides(answer: AnswerDecision, analysis: QuestionAnalysis): boolean {
    if (answer.kind === 'confirm' || answer.kind === 'correct' || answer.kind === 'deny') return true;
    const query = analysis.query || analysis.proposition;
    // A wh-question for an amount or a length of time ("How long had the oil been down?") that
    // a sentence of the question's own gives ("…28 minutes after the bottle broke") is answered
    // by what the witness has stated, however it came to know it.
    if (analysis.form === 'wh' && analysis.slot === 'quantity' && answer.kind === 'narrative') {
      const filled = answer.sources.some((index) => fillsSlot(analysis.slot, analysis.wh, this.affidavit.sentences[index]!) && this.affidavit.support(query, index) >= ANSWER_MIN);
      if (filled) return true;
    }
    // What the witness tells of a yes/no premise's own act ("I offer no opinion on chemistry" to
    // "You offer no opinion on the chemistry of these hoses?") is the affidavit speaking to it,
    // however few of the question's words it shares: a boundary only keeps the witness from
    // answering what its affidavit does not tell.
    if (answer.kind === 'narrative' && asksYesNo(analysis) && answer.sources.length > 0) {
      const premise = propositionCore(analysis.proposition);
      if (answer.sources.every((index) => this.tellsTheActAsked(premise, index))) return true;
    }
    return this.affidavit.retrieve(query, 1).some((hit) => hit.score >= CONFIRM_SUPPORT);
  }

  /**
   * Whether the affidavit sentence at `index` tells the premise's own act, by its word, a related
   * one or other words for it, with what the act is done to ("The blocked call to Ms. Whitcombe
   * came from the prepaid phone" for "The prepaid phone called Ms. Whitcombe"); not only the same
   * verb of another thing ("I did not see it" for "You did not see her fall").
   */
  private tellsTheActAsked(premise: string, index: number): boolean {
    const hit = { index, text: this.affidavit.sentences[index]!, score: 1 };
    return this.holdsPredicate(premise, [hit]) && this.speaksOfTheAct(premise, hit) && speaksOfWhatItIsDoneTo(premise, hit.text, this.affidavit.index.contextOf(index));
  }

  /** "Did Ms. Reyes call 911?" asked of Maria Reyes is "Did you call 911?". */
  private asAddressedToMe(question: string): string {
    // A title in the witness's name ("Dr. Priya Natarajan") is no part of it: "Dr. Aske" is someone else.
    const names = this.spec.name.split(/\s+/).map((part) => part.replace(/[^A-Za-z'-]/g, '')).filter((part) => part.length > 1 && !isNameTitle(part.toLowerCase()));
    if (names.length === 0) return question;
    const pattern = new RegExp(`\\b(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s+)?(?:${names.join('|')})(?:\\s+(?:${names.join('|')}))*(?:'s)?\\b`, 'g');
    // A name used to address the witness ("Ms. Zhao, where were you?") is dropped, not turned into "you".
    // A title and the surname alone, where the affidavit names another of that surname whom the
    // title fits ("Mr. Marsh" of Helen Marsh, whose husband is Colin Marsh), may be that one: it is
    // left for the affidavit's names to resolve, not made the witness.
    const own = this.spec.name.toLowerCase();
    const another = (match: string) => {
      const [title, surname, more] = match.replace(/'s$/, '').split(/\s+/);
      const sex = more === undefined && surname !== undefined ? sexOfTitle(title!.toLowerCase()) : null;
      return sex !== null && this.affidavit.index.namesAnotherOfSex(surname!.toLowerCase(), sex, own);
    };
    // Part of the witness's name within another full name ("Tom Price" of Nora Price, whose
    // husband he is) is that other person: a name the tagger reads right beside it.
    const otherNames = new Set(tokensOf(question).filter((token) => token.pos === 'PROPN' && !names.includes(token.text) && !isNameTitle(token.lower)).map((token) => token.text));
    const withinAnotherName = (match: string, at: number, text: string) =>
      otherNames.has(/(\S+)\s+$/.exec(text.slice(0, at))?.[1] ?? '') || (!match.endsWith("'s") && otherNames.has(/^\s+(\S+)/.exec(text.slice(at + match.length))?.[1] ?? ''));
    return question
      .replace(new RegExp(`${pattern.source},\\s*`, 'g'), '')
      .replace(pattern, (match, at: number, text: string) => (another(match) || withinAnotherName(match, at, text) ? match : match.endsWith("'s") ? 'your' : 'you'));
  }

  private identityAnswer(analysis: QuestionAnalysis, style: Style): AnswerDecision {
    const identity = witnessIdentity(this.spec);
    const said = (hit: RetrievedSentence | undefined) => (hit ? { text: hit.text, kind: 'narrative' as const, sources: [hit.index] } : null);
    const cannotSay: AnswerDecision = { text: "I can't say.", kind: 'unknown', sources: [] };
    switch (analysis.identity) {
      case 'name':
        return { text: identity.nameSentence, kind: 'narrative', sources: [] };
      case 'age':
        return said(this.ageSentence()) ?? cannotSay;
      case 'residence':
        // "I live at…", "my home is…": the verb or its related words, said of the witness.
        return said(this.affidavit.retrieve('I live', 5).find((hit) => hit.score >= ANSWER_MIN && this.saysOfItself(hit.text))) ?? cannotSay;
      case 'occupation': {
        const hits = this.workSentences();
        if (hits.length === 0) return { text: identity.roleSentence, kind: 'narrative', sources: [] };
        const chosen = hits.slice(0, style.maxSentences).sort((a, b) => a.index - b.index);
        return { text: chosen.map((hit) => hit.text).join(' '), kind: 'narrative', sources: chosen.map((hit) => hit.index) };
      }
      case 'introduction': {
        const work = style.terse ? undefined : this.workSentences()[0];
        return work
          ? { text: `${identity.nameSentence} ${work.text}`, kind: 'narrative', sources: [work.index] }
          : { text: `${identity.nameSentence} ${identity.roleSentence}`, kind: 'narrative', sources: [] };
      }
      case 'qualifications': {
        // Failing a degree or a certificate, the question's own words ("What qualification do you
        // hold?" finds "I hold an NVQ…") said of the witness alone (not "Our apprentices get no
        // training…"), and failing those what the witness is ("I am a chartered surveyor").
        const held = this.credentialSentences();
        const inItsWords = held.length > 0 ? null : this.answerAccount(analysis, style);
        // In its words, not in related ones alone: "background" shares only "ground" with "I went over the ground floor".
        const asked = contentLemmas(analysis.query);
        const inOwnWords = (index: number) => asked.some((lemma) => this.affidavit.index.lemmasOf(index).has(lemma));
        if (inItsWords && inItsWords.kind !== 'unknown' && inItsWords.sources.some((index) => this.saysOfItselfAlone(this.affidavit.sentences[index]!) && inOwnWords(index))) return inItsWords;
        const chosen = (held.length > 0 ? held : this.workSentences()).slice(0, style.maxSentences).sort((a, b) => a.index - b.index);
        if (chosen.length === 0) return this.unknown(analysis, style);
        return { text: chosen.map((hit) => hit.text).join(' '), kind: 'narrative', sources: chosen.map((hit) => hit.index) };
      }
      case null:
        return this.answerAccount(analysis, style);
    }
  }

  /** Whether a sentence is said of the witness itself ("I", "my"). */
  private saysOfItself(text: string): boolean {
    return tokensOf(text).some((token) => FIRST_PERSON.has(token.lower));
  }

  /** Whether a sentence is said of the witness alone ("I", "my"), not of a "we" it is one of. */
  private saysOfItselfAlone(text: string): boolean {
    return tokensOf(text).some((token) => FIRST_PERSON.has(token.lower) && !FIRST_PERSON_PLURAL.has(token.lower));
  }

  /**
   * The sentences about the witness's work: those nearest its role in the case file ("Workshop
   * foreman at Corran & Daughters Joinery" finds "…foreman at Corran & Daughters Joinery for the
   * last nine"), else those that speak of work, a job or a profession.
   */
  private workSentences(): RetrievedSentence[] {
    const byRole = this.affidavit.retrieve(this.spec.role, 3).filter((hit) => hit.score >= ANSWER_MIN && statesWhatIAm(hit.text));
    if (byRole.length > 0) return byRole;
    const workWords = new Set(['work', 'job', 'employ', 'employment', 'occupation', 'profession', 'career']);
    const all = this.affidavit.sentences.map((text, index) => ({ text, index, score: 1 }));
    const aboutWork = all.filter((hit) => statesWhatIAm(hit.text) && [...this.affidavit.index.lemmasOf(hit.index)].some((lemma) => workWords.has(lemma)));
    if (aboutWork.length > 0) return aboutWork.slice(0, 3);
    // Failing those, "I drive a truck for Harlan Feed": what the witness does now, for or at a named
    // body; then "I am an associate professor of psychology…": the witness named as a kind of person.
    const forABody = all.filter((hit) => doesNowForABody(hit.text));
    return (forABody.length > 0 ? forABody : all.filter((hit) => namesMeAsAPerson(hit.text))).slice(0, 3);
  }

  /**
   * The sentences in which the witness says what it holds: an award ("a doctorate", "a degree"), a
   * credential ("a diploma"), or a document it holds ("I hold a certificate in…").
   */
  private credentialSentences(): RetrievedSentence[] {
    return this.affidavit.sentences.map((text, index) => ({ text, index, score: 1 })).filter((hit) => this.saysOfItself(hit.text) && namesACredential(hit.text));
  }

  /** The sentence that gives the witness's age: "I am 49.", "I am 34 and right-handed", "I am 52 years old", "aged 34". */
  private ageSentence(): RetrievedSentence | undefined {
    const index = this.affidavit.sentences.findIndex((text) => {
      const tokens = tokensOf(text);
      return tokens.some((token, i) => {
        if (token.pos !== 'NUM' && !/^\d+$/.test(token.lemma)) return false;
        const before = tokens[i - 1];
        const after = tokens.slice(i + 1, i + 3).map((other) => other.lower).join(' ');
        const iAm = before?.lemma === 'be' && tokens[i - 2]?.lower === 'i' && !/^(?:years? (?:ago|later)|(?:per|percent|%))/.test(after) && (tokens[i + 1] === undefined || tokens[i + 1]!.pos === 'PUNCT' || tokens[i + 1]!.lower === 'and' || /^years? old/.test(after));
        return iAm || /^years? old/.test(after) || before?.lower === 'aged';
      });
    });
    return index < 0 ? undefined : { index, text: this.affidavit.sentences[index]!, score: 1 };
  }

  /**
   * A yes/no, tag or leading question: its proposition is confirmed, corrected or met with "I
   * don't know". A tag's polarity does not change what is asked ("You saw it, didn't you?" and
   * "You saw it, did you?" both ask whether you saw it); the proposition's own negation does.
   */
  private answerProposition(analysis: QuestionAnalysis, style: Style, couldBe = false): AnswerDecision {
    const answer = this.propositionAnswer(analysis, style, couldBe);
    return answer.kind === 'confirm' ? (this.stateBegunAfterTheScene(analysis, answer) ?? answer) : answer;
  }

  /** The answer to a yes/no, tag or leading question's proposition, before a "yes" is checked against the clock (`answerProposition`). */
  private propositionAnswer(analysis: QuestionAnalysis, style: Style, couldBe: boolean): AnswerDecision {
    // A plain question ("Did you weigh the ring?") asks whether; a statement put for a yes ("You
    // weighed the ring, didn't you?", "Didn't you weigh it?") asserts, and what the affidavit says
    // near it answers that.
    const asksWhether = analysis.form === 'yesno' && !analysis.negativeQuestion;
    const whole = this.judgePremise(analysis.proposition, analysis.propositionNegated, style, asksWhether, couldBe);
    // The question's own "not" is no part of the proposition, its focus or its scene (see QuestionAnalysis.propositionNegated).
    const negated = (text: string) => tokensOf(text).some((token) => token.negation);
    const onlyTheScene = this.speaksOnlyOfTheScene(analysis, whole, negated, style, asksWhether);
    const mainDenied = whole.kind === 'confirm' && !onlyTheScene ? this.mainClauseDeniedApart(analysis, whole, negated, style, asksWhether) : null;
    if (mainDenied) return mainDenied;
    if (((whole.kind === 'confirm' || whole.kind === 'correct' || whole.kind === 'deny') && !onlyTheScene) || !analysis.scene || !analysis.focus) return whole;
    // A premise with a scene ("After you picked, the detective told you…", "…while the target was
    // closing") is rarely said in one sentence: its clause is judged on its own, then its scene
    // must be in the affidavit where the tie word puts it.
    const main = this.judgePremise(analysis.focus, negated(analysis.focus), style, asksWhether, couldBe);
    if (main.kind === 'correct' || main.kind === 'deny') return main;
    // What tells only the scene says nothing of the clause: what the affidavit says of the clause is the answer.
    const unplaced = onlyTheScene ? (main.kind === 'confirm' ? { text: main.sources.map((at) => this.affidavit.sentences[at]!).join(' '), kind: 'narrative' as const, sources: main.sources } : main) : whole;
    if (main.kind !== 'confirm' || main.sources.length === 0) return unplaced;
    const sceneJudged = this.judgePremise(analysis.scene.text, negated(analysis.scene.text), { ...style, terse: false });
    if (sceneJudged.kind === 'correct') return sceneJudged;
    if (this.sceneFits(analysis.scene, main.sources[0]!)) return main;
    // The clause may be told more than once, and another telling be the one in the scene ("I
    // phoned her on 26 February", "I rang her that afternoon", after the email came).
    const focus = analysis.focus;
    const scene = analysis.scene;
    const other = this.affidavit
      .retrieve(focus, 5)
      .find((hit) => hit.index !== main.sources[0] && hit.score >= CONFIRM_SUPPORT && this.supportsWhole(focus, [hit]) && this.contradicts(focus, negated(focus), hit) === null && this.sceneFits(scene, hit.index));
    return other ? this.confirmWith([other], negated(focus), style) : unplaced;
  }

  /**
   * Whether the answer to a premise with a scene rests on sentences that tell the scene but not
   * what is asserted in it: "I found the crates by the door" bears out nothing of "Were the crates
   * damp when you found them?", "I signed the guide" says nothing of "Did you read the guide before
   * you signed it?", and "I have not walked a route since" no "no" to "Did you have earphones in while
   * you were walking your route?" when the walking itself is told. A denial of the scene that the
   * affidavit bears out (the scene never happened) still answers; and a statement put for a yes is
   * met with what is told near it, as any other (`judgePremise`).
   */
  private speaksOnlyOfTheScene(analysis: QuestionAnalysis, whole: AnswerDecision, negated: (text: string) => boolean, style: Style, asksWhether: boolean): boolean {
    // Only a scene that is an event of its own ("before you signed it", not "before this order") can be told instead.
    if (!analysis.scene || !analysis.focus || whole.sources.length === 0 || predicateOf(analysis.scene.text)?.pos !== 'VERB') return false;
    // A "yes" to the whole was weighed on its first verb: a state asserted without one ("Were the
    // crates damp when you found them?") was weighed on the scene's act instead.
    const confirmedOnTheScene = whole.kind === 'confirm' && predicateOf(analysis.focus)?.pos !== 'VERB' && predicateOf(analysis.proposition)?.pos === 'VERB';
    if (!(confirmedOnTheScene || whole.kind === 'deny' || (whole.kind === 'narrative' && asksWhether))) return false;
    const told = whole.sources.map((index) => ({ index, text: this.affidavit.sentences[index]!, score: 1 }));
    if (this.holdsPredicate(analysis.focus, told)) return false;
    return whole.kind !== 'deny' || this.judgePremise(analysis.scene.text, negated(analysis.scene.text), style).kind === 'confirm';
  }

  /**
   * A correction of a state put at a scene ("The manager was in the office when you got there")
   * that a "yes" rests on a sentence telling the state come about, by a verb of motion, at a later
   * clock time than the scene's telling ("I got there at 6:45 a.m.", "The manager came in at about
   * 8 a.m."): at the scene it did not yet hold, and that sentence says so. Only a state: an act done
   * "when" another was is often told a few minutes after it. Null otherwise.
   */
  private stateBegunAfterTheScene(analysis: QuestionAnalysis, whole: AnswerDecision): AnswerDecision | null {
    const { scene, focus } = analysis;
    if (!scene || !focus || !['when', 'while'].includes(scene.relation) || predicateOf(focus)?.pos === 'VERB') return null;
    const sceneAt = this.sceneTold(scene.text, '');
    if (sceneAt === null) return null;
    const cameAbout = (index: number) => tokensOf(this.affidavit.sentences[index]!).some((token) => token.pos === 'VERB' && namesAMotion(token.lemma));
    const later = whole.sources.find((index) => index !== sceneAt && cameAbout(index) && toldAtALaterClockTime(this.affidavit.sentences[sceneAt]!, this.affidavit.sentences[index]!));
    return later === undefined ? null : { text: `No. ${this.affidavit.sentences[later]}`, kind: 'correct', sources: [later] };
  }

  /**
   * The answer to a premise's main clause, judged alone, when a sentence of its own denies it
   * outright and the "yes" to the whole rests on other sentences, or on two pieced together:
   * the scene they tell is not what is asserted in it ("Was anybody in the shed when you got
   * there?" is no "yes" for "I got to the shed at noon" beside "Nobody was in the shed"). Null otherwise.
   */
  private mainClauseDeniedApart(analysis: QuestionAnalysis, whole: AnswerDecision, negated: (text: string) => boolean, style: Style, asksWhether: boolean): AnswerDecision | null {
    if (!analysis.scene || !analysis.focus) return null;
    const main = this.judgePremise(analysis.focus, negated(analysis.focus), style, asksWhether);
    const apart = main.sources.length > 0 && main.sources.every((index) => !whole.sources.includes(index));
    return main.kind === 'deny' && (apart || whole.sources.length > 1) ? main : null;
  }

  /**
   * A wh-question carried in a statement ("You can't say who drove the van?", "You never saw how
   * deep the trenches were.") puts the statement for a yes: confirmed when the affidavit bears it
   * out; else null, and the wh-question is answered.
   */
  private confirmedStatement(analysis: QuestionAnalysis, style: Style): AnswerDecision | null {
    if (analysis.statement === null) return null;
    const negated = !analysis.negativeQuestion && tokensOf(analysis.statement).some((token) => token.negation);
    const judged = this.judgePremise(analysis.statement, negated, style);
    return judged.kind === 'confirm' ? judged : null;
  }

  /**
   * Whether an affidavit sentence holds a scene where its tie word puts it against the sentence
   * that holds the clause (`at`): the affidavit tells its story in order, so "after" is said at or
   * before it, "before" and "until" at or after it, and "when" or "while" in it or beside it.
   */
  private sceneFits(scene: { relation: string; text: string }, at: number): boolean {
    const fits = (index: number) => {
      switch (scene.relation) {
        case 'after':
        case 'once':
          return index <= at;
        case 'before':
        case 'until':
          return index >= at;
        // A clause that picks out what the statement is about ("the lay-by where you ran the tests") may be told anywhere.
        case 'that':
          return true;
        default:
          return Math.abs(index - at) <= 1;
      }
    };
    return this.affidavit.sentences.some(
      (text, index) => fits(index) && this.affidavit.support(scene.text, index) >= SCENE_SUPPORT && contradictedDetails(scene.text, text, this.affidavit.index.contextOf(index)).length === 0,
    );
  }

  /**
   * A premise confirmed, corrected, denied, met with what the affidavit says of it, or with "I don't
   * know". `couldBe`: the question asks what could or would be, which another's act speaks to.
   */
  private judgePremise(premise: string, premiseNegated: boolean, style: Style, asksWhether = false, couldBe = false): AnswerDecision {
    const opposed = this.opposedSentences(premise, premiseNegated);
    // Support is weighed on what the premise says, not on its framing ("that evening", "kept"):
    // rival details are still looked for in the whole of it.
    // Framing a sentence does say still counts ("kept looking" for "kept going").
    const core = propositionCore(premise);
    // A premise about someone or something besides those named ("anyone else", "another car")
    // is spoken to only by a sentence that itself tells of another.
    const aboutAnother = asksAboutAnother(premise);
    const retrieved = this.retrieveAny([core, premise])
      .filter((hit) => !aboutAnother || asksAboutAnother(hit.text))
      .map((hit) => this.scoredAsSaid(core, hit));
    const hits = [...retrieved, ...opposed.filter((hit) => !retrieved.some((other) => other.index === hit.index))];
    // Each sentence is judged when first asked about: the weaker sentences often decide nothing.
    const judged = hits.map((hit) => judgedWhenAsked(hit, () => (opposed.some((other) => other.index === hit.index) ? ('opposite' as const) : this.contradicts(premise, premiseNegated, hit))));
    const denySupport = { detail: DETAIL_DENY_SUPPORT, absence: ABSENCE_DENY_SUPPORT, opposite: ABSENCE_DENY_SUPPORT, polarity: DENY_SUPPORT } as const;
    const leastDenySupport = Math.min(ABSENCE_DENY_SUPPORT, ...Object.values(denySupport));
    // The same subject doing the same act, the other way round, denies with less of the premise's other words
    // ("Does your fee depend on how this case comes out?" against "My fee does not depend on the outcome").
    // It must still be the same act on the same thing: "He did not offer me the cleaning records" says nothing of a coffee.
    const sameAct = (hit: RetrievedSentence) => sameSubjectAndVerb(premise, hit.text, this.affidavit.index.contextOf(hit.index)) && this.holdsWhatItIsDoneTo(premise, hit);
    // A premise about a time after the one told ("since that night", "again") is borne out, or
    // spoken to, only by a sentence that itself tells of a later time: the night's own telling
    // says nothing of going back. A rival detail still corrects it, and so does a sentence of all
    // the time up to now ("I have not seen her play"); the act told of the first time does not
    // deny it ("I saw a man at the rack" is no "no" to "You didn't see him again").
    const afterwards = asksOfALaterTime(premise);
    // So is one that asks of now ("still"): what the account tells of then does not bear it out.
    const nowAsked = asksOfNow(premise);
    const ofTheTimeAsked = (found: readonly RetrievedSentence[]) => (!afterwards || found.some((hit) => tellsOfALaterTime(hit.text))) && (!nowAsked || found.some((hit) => tellsOfNow(hit.text)));
    const everAsked = asksOfAnyTime(premise);
    const deniable = (entry: (typeof judged)[number]) =>
      entry.contradiction !== null &&
      ((entry.hit.score >= leastDenySupport && entry.hit.score >= (entry.contradiction === 'polarity' && sameAct(entry.hit) ? ABSENCE_DENY_SUPPORT : denySupport[entry.contradiction])) ||
        (entry.contradiction === 'detail' && this.holdsAllButItsRivals(core, entry.hit))) &&
      (entry.contradiction === 'detail' || ofTheTimeAsked([entry.hit]) || tellsUpToNow(entry.hit.text)) &&
      // A plain question asks whether the act was done: a date, name or number told of another act
      // answers nothing of it ("I measured four of the posts" to "Did you replace two of the
      // posts?", "I ordered the tiles from Mr. Hale" to "Did you pay Mr. Kerr?"). A
      // statement put for a yes is still met with the rival told near it; a state ("Was the hatch
      // locked?") by its opposite, whatever the verb; and what was found or said ("Did you find
      // that…?") by the rival of the clause it takes.
      !(asksWhether && entry.contradiction === 'detail' && !this.speaksOfTheAct(premise, entry.hit) && !saysTheOppositeState(premise, entry.hit.text) && !takesItsClause(premise)) &&
      // "Did you ever interview Mr. Pask?" is not denied by the act told once of another ("I
      // interviewed Mr. Mabry on October 14"), unless that one was the only one.
      !(everAsked && entry.contradiction === 'detail' && !tokensOf(entry.hit.text).some((token) => token.lower === 'only')) &&
      // What the witness would not do ("I would not sell a bag without paperwork") answers "Would
      // you sell one?", and denies no act asked as done: "Have you ever sold bags to his shop?"
      !(entry.contradiction === 'polarity' && !couldBe && this.actOnlyUnwilling(core, entry.hit.text));
    const best = hits[0];
    if (!best) return this.silent(style);
    // Two acts put in the order the days told of them deny: "You checked the book before you
    // posted" against the posting dated May 11 and the checking May 19.
    const misordered = premiseNegated ? null : this.orderAgainstTheDays(premise);
    if (misordered) return { text: `No. ${misordered.map((index) => this.affidavit.sentences[index]).join(' ')}`, kind: 'correct', sources: misordered };
    // Not knowing is borne out by not knowing the same thing, however each says it ("You can't say
    // who broke it" by "I do not know who broke it"), before the words that differ are weighed;
    // knowing it ("You were sure who it was") is denied by the same.
    const unknownAlike = this.notKnownAlike(core, premiseNegated, hits);
    if (unknownAlike && premiseNegated) return this.confirmWith([unknownAlike], premiseNegated, style);
    if (unknownAlike) return { text: style.terse ? 'No.' : `No. ${unknownAlike.text}`, kind: 'deny', sources: [unknownAlike.index] };
    // Support: the best sentence, or the best two together, hold the premise without contradiction.
    // A premise that carries a wh-question ("he told you why the drip was needed") is borne out
    // only by a sentence that answers it (a reason), not by one that tells of the telling alone.
    // Not knowing it is borne out by the same not knowing: "You didn't see who was driving?" by "I
    // did not see who was driving".
    const embedded = premiseNegated ? null : embeddedQuestion(core);
    const answersEmbedded = (found: readonly RetrievedSentence[]) => embedded === null || found.some((hit) => fillsSlot(embedded.slot, embedded.wh, hit.text));
    // "She didn't sign anything" bears out "She never signed anything agreeing to the change": the
    // same doer's act denied of every thing denies it of any one, however the premise narrows it.
    const deniesOfEveryThing = (hit: RetrievedSentence) => premiseNegated && sameAct(hit) && deniesTheActOfAll(premise, hit.text);
    // An act the premise denies of one thing is not borne out by the act told of another one, alone
    // or beside another sentence (see toldOfAnotherOne).
    const toldOfAnotherOne = (hit: RetrievedSentence) => premiseNegated && this.toldOfAnotherOne(premise, hit);
    const supporting = judged.find(
      (entry) =>
        entry.hit.score >= CONFIRM_SUPPORT &&
        entry.contradiction === null &&
        this.supportsWhole(core, [entry.hit]) &&
        this.holdsWhatWasSaid(core, entry.hit) &&
        this.holdsTheStateSaid(core, entry.hit) &&
        !figureOnlyOutsideTheTelling(core, entry.hit.text) &&
        answersEmbedded([entry.hit]) &&
        ofTheTimeAsked([entry.hit]) &&
        !toldOfAnotherOne(entry.hit) &&
        !this.actOnlyQuoted(core, entry.hit.text) &&
        // The act denied of another thing is neither a "no" nor a "yes" to it; nor, to an act the
        // premise denies, the act done to another thing.
        (premiseNegated ? !affirmedOnlyOfAnotherThing(core, entry.hit.text) : !deniedOnlyOfAnotherThing(core, entry.hit.text)),
    );
    // A rival clock time is corrected by the sentence that tells the premise's own subject at its
    // own time, over a nearly as relevant one that gives another subject's time ("the camera did
    // not start recording until…" to "the first smoke alert began at…").
    const firstDeniable = judged.find(deniable);
    const ofItsOwnSubject = (entry: (typeof judged)[number]) => entry.contradiction === 'detail' && mainSubjectIsThePremises(core, entry.hit.text) && this.holdsAllButItsRivals(core, entry.hit);
    const sameActAtItsTime =
      firstDeniable?.contradiction === 'detail' && !mainSubjectIsThePremises(core, firstDeniable.hit.text) && this.rivalDetails(premise, firstDeniable.hit).every((detail) => detail.cls === 'time')
        ? judged.find((entry) => entry !== firstDeniable && entry.hit.score >= firstDeniable.hit.score * CONTRADICTION_PREFERENCE && deniable(entry) && ofItsOwnSubject(entry))
        : undefined;
    const contradicting = sameActAtItsTime ?? firstDeniable;
    // A rival detail nearly as relevant as the support wins (a false "yes" is the worst answer); an
    // opposite polarity, an opposite word or an absence must be the more relevant sentence. "No one"
    // or "nothing" said of the premise's "anyone" or "something" answers who or what was asked
    // itself, as a rival detail does: "Nobody was in the shed" outweighs "I went into the shed".
    // A sentence that itself says the very clock time the rival would replace (no first telling
    // since revised) is not outweighed by a time told of another act that is only nearly as
    // relevant: "The first smoke alert started at 02:14:33" bears out that time against "recording
    // did not start until 02:14:50". A clock time names one moment, which another act's time does not
    // move; a count or a length may be a first telling that a later one replaced.
    const saysTheRivalledTime = (entry: (typeof judged)[number], support: RetrievedSentence) => {
      if (entry.contradiction !== 'detail' || this.affidavit.revisionOf(support.index) >= 0) return false;
      const rivals = this.rivalDetails(premise, entry.hit);
      return rivals.length > 0 && rivals.every((detail) => detail.cls === 'time' && detailBorneOutBy(detail, support.text));
    };
    const outweighs = (entry: (typeof judged)[number], support: RetrievedSentence) =>
      saysTheRivalledTime(entry, support) ? entry.hit.score > support.score :
      entry.contradiction === 'detail' || (entry.contradiction === 'polarity' && sameMainVerb(premise, entry.hit.text)) || (entry.contradiction === 'absence' && saysNoneOfTheOneAsked(premise, entry.hit.text))
        ? entry.hit.score >= support.score * CONTRADICTION_PREFERENCE
        : entry.hit.score > support.score;
    if (contradicting && (!supporting || outweighs(contradicting, supporting.hit))) {
      const { hit, contradiction } = contradicting;
      // A rival detail is corrected with the right one; the rest are denied, tersely by a hostile
      // witness ("No."), else with the sentence that says so.
      if (contradiction !== 'detail') return { text: style.terse ? 'No.' : `No. ${hit.text}`, kind: 'deny', sources: [hit.index] };
      // A day the sentence only points back to ("that morning") is said with the sentence that names it.
      const day = this.dayCorrects(premise, hit);
      if (day !== null) return { text: `No. ${this.affidavit.sentences[day]} ${hit.text}`, kind: 'correct', sources: [day, hit.index] };
      // A figure told and then revised is corrected with the revision too: the first sentence alone gives only what was once said.
      const revision = this.affidavit.revisionOf(hit.index);
      if (revision >= 0) return { text: `No. ${hit.text} ${this.affidavit.sentences[revision]}`, kind: 'correct', sources: [hit.index, revision] };
      return { text: `No. ${hit.text}`, kind: 'correct', sources: [hit.index] };
    }
    // Two sentences that only together hold the premise do not bear it out against one that says
    // the same doer's same act the other way round ("I have not dug down to check").
    // Every sentence that could deny is judged by now: the weaker ones are asked first whether they tell the same act, the cheaper test.
    const deniedOutright = () =>
      judged.some((entry) => (entry.hit.score >= leastDenySupport ? entry.contradiction === 'polarity' && sameAct(entry.hit) : sameAct(entry.hit) && entry.contradiction === 'polarity'));
    const pairedAtAll = supporting || deniedOutright() ? null : this.confirmingPair(core, premise, premiseNegated, judged);
    const paired = pairedAtAll && !pairedAtAll.some(toldOfAnotherOne) && this.saysTheActWithWhatItIsDoneTo(core, pairedAtAll) && this.saysThePredicateOfTheSubject(core, pairedAtAll) && ofTheTimeAsked(pairedAtAll) ? pairedAtAll : null;
    const universal = supporting || paired || !premiseNegated ? undefined : judged.find(({ hit, contradiction }) => contradiction === null && deniesOfEveryThing(hit) && !toldOfAnotherOne(hit) && ofTheTimeAsked([hit]));
    const found = supporting ? [supporting.hit] : paired && answersEmbedded(paired) ? paired : universal ? [universal.hit] : null;
    // A name the premise gives that the sentences never say, nor stand for, is not borne out.
    const context = new Set(found?.flatMap((hit) => [...this.affidavit.index.contextOf(hit.index), ...this.ourNames(hit.text)]));
    // Nor is what the premise says of "the man" by a sentence about another person ("her son").
    const confirmed = found && namesLeftOut(premise, found.map((hit) => hit.text), context).length === 0 && !found.every((hit) => aboutAnotherPerson(core, hit.text, this.affidavit.index.personNounsOf(hit.index))) ? found : null;
    // "I do not recall whether the alarm was on" holds the premise only to say it is not known, and
    // "I cannot rule out that he slipped" only as possible: it is said as it stands, with no yes;
    // unless the premise holds it open too ("You can't rule out that he slipped?").
    const act = predicateOf(core)?.lemma;
    if (confirmed && act !== undefined && !leavesTheActOpen(core, act) && confirmed.every((hit) => leavesTheActOpen(hit.text, act))) {
      return { text: confirmed.map((hit) => hit.text).join(' '), kind: 'unknown', sources: confirmed.map((hit) => hit.index) };
    }
    // "You told us you went every week, and that's right" vouches for what was said as well: the
    // saying borne out, the witness tells it as it stands and says nothing of whether it was so.
    if (confirmed && vouchesForWhatWasSaid(premise)) return { text: confirmed.map((hit) => hit.text).join(' '), kind: 'narrative', sources: confirmed.map((hit) => hit.index) };
    if (confirmed) {
      // Of two sentences, the one that says the act says its details; the other may only lend them.
      const sayingTheAct = confirmed.length > 1 ? confirmed.filter((hit) => this.holdsPredicate(core, [hit])) : confirmed;
      // The act told with another participant where the premise names its own ("reaching the boiler"
      // for "reaching the kitchen", "to Mr. Pike" for "to Mr. Hale") does not bear it out: a rival
      // of the same kind is a correction; one of another kind leaves the premise's own unknown.
      if (!premiseNegated && sayingTheAct.length > 0) {
        const filled = sayingTheAct.map((hit) => fillsTheRoleWithAnother(premise, hit.text, this.affidavit.index.contextOf(hit.index)));
        if (filled.every((how) => how === 'rival')) return { text: style.terse ? 'No.' : `No. ${sayingTheAct[0]!.text}`, kind: 'correct', sources: [sayingTheAct[0]!.index] };
        if (filled.every((how) => how !== null)) return this.silent(style);
      }
      // The act told as gone to, or done at, another place ("to my studio" for "to your house") bears out no place asked: it is told as it stands.
      if (sayingTheAct.length > 0 && sayingTheAct.every((hit) => namesAnotherPlace(premise, hit.text, this.affidavit.index.contextOf(hit.index)))) {
        return { text: sayingTheAct[0]!.text, kind: 'narrative', sources: [sayingTheAct[0]!.index] };
      }
      // A figure that replaced a first telling is stated by the sentence that revised it ("When I measured it again, it was 5 centimetres").
      // A sentence with no revision is its own revision: it is the evidence once, not twice over.
      // Twice over, the evidence was a text of its own ("S S") that the tagger read afresh for
      // nearly every confirmed premise; once, it is the sentence with its day, as a rule read already.
      const revised = (hits: readonly RetrievedSentence[]) => hits.map((hit) => this.asRevised(premise, hit));
      if (this.unstated(premise, [...sayingTheAct, ...revised(sayingTheAct).filter((hit) => !sayingTheAct.includes(hit))], [...confirmed, ...hits.slice(0, 2)]).length > 0 || this.namedMoreNarrowly(premise, sayingTheAct)) {
        return { text: `I can't say about that detail. ${confirmed[0]!.text}`, kind: 'narrative', sources: [confirmed[0]!.index] };
      }
      return this.confirmWith(revised(confirmed), premiseNegated, style);
    }
    // Part of the premise is there, part is not: the witness tells what it knows, without a yes,
    // with the best sentence that speaks to it. A sentence about another thing of the premise's kind
    // ("the loyalty card records" for "the phone records") speaks to nothing asked; and an act of
    // the witness's own ("You tested the oak…", "Did you report the alarm?") only by a sentence
    // the witness says of itself, which holds what the act is done to as done to, not as the doer
    // of an act of its own ("a reach truck had struck the racking" to "Did you drive the reach
    // truck?"), nor only the act done to something else ("I examined the bench" to "Did you have
    // the wiring tested?").
    // A sentence that shares only the premise's subject says nothing of what is asserted of it:
    // "Was the fan motor still under warranty?" is not answered by when the motor burned out;
    // nor does one about another person ("her son had a bag") speak to "the man", nor the act
    // told of another party ("I did not sign the book" to "Did Mr. Farrow sign it?").
    const ownAct = /^you\b/i.test(core.trim());
    const told = hits.find(
      (hit) =>
        hit.score >= SILENT_BELOW &&
        ofTheTimeAsked([hit]) &&
        this.holdsMoreThanSubject(core, hit) &&
        this.holdsWhatWasSaid(core, hit) &&
        answersEmbedded([hit]) &&
        // …and of what it asks: "I asked him to step out of the car" gives a place, but none of where he had dinner.
        (embedded === null || this.affidavit.support(embedded.clause, hit.index) > 0) &&
        !namesAnotherOfTheKind(premise, hit.text) &&
        !aboutAnotherPerson(core, hit.text, this.affidavit.index.personNounsOf(hit.index)) &&
        !onlyAnotherPartysAct(core, hit.text) &&
        !this.actOnlyAsked(core, hit.text) &&
        (!asksWhether || this.speaksOfTheAct(core, hit)) &&
        // Whether another did it is not told by the act told of someone else ("I did not ask the
        // roofer to pay" to "Did your insurer pay?"); whether it could have is, by a rival ("Could
        // rust have caused the leak?" to "A split seal caused it").
        !(asksWhether && !couldBe && this.actToldOnlyOfAnother(core, hit.text)) &&
        (!ownAct || this.saysOfItself(hit.text)) &&
        // Whether an act was done asks of the thing it was done to, whoever did it: "Did the officer
        // take photographs at the scene?" is not spoken to by his taking a statement there. An act
        // told with no thing of its own ("He left on his own") still speaks to it.
        (!(ownAct || (asksWhether && this.actsOnAnotherThing(core, hit.text))) || speaksOfWhatItIsDoneTo(core, hit.text, this.affidavit.index.contextOf(hit.index))),
    );
    return told ? { text: told.text, kind: 'narrative', sources: [told.index] } : this.silent(style);
  }

  /**
   * The sentences telling the two acts a premise orders ("You went to the police before you went
   * back to the shop"), the one done first first, when each tells its act on a day of its own
   * (or one it points back to) and those days put the acts the other way round; else null.
   * A sentence tells an act when it says the act's verb, not denied, or names every thing the
   * act is said of ("found my mother's cheque book" for "checked your mother's cheque book").
   */
  private orderAgainstTheDays(premise: string): number[] | null {
    const acts = orderedActs(premise);
    if (!acts) return null;
    // Every one of the few sentences nearest the act that tells it: the nearest may only deny it
    // of another thing ("I did not post a correction" to "you posted"), and an act told twice
    // ("I phoned him on 2 January… I phoned him again that afternoon") was done on each day.
    const tellingsOf = (act: string) => {
      const said = tokensOf(act);
      const verb = predicateOf(act);
      const things = said.filter((token) => token.pos === 'NOUN' && token.content);
      // Its things alone tell it only in the nearest sentence: "left the bike with me" names the
      // bike of "you handed the bike back" too.
      const tells = (sentence: readonly Token[], nearest: boolean) =>
        (verb?.pos === 'VERB' && sentence.some((token) => token.pos === 'VERB' && !token.negated && (token.lemma === verb.lemma || relatedLemmas(verb.lemma, 'v').has(token.lemma)))) ||
        (nearest && things.length > 0 && things.every((thing) => sentence.some((token) => token.lemma === thing.lemma)));
      return this.retrieveAny([act], 3)
        .filter((hit, rank) => hit.score >= SILENT_BELOW && tells(tokensOf(hit.text), rank === 0))
        .map((hit) => hit.index);
    };
    const first = tellingsOf(acts.earlier);
    const second = tellingsOf(acts.later);
    if (first.length === 0 || second.length === 0 || first.some((index) => second.includes(index))) return null;
    const dated = (index: number) => `${this.affidavit.sentences[index]!} ${this.affidavit.index.dayOf(index) ?? ''}`;
    return first.every((earlier) => second.every((later) => toldOnALaterDay(dated(earlier), dated(later)))) ? [second[0]!, first[0]!] : null;
  }

  /**
   * The sentence in which the witness says it does not know what the premise says it did not, or
   * did, know: the sentence holds that thing ("who broke the window"), with no rival detail.
   */
  private notKnownAlike(whole: string, premiseNegated: boolean, hits: readonly RetrievedSentence[]): RetrievedSentence | null {
    // A clause of time put first only says when: "When you came back you were sure…" claims the knowing.
    const premise = withoutFrontedClause(whole);
    const ownAct = /^you\b/i.test(premise.trim());
    const unknown = ownAct ? (premiseNegated ? notKnown(premise) : knownClaim(premise)) : null;
    if (!unknown) return null;
    return (
      hits.find((hit) => {
        const saysItDoesNotKnow = hit.score >= SILENT_BELOW && this.saysOfItself(hit.text) && notKnown(hit.text) !== null;
        // The clause of time left out still says when: a rival date in it is still a rival ("When he called you on the 28th…" to "…on the 21st").
        const whenRivalled = premise !== whole && this.contradicts(whole, premiseNegated, hit) === 'detail';
        return saysItDoesNotKnow && this.affidavit.support(unknown, hit.index) >= CONFIRM_SUPPORT && this.contradicts(unknown, false, hit) !== 'detail' && !whenRivalled;
      }) ?? null
    );
  }

  /**
   * Whether the sentence holds the premise but for the details it gives rivals of. A detail said in
   * many words weighs as many ("at about half past seven" against "…collected the bag at about
   * 6:40 p.m."), and the rest of the premise is what ties the rival to it.
   */
  private holdsAllButItsRivals(premise: string, hit: RetrievedSentence): boolean {
    const rivals = contradictedDetails(premise, hit.text, this.affidavit.index.contextOf(hit.index));
    if (rivals.length === 0) return false;
    const rest = withoutDetails(premise, rivals);
    return rest !== premise && this.affidavit.support(rest, hit.index) >= DENY_SUPPORT;
  }

  /** Whether the sentence holds the premise but for the day it tells from another act ("the day after the crash"). */
  private holdsAllButTheDay(premise: string, hit: RetrievedSentence): boolean {
    const days = detailsOf(premise).filter((detail) => detail.cls === 'relativeDay');
    return days.length > 0 && this.affidavit.support(withoutDetails(premise, days), hit.index) >= DENY_SUPPORT;
  }

  /**
   * The names of the witness's own firm, from its role ("Sales manager, Lakeshore Auto Sales"),
   * when the sentence speaks as "we" or "our": "We run a history report on most cars we buy"
   * tells what Lakeshore does. None for a sentence that does not.
   */
  private ourNames(text: string): string[] {
    if (!tokensOf(text).some((token) => FIRST_PERSON_PLURAL.has(token.lower))) return [];
    return tokensOf(this.spec.role)
      .filter((token) => token.pos === 'PROPN')
      .map((token) => token.lower);
  }

  /**
   * The premise's details (a day, a time, a number) that neither the confirming sentences say
   * nor another of the best sentences says of the same thing: "On Monday I took readings" lends
   * "Monday" to "before you took the Monday readings", but "On Thursday I met him" lends nothing
   * to "you replied on the Thursday".
   */
  private unstated(premise: string, confirmed: readonly RetrievedSentence[], lenders: readonly RetrievedSentence[]): Detail[] {
    const own = confirmed.flatMap((hit) => [this.affidavit.index.dayOf(hit.index) ?? '', hit.text]).join(' ');
    return unstatedDetails(premise, own).filter(
      (detail) =>
        !lenders.some((hit) => {
          const lemmas = this.affidavit.index.lemmasOf(hit.index);
          const said = statedDetails(premise, `${this.affidavit.index.dayOf(hit.index) ?? ''} ${hit.text}`).some((other) => other.cls === detail.cls && other.value === detail.value);
          return said && [...detail.anchors].some((anchor) => !anchor.startsWith('@') && lemmas.has(anchor));
        }),
    );
  }

  /**
   * Whether the premise names a thing more narrowly than the sentences that bear it out, which
   * name only its kind: "came on a flatbed" against "arrived on a curtain-sided lorry" (a flatbed
   * is a lorry, but this lorry may not be one). The witness cannot say yes to what it never said.
   */
  private namedMoreNarrowly(premise: string, hits: readonly RetrievedSentence[]): boolean {
    const lemmas = new Set(hits.flatMap((hit) => [...this.affidavit.index.lemmasOf(hit.index)]));
    const kinds = hits.flatMap((hit) => tokensOf(hit.text).filter((token) => token.pos === 'NOUN' && token.content)).map((token) => token.lemma);
    return tokensOf(premise).some(
      (token) =>
        token.pos === 'NOUN' &&
        token.content &&
        !lemmas.has(token.lemma) &&
        ![...relatedLemmas(token.lemma, 'n')].some((related) => lemmas.has(related)) &&
        kinds.some((kind) => kind !== token.lemma && isKindOf(token.lemma, kind)),
    );
  }

  /**
   * The sentence that dates the day a premise points back to without naming one ("You wrote it
   * that evening", "the same day"), weighed against a sentence that names only a day of the week
   * ("I wrote my report on the Monday"): the day most of the account happened on. A day of the
   * week alone is told from the account's own day; a sentence with a date may well be the day the
   * premise means ("that night" of "on Friday 8 November I locked up"), and one that points back
   * too ("that night") is taken to mean the premise's day.
   */
  private dayPointedBackTo(premise: string, hit: RetrievedSentence): string | undefined {
    const days = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'date' || detail.cls === 'weekday');
    const told = days(hit.text);
    if (!pointsBackToADay(premise) || days(premise).length > 0 || told.length === 0 || told.some((detail) => detail.cls === 'date')) return undefined;
    return this.affidavit.index.mainDay();
  }

  /**
   * The sentence that names the day a correcting sentence points back to, when that day is what
   * it corrects ("On the Tuesday?" against "On Monday 24 March… At 8:05 that morning I emailed…").
   */
  private dayCorrects(premise: string, hit: RetrievedSentence): number | null {
    const day = this.affidavit.index.dayOf(hit.index);
    // Only a premise that names a day can be corrected by one: "He was working alone" is not.
    const namesADay = detailsOf(premise).some((detail) => detail.cls === 'date' || detail.cls === 'weekday');
    if (day === undefined || !namesADay || contradictedDetails(premise, hit.text, this.affidavit.index.contextOf(hit.index)).length > 0) return null;
    return this.affidavit.sentences.indexOf(day);
  }

  /** "Yes." (or "That's right." to a negated premise), with the sentence that bears it out when the witness says more. */
  private confirmWith(hits: readonly RetrievedSentence[], premiseNegated: boolean, style: Style): AnswerDecision {
    const yes = style.poorMemory ? 'I believe so.' : premiseNegated ? "That's right." : 'Yes.';
    return { text: style.elaborate ? [yes, ...hits.map((hit) => hit.text)].join(' ') : yes, kind: 'confirm', sources: hits.map((hit) => hit.index) };
  }

  /**
   * Whether the sentences say what the premise asserts: its first main verb, or with none the
   * noun or adjective it says of its subject ("still under warranty"), itself or a related word.
   */
  private holdsPredicate(premise: string, hits: readonly RetrievedSentence[]): boolean {
    const predicate = predicateOf(premise);
    if (!predicate) return true;
    const tokens = tokensOf(premise);
    // "Your fee comes to $2,960" tells no act, only the amount, as "is $2,960" would: its details decide.
    if (amountsTo(tokens, tokens.indexOf(predicate))) return true;
    // An act is said by a verb, or by a noun something is done as ("ran a test"): not by a noun
    // that is itself the doer or the topic ("the test cannot show…" tells of no testing).
    const lemmas = new Set(
      hits.flatMap((hit) => {
        const notActs = predicate.pos === 'VERB' ? nounsNoActIsDoneAs(tokensOf(hit.text)) : null;
        return [...this.affidavit.index.lemmasOf(hit.index)].filter((lemma) => !notActs?.has(lemma));
      }),
    );
    // A phrasal verb means what its verb alone does not ("turned down" an offer is "refused" it,
    // never "moved" it): it is looked for as itself and its own related words.
    const phrase = phrasalVerbs(tokens).get(tokens.indexOf(predicate));
    const forms = phrase ? [phrase, ...relatedLemmas(phrase, 'v')] : [predicate.lemma, ...relatedLemmas(predicate.lemma, wordNetPos(predicate.pos))];
    return (
      forms.some((form) => lemmas.has(form)) ||
      (phrase !== undefined && hits.some((hit) => saysThePhraseByItsVerb(phrase, predicate.lemma, hit.text))) ||
      (predicate.pos === 'VERB' && hits.some((hit) => doerOf(predicate.lemma, tokensOf(hit.text)) !== null)) ||
      hits.some((hit) => this.actInOtherWords(premise, hit.text) !== null || actNamedByTheNoun(premise, hit.text) !== null || broaderActDenied(premise, hit.text) !== null)
    );
  }

  /** Whether the sentence says the premise's act only in a quotation ('he searched for "how to delete it"'), which tells it neither way. */
  private actOnlyQuoted(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act) return false;
    const tokens = tokensOf(text);
    return insideQuotation(tokens, tokens.indexOf(act));
  }

  /** Whether the sentence says the premise's act only as what the speaker would not do (`moodAt`: "I would not sell one"). */
  private actOnlyUnwilling(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act) return false;
    const tokens = tokensOf(text);
    return moodAt(tokens, tokens.indexOf(act)) === 'unwilling';
  }

  /** The sentence's verb that says the premise's act, in its own word, a related one or other words, or null. */
  private actToken(premise: string, text: string): Token | null {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB') return null;
    const related = relatedLemmas(predicate.lemma, 'v');
    // The act's own word before a related one: "He said something, and I told him…" tells the
    // telling with "told", not with "said".
    const verbs = tokensOf(text).filter((token) => token.pos === 'VERB');
    return verbs.find((token) => token.lemma === predicate.lemma) ?? verbs.find((token) => related.has(token.lemma)) ?? this.actInOtherWords(premise, text) ?? actNamedByTheNoun(premise, text) ?? broaderActDenied(premise, text);
  }

  /**
   * The sentence's verb that says the premise's act in other words ("I rang him" for "you phoned
   * him", "I handed the keys back" for "you returned the keys", "I kept 400 pounds" for "he held
   * back 400 pounds"), or null.
   */
  private actInOtherWords(premise: string, text: string): Token | null {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB') return null;
    const premiseTokens = tokensOf(premise);
    const sentence = tokensOf(text);
    // A premise's score, its contradiction and its predicate each ask this of the same sentence.
    let bySentence = actsInOtherWords.get(premiseTokens);
    if (!bySentence) actsInOtherWords.set(premiseTokens, (bySentence = new Map()));
    const known = bySentence.get(sentence);
    if (known !== undefined) return known;
    const found = verbInOtherWords(premiseTokens, premiseTokens.indexOf(predicate), sentence);
    bySentence.set(sentence, found);
    return found;
  }

  /**
   * A retrieved sentence scored with the premise's act read as the sentence words it, as a
   * related word counts for less than the word itself: "you returned the keys" is held in full by
   * "I handed the keys back".
   */
  private scoredAsSaid(premise: string, hit: RetrievedSentence): RetrievedSentence {
    const asSaid = this.premiseAsSaid(premise, hit);
    return asSaid === premise ? hit : { ...hit, score: Math.max(hit.score, this.affidavit.support(asSaid, hit.index)) };
  }

  /**
   * The premise with its acts in the sentence's words, where the sentence says them in other
   * words; else the premise. Its main act first, then the acts of its other clauses: "Mr. Rudd told
   * you he'd shot at a deer" is held in full by "Mr. Rudd told me he had fired at a deer".
   */
  private premiseAsSaid(premise: string, hit: RetrievedSentence): string {
    // The same premise is put in one sentence's words several times over a question (to score
    // the sentence, to read its rival details, to weigh a pair), and each time it read the
    // sentence's verbs against WordNet again: it depends on the two texts alone.
    const key = `${hit.index}\u0000${hit.text}\u0000${premise}`;
    let asSaid = this.premisesAsSaid.get(key);
    if (asSaid === undefined) this.premisesAsSaid.set(key, (asSaid = this.otherActsAsSaid(this.mainActAsSaid(premise, hit), hit)));
    return asSaid;
  }

  /**
   * The text with each verb besides its predicate that the sentence does not use put in the
   * sentence's words for the same act; the text itself when there is none. The predicate has
   * readings of its own (a noun for the act, a doer) that `mainActAsSaid` weighs.
   */
  private otherActsAsSaid(text: string, hit: RetrievedSentence): string {
    const tokens = tokensOf(text);
    const predicate = predicateOf(text);
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    // Only where every person and thing the text names is the sentence's too: an act in other
    // words weighs as much as the word itself, and would let another thing ("at a badger" for "at
    // a fox") pass in the rest.
    const context = this.affidavit.index.contextOf(hit.index);
    const held = (token: Token) => lemmas.has(token.lemma) || context.has(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => lemmas.has(related));
    if (!tokens.every((token) => !token.content || !['NOUN', 'PROPN', 'NUM'].includes(token.pos) || held(token))) return text;
    const sentence = tokensOf(hit.text);
    let changed = false;
    const words = tokens.map((token, at) => {
      if (token === predicate || token.pos !== 'VERB' || !token.content || lemmas.has(token.lemma)) return token.text;
      const said = verbInOtherWords(tokens, at, sentence);
      if (!said) return token.text;
      changed = true;
      return said.text;
    });
    return changed ? words.join(' ') : text;
  }

  /** The premise with its main act in the sentence's words, when the sentence says it in other words; else the premise. */
  private mainActAsSaid(premise: string, hit: RetrievedSentence): string {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB' || this.affidavit.index.lemmasOf(hit.index).has(predicate.lemma)) return premise;
    // The opposite act done by the same doer ("I rejected it" to "You accepted it") stands for the
    // act in weighing how much of the premise the sentence speaks to: it answers the act, the other way.
    const act = this.actInOtherWords(premise, hit.text) ?? oppositeActIn(premise, hit.text);
    if (act) return tokensOf(premise).map((token) => (token === predicate ? act.text : token.text)).join(' ');
    // "You ran no test on the bags" is said "I did not test the bags": the verb the noun names stands for both.
    const named = actNamedByTheNoun(premise, hit.text);
    const tokens = tokensOf(premise);
    const noun = named ? nounNamingTheAct(tokens, tokens.indexOf(predicate)) : null;
    if (named && noun) return tokens.flatMap((token) => (token === predicate ? [named.text] : token === noun ? [] : [token.text])).join(' ');
    // "You managed the yard" is held by "I have been the yard manager": the doer stands for the act.
    const standIn = broaderActDenied(premise, hit.text) ?? doerOf(predicate.lemma, tokensOf(hit.text));
    return standIn ? tokens.map((token) => (token === predicate ? standIn.text : token.text)).join(' ') : premise;
  }

  /**
   * Whether a sentence holds a word of what the premise says of its subject: its predicate or a
   * word after it ("kept going to the knife" → knife; "still under warranty" → warranty), itself
   * or in a related word.
   */
  private holdsMoreThanSubject(premise: string, hit: RetrievedSentence): boolean {
    const predicate = predicateOf(premise);
    if (!predicate) return true;
    const tokens = tokensOf(premise);
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const held = (token: Token) => lemmas.has(token.lemma) || [...relatedLemmas(token.lemma, wordNetPos(token.pos))].some((related) => lemmas.has(related));
    // "Is there a gate at the end of the passage?" asks whether the gate is there: the rest only
    // says where, and a sentence about the passage without it says nothing of the gate.
    if (tokens[0]?.lower === 'there') return held(predicate);
    // When it happened says nothing of what: "Had you complained before September 2024?" is not
    // spoken to by what happened on 2 September 2024.
    return tokens.slice(tokens.indexOf(predicate)).some((token) => token.content && token.pos !== 'NUM' && !saysWhen(token) && held(token));
  }

  /**
   * For a premise about saying or asking something ("Did you ask him where he was going?", "Did
   * she tell you why?"): whether the sentence holds the saying and a word of what was said. Asking
   * about something else ("I asked whether he had been drinking") tells nothing of it, nor does
   * what was said without the saying ("I arrested him for drunk driving"). The one spoken to (a
   * name, a pronoun, "the officer") is not what was said. True for any other premise.
   */
  private holdsWhatWasSaid(premise: string, hit: RetrievedSentence): boolean {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB' || !REPORTING_VERBS.has(predicate.lemma)) return true;
    const tokens = tokensOf(premise);
    const at = tokens.indexOf(predicate);
    // Someone saying something: a person says it ("The order told you…" is what a document says,
    // which a witness may tell in its own way), and says a clause, with a verb of its own ("where he
    // was going", "that it was late"), not only a thing ("wrote that entry").
    const subject = subjectBefore(tokens, at);
    const byAPerson = subject !== null && (personOf(subject) !== undefined || tokens.some((token) => token.lemma === subject && (token.pos === 'PROPN' || namesAPerson(token.lemma))));
    const after = tokens.slice(at + 1);
    const saysAClause = after.some((token) => token.pos === 'VERB' || token.pos === 'AUX');
    if (!byAPerson || !saysAClause) return true;
    // Nor is when it was said ("on 19 September", "that Friday"): "I told him on 19 September
    // what the valuer had said" holds the day, and nothing of "he told you that day it was forged".
    const said = after
      .filter((token) => token.content && token.pos !== 'PROPN' && personOf(token.lower) === undefined && !(token.pos === 'NOUN' && namesAPerson(token.lemma)) && !saysWhen(token));
    if (said.length === 0) return true;
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const holds = (token: Token) => lemmas.has(token.lemma) || [...relatedLemmas(token.lemma, wordNetPos(token.pos))].some((related) => lemmas.has(related));
    return this.holdsPredicate(premise, [hit]) && said.some(holds);
  }

  /**
   * For a premise of what was said or written ("You noted that the post was pine", "Your report
   * said the post was pine"): whether the sentence holds the state the said clause puts, as the
   * premise's own predicate must be held ("made of oak" bears out no "pine"). A clause with a
   * figure is left to its figures ("it was 55 percent full" to "I said it was 55 percent").
   */
  private holdsTheStateSaid(premise: string, hit: RetrievedSentence): boolean {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB') return true;
    const tokens = tokensOf(premise);
    const at = tokens.indexOf(predicate);
    if (!tellsContent(tokens, at)) return true;
    // What was said starts after its "that", when it has one ("noted in your report that…").
    const that = tokens.findIndex((token, index) => index > at && token.lower === 'that');
    const saidTokens = tokens.slice((that < 0 ? at : that) + 1);
    // Only a said clause with a subject of its own ("the post was pine"), not an act the verb
    // takes ("agreed to give blood") nor a thing ("mentioned the game to the police").
    const verbAt = saidTokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
    if (verbAt < 0 || !saidTokens.slice(0, verbAt).some((token) => token.pos === 'NOUN' || token.pos === 'PRON' || token.pos === 'PROPN')) return true;
    const said = saidTokens.map((token) => token.text).join(' ');
    const state = predicateOf(said);
    if (!state || figuresOf(said).length > 0) return true;
    return this.holdsPredicate(said, [hit]);
  }

  /**
   * A premise is confirmed only when its predicate is (the first content verb, or a related word of
   * it: "stopped at the red light" is not "ran the red light"), and, when it is about the witness,
   * only by a sentence the witness says of itself ("I", "me", "my"), not of someone else.
   */
  private supportsWhole(premise: string, hits: readonly RetrievedSentence[]): boolean {
    const premiseTokens = tokensOf(premise);
    // Some sentence must say the act itself: not only what someone reported, nor only another
    // party's act, nor only what another person was doing while the one asked did something else.
    const otherParts = (lemma: string) => this.affidavit.index.otherPartsOfName(lemma);
    const sayIt = hits.filter((hit) => !this.onlyReported(premise, hit.text) && !onlyAnotherPartysAct(premise, hit.text) && !saidOnlyOfAnother(premise, hit.text, this.affidavit.index.contextOf(hit.index), otherParts) && !this.actOnlySetFor(premise, hit.text) && !this.actOnlyPossible(premise, hit.text) && !this.actOnlyHabitual(premise, hit.text));
    if (hits.some((hit) => placedOnlyAtItsTime(premise, hit.text) || namesOnlyAnotherOf(premise, hit.text))) return false;
    if (!this.holdsPredicate(premise, hits) || sayIt.length === 0 || !this.holdsPredicate(premise, sayIt)) return false;
    // The witness only as the one another's act is done to, right after its verb ("He told you he
    // had left", "The nurse handed you the chart"), may go unsaid: "He said he had left".
    // Not a "you" that opens a clause of its own ("Before the alarm sounded you asked him…").
    const predicate = predicateOf(premise);
    const at = predicate && predicate.pos === 'VERB' ? premiseTokens.indexOf(predicate) : -1;
    const opensClause = (index: number) => ['VERB', 'AUX'].includes(premiseTokens[index + 1]?.pos ?? '');
    const objectAt = at >= 0 && !opensClause(at + 1) ? at + 1 : -1;
    // "Your" before the verb only says whose its doer is ("No one else on your staff checked it",
    // "Your guideline puts…"): the act is the subject's, and a sentence that gives that thing to
    // another ("her guideline") does not bear it out.
    // With no verb for the act, the copula stands where the verb would ("Your staff were on the floor").
    const verbAt = at >= 0 ? at : premiseTokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
    const ownerOfDoer = (index: number) => (premiseTokens[index]!.lower === 'your' || premiseTokens[index]!.lower === 'my') && verbAt >= 0 && index < verbAt;
    // A clause that only sets the scene by the witness's own coming or seeing ("The gate was open
    // when you got there", "He was steady on his feet when you saw him") says when, not what the
    // witness did: the premise is about the gate, or him.
    const scene = sceneClauseStart(premiseTokens);
    // Nor is the witness named only as the one another's quality was shown towards ("He was
    // polite with you"): the premise is about him, and is not borne out by his quality towards another.
    const towardsTheWitness = (index: number) => witnessOnlyAsWhomAQualityIsTowards(premiseTokens, index);
    if (premiseTokens.some((token, index) => towardsTheWitness(index)) && hits.some((hit) => qualityToldTowardsAnother(premiseTokens, tokensOf(hit.text)))) return false;
    const aboutWitness = premiseTokens.some((token, index) => index !== objectAt && index < scene && (token.lower === 'you' || token.lower === 'your' || token.lower === 'i' || token.lower === 'my') && !ownerOfDoer(index) && !towardsTheWitness(index));
    if (premiseTokens.some((token, index) => ownerOfDoer(index)) && hits.some((hit) => ownedByAnother(premiseTokens, hit.text))) return false;
    // A "your" after the verb, on the thing another's act is done to or goes to ("She asked for a
    // change to your draft", "He drove her to your office"), leaves the act the other's: the
    // sentence may name the thing without the witness ("the draft", "there"), so long as it names
    // that thing and gives it no other owner.
    const ownerOfAThing = (index: number) => verbAt >= 0 && index > verbAt && nounOwnedAt(premiseTokens, index) !== null;
    const onlyAsOwner = aboutWitness && !premiseTokens.some((token, index) => index !== objectAt && index < scene && ['you', 'your', 'i', 'my'].includes(token.lower) && !ownerOfDoer(index) && !ownerOfAThing(index));
    if (onlyAsOwner && this.holdsTheWitnesssThings(premiseTokens, hits)) return true;
    return !aboutWitness || hits.some((hit) => this.holdsPredicate(premise, [hit]) && this.tellsTheActOfItself(premise, hit.text) && !this.actOnlyAsked(premise, hit.text));
  }

  /**
   * Whether the sentences name each thing the premise calls the witness's ("your studio"), by its
   * own or a related word or a word that points back to it ("there"), as no one else's: "He
   * brought it there", after "my studio", is no "he brought it to your house".
   */
  private holdsTheWitnesssThings(premiseTokens: readonly Token[], hits: readonly RetrievedSentence[]): boolean {
    const named = (thing: string) => hits.some((hit) => [thing, ...relatedLemmas(thing, 'n')].some((form) => this.affidavit.index.lemmasOf(hit.index).has(form) || this.affidavit.index.contextOf(hit.index).has(form)));
    return [...witnesssThings(premiseTokens)].every(named) && !hits.some((hit) => ownedByAnother(premiseTokens, hit.text));
  }

  /**
   * Whether the sentence tells the premise's act only as what might, should or must be, or might
   * have been ("I thought he might be reading the meters", "it may well bite a stranger", "I should
   * have checked"): that says neither that it was done nor that it was not, unless the premise puts
   * it under a modal too. A hedged denial ("I may not remember every word") still says what the
   * witness does not do; "could see" tells the seeing.
   */
  private actOnlyPossible(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act || act.negated) return false;
    const tokens = tokensOf(text);
    const premiseTokens = tokensOf(premise);
    const predicate = predicateOf(premise);
    const premiseMoodOf = predicate ? moodAt(premiseTokens, premiseTokens.indexOf(predicate)) : 'plain';
    return moodAt(tokens, tokens.indexOf(act)) === 'modal' && premiseMoodOf !== 'modal';
  }

  /** Whether the sentence tells the premise's act only as a habit of most cases ("We run a report on most cars"), which bears out no one case. */
  private actOnlyHabitual(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act || speaksOfMostCases(premise)) return false;
    const tokens = tokensOf(text);
    return toldOfMostCases(tokens, tokens.indexOf(act));
  }

  /**
   * Whether the sentence tells the premise's act only as what someone was let, asked or told to
   * do ("I did not allow the tenants to park there", "I asked him to leave"): that says neither
   * that it was done nor that it was not, unless the premise is about the letting or asking.
   */
  private actOnlySetFor(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act) return false;
    const tokens = tokensOf(text);
    const setting = verbSettingAnotherTo(tokens, tokens.indexOf(act));
    return setting >= 0 && !tokensOf(premise).some((token) => token.lemma === tokens[setting]!.lemma || relatedLemmas(token.lemma, 'v').has(tokens[setting]!.lemma));
  }

  /**
   * Whether the sentence speaks of the act a plain question asks about, when that is an act (a
   * verb with content): the act itself, a related word or other words for it. "Have you ever used
   * one at home?" is not spoken to by the model still being on sale, nor "Did he know that she used
   * the computer?" by her using it.
   */
  private speaksOfTheAct(premise: string, hit: RetrievedSentence): boolean {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB') return true;
    if (this.holdsPredicate(premise, [hit])) return !onlyAsTheTimeOfAnother(predicate.lemma, hit.text);
    // Or of the things the act is said of, two or more, all together, in other words for the act:
    // "Have you ever looked at Ashgrove's kiln records?" is answered by "I have never seen their
    // kiln records". One thing alone is in any sentence about it ("Did you weigh the sealing
    // ring?"), and a verb that takes a clause ("Did he know that…") is its own act. Only what the
    // act is done to counts: its doer, and a clause of its own ("warned about starting the
    // crusher"), are in any sentence that tells the doer doing that other act.
    const tokens = tokensOf(premise);
    if (takesAClause(tokens, tokens.indexOf(predicate))) return false;
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const context = this.affidavit.index.contextOf(hit.index);
    const nominal = (token: Token | undefined) => token !== undefined && (token.pos === 'NOUN' || token.pos === 'PROPN') && token.content;
    const doneTo = whatTheActIsDoneTo(tokens, tokens.indexOf(predicate));
    const things = doneTo.filter((token, at) => nominal(token) && !nominal(doneTo[at + 1]));
    // The witness's own act is told in a clause of the witness's: "Did you photograph his hand?" is
    // not spoken to by "I cannot say whether Mr. Brierley was holding anything in his hand".
    const sentence = tokensOf(hit.text);
    const own = this.ownAct(premise, predicate);
    // An owner ("Ashgrove's") may be named in another clause, or only stood for by a pronoun
    // ("their kiln records"); the thing owned is named in the witness's own.
    const owner = (token: Token) => doneTo[doneTo.indexOf(token) + 1]?.lower === "'s";
    const inMyClause = (token: Token) => {
      const forms = new Set([token.lemma, ...relatedLemmas(token.lemma, 'n')]);
      const at = sentence.flatMap((word, index) => (forms.has(word.lemma) ? [index] : []));
      return !own || owner(token) || at.some((index) => ['i', 'we'].includes(subjectOfClauseAt(sentence, index) ?? 'i'));
    };
    const named = (token: Token) => lemmas.has(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => lemmas.has(related));
    const held = (token: Token) => named(token) || (context.has(token.lemma) && (!own || owner(token)));
    return things.length >= 2 && things.every((token) => held(token) && (!named(token) || inMyClause(token)));
  }

  /** Whether the premise's act is done to the witness, with no doer named: "You were disciplined". */
  private doneToTheWitness(premise: string, predicate: Token): boolean {
    const telling = clausesOf(premise).find((clause) => clause.verb === predicate.lemma);
    return telling !== undefined && telling.subject === 'i' && telling.passive;
  }

  /** Whether the premise puts its act as the witness's own: "you" is the subject of its clause ("Have you done any work…"). */
  private ownAct(premise: string, predicate: Token): boolean {
    const telling = clausesOf(premise).find((clause) => clause.verb === predicate.lemma);
    return telling ? telling.subject === 'i' && !telling.passive : tokensOf(premise)[0]?.lower === 'you';
  }

  /**
   * Whether the sentence tells the premise's act as the witness's own: where it says the act with a
   * verb, that verb's clause has the witness for its subject ("Two payments were made on a Sunday,
   * when Ms. Pryce does not normally work, from a number I did not recognise" tells of her work, not
   * the witness's); else, whether the sentence speaks of the witness at all.
   */
  private tellsTheActOfItself(premise: string, text: string): boolean {
    const predicate = predicateOf(premise);
    if (!predicate) return this.saysOfItself(text);
    // "You signed it yourself" puts the act as the witness's own: "we signed it" may be another of us.
    const ofTheWitness = (clause: Clause) => clause.subject === 'i' || (clause.subject === 'we' && !doneInPerson(premise, predicate));
    // An act done to the witness ("You were disciplined", "You were told to wait") is not borne out
    // by the witness doing it ("I checked the label": WordNet's "check" is a sense of "discipline").
    if (this.doneToTheWitness(premise, predicate)) {
      const tellings = this.tellingsOf(premise, predicate, text);
      return tellings.length === 0 ? this.saysOfItself(text) : tellings.some((clause) => clause.passive || !ofTheWitness(clause));
    }
    if (!this.ownAct(premise, predicate)) return this.saysOfItself(text);
    const tellings = this.tellingsOf(premise, predicate, text);
    return tellings.length === 0 ? this.saysOfItself(text) : tellings.some(ofTheWitness);
  }

  /** The sentence's clauses whose verb says the premise's act: the act's own word, a related one, or other words for it. */
  private tellingsOf(premise: string, predicate: Token, text: string): readonly Clause[] {
    const forms = new Set([predicate.lemma, ...relatedLemmas(predicate.lemma, wordNetPos(predicate.pos))]);
    const act = this.actToken(premise, text);
    const verbs = new Set(act ? [act.lemma] : tokensOf(text).filter((token) => token.pos === 'VERB' && forms.has(token.lemma)).map((token) => token.lemma));
    return clausesOf(text).filter((clause) => verbs.has(clause.verb));
  }

  /** Whether the sentence tells the premise's act, where it tells it by a verb, only of others than the third party asked about. */
  private actToldOnlyOfAnother(premise: string, text: string): boolean {
    const predicate = predicateOf(premise);
    return predicate !== null && predicate.pos === 'VERB' && toldOnlyOfAnotherDoer(premise, this.tellingsOf(premise, predicate, text), text);
  }

  /**
   * Whether the sentence tells the premise's act only inside a question it embeds ("I did not see
   * who was driving the truck"): what is asked there is asserted of no one, and bears out no
   * "you drove the truck".
   */
  private actOnlyAsked(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    if (!act) return false;
    const tokens = tokensOf(text);
    const at = tokens.indexOf(act);
    const from = Math.max(0, at - 4);
    const asks = tokens.slice(from, at).findIndex((token) => CLAUSE_WH.has(token.lower) || token.lower === 'if');
    if (asks < 0) return false;
    // Asked is what a verb of knowing, seeing or asking takes ("did not see who was driving",
    // "asked him whether"); "at work when the concrete was poured" tells when, and asks nothing.
    const before = tokens.slice(0, from + asks).filter((token) => token.pos !== 'PRON');
    return before.at(-1)?.pos === 'VERB' && !tokens.slice(at + 1).some((token) => token.lemma === act.lemma);
  }

  /**
   * Whether the sentence speaks of the thing the premise is about, when that is a thing and not a
   * person: its subject's noun, a related word, or one a pronoun of the sentence stands for. "The
   * hearing went on for about two hours" is not corrected by how long recordings are kept.
   */
  private speaksOfTheSubject(premise: string, hit: RetrievedSentence): boolean {
    const subject = clausesOf(premise)[0];
    if (!subject || subject.named || personOf(subject.subject) !== undefined || namesAPersonFirst(subject.subject)) return true;
    // The nouns before the premise's verb, all of them: a tagger may take the wrong one for the head
    // ("the petrol can in your shed").
    const tokens = tokensOf(premise);
    const verbAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
    const nouns = tokens.slice(0, verbAt < 0 ? tokens.length : verbAt).filter((token) => token.pos === 'NOUN' && token.content).map((token) => token.lemma);
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const context = this.affidavit.index.contextOf(hit.index);
    const forms = [subject.subject, ...nouns].flatMap((noun) => [noun, ...relatedLemmas(noun, 'n')]);
    return forms.some((form) => lemmas.has(form) || context.has(form));
  }

  /**
   * Whether the sentence holds a thing the premise's act is done to (a noun after its verb that
   * names no person, itself or a related word), or the premise names none: "offered you a coffee"
   * is not held by "did not offer me the cleaning records".
   */
  private holdsWhatItIsDoneTo(premise: string, hit: RetrievedSentence): boolean {
    const predicate = predicateOf(premise);
    if (!predicate || predicate.pos !== 'VERB') return true;
    const tokens = tokensOf(premise);
    const things = whatTheActIsDoneTo(tokens, tokens.indexOf(predicate)).filter((token) => token.pos === 'NOUN' && token.content && !namesAPerson(token.lemma));
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    // "He did not ask me to sign anything" covers a statement: a denial of anything covers every thing.
    const coversAll = tokensOf(hit.text).some((token) => INDEFINITE_PRONOUNS.has(token.lower) || token.lower === 'nothing');
    return things.length === 0 || coversAll || things.some((token) => lemmas.has(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => lemmas.has(related)));
  }

  /**
   * Whether the sentence names, where the premise names a person or thing, its opposite and never
   * the premise's own word: "Mr. Brock's daughter came round" against "Kieran, who is Mr. Brock's
   * son, came round"; "the rear door" against "the front door". WordNet's antonyms of nouns.
   */
  private saysTheOppositeNoun(premise: string, hit: RetrievedSentence): boolean {
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    return tokensOf(premise).some(
      (token) => token.pos === 'NOUN' && token.content && !lemmas.has(token.lemma) && [...antonymLemmas(token.lemma, 'n')].some((opposite) => lemmas.has(opposite)),
    );
  }

  /**
   * Whether the premise speaks of things in the plural ("several invoices", "the photographs")
   * that the sentence counts as exactly one ("one invoice"): one is not more than one.
   */
  private countsOneOfMany(premise: string, text: string): boolean {
    // A plural the premise itself counts one of ("one of your riders") asserts no more than one.
    const countedOne = detailsOf(premise).filter((detail) => detail.cls === 'number' && detail.value === '1').flatMap((detail) => [detail.unit, ...detail.anchors]);
    const plurals = new Set(
      tokensOf(premise)
        .filter((token) => token.pos === 'NOUN' && token.content && token.lower !== token.lemma && !/\d/.test(token.lemma) && !countedOne.includes(token.lemma))
        .map((token) => token.lemma),
    );
    if (plurals.size === 0) return false;
    // A count the sentence sets aside ("from several folders, not from one folder") is not its own.
    return detailsOf(withoutWhatIsSetAside(text)).some((detail) => detail.cls === 'number' && detail.value === '1' && detail.unit !== null && plurals.has(detail.unit));
  }

  /**
   * Whether the sentence says the premise's act only as what someone said ("He said a roofer
   * would come that week" for "A roofer came that week"): what was said is not what was so. A
   * premise about the saying itself ("He told you…") is another matter.
   */
  private onlyReported(premise: string, text: string): boolean {
    const predicate = predicateOf(premise);
    const premiseTokens = tokensOf(premise);
    if (!predicate || predicate.pos !== 'VERB' || premiseTokens.some((token) => token.pos === 'VERB' && REPORTING_VERBS.has(token.lemma))) return false;
    const sentence = tokensOf(text);
    // The act in its own word, however the tagger read it ("that would close up", close as an adjective).
    const at = sentence.findIndex((token) => token.lemma === predicate.lemma || (token.pos === 'VERB' && sameAct(predicate.lemma, token.lemma)));
    return at > 0 && sentence.some((token, index) => index < at && token.pos === 'VERB' && REPORTING_VERBS.has(token.lemma) && this.reportReaches(premise, sentence, index, at));
  }

  /**
   * Whether the report whose verb is at `reporter` holds what the sentence says of the premise's
   * act at `at`: the act is in the report's clause, or, told in a clause of its own after it, only
   * with figures of the premise the report alone gives ("I told her the van left at nine, but the
   * gate record shows 9:40" says nothing of a record showing nine).
   */
  private reportReaches(premise: string, sentence: readonly Token[], reporter: number, at: number): boolean {
    const breakAt = clauseBreakAt(sentence, reporter, at);
    if (breakAt < 0) return true;
    const textOf = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(' ');
    return statedDetails(premise, textOf(sentence.slice(reporter, breakAt))).length > 0 && statedDetails(premise, textOf(sentence.slice(breakAt))).length === 0;
  }

  /**
   * Sentences that say the opposite of the premise's predicate adjective in other words, with the
   * same polarity ("He was rude" against "He was polite"; "He was not rude" against "He was not
   * polite" agrees). Each is scored as if it said the premise's word. Only adjectives: states
   * exclude their opposites, events do not ("he left with you" and "he arrived" both may be so).
   */
  private opposedSentences(premise: string, premiseNegated: boolean): RetrievedSentence[] {
    const premiseTokens = tokensOf(premise);
    const premiseLemmas = new Set(premiseTokens.map((token) => token.lemma));
    const opposed: RetrievedSentence[] = [];
    for (const [at, word] of premiseTokens.entries()) {
      // The tagger reads some adjectives after "be" as nouns ("He was unconscious"): WordNet's
      // adjective with an opposite is the word meant.
      const saidOfTheSubject = word.pos === 'NOUN' && premiseTokens[at - 1]?.lemma === 'be' && !['DET', 'NUM'].includes(premiseTokens[at + 1]?.pos ?? '');
      if (!word.content || (word.pos !== 'ADJ' && !saidOfTheSubject)) continue;
      // "right or wrong" names both sides: neither is asserted.
      const antonyms = new Set([...antonymLemmas(word.lemma, 'a')].filter((antonym) => !premiseLemmas.has(antonym)));
      if (antonyms.size === 0) continue;
      const premiseSide = this.premisePolarity(premiseTokens, word, premiseNegated);
      const premiseSubject = subjectBefore(premiseTokens, premiseTokens.indexOf(word));
      // An adjective before its noun is said of that thing ("the second photographer"), not of the
      // subject: only the same thing given the opposite word opposes it, never another thing ("he
      // left after the first dance"). Unless the thing is what the subject is said to be ("He was a
      // rude man").
      const thing = premiseTokens[at - 1]?.pos === 'DET' && premiseTokens[at - 2]?.lemma === 'be' ? null : nounQualifiedBy(premiseTokens, at);
      const ofTheSameThing = (sentenceTokens: readonly Token[], opposite: Token) => {
        const noun = nounQualifiedBy(sentenceTokens, sentenceTokens.indexOf(opposite));
        return noun !== null && (noun.lemma === thing!.lemma || namesTheSame(thing!.lemma, noun.lemma, 'n'));
      };
      this.affidavit.sentences.forEach((text, index) => {
        const lemmas = this.affidavit.index.lemmasOf(index);
        if (opposed.some((hit) => hit.index === index) || lemmas.has(word.lemma) || ![...antonyms].some((antonym) => lemmas.has(antonym))) return;
        const sentenceTokens = tokensOf(text);
        const opposite = sentenceTokens.find((token) => antonyms.has(token.lemma) && (thing === null || ofTheSameThing(sentenceTokens, token)));
        // Said of the same one ("he was polite" against "he was rude"), not of anything else ("a small scar").
        if (!opposite || opposite.negated !== premiseSide || premiseSubject === null || !sameOne(premiseSubject, subjectBefore(sentenceTokens, sentenceTokens.indexOf(opposite)), sentenceTokens)) return;
        // Scored with every opposed word of the premise read as the sentence's ("rude and uncooperative" as "polite and cooperative").
        const asSaid = premiseTokens.map((token) => (token.pos === 'ADJ' || token === word ? (sentenceTokens.find((other) => antonymLemmas(token.lemma, 'a').has(other.lemma))?.text ?? token.text) : token.text));
        opposed.push({ index, text, score: this.affidavit.support(asSaid.join(' '), index) });
      });
    }
    return opposed;
  }

  /** Whether the premise asserts this word negated: in its own clause, or by the question's negation when nothing later negates. */
  private premisePolarity(premiseTokens: readonly Token[], word: Token, premiseNegated: boolean): boolean {
    // What "without" says was lacking is said negated ("You were without heating", "left without paying").
    if (lackedAfterWithout(premiseTokens, premiseTokens.indexOf(word))) return !premiseNegated;
    // A negation the premise says before the word has already set its scope ("You weren't there
    // when the concrete was poured" denies being there, not the pouring).
    if (premiseTokens.slice(0, premiseTokens.indexOf(word)).some((token) => token.negation)) return word.negated;
    return word.negated || (premiseNegated && !premiseTokens.some((token) => token.negation && premiseTokens.indexOf(token) > premiseTokens.indexOf(word)));
  }

  /**
   * How an affidavit sentence contradicts the premise: a rival detail, the opposite polarity, the
   * absence of what the premise needs ("found no knife", "there was no oncoming traffic"), or not at all.
   */
  private contradicts(premise: string, premiseNegated: boolean, hit: RetrievedSentence): 'detail' | 'polarity' | 'absence' | null {
    // Each act a premise joins on with a subject of its own is asserted too: "The clerk showed you
    // three rings and you bought one" is denied by "…but I did not buy one".
    // Only a polarity counts of those clauses: the first one that denies decides, and the rest go unread.
    return this.contradictsClause(premise, premiseNegated, hit) ?? (joinedClauses(premise).some((clause) => this.contradictsClause(clause, premiseNegated, hit) === 'polarity') ? 'polarity' : null);
  }

  /** How an affidavit sentence contradicts one clause of a premise (`contradicts`). */
  private contradictsClause(premise: string, premiseNegated: boolean, hit: RetrievedSentence): 'detail' | 'polarity' | 'absence' | null {
    // Another person's act is a rival detail too: the one who did it ("Marcus paid" against "I paid").
    // Details are compared with the act in the sentence's own words ("gave the keys back in May" against "handed the keys back on 30 June").
    // A sentence that tells the act only of another party, done or not, gives no rival detail of
    // this one ("I did not know that Mr. Dunmore had reported it" to "Did Mr. Lowe know…?").
    const ofThisAct = this.speaksOfTheSubject(premise, hit) && !onlyAnotherPartysAct(premise, hit.text);
    // Another doer is no rival of an act the premise denies: "You didn't tell her yourself" stands
    // with "Tomasz told her".
    // A figure the sentence puts in place of a first telling has no rival in the figure it replaced.
    // Nor has an act the premise denies in the act done to another one (see toldOfAnotherOne).
    // The rival details are read once, for both tests.
    let details: Detail[] | undefined;
    const rivalDetails = () => (details ??= this.rivalDetails(premise, hit));
    const anotherOne = premiseNegated && ofThisAct && this.toldOfAnotherOneIn(premise, hit, rivalDetails());
    const rivals = () => rivalDetails().filter((detail) => !(anotherOne && ANOTHER_ONE.has(detail.cls)));
    if ((ofThisAct && rivals().length > 0) || (!premiseNegated && anotherActor(premise, hit.text, this.affidavit.index.contextOf(hit.index), this.affidavit.index.personNounsOf(hit.index)))) return 'detail';
    // A figure of a first telling given as the fact, or a later figure as the first telling ("I first said 11 p.m.; the camera shows 10:40"), is a rival detail.
    if (ofThisAct && figureOfTheOtherTelling(premise, this.affidavit.withItsRevision(hit.index))) return 'detail';
    // The same acts the other way round, a part said as the whole, or the act refused, is a rival telling of them.
    // Another count of days from the act the premise counts from is a rival detail, as another date
    // is: the rest of the premise ties it to the act, however the act is worded ("You went out to
    // Alder Road the day after" against "I visited Alder Road…, four weeks after the crash").
    if (ofThisAct && !premiseNegated && hit.score >= DETAIL_DENY_SUPPORT && anotherGapOfDays(premise, hit.text) && this.holdsAllButTheDay(premise, hit)) return 'detail';
    // A premise about what was said is weighed against what the sentence says was said, not the clause that puts it right.
    const said = ofThisAct && !premiseNegated && hit.score >= DENY_SUPPORT ? saidPartOf(premise, hit.text) : hit.text;
    if (ofThisAct && !premiseNegated && hit.score >= DENY_SUPPORT && (reversedOrder(premise, said) || putBeforeItsUntil(premise, said) || anotherGapOfDays(premise, said) || rivalShares(premise, said) || overstatesExtent(premise, said) || repeatsWhatWasDoneOnce(premise, said) || rivalCompany(premise, said) || statesWhollyWhatWasPartly(premise, said) || statesPartlyWhatWasWholly(premise, said) || refusesTheAct(premise, said) || doesTheOppositeAct(premise, said) || deniesItOfTheSubject(premise, said))) return 'detail';
    // A thing set aside by name ("I took a small basket, not a trolley") as what the premise's act
    // is done to is the premise's own word with its rival beside it: like another colour or
    // number, the shared word ties it to the premise, however else the act is worded ("You were
    // pushing a trolley"). Not the premise's subject: "Was the cluster broken?" is not about how
    // its reading was altered ("…, not by fitting a different cluster").
    if (ofThisAct && !premiseNegated && hit.score >= DETAIL_DENY_SUPPORT && namesTheThingSetAside(afterThePredicate(premise), hit.text)) return 'detail';
    // A thing the premise's act went without, given with it in the sentence ("on full pay" to "without pay").
    if (ofThisAct && !premiseNegated && hit.score >= DENY_SUPPORT && givesWhatWasLacking(premise, hit.text)) return 'detail';
    if (rivalOwner(premise, hit.text)) return 'detail';
    // The one the premise sets aside as the doer ("Luis was walking backwards, not you") told doing
    // the act ("I was walking backwards") is a rival doer, whichever way the premise's "not" reads it.
    if (hit.score >= DENY_SUPPORT && setAsideDoerDidIt(premise, hit.text)) return 'detail';
    // A thing the premise calls the witness's own that the sentence gives to another ("my
    // cousin's land" to "your own land") is another owner, as "his" for "yours" is.
    if (ofThisAct && !premiseNegated && hit.score >= DENY_SUPPORT && ownedByAnother(tokensOf(premise), hit.text)) return 'detail';
    if (hit.score >= DENY_SUPPORT && (this.saysTheOppositeNoun(premise, hit) || this.countsOneOfMany(premise, hit.text))) return 'detail';
    if (!premiseNegated && hit.score >= ABSENCE_DENY_SUPPORT && (rivalModifier(premise, hit.text) || namesAnotherRoomOfTheKind(premise, hit.text))) return 'detail';
    if (anotherOne) return null;
    // The opposite state said of the same thing ("the vent was uncovered" to "the vent was covered").
    if (!premiseNegated && hit.score >= ABSENCE_DENY_SUPPORT && saysTheOppositeState(premise, hit.text)) return 'detail';
    // What the subject is said to be, said with "not" ("This was not the first time…").
    if (!premiseNegated && hit.score >= DENY_SUPPORT && deniesTheComplement(premise, hit.text)) return 'polarity';
    // An act given up names the premise's own act, so less of the rest need be said ("I have
    // stopped hanging washing outside" to "You still hang your washing out on dry days").
    if (ofThisAct && !premiseNegated && hit.score >= ABSENCE_DENY_SUPPORT && givesUpTheAct(premise, hit.text)) return 'detail';
    if (hit.score >= DENY_SUPPORT && onlyOneOfMore(premise, hit.text)) return 'detail';
    // "Most of your cases were for owners" against "20 for insurers and four for owners".
    if (!premiseNegated && hit.score >= DENY_SUPPORT && mostDeniedByCounts(premise, hit.text)) return 'detail';
    if (!premiseNegated && this.deniesExistence(premise, hit.text)) return 'absence';
    // "He didn't strike it a second time" denies only the repeat: "He struck it once" bears it out.
    if (premiseNegated && ofThisAct && repeatsWhatWasDoneOnce(premise, hit.text)) return null;
    // "You weren't watching her the whole time" is not denied by her being seen once.
    if (premiseNegated && deniesOnlyTheWholeWhile(premise, hit.text)) return null;
    // Nor "You didn't hear everything they said" by one thing heard.
    if (premiseNegated && deniesOnlyTheWhole(premise, hit.text)) return null;
    // Polarity is the predicate's: the premise's main verb, light verbs included ("Do you have a
    // photo?" against "I do not have a photo"), else a shared predicate adjective. A negated noun
    // elsewhere in the sentence ("did not recognise him as a customer") says nothing of "were
    // there customers".
    const premiseTokens = tokensOf(premise);
    // Main verbs, with an auxiliary's reading that takes the noun of an act ("you have a drink after
    // you left"); failing those, a verb the tagger read as an auxiliary ("you have a photo"), but
    // not a "have" that only makes a perfect tense ("had been dead since October"): the state is the predicate.
    const mainVerbs = premiseTokens.filter((token, at) => token.pos === 'VERB' || (token.pos === 'AUX' && nounOfSupportVerb(premiseTokens, at) !== null));
    const perfect = (at: number) => premiseTokens.slice(at + 1, at + 3).some((token) => token.pos === 'AUX' || token.pos === 'VERB');
    const verbTokens = mainVerbs.length > 0 ? mainVerbs : premiseTokens.filter((token, at) => token.pos === 'AUX' && token.lemma === 'have' && !perfect(at));
    const verbs = new Set(verbTokens.map((token) => token.lemma));
    // A premise verb said in other words counts as the same predicate ("tell" and "say", "look at" and "see").
    const sameVerb = (premiseVerb: Token, lemma: string, negated = false) => premiseVerb.lemma === lemma || (premiseVerb.content && (relatedLemmas(premiseVerb.lemma, 'v').has(lemma) || sameAct(premiseVerb.lemma, lemma, negated)));
    const isPremiseVerb = (lemma: string) => verbs.has(lemma) || verbTokens.some((verb) => sameVerb(verb, lemma));
    const adjectives = new Set(premiseTokens.filter((token) => token.pos === 'ADJ' && token.content).map((token) => token.lemma));
    const sentence = tokensOf(hit.text);
    const isVerb = (token: Token) => token.pos === 'VERB' || token.pos === 'AUX';
    // The premise's verbs in order, its main verb first: in "Did she tell you she was cancelling
    // the order?" the telling is asked about, not the cancelling it reports.
    // A phrasal verb is met only by itself or its related words: "sawed through the boards" is no "seen".
    const premisePhrases = phrasalVerbs(premiseTokens);
    const sentencePhrases = phrasalVerbs(sentence);
    // A verb that takes a clause ("I accept that…", "You accept you should have…") says that clause:
    // it is met only by itself or a related word, never by an act it may be a sense of ("get").
    const framesAClause = (text: readonly Token[], token: Token) => takesAClause(text, text.indexOf(token));
    const says = (verb: Token, token: Token) => {
      const phrase = premisePhrases.get(premiseTokens.indexOf(verb));
      const framing = framesAClause(premiseTokens, verb) || framesAClause(sentence, token);
      if (framing) return isVerb(token) && (token.lemma === verb.lemma || (verb.content && token.pos === 'VERB' && relatedLemmas(verb.lemma, 'v').has(token.lemma)));
      // "ran a test" is told "I did not test", "your visit came in May" "I did not visit until June": the act its noun names.
      const named = nounNamingTheAct(premiseTokens, premiseTokens.indexOf(verb));
      if (named && token.pos === 'VERB' && actsNamedBy(named.lemma).has(token.lemma)) return true;
      if (phrase === undefined) return (token.lemma === verb.lemma && isVerb(token)) || (token.pos === 'VERB' && sameVerb(verb, token.lemma, token.negated)) || (verb.content && token.pos === 'VERB' && sameActWithPreposition(premiseTokens, premiseTokens.indexOf(verb), sentence, sentence.indexOf(token), token.negated));
      const own = sentencePhrases.get(sentence.indexOf(token)) ?? token.lemma;
      return isVerb(token) && (own === phrase || relatedLemmas(phrase, 'v').has(own));
    };
    // A main clause with no verb of its own ("You weren't at work when the concrete was poured")
    // asserts its state: that word, in the sentence, carries the polarity, not the clause that says when.
    // A participle that only describes the subject ("the pallet kept under the window was damp") is no verb of its own.
    const premiseMain = mainClauseOf(premiseTokens);
    const state = premiseMain.some((token, at) => token.pos === 'VERB' && !describesTheNounBefore(premiseMain, at)) ? null : predicateOf(premise);
    // Of several tellings of the act ("I wear glasses for reading…, and I was not wearing them in the
    // lane"), the one whose clause shares most of the premise's words.
    const premiseLemmas = new Set(premiseTokens.filter((token) => token.content).map((token) => token.lemma));
    const clauseOverlap = (at: number) => {
      const breaks = (token: Token | undefined) => token === undefined || token.pos === 'PUNCT' || token.pos === 'CCONJ';
      let from = at;
      while (!breaks(sentence[from - 1])) from--;
      let to = at;
      while (!breaks(sentence[to + 1])) to++;
      // A pronoun for a premise's thing named before the clause ("…glasses…, and I was not wearing
      // them") counts as that thing.
      const namedBefore = sentence.slice(0, from).some((token) => token.pos === 'NOUN' && premiseLemmas.has(token.lemma));
      const clause = sentence.slice(from, to + 1);
      // Each word counts once: "a child's saddle" shares no more than "saddle fitter" does.
      return new Set(clause.filter((token) => token.content && premiseLemmas.has(token.lemma)).map((token) => token.lemma)).size + (namedBefore && clause.some((token) => OBJECT_PRONOUNS.has(token.lower)) ? 1 : 0);
    };
    const mostShared = (tellings: readonly Token[]) => highestScoring(tellings, (token) => clauseOverlap(sentence.indexOf(token)));
    // The verb of a clause that only bounds the sentence ("as far as I saw") tells no act of its own.
    const bestTelling = (verb: Token) => mostShared(sentence.filter((token, index) => says(verb, token) && !limitsTheSentence(sentence, index)));
    // A state that is a thing ("in the car", "a customer") is said of the premise's subject only
    // in a clause of the same one: "his car was damaged" says nothing of whether you were in it.
    const premiseSubject = state?.pos === 'NOUN' ? subjectOfClauseAt(premiseTokens, premiseTokens.indexOf(state)) : null;
    const ofTheSubject = (token: Token) => {
      const subject = subjectOfClauseAt(sentence, sentence.indexOf(token));
      return premiseSubject === null || subject === null || sameOne(premiseSubject, subject, sentence);
    };
    // The state in the sentence's own name for it ("an attorney" for "a lawyer").
    const statePos = state?.pos === 'NOUN' || state?.pos === 'ADJ' ? wordNetPos(state.pos) : null;
    const saysTheState = (token: Token) => state !== null && token.pos === state.pos && (token.lemma === state.lemma || (statePos !== null && namesTheSame(state.lemma, token.lemma, statePos)));
    const namedOnlyOfAnother = state?.pos === 'NOUN' && sentence.some(saysTheState) && !sentence.some((token) => saysTheState(token) && ofTheSubject(token));
    const stateUnsaid = (state?.pos === 'ADJ' && !sentence.some((token) => token.lemma === state.lemma || relatedLemmas(state.lemma).has(token.lemma))) || namedOnlyOfAnother;
    // The act is the one the premise's state names ("in for repair" told as "being repaired"), else
    // the one whose clause holds the premise's words: "I was at my sister's, so I cannot say
    // whether anyone came" says nothing of being at the sister's by its "cannot say".
    const actOfTheClauseHoldingTheRest = () => {
      // A word the tagger read as a verb right after a preposition ("in leaves from the far end") names a thing, not an act.
      const afterAPreposition = (token: Token) => sentence[sentence.indexOf(token) - 1]?.pos === 'ADP' && !token.lower.endsWith('ing');
      const acts = sentence.filter((token) => token.pos === 'VERB' && token.content && !framesAClause(sentence, token) && !afterAPreposition(token));
      const named = state?.pos === 'NOUN' ? acts.find((token) => actsNamedBy(state.lemma).has(token.lemma)) : undefined;
      const act = named ?? mostShared(acts);
      return act && (act === named || clauseOverlap(sentence.indexOf(act)) > 0) ? act : undefined;
    };
    const predicate =
      // So of a state said more than once ("they look like deer hair, though I am not a hair examiner").
      (state && state.pos !== 'VERB' ? mostShared(sentence.filter((token) => saysTheState(token) && ofTheSubject(token))) : undefined) ??
      verbTokens.map(bestTelling).find(Boolean) ??
      sentence.find((token) => token.pos === 'ADJ' && (adjectives.has(token.lemma) || [...adjectives].some((adjective) => relatedLemmas(adjective, 'a').has(token.lemma)))) ??
      // A premise whose only verb says nothing ("Have you ever been to Corran's workshop?") takes the
      // act of a sentence that holds the rest of it ("I have never visited Corran's workshop").
      // Only when the premise has more to it than one word ("You were in the yard" is not denied by "…when they left Ashgrove's yard").
      // Not a verb that only frames the clause holding it ("I accept that gasoline does not find its way…").
      // Nor when the premise puts a state the sentence never names ("had been dead" to "had not worked"): its verb tells another thing.
      (verbTokens.every((verb) => !verb.content) && hit.score >= CONFIRM_SUPPORT && contentLemmas(premise).length >= 2 && !stateUnsaid
        ? actOfTheClauseHoldingTheRest()
        : undefined);
    // With no verb for the act, the act may be named as a thing, and that denied: "I have never
    // received a reply" to "They wrote back to you", "no answer" to "Did he answer?".
    if (!predicate) return !premiseNegated && verbTokens[0] !== undefined && actNamedAndDenied(premiseTokens, verbTokens[0], sentence) ? 'polarity' : null;
    // "Have you ever been to…" against "I have never visited…": an auxiliary "have" takes its polarity from the verb it carries.
    const carried = predicate.pos === 'AUX' && predicate.lemma === 'have' ? sentence.slice(sentence.indexOf(predicate) + 1, sentence.indexOf(predicate) + 4).find((token) => token.pos === 'VERB') : undefined;
    // What the witness reports having said ("I told the officer that I couldn't see his face") is
    // not what it asserts now; it decides polarity only when the premise is about the saying.
    // A reporting verb in another clause ("I cannot say whether…; I did not note which") reports nothing of it.
    const at = sentence.indexOf(predicate);
    const reported = sentence.findIndex((token, index) => index < at && REPORTING_VERBS.has(token.lemma) && token.pos === 'VERB' && !clauseBreakBetween(sentence, index, at));
    if (reported >= 0 && !isPremiseVerb(sentence[reported]!.lemma)) return null;
    // Nor is an act in a quotation ('he searched for "how to delete the history"'): the sentence
    // tells it neither way. Unless the premise says the quotation too ('a "Beware of Dog" sign'):
    // then the quotation is what is spoken of.
    const quotation = quotationAround(sentence, at);
    if (quotation && !quotation.every((token) => !token.content || premiseTokens.some((word) => word.lemma === token.lemma))) return null;
    // Nor is an act the witness only let, asked or wanted another to do ("I do not allow the staff to smoke").
    const setting = verbSettingAnotherTo(sentence, at);
    if (setting >= 0 && !isPremiseVerb(sentence[setting]!.lemma)) return null;
    // The same word's polarity on each side: "you told the officer that you couldn't see his face"
    // is negated in its clause, not in "told".
    // An auxiliary "have" is read as the verb it carries on each side ("I have not had it surveyed"
    // against "You haven't had it surveyed": the "had", not the "have" before the "n't").
    const inPremise =
      (carried ? premiseTokens.find((token) => token.lemma === carried.lemma && token.pos === 'VERB') : undefined) ??
      premiseTokens.find((token) => token.lemma === predicate.lemma) ??
      verbTokens.find((verb) => sameVerb(verb, predicate.lemma)) ??
      premiseTokens.find((token) => token.pos === 'ADJ' && relatedLemmas(token.lemma, 'a').has(predicate.lemma));
    // "You don't know whether his car was parked": an embedded question asserts nothing either way.
    if (inPremise && askedOnly(premiseTokens.slice(0, premiseTokens.indexOf(inPremise)))) return null;
    // A verb that takes a clause ("You don't know if anyone saw you") is told the other way round
    // only of that clause: "I know I could go to prison" knows another thing, and says nothing of it.
    if (inPremise && !clauseSharedAfter(premiseTokens, premiseTokens.indexOf(inPremise), sentence, at)) return null;
    // "I do not accept that residue alone would let the lid open" denies that the residue let it open.
    if (inPremise && !premiseNegated && !inPremise.negated && refusedAsGranted(sentence, at)) return 'polarity';
    // "Your note should have recorded that advice" says what ought to have been, not what was: "My
    // note does not record it" is no denial of it. A modal on one side only decides nothing, save
    // what cannot be: "I could not see the car park" denies seeing it, and "would not cause" that it can.
    // The premise's modal governs every verb of its clause ("should have put the change in writing").
    const mainClause = mainClauseOf(premiseTokens);
    const premiseMood = (word: Token, mood: (tokens: readonly Token[], at: number) => Mood) => {
      const own = mood(premiseTokens, premiseTokens.indexOf(word));
      return own === 'plain' && verbTokens[0] !== undefined && mainClause.includes(verbTokens[0]) && mainClause.includes(word) ? mood(premiseTokens, premiseTokens.indexOf(verbTokens[0])) : own;
    };
    // "I could not tell you its make" says what the witness does not know, not that a telling was
    // not done: a verb of saying is weighed only with a modal on both sides or on neither.
    const saying = REPORTING_VERBS.has(predicate.lemma);
    const mainVerb = verbTokens[0];
    if (inPremise && (saying ? premiseMood(inPremise, anyModalAt) !== anyModalAt(sentence, at) : !moodsAgree(premiseMood(inPremise, moodAt), moodAt(sentence, at)))) return null;
    // An act the sentence gives in place of the premise's own verb ("happened" told by what an
    // engineer "would have seen") is weighed in its mood too: what would have been, had something
    // else been so, says neither way whether the premise's act was done.
    if (!inPremise && mainVerb !== undefined && predicate.pos === 'VERB' && !moodsAgree(premiseMood(mainVerb, moodAt), moodAt(sentence, at))) return null;
    // The whole premise's negation is its main verb's: in "You don't remember every word Dr. Amadi
    // said" only the remembering is denied, and the saying keeps its own polarity.
    const afterMainVerb = inPremise?.pos === 'VERB' && mainVerb !== undefined && premiseTokens.indexOf(inPremise) > premiseTokens.indexOf(mainVerb);
    // "Not … until Monday" puts the act off to Monday, and says it was done then: put against Monday, it is no denial on either side.
    const premiseSide = !inPremise ? premiseNegated : deniedOnlyUntil(premiseTokens, premiseTokens.indexOf(inPremise), hit.text) ? false : afterMainVerb ? inPremise.negated : this.premisePolarity(premiseTokens, inPremise, premiseNegated);
    // "I could see his eyes, but not his mouth": a "not" before the very thing the premise's act is
    // done to denies the act of that thing, though the verb stands unnegated.
    // So does "no" before the thing ("covered two weekdays and no Sunday"), and "nothing" or
    // "nobody" as what the act is done to ("sent me nothing" for "didn't send you anything"), on
    // either side: a premise can deny its act so too ("allows no work on a Sunday", "told nobody").
    const actAt = inPremise ? premiseTokens.indexOf(inPremise) : -1;
    // A gerund the act is done to is a thing too ("found arcing" against "found no arcing"), however
    // the tagger read either side (a verb "arc", a noun "arcing"): the word itself is the same.
    const gerund = (token: Token) => token.pos === 'VERB' && token.lower.endsWith('ing');
    const doneTo = inPremise ? premiseTokens.slice(actAt + 1).filter((token) => (token.pos === 'NOUN' || token.pos === 'PROPN' || gerund(token)) && token.content) : [];
    // The thing may be named in other words on either side ("without any trouble" for "without any problem", "no herbicide" for "any weedkiller").
    const sameThing = (token: Token, thing: Token) => token.lemma === thing.lemma || token.lower === thing.lower || (token.pos === 'NOUN' && thing.pos === 'NOUN' && relatedLemmas(thing.lemma, 'n').has(token.lemma));
    // A thing the sentence says both ways ("in boxes of ten, with no Aurelle boxes") is denied only
    // of the kind its modifiers narrow it to: a premise that names the thing without them
    // ("came in boxes") is told by the one not denied.
    const deniedAt = (tokens: readonly Token[], from: number, denied: (index: number) => boolean) =>
      doneTo.some((thing) => {
        const said = tokens.flatMap((token, index) => (index > from && sameThing(token, thing) ? [index] : []));
        const deniedOnes = said.filter(denied);
        const alsoSaidUndenied = deniedOnes.length < said.length;
        return deniedOnes.some((index) => !alsoSaidUndenied || !narrowedBeyond(tokens, index, premiseLemmas));
      });
    // What there was none of must be the premise's thing itself, not what it is of ("no fuel load"
    // to "a fuel can"), nor narrowed to another ("I have seen nothing from him", "no signal from her").
    const noneOfIt = (tokens: readonly Token[], at: number) => at >= 0 && tokens[at + 1]?.pos !== 'NOUN' && narrowedToThePremise(tokens, at, premiseTokens);
    // "Without" says the same lack as "no": "closed it without any finding" is "closed with no finding".
    const deniesWhatItIsDoneTo = (tokens: readonly Token[], from: number) =>
      deniedAt(tokens, from, (index) => (deniedByNo(tokens, index) || lackedAfterWithout(tokens, index)) && noneOfIt(tokens, index)) || noneOfIt(tokens, noOneDoneTo(tokens, from));
    const premiseDeniesTheThing = inPremise !== undefined && !inPremise.negated && deniesWhatItIsDoneTo(premiseTokens, actAt);
    // "You failed to lock it" denies the locking as "You didn't lock it" does.
    const premiseDenies = premiseSide || premiseDeniesTheThing || (inPremise !== undefined && saidNotDoneAt(premiseTokens, actAt));
    const deniedOfTheThing = !(carried ?? predicate).negated && (deniedAt(sentence, at, (index) => deniedByElidedNot(sentence, index)) || deniesWhatItIsDoneTo(sentence, at));
    // The act done to something else, or by another party, the other way round, says nothing of this one.
    // Nor does the witness's own act by one it calls "my deputy" or "the nurse" ("My deputy rang her" to "You didn't ring her yourself").
    // "Nobody" doing it is no one else doing it: it denies the act of everyone, the witness too.
    const premiseClause = clausesOf(premise)[0];
    const witnessActs = premiseClause?.subject === 'i' && !premiseClause.passive;
    const tellings = clausesOf(hit.text).filter((clause) => clause.verb === predicate.lemma);
    const someoneElse = (subject: string) => !['i', 'we', 'nobody', 'no one', 'none'].includes(subject);
    const doneByAnotherPerson = witnessActs && tellings.length > 0 && tellings.every((clause) => someoneElse(clause.subject) && (clause.named || namesAPerson(clause.subject)));
    // Saying something else says nothing of what the premise says was (or could not be) said: "I
    // can say the samples were pure" is no "yes" to "You can't tell us who owned the bag".
    // Nor does telling something that answers none of what the premise says cannot be told ("who owned it").
    const embedded = REPORTING_VERBS.has(predicateOf(premise)?.lemma ?? '') ? embeddedQuestion(premise) : null;
    const saysSomethingElse = !this.holdsWhatWasSaid(premise, hit) || (embedded !== null && !fillsSlot(embedded.slot, embedded.wh, hit.text));
    const told = carried ?? predicate;
    // What the witness found no evidence of ("I found no evidence that anything was deleted") it denies, as far as it goes.
    // A thing the premise says there was none of ("You found no scratches on the lock") is borne
    // out by the sentence saying none of it by another verb ("The lock showed no scratches, and I
    // found no sign of forcing"): the "no" before the thing carries the polarity, not the verb.
    // Only where the sentence names all of the premise's thing: "no scratches on the passenger
    // lock" is not borne out by none on the driver's.
    const thingNamed = (thing: Token) => sentence.some((token) => sameThing(token, thing));
    const describedAs = inPremise ? premiseTokens.slice(actAt + 1).filter((token) => token.pos === 'ADJ' && token.content) : [];
    const noneOfTheThingToo = premiseDeniesTheThing && !premiseSide && [...doneTo, ...describedAs].every(thingNamed) && deniesWhatItIsDoneTo(sentence, -1);
    // An act the premise says was done without another ("You locked up without checking the back
    // door") is borne out by the sentence denying that other act ("I did not check the back door
    // before I locked up"), whichever of the two acts the sentence tells first.
    const lackedActs = premiseTokens.filter((token, index) => index > actAt && gerund(token) && lackedAfterWithout(premiseTokens, index));
    const saidNegated = (act: Token) => sentence.some((token) => token.pos === 'VERB' && token.negated && (token.lemma === act.lemma || relatedLemmas(act.lemma, 'v').has(token.lemma)));
    const lackedActDeniedToo = premiseDeniesTheThing && !premiseSide && lackedActs.length > 0 && lackedActs.every(saidNegated);
    // "I do not remember him saying it" tells the saying neither way: its "not" is the remembering's
    // (see leavesTheActOpen). Unless the act is denied outright in a clause of its own as well
    // ("…, and I did not hear him mention any").
    const tellingsOfTheAct = () => [told, ...sentence.filter((token) => token !== told && verbTokens.some((verb) => says(verb, token)))];
    if (told.negated && tellingsOfTheAct().every((token) => leavesTheActOpen(hit.text, token.lemma))) return null;
    const sentenceDenies =
      (told.negated && !deniedOnlyUntil(sentence, sentence.indexOf(told), premise)) || saidNotDoneAt(sentence, sentence.indexOf(told)) || deniedOfTheThing || noneOfTheThingToo || lackedActDeniedToo || inClauseOfEvidenceDenied(sentence, sentence.indexOf(told));
    // A habit of most cases ("We run a report on most cars we buy") is no denial of one case.
    // Nor is the act told of a kind of thing at large ("I have examined computers for 14 years")
    // any telling of it done to one particular thing ("his home computer"): it neither says nor denies that one.
    const ofThingsAtLarge = !sentenceDenies && inPremise !== undefined && doneToThingsAtLarge(sentence, sentence.indexOf(told)) && doneToAParticularThing(premiseTokens, actAt);
    const habitOnly = (toldOfMostCases(sentence, sentence.indexOf(told)) && !speaksOfMostCases(premise)) || ofThingsAtLarge;
    // Nor does the act denied of a thing the premise never names ("I did not see the driver" to "You saw the van").
    // Nor, the other way round, the act done to another thing than the one the premise denies it of ("I have seen a bag of theirs" to "You haven't seen their records").
    const toldOfAnotherThing = sentenceDenies ? !premiseDenies && deniedOnlyOfAnotherThing(premise, hit.text) : premiseDenies && affirmedOnlyOfAnotherThing(premise, hit.text);
    if (sentenceDenies !== premiseDenies && !habitOnly) return !actOnAnotherObject(premise, hit.text) && !onlyAnotherPartysAct(premise, hit.text) && !doneByAnotherPerson && !saysSomethingElse && !toldOfAnotherThing ? 'polarity' : null;
    // The same telling of the other thing: "You told her you were certain" against "I told her I was not sure".
    return REPORTING_VERBS.has(predicate.lemma) && inPremise && this.saysTheOtherWayRound(premiseTokens, premiseTokens.indexOf(inPremise), sentence, at) ? 'polarity' : null;
  }

  /**
   * The details the sentence gives rivals of, the premise's act read in the sentence's words; none
   * a figure that replaced a first telling, nor a figure of the thing against a figure the witness
   * is put as having told, which another sentence tells (see toldFigureNotRivalled).
   */
  private rivalDetails(premise: string, hit: RetrievedSentence): Detail[] {
    const asSaid = this.premiseAsSaid(premise, hit);
    const withRevision = this.affidavit.withItsRevision(hit.index);
    return contradictedDetails(asSaid, hit.text, this.affidavit.index.contextOf(hit.index), this.affidavit.index.dayOf(hit.index), this.dayPointedBackTo(premise, hit)).filter((detail) => !replacesAFirstTelling(detail, premise, withRevision) && !replacedByTheRevision(detail, premise, hit.text, this.affidavit.sentences.slice(0, hit.index)) && !toldFigureNotRivalled(detail, premise, hit.text, this.affidavit.sentences));
  }

  /**
   * The sentence that bears out a premise's figure in place of a first telling of another one: "It
   * was 22 metres" is borne out by "I revised the radius to 22 metres", not by "In my first report
   * I gave 24 metres" before it. The sentence itself otherwise.
   */
  private asRevised(premise: string, hit: RetrievedSentence): RetrievedSentence {
    const revision = this.affidavit.revisionOf(hit.index);
    if (revision < 0 || !detailsOf(premise).some((detail) => replacesAFirstTelling(detail, premise, this.affidavit.withItsRevision(hit.index)))) return hit;
    return { index: revision, text: this.affidavit.sentences[revision]!, score: hit.score };
  }

  /**
   * Whether the sentence tells the premise's act of another one of the things or people it names
   * ("the first pony" for "the second pony"). An act the premise denies of one is neither denied
   * nor borne out by the act done to another: "You never checked the second pony" stands with "I
   * checked the first pony", and is not what it says.
   */
  private toldOfAnotherOne(premise: string, hit: RetrievedSentence): boolean {
    if (!this.speaksOfTheSubject(premise, hit) || onlyAnotherPartysAct(premise, hit.text)) return false;
    return this.toldOfAnotherOneIn(premise, hit, this.rivalDetails(premise, hit));
  }

  /** `toldOfAnotherOne` of a sentence known to speak of the premise's act, given its rival details. */
  private toldOfAnotherOneIn(premise: string, hit: RetrievedSentence, rivals: readonly Detail[]): boolean {
    return rivalModifier(premise, hit.text) || rivals.some((detail) => ANOTHER_ONE.has(detail.cls));
  }

  /**
   * Whether what was said, after the same reporting verb on each side, is said the other way
   * round: the first state or act of the premise's reported clause, itself or a related word, with
   * the other polarity in the sentence's ("certain" against "not sure").
   */
  private saysTheOtherWayRound(premiseTokens: readonly Token[], premiseAt: number, sentence: readonly Token[], sentenceAt: number): boolean {
    // A gerund ("that going the full depth would cost more") names what the clause is about, not what it says of it.
    // Nor does an adjective before its noun ("the full depth"): the state said is a predicate one ("you were certain").
    const after = premiseTokens.slice(premiseAt + 1);
    const reported = after.find((token, at) => token.content && ((token.pos === 'ADJ' && after[at + 1]?.pos !== 'NOUN') || (token.pos === 'VERB' && !token.lower.endsWith('ing'))));
    if (!reported) return false;
    // Nor is what the premise itself puts only as a question ("Your notes say nothing about whether
    // it was unloaded"): it asserts the saying, either way, and nothing of the thing asked.
    if (askedOnly(after.slice(0, after.indexOf(reported)))) return false;
    const part = reported.pos === 'ADJ' ? 'a' : 'v';
    const forms = new Set([reported.lemma, ...relatedLemmas(reported.lemma, part)]);
    const said = sentence.slice(sentenceAt + 1).find((token) => token.pos === reported.pos && forms.has(token.lemma));
    if (said === undefined) return false;
    // What is said only as a question ("I cannot say whether anyone came") is said neither way.
    return !askedOnly(sentence.slice(sentenceAt + 1, sentence.indexOf(said))) && said.negated !== reported.negated;
  }

  /**
   * Whether the sentence says a thing the premise needs was not there: a noun of the premise
   * under "no" ("found no knife", "there was no oncoming traffic"), with the premise's own
   * words before it ("oncoming").
   */
  private deniesExistence(premise: string, sentence: string): boolean {
    const premiseTokens = tokensOf(premise);
    // "Did anyone from the company get back to you?" against "Nobody from the company has been
    // back to me": a premise about someone or something unnamed is denied by a sentence that
    // says there was no one, or nothing, of that kind.
    if (premiseTokens.some((token) => INDEFINITE_PRONOUNS.has(token.lower)) && saysNoOneOrNothing(tokensOf(sentence)) && noOneDoesTheAct(premise, sentence)) return true;
    // A noun the premise itself says was lacking ("you were without heating") is no thing it says
    // there was: "we had no heating" bears it out.
    const nouns = new Set(premiseTokens.filter((token, at) => token.pos === 'NOUN' && token.content && !token.negated && !lackedAfterWithout(premiseTokens, at)).map((token) => token.lemma));
    const tokens = tokensOf(sentence);
    return tokens.some((token, index) => {
      // "both ended in written warnings, not dismissal": a noun put aside with "not" is denied too.
      if (token.lower === 'not' && tokens[index - 1]?.text === ',') {
        let at = index + 1;
        while (tokens[at] && (tokens[at]!.pos === 'DET' || tokens[at]!.pos === 'ADJ')) at++;
        return tokens[at]?.pos === 'NOUN' && nouns.has(tokens[at]!.lemma);
      }
      if (token.lower !== 'no' || token.pos !== 'DET') return false;
      // The noun phrase after "no": its modifiers, then its head.
      let j = index + 1;
      // A participle before the head is a modifier too ("no leaking drain").
      const modifies = (token: Token, next: Token | undefined) => token.pos === 'ADJ' || ((token.pos === 'NOUN' || isParticiple(token)) && next?.pos === 'NOUN');
      while (tokens[j] && modifies(tokens[j]!, tokens[j + 1])) j++;
      const head = tokens[j];
      if (!head || head.pos !== 'NOUN' || !nouns.has(head.lemma)) return false;
      const premiseLemmas = new Set(premiseTokens.map((other) => other.lemma));
      if (!tokens.slice(index + 1, j).every((modifier) => premiseLemmas.has(modifier.lemma))) return false;
      return narrowedToThePremise(tokens, j, premiseTokens);
    });
  }

  /**
   * Two sentences that hold the premise together, in the affidavit's order, with nothing
   * contradicted, or null: the best one with the next best; or, when the best one lacks the
   * premise's act, with a sentence told within two of it that says that act of the
   * premise's subject, the premise's way round ("Gregor offered to take the load back and re-dry it." "I
   * refused…" for "You turned down the offer to re-dry the oak").
   */
  private confirmingPair(core: string, premise: string, premiseNegated: boolean, judged: readonly { hit: RetrievedSentence; contradiction: string | null }[]): RetrievedSentence[] | null {
    const best = judged[0];
    if (!best || best.contradiction !== null) return null;
    const inOrder = (partner: RetrievedSentence) => [best.hit, partner].sort((a, b) => a.index - b.index);
    const next = judged[1];
    // The next best sentence backs the best one up, and is said too when it is the one that says the act.
    // The act denied of another thing ("I did not see the driver") does not say it.
    const bestSaysTheAct = this.holdsPredicate(core, [best.hit]) && (premiseNegated || !deniedOnlyOfAnotherThing(core, best.hit.text));
    // Said alone, the best one must not tell the act done to another thing: "I did not speak to the
    // courier" with "No member of staff was in the yard" is no "you never spoke to a member of staff".
    if (next && next.contradiction === null && this.affidavitPair(core, best.hit.index, next.hit.index) >= CONFIRM_SUPPORT && this.supportsWhole(core, [best.hit, next.hit])) {
      // The next one lends nothing when it says the premise's act the other way round: "I did not
      // see the fall" is no part of "You saw him go through the roof", whatever the best one holds.
      // The verb's own "not" is weighed on each side: "says nothing" is no "not" of "says".
      if (!bestSaysTheAct) return saysTheActTheOtherWay(this.actToken(core, core), this.actToken(core, next.hit.text)) ? null : inOrder(next.hit);
      return this.doneToAnotherNamed(core, best.hit) ? null : [best.hit];
    }
    if (bestSaysTheAct) return null;
    // The episode the best sentence belongs to: the sentences told just before and after it.
    for (const index of [1, -1, 2, -2].map((step) => best.hit.index + step)) {
      const text = this.affidavit.sentences[index];
      if (text === undefined) continue;
      const partner = { index, text, score: this.affidavit.support(core, index) };
      // The act's own polarity: "No other detective was available, so I showed it myself" shows it.
      const act = this.actToken(core, text);
      const sameWayRound = premiseNegated === (act ? act.negated : tokensOf(text).some((token) => token.negation));
      if (!sameWayRound || !this.holdsPredicate(core, [partner]) || !sameSubject(core, text) || this.contradicts(premise, premiseNegated, partner) !== null) continue;
      const pair = inOrder(partner);
      if (this.affidavit.index.coverageOfTogether(core, pair.map((hit) => hit.index)) >= CONFIRM_SUPPORT && this.supportsWhole(core, pair)) return pair;
    }
    return null;
  }

  /**
   * Whether, of two sentences that together hold a premise about a thing named by a noun, one that
   * says the premise's predicate says it of that thing (or of "it", "they"): "The street lamp was
   * working" and "a window had been broken" are no "the lamp was broken".
   */
  private saysThePredicateOfTheSubject(premise: string, pair: readonly RetrievedSentence[]): boolean {
    const subject = clausesOf(premise)[0]?.subject;
    if (pair.length < 2 || !subject || !tokensOf(premise).some((token) => token.pos === 'NOUN' && token.lemma === subject)) return true;
    const sayers = pair.filter((hit) => this.holdsPredicate(premise, [hit]));
    const ofTheSubject = (clause: { subject: string }) => clause.subject === subject || clause.subject === 'it' || clause.subject === 'they' || relatedLemmas(subject, 'n').has(clause.subject);
    return sayers.length === 0 || sayers.some((hit) => clausesOf(hit.text).some(ofTheSubject));
  }

  /**
   * Whether one of two sentences that together hold a premise says its act together with what the
   * act is done to (the nouns and names right after its verb, people too, in the sentence or in
   * what its pronouns stand for). The other may lend a time, a place or the doer's name, not the
   * thing acted on: "I saw a hatchback" and "The hatchback struck a cyclist" are no "you met the
   * cyclist". An act told with nothing after it ("I refused, because…") is done to what the other
   * sentence sets up.
   */
  private saysTheActWithWhatItIsDoneTo(premise: string, pair: readonly RetrievedSentence[]): boolean {
    const doneTo = doneToOf(premise);
    if (pair.length < 2 || !doneTo || doneTo.objects.length === 0) return true;
    const { objects, preposition } = doneTo;
    return pair.some((hit) => {
      const lemmas = this.affidavit.index.lemmasOf(hit.index);
      const context = this.affidavit.index.contextOf(hit.index);
      const held = (token: Token) => lemmas.has(token.lemma) || context.has(token.lemma) || [...relatedLemmas(token.lemma, wordNetPos(token.pos))].some((related) => lemmas.has(related));
      return this.holdsPredicate(premise, [hit]) && (objects.every(held) || !actsOnAThingOfItsOwn(this.actToken(premise, hit.text), hit.text, preposition));
    });
  }

  /**
   * Whether the sentence tells the premise's act done to another thing it names, none of the
   * premise's own: "I did not speak to the courier" to "You never spoke to a member of staff". A
   * pronoun there ("I did not see his face") may stand for the premise's own.
   */
  private doneToAnotherNamed(premise: string, hit: RetrievedSentence): boolean {
    const doneTo = doneToOf(premise);
    const act = this.actToken(premise, hit.text);
    if (!doneTo || doneTo.objects.length === 0 || !act) return false;
    const thing = thingAfterAct(act, hit.text, doneTo.preposition);
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const held = (token: Token) => lemmas.has(token.lemma) || [...relatedLemmas(token.lemma, wordNetPos(token.pos))].some((related) => lemmas.has(related));
    return thing.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN') && !thing.some((token) => token.pos === 'PRON') && !doneTo.objects.every(held);
  }

  /** Whether the sentence says the premise's act, done to a thing of its own. */
  private actsOnAnotherThing(premise: string, text: string): boolean {
    const act = this.actToken(premise, text);
    return act !== null && actsOnAThingOfItsOwn(act, text);
  }

  private affidavitPair(premise: string, a: number, b: number): number {
    const lemmas = contentLemmas(premise);
    if (lemmas.length === 0) return 0;
    const both = new Set([...this.affidavit.index.lemmasOf(a), ...this.affidavit.index.lemmasOf(b)]);
    const weight = (lemma: string) => this.affidavit.index.weight(lemma);
    const total = lemmas.reduce((sum, lemma) => sum + weight(lemma), 0);
    return Math.max(this.affidavit.support(premise, a), lemmas.filter((lemma) => both.has(lemma)).reduce((sum, lemma) => sum + weight(lemma), 0) / total);
  }

  /**
   * "What animals did you see?", "What sort of vehicle was it?": the class a wh-phrase asks by is
   * told as a thing of that class ("two does", "a white van"), which shares no word with it. Each
   * wording is read again with the class noun said as each kind of it the affidavit names.
   */
  private byTheKindsNamed(analysis: QuestionAnalysis, wordings: readonly string[]): { kind: string; reading: string }[] {
    const asked = classAsked(analysis);
    if (asked === null) return [];
    return this.affidavit.index.nounsOfKind(asked).flatMap((kind) =>
      wordings.map((wording) => {
        const tokens = tokensOf(wording);
        const reading = tokens.some((token) => token.lemma === asked) ? tokens.map((token) => (token.lemma === asked ? kind : token.text)).join(' ') : `${kind} ${wording}`;
        return { kind, reading };
      }),
    );
  }

  /** The sentences best for any of the wordings, each with its best score, best first. */
  private retrieveAny(wordings: readonly string[], limit = 5, found: readonly RetrievedSentence[] = []): RetrievedSentence[] {
    const distinct = [...new Set(wordings)];
    if (distinct.length === 1 && found.length === 0) return this.affidavit.retrieve(distinct[0]!, limit);
    const best = new Map<number, RetrievedSentence>();
    for (const hit of [...distinct.flatMap((wording) => this.affidavit.retrieve(wording, limit)), ...found]) {
      if ((best.get(hit.index)?.score ?? -1) < hit.score) best.set(hit.index, hit);
    }
    return [...best.values()].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit);
  }

  /** A wh-question or a request: the sentences that fill the asked slot, best first. */
  private answerAccount(analysis: QuestionAnalysis, style: Style, attribute: string | null = null, askedAct: string | null = null, eventVerbDropped = false): AnswerDecision {
    // What he did is not told by what I did, nor mine by his.
    const ofTheOtherParty = askedAct === null ? null : actOnlyOfOtherParty(askedAct);
    // "What did Mr. Ferris tell you?": what another told is told by them; a question with a scene
    // ("…when you asked him…") is answered after the sentence that sets it, which is the witness's.
    const tellerAsked = askedAct === null || analysis.scene !== null ? null : askedTeller(askedAct);
    const byTheOneAsked = (text: string) => (ofTheOtherParty === null || !ofTheOtherParty(text)) && (tellerAsked === null || !this.toldOnlyByAnother(tellerAsked, text));
    // "Where were you…?" asks where the one asked about was: a sentence that places someone else does not say.
    const placed = analysis.slot === 'place' ? whoseWhereabouts(analysis.query || analysis.proposition) : null;
    const toNow = analysis.wh === 'how long' && asksTheRunToNow(analysis.query);
    const counted = countedNoun(analysis.wh, analysis.query);
    const sumAsked = asksASum(analysis.wh, analysis.query);
    // A count, a sum or a length of none is told in words as well: "I never complained", "he did
    // not charge me anything", "free of charge".
    const noneAsked = analysis.slot === 'quantity' && COUNTED_BY_NUMBER.has(analysis.wh ?? '');
    const fills = (hit: RetrievedSentence) =>
      (fillsSlot(analysis.slot, analysis.wh, hit.text, toNow, counted, sumAsked) || (noneAsked && toldAsNone(analysis.query, hit.text, sumAsked))) && (placed === null || placesThem(placed, hit.text));
    // "Who went round with you?" asks who kept the witness company: a sentence that names someone
    // as with the witness ("Mr Abara was with me the whole time") tells it, in whatever words of the act.
    const asksCompany = analysis.slot === 'person' && withTheOneAsked(analysis.query || analysis.proposition, 'you');
    const keptCompany = (hit: RetrievedSentence) => asksCompany && fills(hit) && withTheOneAsked(hit.text, 'me');
    // A sentence that holds what the slot asks for needs less of the question's words; one that
    // does not speak of the property asked ("What was his name?") answers nothing.
    const query = analysis.query || analysis.proposition;
    // The question's own words, with its wh-phrase's noun, and in the words an account would use
    // ("had with him" is carried, "chose" is picked).
    const wordings = [query, ...(analysis.namedQuery ? [analysis.namedQuery] : [])];
    // Only what is asked is read again, not the clause that sets its scene ("…after you chose").
    const readings = analysis.scene && analysis.focus ? askedReadings(analysis.focus) : wordings.flatMap((wording) => askedReadings(wording));
    const ownWords = (hit: RetrievedSentence) => Math.max(...wordings.map((wording) => this.affidavit.support(wording, hit.index)));
    const speaker = askedSpeaker(analysis.focus ?? query);
    // A sentence found by a kind of the class asked names that kind, and holds some of the
    // question's own words too: "a pre-purchase inspection" alone is no answer to "What work did he do?".
    const kindHits = this.byTheKindsNamed(analysis, wordings).flatMap(({ kind, reading }) =>
      this.affidavit.retrieve(reading, 10).filter((hit) => this.affidavit.index.lemmasOf(hit.index).has(kind) && ownWords(hit) > 0),
    );
    // A reply is read as "said" only of the one asked about's saying: what I said is no answer to
    // "How did the police respond?", and such a sentence weighs by the question's own words alone.
    const asReplies = (found: RetrievedSentence[]) =>
      speaker === null ? found : found.map((hit) => (ownWords(hit) >= hit.score || this.saidBy(speaker, hit) ? hit : { ...hit, score: ownWords(hit) })).sort((a, b) => b.score - a.score);
    const hits = asReplies(this.retrieveAny([...wordings, ...readings], 10, kindHits))
      // A sentence found by a reading's verb says that act, not another phrasal verb of it ("picking
      // anything up" is no picking out).
      .filter((hit) => readings.length === 0 || ownWords(hit) >= hit.score || !saysOnlyInAnotherPhrase(readingVerbs(wordings, readings), ownVerbs(wordings), hit.text))
      // A why-question's answer shares only the act's half of it ("…because of the oak"): a sentence
      // that gives a reason for the act, thing or person asked about needs no more than a slot's share.
      .filter(
        (hit) =>
          hit.score >= ANSWER_MIN ||
          (hit.score >= SLOT_ANSWER_MIN && (((analysis.slot === 'quantity' || analysis.slot === 'time' || placed !== null || keptCompany(hit)) && fills(hit)) || (analysis.slot === 'reason' && givesAReasonFor(query, hit.text)))),
      )
      .filter((hit) => attribute === null || this.speaksOf(attribute, hit, analysis.query))
      .filter((hit) => byTheOneAsked(hit.text));
    // "How old is the caretaker?", "How much does Mr. Pryce earn?": sentences that only name whom
    // the question is about, and give no amount or time, tell nothing of what is asked of them, which
    // the witness does not know.
    if (hits.length > 0 && !hits.some((hit) => this.toldOfWhatIsAsked(analysis, [...wordings, ...readings], hit, fills))) return this.silent(style);
    const best = hits[0];
    if (!best) {
      // "What happened on the ambulance journey?": the account tells the event, not that it happened.
      const bare = eventVerbDropped ? null : withoutTheEventVerb(analysis.query);
      if (bare) return this.answerAccount({ ...analysis, query: bare, focus: null, namedQuery: null }, style, attribute, askedAct, true);
      // "Describe the material you reviewed in forming your opinions": the account tells the act,
      // not what it was done for. Only an act told once is surely the one asked about: "What did
      // you see before leaving?" is not answered by whatever else the witness saw.
      const act = eventVerbDropped ? null : withoutTheGerundOfPurpose(analysis.query);
      const telling = act ? this.onlyTellingOfTheAct(act) : null;
      if (act && telling !== null) {
        const namedAct = analysis.namedQuery ? withoutTheGerundOfPurpose(analysis.namedQuery) : null;
        const answer = this.answerAccount({ ...analysis, query: act, focus: null, namedQuery: namedAct, scene: null }, style, attribute, askedAct, true);
        if (answer.sources.includes(telling)) return answer;
      }
      return this.unknown(analysis, style);
    }
    // A slot a sentence can be seen to fill (a time, an amount, a person, a place) must be filled:
    // a sentence that shares more of the question's words but gives no time is no answer to
    // "when". Of those near the best, one that says the act asked about ("notice", "choose")
    // comes first.
    const checkable = analysis.slot === 'time' || analysis.slot === 'quantity' || analysis.slot === 'person' || analysis.slot === 'place';
    // Where the one asked was is told by a sentence that places them, however few of the question's
    // words it shares ("That night I was at home" for "Where were you the night the storm hit?").
    const share = placed !== null && !fills(best) ? 0 : checkable && !fills(best) ? SLOT_PREFERENCE : NEAR_BEST;
    const fillers = hits.filter((hit) => hit.score >= best.score * share && fills(hit));
    const asked = analysis.focus ?? analysis.query;
    // Not one that denies it ("Nobody told me…" for "What did he tell you?"); and a question with a
    // scene is left to `afterTheScene`, where the act follows the sentence that sets the scene.
    // Only a verb is an act ("Jordan's beard in early February" asks of no act of being early), and
    // the telling in "What can you tell us about…" frames the question for the courtroom.
    const predicate = predicateOf(asked);
    const actAsked = predicate?.pos === 'VERB' && !(analysis.form === 'wh' && askedAct === null && REPORTING_VERBS.has(predicate.lemma));
    // Of an account or a thing, the act outranks nouns shared with a sentence that only names the
    // thing ("I obtained the footage" for "What does the footage show?"), if it says the act of that thing.
    const actShare = (hit: RetrievedSentence) => (!checkable && this.namesTheThing(asked, hit) ? ACT_PREFERENCE : NEAR_BEST);
    const saysTheAct = (hit: RetrievedSentence) =>
      actAsked &&
      analysis.scene === null && hit.score >= best.score * actShare(hit) && this.holdsPredicate(asked, [hit]) && !deniesTheAct(asked, hit.text);
    // A question that names its moment ("What does the recording show at 10:27?") asks of that
    // moment: a sentence near the best that gives it comes before one that shares more of the rest.
    const moment = (detail: Detail) => detail.cls === 'time' || detail.cls === 'date';
    const atTheMoment = detailsOf(query).some(moment)
      ? hits.filter((hit) => hit.score >= best.score * SLOT_PREFERENCE && fills(hit) && !unstatedDetails(query, hit.text).some(moment))
      : [];
    const found = atTheMoment.find(saysTheAct) ?? atTheMoment[0] ?? hits.find((hit) => fills(hit) && saysTheAct(hit)) ?? fillers[0] ?? best;
    // The scene may be set by another sentence near the best than the one found ("I asked him if he
    // knew the QuickStop." before "He said he had not been there in months.").
    const lead =
      this.afterTheScene(analysis, found, byTheOneAsked, fills) ??
      hits.filter((hit) => hit !== found && hit.score >= best.score * NEAR_BEST).map((hit) => this.afterTheScene(analysis, hit, byTheOneAsked, fills)).find(Boolean) ??
      (actAsked && analysis.scene === null ? this.actOfItToldNext(asked, found) : null) ??
      found;
    // More sentences only of the same kind: a "who" question gets people, not the rest of the story;
    // and only near the best, whichever was found: a lead chosen for its act brings in no weaker ones.
    // By position, not identity: a lead read after its scene is a new reading of a sentence that may be among the hits.
    const chosen = [lead, ...hits.filter((hit) => hit.index !== lead.index && hit.score >= Math.max(lead.score, best.score) * 0.8 && (!fills(lead) || fills(hit)))].slice(0, style.maxSentences);
    // "He left on his own." gives no time for "When did he leave?"; the sentence it goes on from
    // ("At about 11:35 Marcus said he had to get home.") sets its time, and is said with it.
    const setting = checkable && !fills(lead) ? this.settingBefore(lead, analysis.slot, fills) : null;
    if (setting && !chosen.some((hit) => hit.index === setting.index)) chosen.splice(Math.max(1, style.maxSentences - 1), chosen.length, setting);
    // A verbose witness adds context: the sentence that follows its best one.
    const following = lead.index + 1;
    if (style.maxSentences >= 3 && !style.hostile && following < this.affidavit.sentences.length && !chosen.some((hit) => hit.index === following)) {
      chosen.push({ index: following, text: this.affidavit.sentences[following]!, score: 0 });
    }
    const ordered = chosen.sort((a, b) => a.index - b.index);
    const text = [style.poorMemory ? 'As far as I remember.' : null, ...ordered.map((hit) => hit.text)].filter(Boolean).join(' ');
    return { text, kind: 'narrative', sources: ordered.map((hit) => hit.index) };
  }

  /**
   * The one sentence of the affidavit that tells the act of a query (a content verb of it, said as a
   * verb: "arranged a review" tells no reviewing), or null when none does or more than one.
   */
  private onlyTellingOfTheAct(query: string): number | null {
    const acts = new Set(tokensOf(query).filter((token) => token.pos === 'VERB' && token.content).map((token) => token.lemma));
    const tellings = this.affidavit.sentences.flatMap((text, index) => (tokensOf(text).some((token) => token.pos === 'VERB' && acts.has(token.lemma)) ? [index] : []));
    return tellings.length === 1 ? tellings[0]! : null;
  }

  /**
   * Whether every telling a sentence tells is another's than the teller asked about: "Mr. Ferris
   * told me to fetch the kit" does not say what Oliver told you, nor does "the rota says". A
   * telling by a pronoun may be the one asked about; a name is theirs in any of its parts ("Dennis"
   * is Mr. Royle), and, for a teller asked by a noun ("the caretaker"), any name in a sentence that
   * names that noun or a word of its meaning ("The caretaker, Dennis Royle, told me"). A sentence
   * that tells no telling is left to the rest of the ranking.
   */
  private toldOnlyByAnother(teller: Clause, text: string): boolean {
    const tellings = clausesOf(text).filter((clause) => REPORTING_VERBS.has(clause.verb) || saysSomething(clause.verb));
    if (tellings.length === 0) return false;
    // A teller asked by a noun may be named by a word of the same meaning or root: "your supplier"
    // is "Cobb Building Supply", "the insurer" "the underwriter".
    const forms = new Set([teller.subject, ...(teller.named ? [] : relatedLemmas(teller.subject, 'n'))]);
    const namesTheNoun = !teller.named && tokensOf(text).some((token) => forms.has(token.lemma));
    // "I remember him telling me": a telling by a pronoun in any case.
    const byThem = (clause: Clause) =>
      forms.has(clause.subject) || THIRD_PERSONS_ANY_CASE.has(clause.subject) || (namesTheNoun && clause.named) || this.affidavit.index.otherPartsOfName(clause.subject).has(teller.subject);
    // A telling they did: what they should have reported, or the alarm they did not answer, told nothing.
    const tokens = tokensOf(text);
    const done = (clause: Clause) => tokens.some((token, at) => token.pos === 'VERB' && token.lemma === clause.verb && !token.negated && anyModalAt(tokens, at) === 'plain');
    return !tellings.some((clause) => byThem(clause) && done(clause));
  }

  /**
   * Whether a sentence tells a saying by the one a question asks a reply of: the witness for "you",
   * anyone told of by a pronoun or a name for "he" or "she", and the one named, by any part of
   * the name, for a name or a noun ("Brandon said…" for "How did Brandon respond?").
   */
  private saidBy(speaker: Clause, hit: RetrievedSentence): boolean {
    const forms = new Set([speaker.subject, ...relatedLemmas(speaker.subject, 'n')]);
    // A pronoun stands for one named by the sentences before it ("He told me…" after "I told Mr. Dunleavy").
    const referredTo = (clause: Clause) => SUBJECT_PERSON_PRONOUNS.has(clause.subject) && this.affidavit.index.contextOf(hit.index).has(speaker.subject);
    const byThem = (clause: Clause) =>
      speaker.subject === 'i'
        ? clause.subject === 'i'
        : SUBJECT_PERSON_PRONOUNS.has(speaker.subject)
          ? SUBJECT_PERSON_PRONOUNS.has(clause.subject) || clause.named
          : forms.has(clause.subject) || referredTo(clause) || this.affidavit.index.otherPartsOfName(clause.subject).has(speaker.subject);
    // A saying, not any act of speech: the police asking me something is no reply of theirs.
    const sayings = new Set([PLAIN_SAYING, ...relatedLemmas(PLAIN_SAYING, 'v'), speaker.verb]);
    // Said, not denied: "He did not say anything" is no reply.
    const tokens = tokensOf(hit.text);
    const said = (clause: Clause) => tokens.some((token) => token.pos === 'VERB' && token.lemma === clause.verb && !token.negated);
    return clausesOf(hit.text).some((clause) => (sayings.has(clause.verb) || isAWayOfSaying(clause.verb)) && byThem(clause) && said(clause));
  }

  /**
   * Whether a sentence found for a wh-question for an amount or a time tells of what is asked: it
   * gives one, or it shares a word of the question besides the people and names it is about (a
   * sentence about the caretaker is found by "caretaker" alone for "How much does the caretaker
   * earn?"). Other slots are filled too loosely to be read this way.
   */
  private toldOfWhatIsAsked(analysis: QuestionAnalysis, wordings: readonly string[], hit: RetrievedSentence, fills: (hit: RetrievedSentence) => boolean): boolean {
    if ((analysis.slot !== 'quantity' && analysis.slot !== 'time') || fills(hit)) return true;
    // The noun the question asks by counts too ("What shift were you on that Sunday?").
    return [...wordings, ...(analysis.wh ? [analysis.wh] : [])].some((wording) => {
      const rest = withoutWhoItIsAbout(wording);
      return contentLemmas(rest).length > 0 && this.affidavit.support(rest, hit.index) > 0;
    });
  }

  /**
   * "What did the scan show?": a sentence that names the thing without the act asked of it ("The
   * doctor sent me for a scan") is often followed by one that says that act of it by a pronoun
   * ("It showed a fracture"). That one answers, with the sentence it goes on from beside it
   * when the witness says more than one.
   */
  private actOfItToldNext(asked: string, found: RetrievedSentence): RetrievedSentence | null {
    const next = found.index + 1;
    if (next >= this.affidavit.sentences.length || this.holdsPredicate(asked, [found])) return null;
    const candidate = { index: next, text: this.affidavit.sentences[next]!, score: found.score };
    const subject = clausesOf(candidate.text)[0]?.subject;
    const byPronoun = subject !== undefined && SUBJECT_THING_PRONOUNS.has(subject);
    return byPronoun && this.namesTheThing(asked, candidate) && this.holdsPredicate(asked, [candidate]) && !deniesTheAct(asked, candidate.text) ? candidate : null;
  }

  /**
   * Whether a sentence names a thing the question asks of (a noun of it, itself, in a related word,
   * or by a pronoun that refers back to it): "The footage shows…" for "What does the footage show?".
   */
  private namesTheThing(asked: string, hit: RetrievedSentence): boolean {
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const context = this.affidavit.index.contextOf(hit.index);
    return tokensOf(asked).some(
      (token) => (token.pos === 'NOUN' || token.pos === 'PROPN') && token.content && (lemmas.has(token.lemma) || context.has(token.lemma) || [...relatedLemmas(token.lemma, 'n')].some((related) => lemmas.has(related))),
    );
  }

  /**
   * The sentence just before one that refers back to it (a pronoun for someone it names, "there"
   * for a place it gives), when it fills the slot the other leaves empty: the affidavit tells its
   * story in order, and a sentence that goes on from another happens in its time and place.
   */
  private settingBefore(hit: RetrievedSentence, slot: AnswerSlot | null, fills: (hit: RetrievedSentence) => boolean): RetrievedSentence | null {
    const index = hit.index - 1;
    if (index < 0 || this.affidavit.index.contextOf(hit.index).size === 0) return null;
    const before = { index, text: this.affidavit.sentences[index]!, score: hit.score };
    // A setting is a point in time ("at about 11:35", "on Monday"), not a length or a frequency ("every two minutes").
    const pointInTime = detailsOf(before.text).some((detail) => detail.cls === 'time' || detail.cls === 'date' || detail.cls === 'weekday');
    return fills(before) && (slot !== 'time' || pointInTime) ? before : null;
  }

  /**
   * Whether a sentence speaks of a property of what is asked about: it names it or a related word ("name"), a value of
   * it ("silver" of colour, "fog" of weather), or, for a measure or an attribute
   * ("temperature", "speed"), gives a number.
   */
  private speaksOf(attribute: string, hit: RetrievedSentence, query: string): boolean {
    // …of what the question asks it of: "My name is…" is no answer to "What is the engineer's name?".
    const owner = tokensOf(query).filter((token) => token.lemma !== attribute && token.pos !== 'PUNCT').map((token) => token.text).join(' ');
    if (contentLemmas(owner).length > 0 && this.affidavit.support(owner, hit.index) === 0) return false;
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    if (lemmas.has(attribute) || [...relatedLemmas(attribute, 'n')].some((related) => lemmas.has(related))) return true;
    // A name is given as one: a proper name, which no date is.
    if (attribute === 'name') return detailsOf(hit.text).some((detail) => detail.cls === 'name');
    if ([...lemmas].some((lemma) => isKindOf(lemma, attribute))) return true;
    const kinds = nounKinds(attribute);
    return (kinds.has(NOUN_KIND.attribute) || kinds.has(NOUN_KIND.quantity)) && detailsOf(hit.text).some((detail) => detail.cls === 'number');
  }

  /**
   * "What did he tell you when you asked whether he'd been drinking?": the best sentence may be
   * the scene ("I asked whether he had been drinking"), and what was asked about the one after
   * it ('He said, "Two beers with dinner."'). The next sentence is taken when it holds more of
   * the question without its scene than the scene sentence does, or as much when only it fills
   * the asked slot ("I got to the aisle two minutes later" for "How long after the call did you
   * get there?").
   */
  private afterTheScene(analysis: QuestionAnalysis, found: RetrievedSentence, byTheOneAsked: (text: string) => boolean, fills: (hit: RetrievedSentence) => boolean): RetrievedSentence | null {
    const next = found.index + 1;
    if (!analysis.focus || next >= this.affidavit.sentences.length) return null;
    const nextFocus = this.affidavit.support(analysis.focus, next);
    // What is asked about ("tell") is what the next sentence must hold, itself or in other words
    // ("said"); names aside, which a pronoun stands for.
    const lemmas = this.affidavit.index.lemmasOf(next);
    const holdsAct = tokensOf(analysis.focus).every((token) => !token.content || token.pos === 'PROPN' || lemmas.has(token.lemma) || [...relatedLemmas(token.lemma)].some((related) => lemmas.has(related)));
    const candidate = { index: next, text: this.affidavit.sentences[next]!, score: found.score };
    const foundFocus = this.affidavit.support(analysis.focus, found.index);
    const holdsMore = nextFocus > foundFocus || (nextFocus === foundFocus && fills(candidate) && !fills(found));
    return holdsAct && byTheOneAsked(candidate.text) && holdsMore && nextFocus >= ANSWER_MIN ? candidate : null;
  }

  private silent(style: Style): AnswerDecision {
    return { text: style.poorMemory ? "I don't remember." : "I don't know.", kind: 'unknown', sources: [] };
  }

  private unknown(analysis: QuestionAnalysis, style: Style): AnswerDecision {
    // Other people's minds and what might have been are not things a witness recalls.
    const notKnowable = analysis.slot === 'reason' || /\b(?:thinking|intend|would have|going to|feel)\b/i.test(analysis.proposition);
    const text = notKnowable ? "I don't know." : style.poorMemory ? "I don't remember." : "I don't recall.";
    return { text, kind: 'unknown', sources: [] };
  }

  private beyondKnowledge(question: string): boolean {
    return this.spec.knowledgeBoundaries.some((boundary) => reachesBoundary(boundary, question));
  }

}

/** Nouns that ask for a kind of what follows them ("what sort of vehicle"), not for a sort. */
const KIND_WORDS = new Set(['sort', 'kind', 'type']);

/**
 * The class a wh-phrase asks for a thing by: "animal" of "What animals…?", "vehicle" of "What
 * sort of vehicle…?"; null for a wh-word alone, or a slot other than a thing.
 */
function classAsked(analysis: QuestionAnalysis): string | null {
  const noun = analysis.wh?.split(' ')[1];
  if (analysis.slot !== 'thing' || noun === undefined) return null;
  if (!KIND_WORDS.has(noun)) return noun;
  const tokens = tokensOf(analysis.query);
  return tokens[0]?.lower === 'of' && tokens[1]?.pos === 'NOUN' ? tokens[1].lemma : null;
}

/** Whether a premise's main verb takes a clause of its own ("you found that the cluster had been changed"). */
function takesItsClause(premise: string): boolean {
  const predicate = predicateOf(premise);
  const tokens = tokensOf(premise);
  return predicate !== null && takesAClause(tokens, tokens.indexOf(predicate));
}

/**
 * The telling a wh-question asks of someone else than the witness ("What did Mr. Ferris tell you
 * to do?", "What did the caretaker say?"), or null when it asks of no telling, or of the witness's own.
 */
function askedTeller(question: string): Clause | null {
  const asked = clausesOf(question)[0];
  // "How were tenants told?" asks of those told, not of a teller.
  if (!asked || asked.passive || !REPORTING_VERBS.has(asked.verb) || CLAUSE_WH.has(asked.subject)) return null;
  return asked.named || (personOf(asked.subject) === undefined && namesAPerson(asked.subject)) ? asked : null;
}

/**
 * Whom a wh-question asks a reply or a remark of, when its act is a finer way of saying ("How did
 * Brandon respond?", "What did you answer?"), or null for any other act or a "who" asked.
 */
function askedSpeaker(query: string): Clause | null {
  const asked = clausesOf(query)[0];
  return asked && !asked.passive && !CLAUSE_WH.has(asked.subject) && isAWayOfSaying(asked.verb) ? asked : null;
}

/** A question's words without those that name whom it is about: people, names and pronouns ("does earn" of "does the caretaker earn"). */
function withoutWhoItIsAbout(text: string): string {
  return tokensOf(text)
    .filter((token) => !namesSomeone(token))
    .map((token) => token.text)
    .join(' ');
}

/**
 * The verb of a sentence that says a premise's act in other words, by the premise's reading and
 * the sentence's: kept while both readings are, so the token found is one of the sentence's own.
 */
const actsInOtherWords = new WeakMap<readonly Token[], Map<readonly Token[], Token | null>>();

/** How a sentence contradicts a premise ('opposite': it says the premise's state in its opposite word), or null. */
type Contradiction = 'detail' | 'polarity' | 'absence' | 'opposite' | null;

/** Whether the words before a reported word open a question ("whether", "if"): what follows is said neither way. */
/**
 * Whether the question the premise's verb at `premiseAt` takes ("know if anyone saw you", "noted
 * whether it was open") shares a word, or WordNet's word for it, with what follows the sentence's
 * verb at `sentenceAt`. True when the premise's verb takes no such question, or it holds no word of
 * substance: there is nothing else it could be said of. A clause of fact ("found that the files
 * were sent") is left to the tests of what was found: a sentence may name its thing in other words.
 */
function clauseSharedAfter(premise: readonly Token[], premiseAt: number, sentence: readonly Token[], sentenceAt: number): boolean {
  if (!askedOnly(premise.slice(premiseAt + 1, premiseAt + 2))) return true;
  const substance = (token: Token) => token.content && token.pos !== 'PRON' && personOf(token.lower) === undefined;
  const asked = premise.slice(premiseAt + 1).filter(substance);
  if (asked.length === 0) return true;
  // What the sentence's verb takes, to the end of its clause: one that leaves its question unsaid
  // ("I did not note which") is of the premise's own clause.
  const end = sentence.findIndex((token, index) => index > sentenceAt && (token.pos === 'PUNCT' || token.pos === 'CCONJ'));
  const told = sentence.slice(sentenceAt + 1, end < 0 ? sentence.length : end).filter(substance);
  if (told.length === 0) return true;
  return asked.some((word) => told.some((other) => other.lemma === word.lemma || relatedLemmas(word.lemma, wordNetPos(word.pos)).has(other.lemma)));
}

function askedOnly(before: readonly Token[]): boolean {
  return before.some((token) => token.lower === 'whether' || (token.lower === 'if' && token.pos === 'SCONJ'));
}

/**
 * A retrieved sentence with how it contradicts a premise, judged on first asking and kept: most
 * premises are decided before their weaker sentences need judging.
 */
function judgedWhenAsked(hit: RetrievedSentence, judge: () => Contradiction): { readonly hit: RetrievedSentence; readonly contradiction: Contradiction } {
  let judgement: { contradiction: Contradiction } | undefined;
  return {
    hit,
    get contradiction() {
      judgement ??= { contradiction: judge() };
      return judgement.contradiction;
    },
  };
}

/** Possessive pronouns that stand alone ("was yours"), by whose: "yours" in a question is the witness's. */
const OWNERS = wordTable<string>({ mine: 'i', yours: 'i', his: 'he', hers: 'she', ours: 'we', theirs: 'they' });

/**
 * The sentence's denied verb for a broader act than the premise denies ("I did not look down the
 * aisle" for "you never glanced down it", "I did not go out" for "you didn't walk out"): denying
 * the act denies every way of doing it. Never the other way: "I looked" is no "you glanced", nor
 * "I went" a "you walked". Null when there is none.
 */
function broaderActDenied(premise: string, text: string): Token | null {
  const predicate = predicateOf(premise);
  if (!predicate || predicate.pos !== 'VERB' || !predicate.negated) return null;
  const broader = broaderActs(predicate.lemma);
  return tokensOf(text).find((token) => token.pos === 'VERB' && token.negated && broader.has(token.lemma)) ?? null;
}

/**
 * The sentence's verb for the act a premise's support verb names by its noun ("gave evidence" →
 * "testified", "ran no test" → "did not test"), or that it says happened ("your visit came in
 * May" → "I visited in May"), or null.
 */
function actNamedByTheNoun(premise: string, text: string): Token | null {
  const predicate = predicateOf(premise);
  if (!predicate || predicate.pos !== 'VERB') return null;
  const tokens = tokensOf(premise);
  const noun = nounNamingTheAct(tokens, tokens.indexOf(predicate));
  if (!noun) return null;
  const acts = actsNamedBy(noun.lemma);
  const sentence = tokensOf(text);
  // …or by a support verb of its own taking the same noun: "We did two lifts" says "you made two
  // lifts", the verbs carrying nothing of the act; but not of another thing ("two lifts of steel"
  // against "two lifts of ductwork"): what the noun is "of" is part of the act so named.
  const ofWhat = nounsOfItsOfPhrase(tokens, tokens.indexOf(noun));
  const sameNoun = (at: number) => nounOfSupportVerb(sentence, at)?.lemma === noun.lemma && ofWhat.every((thing) => sentence.some((token) => token.lemma === thing.lemma));
  return sentence.find((token) => token.pos === 'VERB' && acts.has(token.lemma)) ?? sentence.find((_, at) => sameNoun(at)) ?? null;
}

/** The nouns of the "of" phrase right after the noun at `at` ("lifts of steel beams" → steel, beam); none without one. */
function nounsOfItsOfPhrase(tokens: readonly Token[], at: number): readonly Token[] {
  if (tokens[at + 1]?.lower !== 'of') return [];
  let next = at + 2;
  while (['DET', 'ADJ', 'NUM'].includes(tokens[next]?.pos ?? '')) next++;
  const nouns: Token[] = [];
  while (tokens[next]?.pos === 'NOUN' || tokens[next]?.pos === 'PROPN') nouns.push(tokens[next++]!);
  return nouns;
}

/**
 * Whether a sentence says a phrasal verb by its verb alone, when the phrase is a way of doing what
 * that verb does ("Lorna had written the passwords" for "the passwords were written down"), and
 * the sentence's verb is no other phrasal verb ("it went on" says nothing of "the barrier went up").
 */
function saysThePhraseByItsVerb(phrase: string, verb: string, sentence: string): boolean {
  if (!broaderActs(phrase).has(verb)) return false;
  const tokens = tokensOf(sentence);
  const phrases = phrasalVerbs(tokens);
  return tokens.some((token, at) => token.pos === 'VERB' && token.lemma === verb && !phrases.has(at));
}

/** The noun "your" or "my" at `at` owns, past its adjectives ("your own key" → key), or null. */
function nounOwnedAt(tokens: readonly Token[], at: number): Token | null {
  if (tokens[at]!.lower !== 'your' && tokens[at]!.lower !== 'my') return null;
  let next = at + 1;
  while (tokens[next]?.pos === 'ADJ') next++;
  return tokens[next]?.pos === 'NOUN' ? tokens[next]! : null;
}

/** The nouns the premise calls the witness's ("your draft" → draft). */
function witnesssThings(premiseTokens: readonly Token[]): Set<string> {
  return new Set(premiseTokens.flatMap((token, at) => nounOwnedAt(premiseTokens, at)?.lemma ?? []));
}

/**
 * Whether the sentence gives a thing the premise calls the witness's ("your guideline", "your own
 * land") to someone else ("her guideline", "Mr. Hale's guideline", "my cousin's land"), and never
 * as the witness's own.
 */
function ownedByAnother(premiseTokens: readonly Token[], sentence: string): boolean {
  const owned = witnesssThings(premiseTokens);
  const tokens = tokensOf(sentence);
  const ownerBefore = (at: number) => {
    const owner = tokens[at - 2];
    return tokens[at - 1]?.lower === "'s" && owner !== undefined && (owner.pos === 'PROPN' || (owner.pos === 'NOUN' && namesAPerson(owner.lemma)));
  };
  const another = tokens.some((token, at) => owned.has(token.lemma) && at > 0 && (['his', 'her', 'their'].includes(tokens[at - 1]!.lower) || ownerBefore(at)));
  return another && !tokens.some((token, at) => owned.has(token.lemma) && nounOwnedAt(tokens, at - 1) === token);
}

/**
 * The negation a noun's own phrase opens with, its verb left unnegated: what stands before the
 * noun's determiners and modifiers.
 */
function negationBefore(tokens: readonly Token[], nounAt: number): number {
  let at = nounAt - 1;
  // Past the noun's modifiers, a hyphened one too ("no first-aid training", "no four-inch nails"),
  // and a participle however the tagger read it, right after the determiner ("no indented
  // writing"), not a clause's verb ("no idea who rented unit 44"). "No" before a list of things
  // joined by "or" denies each ("no upload or email of the files"): past the "or" after a noun.
  const modifies = (index: number) => {
    const token = tokens[index]!;
    const inAList = token.lower === 'or' && tokens[index - 1]?.pos === 'NOUN';
    return ['DET', 'PRON', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(token.pos) || token.text === '-' || inAList || (isParticiple(token) && (tokens[index - 1]?.pos === 'DET' || tokens[index - 1]?.pos === 'ADJ'));
  };
  while (at >= 0 && modifies(at) && !tokens[at]!.negation) at--;
  return at;
}

/**
 * Whether a noun is what a "not" with its verb left out denies: "…, but not his mouth", "…, not
 * the rear door". The "not" follows a comma or a conjunction.
 */
function deniedByElidedNot(tokens: readonly Token[], nounAt: number): boolean {
  const at = negationBefore(tokens, nounAt);
  return tokens[at]?.lower === 'not' && ['CCONJ', 'PUNCT'].includes(tokens[at - 1]?.pos ?? '');
}

/**
 * Whether the sentence names the premise's act (`verb`, or the phrasal verb it opens) as a noun,
 * itself or a related word, and denies it: "never received a reply" for "wrote back", "had no
 * answer" for "answered".
 */
function actNamedAndDenied(premiseTokens: readonly Token[], verb: Token, sentence: readonly Token[]): boolean {
  const act = phrasalVerbs(premiseTokens).get(premiseTokens.indexOf(verb)) ?? verb.lemma;
  const forms = new Set([act, ...relatedLemmas(act, 'v')]);
  return sentence.some((token, at) => token.pos === 'NOUN' && forms.has(token.lemma) && (token.negated || deniedByNo(sentence, at)));
}

/** Whether the premise's act, as the premise says it, is said with a "not" of its own on one side only. */
function saysTheActTheOtherWay(premiseAct: Token | null, told: Token | null): boolean {
  return premiseAct !== null && told !== null && premiseAct.negated !== told.negated;
}

/**
 * Whether the noun at `nounAt` is narrowed by a modifier the premise does not say, between it and
 * the negation (or the "or" of a list) before it: "no Aurelle boxes" is narrower than "boxes".
 */
function narrowedBeyond(tokens: readonly Token[], nounAt: number, premiseLemmas: ReadonlySet<string>): boolean {
  let from = negationBefore(tokens, nounAt);
  for (let at = nounAt - 1; at > from; at--) if (tokens[at]!.pos === 'CCONJ') from = at;
  return tokens.slice(from + 1, nounAt).some((token) => token.content && ['NOUN', 'PROPN', 'ADJ'].includes(token.pos) && !premiseLemmas.has(token.lemma));
}

/** Whether a noun is denied by "no" before it: "…and no Sunday", "no work at all". */
function deniedByNo(tokens: readonly Token[], nounAt: number): boolean {
  return tokens[negationBefore(tokens, nounAt)]?.lower === 'no';
}

/**
 * The nouns of a sentence that tell of no act, and only as nouns: not a noun a verb takes ("did a
 * test", "carried out two surveys", past the determiners and modifiers between them), nor what a
 * length of time was spent at ("12 years of practice"), nor a gerund
 * ("crushing began"), nor a word the sentence also says as a verb or adjective. Any verb that takes
 * the noun counts, not only a support verb (`nounOfSupportVerb`): held to those, answers on two
 * development packs and the held-out pair changed, for the worse more often than the better.
 */
/**
 * Whether a noun is the one who does an act, said to be the subject ("I am the owner of the van",
 * "I have been the depot manager"): the subject does the act its role is named for.
 */
function isRoleOfTheSubject(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && ['DET', 'ADJ', 'NUM', 'NOUN'].includes(tokens[at]!.pos)) at--;
  return tokens[at]?.lemma === 'be' && namesAPersonFirst(tokens[index]!.lemma);
}

/** The noun by which a sentence makes its subject the one who does an act ("the depot manager" for "manage"), by WordNet's derivation either way, or null. */
function doerOf(act: string, sentence: readonly Token[]): Token | null {
  return sentence.find((token, index) => token.pos === 'NOUN' && isRoleOfTheSubject(sentence, index) && (relatedLemmas(token.lemma, 'n').has(act) || relatedLemmas(act, 'v').has(token.lemma))) ?? null;
}

function nounsNoActIsDoneAs(tokens: readonly Token[]): Set<string> {
  // The act a length of time was spent at ("with 19 years of practice", "after six weeks of treatment").
  const spentAt = (index: number) => tokens[index - 1]?.lower === 'of' && tokens[index - 2]?.pos === 'NOUN' && nounKinds(tokens[index - 2]!.lemma).has(NOUN_KIND.time);
  const taken = (index: number) => {
    let at = index - 1;
    while (at >= 0 && ['DET', 'ADJ', 'NUM'].includes(tokens[at]!.pos)) at--;
    // A particle stands between some verbs and what they take ("carried out a test").
    if (['PART', 'ADP'].includes(tokens[at]?.pos ?? '') && tokens[at - 1]?.pos === 'VERB') at--;
    return tokens[at]?.pos === 'VERB';
  };
  const nouns = tokens.filter((token, index) => token.pos === 'NOUN' && !token.lower.endsWith('ing') && !taken(index) && !spentAt(index) && !isRoleOfTheSubject(tokens, index)).map((token) => token.lemma);
  const otherwise = new Set(tokens.filter((token) => token.pos !== 'NOUN').map((token) => token.lemma));
  return new Set(nouns.filter((lemma) => !otherwise.has(lemma)));
}

/**
 * Whether a premise puts its act as done by the witness in person: "yourself" after what the act
 * is done to, or "by yourself" ("You filed the claim yourself"), not the one the act is done to
 * ("You hurt yourself").
 */
function doneInPerson(premise: string, act: Token): boolean {
  const tokens = tokensOf(premise);
  return tokens.some((token, at) => token.lower === 'yourself' && at > tokens.indexOf(act) + 1);
}

/** Words that open a clause telling when another act happened. */
const TIME_CLAUSE_OPENERS = new Set(['before', 'after', 'when', 'until', 'while']);

/**
 * Whether the sentence tells the act only as the time of another ("I was with Marcus that evening,
 * before he was stopped"): it dates what the sentence says, and answers no question whether the act
 * ever happened ("Has he ever been stopped before?").
 */
function onlyAsTheTimeOfAnother(act: string, sentence: string): boolean {
  const tokens = tokensOf(sentence);
  const tellings = tokens.map((token, at) => (token.pos === 'VERB' && token.lemma === act ? at : -1)).filter((at) => at >= 0);
  return tellings.length > 0 && tellings.every((at) => {
    const start = Math.max(0, at - 4);
    const opener = tokens.slice(start, at).findLastIndex((token) => TIME_CLAUSE_OPENERS.has(token.lower));
    // …after a main clause of its own, which the time clause dates.
    return opener >= 0 && tokens.slice(0, start + opener).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  });
}

/**
 * Whether the premise places its subject at a thing ("Kyle was at the briefing") that the sentence
 * names only as a time ("arrived at 7:50, after the briefing had finished"): that dates what it
 * tells, and puts no one there.
 */
function placedOnlyAtItsTime(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  const at = premiseTokens.findIndex((token, index) => token.lemma === 'be' && (token.lower === 'at' || premiseTokens[index + 1]?.lower === 'at' || premiseTokens[index + 1]?.lower === 'in'));
  if (at < 0 || premiseTokens.some((token) => token.pos === 'VERB')) return false;
  const place = premiseTokens.slice(at + 2, at + 5).find((token) => token.pos === 'NOUN');
  if (!place) return false;
  const tokens = tokensOf(sentence);
  const namings = tokens.map((token, index) => (token.lemma === place.lemma ? index : -1)).filter((index) => index >= 0);
  return namings.length > 0 && namings.every((index) => tokens.slice(Math.max(0, index - 3), index).some((token) => TIME_CLAUSE_OPENERS.has(token.lower)));
}

/**
 * Whether the premise gives a thing to one owner and the sentence to another: "the decision to
 * dismiss was yours" against "the decision to dismiss was his". Only a possessive that stands
 * alone, at the end of its clause, is an owner ("his letter" names a letter).
 */
function rivalOwner(premise: string, sentence: string): boolean {
  const owners = (text: string) => {
    const tokens = tokensOf(text);
    return tokens.filter((token, at) => OWNERS[token.lower] !== undefined && tokens[at - 1]?.lemma === 'be' && !['NOUN', 'ADJ', 'PROPN', 'NUM'].includes(tokens[at + 1]?.pos ?? '')).map((token) => OWNERS[token.lower]!);
  };
  const asked = owners(premise);
  const said = owners(sentence);
  return asked.length > 0 && said.length > 0 && !said.some((owner) => asked.includes(owner));
}

const INDEFINITE_PRONOUNS = new Set(['anyone', 'anybody', 'anything', 'someone', 'somebody', 'something']);

/**
 * Whether what a sentence says there was none of (at `headAt`) is the premise's: "I heard no fog
 * signal from her" says nothing of your own, so a phrase that narrows the absence to someone must
 * narrow it to one the premise is about ("nothing from him" to "…from the inspector"). A phrase of
 * a thing ("nothing in writing") leaves it the premise's.
 */
function narrowedToThePremise(tokens: readonly Token[], headAt: number, premiseTokens: readonly Token[]): boolean {
  if (tokens[headAt + 1]?.pos !== 'ADP') return true;
  const object = ownedThingOrOne(tokens.slice(headAt + 2, headAt + 7));
  if (object === undefined || !namesSomeone(object)) return true;
  const premiseLemmas = new Set(premiseTokens.map((other) => other.lemma));
  const premisePeople = new Set(premiseTokens.map((other) => personOf(other.lower)).filter(Boolean));
  const objectPerson = personOf(object.lower);
  // "it" or "them" stands for the thing already named ("I told nobody about it" to "…about the
  // notebook"), "him" or "her" for the person the premise names ("from him" to "from the inspector").
  const premiseNamesAPerson = premiseTokens.some((token) => token.pos === 'NOUN' && namesAPerson(token.lemma));
  return (
    premiseLemmas.has(object.lemma) ||
    // A name the tagger leaves in the plural ("on Sundays") is still the premise's ("on a Sunday").
    (object.pos === 'PROPN' && premiseLemmas.has(object.lower.replace(/s$/, ''))) ||
    THING_PRONOUNS.has(object.lower) ||
    (objectPerson !== undefined && (premisePeople.has(objectPerson) || (THIRD_PERSONS.has(objectPerson) && premiseNamesAPerson)))
  );
}

/**
 * The first thing or one a phrase names, past whoever owns it: "in Alan's spine" and "in their
 * chemistry" are of a spine and a chemistry, not of Alan or of them; "from her" is of her.
 */
function ownedThingOrOne(phrase: readonly Token[]): Token | undefined {
  return phrase.find((token, at) => {
    if (!['NOUN', 'PROPN', 'PRON'].includes(token.pos)) return false;
    const next = phrase[at + 1];
    const owner = (next?.pos === 'PART' && /^['\u2019]s?$/.test(next.text)) || (token.pos === 'PRON' && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next?.pos ?? ''));
    return !owner;
  });
}

/**
 * Whether the sentence denies the premise's act of every thing or person: the premise's verb,
 * negated, with "anything", "anyone" or "anybody" after it ("She didn't sign anything"), or
 * with "nothing" or "nobody" as what it is done to ("I signed nothing").
 */
function deniesTheActOfAll(premise: string, sentence: string): boolean {
  const verb = predicateOf(premise);
  if (!verb || verb.pos !== 'VERB') return false;
  const tokens = tokensOf(sentence);
  const at = tokens.findIndex((token) => token.pos === 'VERB' && token.lemma === verb.lemma);
  if (at < 0) return false;
  const after = tokens.slice(at + 1, at + 3);
  return (tokens[at]!.negated && after.some((token) => INDEFINITE_PRONOUNS.has(token.lower) && token.lower.startsWith('any'))) || noOneDoneTo(tokens, at) >= 0;
}

/** Where the act at `at` is done to "nothing" or "nobody", next after it or after the one it is done for ("gave me nothing"), or -1. */
function noOneDoneTo(tokens: readonly Token[], at: number): number {
  const none = tokens.slice(at + 1, at + 3).findIndex((token) => token.lower === 'nothing' || token.lower === 'nobody');
  return none < 0 ? -1 : at + 1 + none;
}

/** Whether the premise asks of someone or something unnamed ("anyone", "something") and the sentence says there was no one or nothing. */
function saysNoneOfTheOneAsked(premise: string, sentence: string): boolean {
  return tokensOf(premise).some((token) => INDEFINITE_PRONOUNS.has(token.lower)) && saysNoOneOrNothing(tokensOf(sentence));
}

/** Whether a sentence says there was no one or nothing: "nobody", "no one", "nothing", "none of them". */
function saysNoOneOrNothing(tokens: readonly Token[]): boolean {
  return tokens.some((_, index) => saysNoOneAt(tokens, index));
}

/** Verbs by which a witness says what it is or does for a living ("I am a…", "I have worked as…", "I run…"). */
/** Kinds of noun a witness holds as a qualification: an award (a degree) or a credential (a diploma). */
const CREDENTIAL_KINDS: readonly string[] = ['award', 'credential'];

/** Whether a sentence names a qualification: a noun of a credential's kind, or a document held ("I hold a certificate"). */
function namesACredential(text: string): boolean {
  const tokens = tokensOf(text);
  // Held by the witness ("I hold", "I have held"), not a participle of another thing ("the county's holding barn").
  const heldFrom = tokens.findIndex((token, at) => token.pos === 'VERB' && token.lemma === 'hold' && tokens.slice(Math.max(0, at - 3), at).some((before) => before.lower === 'i'));
  // Not a measure ("135 degrees" is a temperature), nor a title ("Ms" is no Master of Science).
  const named = (token: Token, at: number) => (token.pos === 'NOUN' || (token.pos === 'PROPN' && !isNameTitle(token.lower))) && tokens[at - 1]?.pos !== 'NUM';
  return tokens.some((token, at) => named(token, at) && (CREDENTIAL_KINDS.some((kind) => isKindOf(token.lemma, kind)) || (heldFrom >= 0 && at > heldFrom && isKindOf(token.lemma, 'document'))));
}

const STANDING_VERBS = new Set(['be', 'work', 'serve', 'run', 'own', 'manage', 'teach', 'practise', 'practice']);

/**
 * Whether a sentence says what the witness is ("I am a chartered naval architect", "I have been a
 * joiner for thirty-one years", "I work as a dental assistant"), not what it did ("I was calling 911").
 */
function statesWhatIAm(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, index) => {
    if (token.lower !== 'i') return false;
    // The verb follows "I", perhaps after an auxiliary ("I have been", "I have worked").
    const at = tokens.findIndex((other, j) => j > index && j <= index + 3 && STANDING_VERBS.has(other.lemma));
    if (at < 0) return false;
    // "I was calling", "I was at work": an act or a place after "be", not a standing.
    const next = tokens[at + 1];
    return tokens[at]!.lemma !== 'be' || (next !== undefined && !['VERB', 'ADV', 'PART', 'ADP'].includes(next.pos));
  });
}

/**
 * Whether a sentence tells what the witness does now for or at a named body: "I" with a verb in the
 * present ("I drive a delivery truck for Harlan Feed & Seed", "I teach at Millbrook College"), and
 * "for" or "at" before a proper name, in the verb's own clause. Not a past act ("I drove to Marlow"),
 * nor a belief ("I think the whiskeys were for Dave").
 */
function doesNowForABody(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, index) => {
    if (token.lower !== 'i') return false;
    const verb = tokens[index + 1]?.pos === 'ADV' ? tokens[index + 2] : tokens[index + 1];
    if (verb?.pos !== 'VERB' || verb.lower !== verb.lemma) return false;
    const verbAt = tokens.indexOf(verb);
    const clauseEnd = tokens.findIndex((other, at) => at > verbAt && (other.pos === 'PUNCT' || other.pos === 'CCONJ'));
    const clause = tokens.slice(verbAt + 1, clauseEnd < 0 ? undefined : clauseEnd);
    // The body is the verb's own: no other verb before it ("I think the whiskeys were for Dave" is a belief).
    const body = clause.findIndex((other, at) => (other.lower === 'for' || other.lower === 'at') && clause[at + 1]?.pos === 'PROPN');
    return body >= 0 && !clause.slice(0, body).some((other) => other.pos === 'VERB' || other.pos === 'AUX');
  });
}

/** "I am a joiner", "I am an associate professor of psychology": the witness said to be a kind of person. */
function namesMeAsAPerson(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, index) => {
    if (token.lower !== 'i' || tokens[index + 1]?.lemma !== 'be' || !['a', 'an'].includes(tokens[index + 2]?.lower ?? '')) return false;
    let at = index + 3;
    while (tokens[at] && (tokens[at]!.pos === 'ADJ' || (tokens[at]!.pos === 'NOUN' && tokens[at + 1]?.pos === 'NOUN'))) at++;
    return tokens[at]?.pos === 'NOUN' && namesAPerson(tokens[at]!.lemma);
  });
}

/** Whether a sentence has a clause whose subject is the premise's ("you" read as "I"). */
/**
 * Whether the sentence gives the premise's thing a rival attribute and never the premise's own:
 * the same noun with another word of the same kind before it ("his left knee" for "his right
 * knee", "a blue bucket" for "a red bucket"), of the same owner when both name one. The act
 * around it may be told in other words ("complained about" and "told me … was sore"): the
 * thing is the same.
 */
function rivalModifier(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  const sentenceTokens = tokensOf(sentence);
  const sameOwner = (a: Token | undefined, b: Token | undefined) => a?.pos !== 'PRON' || b?.pos !== 'PRON' || personOf(a.lower) === personOf(b.lower);
  return premiseTokens.some((modifier, at) => {
    const head = premiseTokens[at + 1];
    if (!head || head.pos !== 'NOUN' || !modifier.content || (modifier.pos !== 'ADJ' && modifier.pos !== 'NOUN')) return false;
    const heads = sentenceTokens.flatMap((token, index) => (index > 0 && token.lemma === head.lemma ? [index] : []));
    // A modifier is read as written too: a tagger may take "left" in "his left knee" for "leave".
    const said = (token: Token) => [token.lemma, token.lower];
    if (heads.some((index) => said(sentenceTokens[index - 1]!).includes(modifier.lemma))) return false;
    return heads.some((index) => {
      const other = sentenceTokens[index - 1]!;
      return other.content && sameOwner(premiseTokens[at - 1], sentenceTokens[index - 2]) && said(other).some((word) => word !== modifier.lemma && areRivals(modifier.lemma, word));
    });
  });
}

/**
 * Whether the premise says "only" of a thing the sentence names beside another of its kind:
 * "You only acted for the landlord" against "I have acted for landlords and tenants alike"; "only
 * ever for the defence" against "for both prosecution and defence". One is not all.
 */
function onlyOneOfMore(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  const only = premiseTokens.findIndex((token) => token.lower === 'only');
  if (only < 0) return false;
  const premiseLemmas = new Set(premiseTokens.map((token) => token.lemma));
  const things = new Set(premiseTokens.slice(only + 1).filter((token) => (token.pos === 'NOUN' || token.pos === 'PROPN') && token.content).map((token) => token.lemma));
  const tokens = tokensOf(sentence);
  const another = (token: Token | undefined) => token !== undefined && ['NOUN', 'PROPN'].includes(token.pos) && !premiseLemmas.has(token.lemma);
  // A noun joined by "and" or "or" to another noun the premise does not name, either way round.
  const joined = tokens.some((token, at) => {
    if (!(token.lower === 'and' || token.lower === 'or') || token.pos !== 'CCONJ') return false;
    const before = tokens[at - 1];
    const after = tokens.slice(at + 1, at + 3).find((other) => other.pos === 'NOUN' || other.pos === 'PROPN');
    if (!before || !after || !['NOUN', 'PROPN'].includes(before.pos)) return false;
    return (things.has(before.lemma) && another(after)) || (things.has(after.lemma) && another(before));
  });
  // …or a list of phrases with the same preposition ("for farmers, for the state and for
  // insurers"): the premise's thing after it in one, another thing in the next.
  const thingAfter = (at: number) => tokens.slice(at + 1).find((other) => !['DET', 'ADJ', 'NUM'].includes(other.pos));
  const listed = tokens.some((token, at) => {
    const thing = thingAfter(at);
    if (token.pos !== 'ADP' || !thing || !things.has(thing.lemma)) return false;
    return tokens.some((other, index) => index !== at && other.pos === 'ADP' && other.lemma === token.lemma && [',', 'and', 'or'].includes(tokens[index - 1]?.lower ?? '') && another(thingAfter(index)));
  });
  return joined || listed;
}

/**
 * Whether the sentence puts a thing of its own (a noun, a name or a pronoun) right after its act
 * (`act`), or after the act's `preposition` ("spoke to the woman" for "spoke to a member of
 * staff"), or says the act some other way.
 */
function actsOnAThingOfItsOwn(act: Token | null, sentence: string, preposition: string | null = null): boolean {
  return act === null || thingAfterAct(act, sentence, preposition).some((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON');
}

/**
 * What a premise's act is done to (the nouns and names right after its verb, up to a clause of
 * their own or a preposition after them: what follows says where or when), with the preposition
 * the act takes them by ("spoke to"), or null when its predicate is no verb.
 */
function doneToOf(premise: string): { objects: readonly Token[]; preposition: string | null } | null {
  const predicate = predicateOf(premise);
  if (!predicate || predicate.pos !== 'VERB') return null;
  const tokens = tokensOf(premise);
  const after = tokens.slice(tokens.indexOf(predicate) + 1);
  const acted = (token: Token) => (token.pos === 'NOUN' || (token.pos === 'PROPN' && !token.lower.endsWith('.'))) && token.content && token.entity !== 'DATE' && token.entity !== 'TIME' && !nounKinds(token.lemma).has(NOUN_KIND.time);
  const end = after.findIndex((token, index) => token.pos === 'VERB' || token.pos === 'SCONJ' || CLAUSE_WH.has(token.lower) || (token.pos === 'ADP' && after.slice(0, index).some(acted)));
  // A name or noun followed by its own verb is the doer in a clause of its own ("every word Dr. Amadi said").
  const within = end < 0 ? after : after.slice(0, end);
  const objects = within.filter((token, index) => acted(token) && !['VERB', 'AUX'].includes(after[index + 1]?.pos ?? ''));
  return { objects, preposition: after[0]?.pos === 'ADP' ? after[0].lower : null };
}

/** The words right after a sentence's act (past the act's own `preposition`), up to a phrase or clause of their own. */
function thingAfterAct(act: Token, sentence: string, preposition: string | null): readonly Token[] {
  const tokens = tokensOf(sentence);
  const at = tokens.findIndex((token) => token.text === act.text && token.lemma === act.lemma);
  const after = tokens.slice(at + 1 + (preposition !== null && tokens[at + 1]?.lower === preposition ? 1 : 0));
  const end = after.findIndex((token) => token.pos === 'PUNCT' || token.pos === 'ADP' || token.pos === 'SCONJ' || token.pos === 'CCONJ' || token.pos === 'VERB');
  return end < 0 ? after : after.slice(0, end);
}

/**
 * Whether a sentence's first clause has the doer as its subject: the same person ("you" is "I"),
 * or, for anyone but the witness, a pronoun that can stand for them ("the man in the grey coat" →
 * "he").
 */
function doneBy(doer: string, sentence: string): boolean {
  // "When visibility fell, I reduced speed": the act is the main statement's, not the scene's.
  const statement = withoutFrontedScene(sentence);
  const clause = clausesOf(statement)[0];
  // What was not done is no act done next ("He did not hit him again"); a clause it governs may
  // deny something else ("He shone a light…, which I could not follow").
  if (clause === undefined || mainClauseOf(tokensOf(statement)).some((token) => token.negation)) return false;
  if (doer === '') return true;
  // The doer read as the subject of a clause, the way the sentence's subject is read.
  const asked = clausesOf(`${doer} waited.`)[0]?.subject;
  if (asked === undefined) return false;
  if (asked === 'i') return clause.subject === 'i';
  if (asked === clause.subject && personOf(asked) !== undefined) return true;
  if (personOf(asked) === undefined && SUBJECT_PERSON_PRONOUNS.has(clause.subject)) return true;
  // The same noun is the same one only as the doer is described: "the man in the white shirt" is
  // not "the man in the dark jacket".
  const said = new Set(contentLemmas(sentence));
  return asked === clause.subject && contentLemmas(doer).every((lemma) => said.has(lemma));
}

/** Words that open a clause of the same time as the main one ("when you arrived", "as you came in", "while you watched"). */
const SAME_TIME_OPENERS: ReadonlySet<string> = new Set(['when', 'while', 'as', 'whenever']);

/**
 * Where a trailing clause of the same time opens, after the main clause has its verb ("The gate was
 * open | when you got there"); the premise's length when it has none. Not "after", "before" or
 * "until": those put an order of events, which is itself asserted.
 */
function sceneClauseStart(tokens: readonly Token[]): number {
  const main = mainClauseOf(tokens).length;
  return main < tokens.length && SAME_TIME_OPENERS.has(tokens[main]!.lower) ? main : tokens.length;
}

/** Pronouns that can stand for a thing named before, as a subject. */
const SUBJECT_THING_PRONOUNS: ReadonlySet<string> = new Set(['it', 'they']);

/** Pronouns that can stand for a person named before, as a subject. */
const SUBJECT_PERSON_PRONOUNS: ReadonlySet<string> = new Set(['he', 'she', 'they']);
/** The same, as subject or object ("him telling me"). */
const THIRD_PERSONS_ANY_CASE: ReadonlySet<string> = new Set([...SUBJECT_PERSON_PRONOUNS, 'him', 'her', 'them']);

/** Whether a premise's subject and a sentence's are the same one: the same word, or "he" or "she" for a person the sentence names ("Kyle was…"). */
function sameOne(premiseSubject: string, sentenceSubject: string | null, sentence: readonly Token[]): boolean {
  if (sentenceSubject === premiseSubject) return true;
  return sentenceSubject !== null && (premiseSubject === 'he' || premiseSubject === 'she') && sentence.some((token) => token.lower === sentenceSubject && token.pos === 'PROPN');
}

/** Whether the sentence's first clause tells of the premise's subject: not only a clause put after it ("…, which is after the first alert had ended"). */
function mainSubjectIsThePremises(premise: string, sentence: string): boolean {
  const subject = clausesOf(premise)[0]?.subject;
  return subject !== undefined && clausesOf(sentence)[0]?.subject === subject;
}

function sameSubject(premise: string, sentence: string): boolean {
  const subject = clausesOf(premise)[0]?.subject;
  if (subject === undefined) return false;
  return clausesOf(sentence).some((clause) => clause.subject === subject);
}

/**
 * The words after an act's verb (at `at`) that say what it is done to: up to a clause of its own
 * ("depend on how this case comes out" is done to no case; "warned about starting the crusher"
 * to no crusher). A participle after a determiner or an owner only names a kind of thing
 * ("Mr. Okoro's booking forms").
 */
function whatTheActIsDoneTo(tokens: readonly Token[], at: number): readonly Token[] {
  const after = tokens.slice(at + 1);
  const modifies = (index: number) => index > 0 && (after[index - 1]!.pos === 'DET' || after[index - 1]!.lower === "'s" || POSSESSIVES.has(after[index - 1]!.lower));
  const clauseAt = after.findIndex((token, index) => (token.pos === 'VERB' && !modifies(index)) || token.pos === 'SCONJ' || CLAUSE_WH.has(token.lower));
  return clauseAt < 0 ? after : after.slice(0, clauseAt);
}

/**
 * The words of a premise after its predicate, which say what its act is done to ("a full-sized
 * trolley" of "You were pushing a full-sized trolley"), never its subject; the whole premise when
 * it has no predicate.
 */
function afterThePredicate(premise: string): string {
  const predicate = predicateOf(premise);
  if (!predicate) return premise;
  const tokens = tokensOf(premise);
  return tokens
    .slice(tokens.indexOf(predicate) + 1)
    .map((token) => token.text)
    .join(' ');
}

/** Whether a sentence says the question's act only denied ("Nobody told me…" for "What did he tell you?"). */
function deniesTheAct(asked: string, sentence: string): boolean {
  const predicate = predicateOf(asked);
  if (!predicate) return false;
  const forms = relatedLemmas(predicate.lemma, wordNetPos(predicate.pos));
  const said = tokensOf(sentence).filter((token) => token.lemma === predicate.lemma || forms.has(token.lemma));
  return said.length > 0 && said.every((token) => token.negated || token.negation);
}

/** Entity types of a count, a sum or a measure ("about half a mile", "$312", "86 per cent"). */
const AMOUNT_ENTITIES = new Set(['CARDINAL', 'MONEY', 'QUANTITY', 'PERCENT']);
/** The wh-phrases that ask for a count, a sum or a length of time, which words may tell as none ("never", "free of charge"). */
const COUNTED_BY_NUMBER: ReadonlySet<string> = new Set(['how many', 'how much', 'how long']);

/** The verbs the readings of a question bring in that its own wordings do not say. */
function readingVerbs(wordings: readonly string[], readings: readonly string[]): ReadonlySet<string> {
  const own = new Set(wordings.flatMap((wording) => contentLemmas(wording)));
  return new Set(readings.flatMap((reading) => tokensOf(reading).filter((token) => token.pos === 'VERB' && !own.has(token.lemma)).map((token) => token.lemma)));
}

/** The verbs a question's own wordings say. */
function ownVerbs(wordings: readonly string[]): readonly string[] {
  return [...new Set(wordings.flatMap((wording) => tokensOf(wording).filter((token) => token.pos === 'VERB' && token.content).map((token) => token.lemma)))];
}

/**
 * Whether a sentence uses the verbs only inside phrasal verbs that say another act than any one
 * asked ("picking anything up" for a choosing; "picked him out" is one).
 */
function saysOnlyInAnotherPhrase(verbs: ReadonlySet<string>, asked: readonly string[], text: string): boolean {
  const tokens = tokensOf(text);
  const phrasal = phrasalVerbs(tokens);
  const uses = tokens.flatMap((token, index) => (verbs.has(token.lemma) && token.pos === 'VERB' ? [index] : []));
  return uses.length > 0 && uses.every((index) => {
    const phrase = phrasal.get(index);
    return phrase !== undefined && !asked.some((act) => sameAct(act, phrase));
  });
}

/** Subjects that say the one a question's pronoun stands for ("you" is the witness, "I" or with others "we"). */
const SUBJECTS_OF = wordTable<readonly string[]>({ you: ['i', 'we'], he: ['he'], she: ['she'], they: ['they', 'we'] });

/**
 * Whose whereabouts a "where" question's query asks ("were you on the day…" → the witness, "was
 * Sam at the time" → Sam): the subjects a sentence must place, or null when the query asks where
 * something went or was done ("was he going", "did you park").
 */
function whoseWhereabouts(query: string): readonly string[] | null {
  const tokens = tokensOf(query);
  const subject = tokens[1];
  if (tokens[0]?.lemma !== 'be' || !subject || tokens[2]?.pos === 'VERB') return null;
  if (subject.pos === 'PROPN') return [subject.lemma];
  return SUBJECTS_OF[subject.lower] ?? null;
}

/** Whether a text says "with" the one named by a pronoun ("with you", "with me"). */
function withTheOneAsked(text: string, pronoun: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, at) => token.lower === 'with' && tokens[at + 1]?.lower === pronoun);
}

/** Whether a sentence places one of the subjects: the subject, a form of "be" and a preposition ("I was at work", "Sam was in the yard"). */
function placesThem(subjects: readonly string[], sentence: string): boolean {
  const tokens = tokensOf(sentence);
  // A name or "he"/"she" may stand for a person named in full: "he" is met by any name.
  const isSubject = (token: Token) => subjects.includes(token.lemma) || subjects.includes(token.lower) || (token.pos === 'PROPN' && (subjects.includes('he') || subjects.includes('she')));
  return tokens.some((token, at) => {
    if (!isSubject(token)) return false;
    let next = at + 1;
    while (tokens[next]?.pos === 'PROPN' || tokens[next]?.pos === 'ADV') next++;
    if (tokens[next]?.lemma !== 'be') return false;
    next++;
    while (tokens[next]?.pos === 'ADV' || tokens[next]?.pos === 'PART') next++;
    return tokens[next]?.pos === 'ADP';
  });
}

/** Prepositions that put someone or something at a place ("at work", "in hospital", "to school"). */
const PLACE_PREPOSITIONS = new Set(['at', 'in', 'to', 'from', 'into', 'inside', 'on']);

/** A noun with no determiner that can name where someone is ("work", "home", "hospital"): not a time ("night", "noon"). */
function bareNounOfPlace(token: Token | undefined): boolean {
  return token !== undefined && token.pos === 'NOUN' && token.entity === null && !nounKinds(token.lemma).has(NOUN_KIND.time) && !nounKinds(token.lemma).has(NOUN_KIND.attribute) && !nounKinds(token.lemma).has(NOUN_KIND.feeling);
}

/** "How long have you worked there?": asked in the perfect, "how long" asks how long something has gone on up to now. */
function asksTheRunToNow(query: string): boolean {
  const first = tokensOf(query)[0];
  return first?.pos === 'AUX' && first.lemma === 'have';
}

/**
 * Who a wh-question's clause asks about, as a statement names them: the first person, name or
 * noun after its auxiliary ("did you work" → "i", "did the SUV do" → "suv"); null with none.
 */
function subjectAsked(clause: string): string | null {
  const tokens = tokensOf(clause);
  const from = tokens.findIndex((token) => token.pos === 'AUX');
  const subject = tokens.slice(from + 1).find((token) => token.pos === 'PRON' || token.pos === 'PROPN' || token.pos === 'NOUN');
  if (!subject) return null;
  return subject.lower === 'you' ? 'i' : subject.pos === 'PRON' ? subject.lower : subject.lemma;
}

/**
 * Whether a statement's subject is the one a question asks about: the same word, or, for
 * anyone but the witness, a third-person pronoun that may stand for them ("After that it
 * drove off" of the SUV).
 */
function tellsOfTheOneAsked(asked: string | null, told: string): boolean {
  if (asked === null) return false;
  return asked === told || (asked !== 'i' && asked !== 'we' && (THIRD_PERSONS.has(told) || SUBJECT_THING_PRONOUNS.has(told)));
}

/**
 * Whether a sentence holds what a wh-question's slot asks for (a time for "when", a number for
 * "how many"…); `toNow` for a "how long" asked of the time up to now (`asksTheRunToNow`).
 */
function fillsSlot(slot: AnswerSlot | null, wh: string | null, sentence: string, toNow = false, counted: string | null = null, sumAsked = false): boolean {
  const tokens = tokensOf(sentence);
  switch (slot) {
    case 'time':
      return tokens.some((token) => token.entity === 'DATE' || token.entity === 'TIME' || token.entity === 'DURATION') || detailsOf(sentence).some((detail) => detail.cls === 'time' || detail.cls === 'date');
    case 'quantity': {
      // A count, a measure or a sum, not a clock time, a date or a number that names ("number 4");
      // "how long" is also met by a length of time ("a couple of minutes") or a span between two
      // times ("from 9:30 until 10:15").
      const details = detailsOf(sentence);
      if (wh === 'how long') {
        // …or, asked of a thing, a measure in a unit ("about two feet deep"), never a count ("two nurses")
        // nor a sum of money, which WordNet files among quantities too ("for nearly $3,000" is no length).
        const measure = details.some(
          (detail) => detail.cls === 'number' && !!detail.unit && !countsMoney(detail.unit) && [NOUN_KIND.quantity, NOUN_KIND.time].some((kind) => nounKinds(detail.unit!.split(' ').at(-1)!).has(kind)),
        );
        // …or the point it has run from, which the tagger reads as a length ("since May 2022").
        // Asked up to now, any point or event it has run from ("since we were at school") tells it.
        const since = tokens.some((token) => token.lower === 'since' && (token.entity === 'DURATION' || toNow));
        // A span between two clock times, or from one point in time to another ("from that day
        // until 18 February"), is how long something lasts, not how long it has gone on up to now.
        const span = !toNow && (details.filter((detail) => detail.cls === 'time').length >= 2 || spansFromOneTimeToAnother(tokens));
        // …or a while told in words ("the whole weekend", "all night", "for most of the afternoon").
        return measure || since || span || details.some((detail) => detail.cls === 'duration') || spansAWhile(tokens);
      }
      // "What" asks for an amount only as a sum ("What did the club pay?"): an amount of money; so
      // does "how much" of a sum ("How much did the meter cost?"), which "twelve boards" does not give.
      if (wh === 'what' || sumAsked) return details.some((detail) => detail.cls === 'number' && !!detail.unit && countsMoney(detail.unit));
      // "Once" or "twice" alone answers how often, not how many or how much; so does a rate ("most days").
      const howOften = (detail: Detail) => timesInAWord(detail) || (isRate(detail) && wh !== 'how often');
      // "How much training…?" may be told as a length of time ("about two hours").
      if (wh === 'how much' && details.some((detail) => detail.cls === 'duration')) return true;
      const numbers = details.filter((detail) => detail.cls === 'number' && !detail.unit?.startsWith('#') && !howOften(detail));
      // "How many bottles…?" is not answered by a number that measures something else ("60 centimetres across").
      if (counted !== null && numbers.length > 0) return numbers.some((detail) => mayCount(detail, counted, details[details.indexOf(detail) + 1]));
      // "How many years…?" is answered by a length of time ("for nineteen years").
      if (counted !== null && details.some((detail) => detail.cls === 'duration') && countsTime(counted)) return true;
      return tokens.some((token) => token.entity !== null && AMOUNT_ENTITIES.has(token.entity)) || numbers.length > 0;
    }
    case 'person':
      // Someone named, or said by what they are ("a man in a grey coat", "the driver").
      return tokens.some((_, index) => personNamedAt(tokens, index));
    case 'place':
      // A place is a prepositional phrase on a named or determined noun ("in the north lot", "at
      // Harbor Avenue"), or on a bare one that is no time ("at work", "in hospital", not "at night").
      // A bare noun is a place only after a preposition of place ("with water" is no place).
      return tokens.some(
        (token, index) => token.pos === 'ADP' && (tokens[index + 1]?.pos === 'DET' || tokens[index + 1]?.pos === 'PROPN' || (PLACE_PREPOSITIONS.has(token.lower) && bareNounOfPlace(tokens[index + 1]))),
      );
    case 'reason':
      // "…, so I corrected it" gives its reason by a coordinating "so", which is no SCONJ.
      return tokens.some((token) => token.pos === 'SCONJ' || token.lemma === 'reason') || holdsAReasonWord(tokens);
    case 'thing':
    case 'manner':
    case 'account':
    case null:
      return true;
  }
}
