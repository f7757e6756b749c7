import type { AnswerDecision } from '../../../shared/domain';
import { contentWordSet, questionPremise } from '../../scoring';
import type { AffidavitIndex, RetrievedSentence } from '../AffidavitIndex';
import type { AnswerRequest, Witness } from '../agents';
import { contradictedFacts, isNegated, unsupportedFacts } from '../factTokens';
import type { WitnessSpec } from '../TrialScenarioSpec';

/** Least retrieval score for the affidavit to count as speaking to a question at all. */
const RETRIEVAL_MIN = 0.34;
/**
 * Share of a yes/no premise's words one affidavit sentence must hold to confirm it: all of them.
 * A lexical witness cannot tell "stopped at" from "ran", so anything less is answered with the
 * sentence itself ("Not exactly. …") rather than a yes.
 */
const CONFIRM_SUPPORT = 1;
/** Share of the premise's words a negated affidavit sentence must hold to deny it. */
const DENY_SUPPORT = 0.6;
/** Below this share the premise is unfamiliar, and the witness does not recall it. */
const PARTIAL_SUPPORT = 0.3;

const YES_NO_OPENING =
  /^(?:(?:and|so|now|then|okay),?\s+)?(?:did|do|does|were|was|is|are|had|have|has|could|would|will|can|isn't|wasn't|didn't|weren't|aren't|haven't|hadn't|don't|doesn't|won't|wouldn't|couldn't)\b/i;
const OPEN_REQUEST = /^(?:(?:can|could|would|will) you (?:tell|describe|explain|walk|say|show))/i;
const LEADING_TAG = /,?\s*(?:correct|right|true|isn't (?:it|that)(?: \w+)?|is that \w+|wasn't (?:it|he|she|that)|didn't (?:you|he|she|they)|weren't you|aren't you|don't you)\s*\?\s*$/i;
// "Officer Chen arrived first?": a statement put as a question, not opening with a request.
const STATEMENT_QUESTION = /^(?!(?:please|tell|describe|explain|walk|say|show|give|list|name)\b)[^?]*\?\s*$/i;
const FIRST_PERSON = /\b(?:I|me|my|mine|myself|[Ww]e|us|[Oo]ur)\b/;
const WH_WORD = /\b(?:what|where|when|why|how|who|whom|whose|which)\b/i;

/** Whether a question asks for yes or no (including leading forms), rather than for an account. */
export function isYesNoQuestion(question: string): boolean {
  const text = question.trim();
  if (OPEN_REQUEST.test(text)) return false;
  if (LEADING_TAG.test(text)) return true;
  if (YES_NO_OPENING.test(text)) return true;
  return STATEMENT_QUESTION.test(text) && !WH_WORD.test(text);
}

/**
 * The rules witness: answers only with sentences of its affidavit, found by retrieval, or with
 * a few stock phrases ("Yes.", "I don't recall."). It never confirms a premise its affidavit
 * does not support, and corrects a contradicted number, date, name, colour or direction.
 * Deterministic: the same question always gets the same answer, which keeps it consistent
 * with its earlier testimony.
 */
export class RulesWitness implements Witness {
  readonly witnessId: string;

  constructor(
    private readonly spec: WitnessSpec,
    private readonly affidavit: AffidavitIndex,
  ) {
    this.witnessId = spec.id;
  }

  answer(request: AnswerRequest): Promise<AnswerDecision> {
    return Promise.resolve(this.answerSync(request));
  }

  answerSync(request: AnswerRequest): AnswerDecision {
    return this.answerQuestion({ ...request, question: this.asAddressedToMe(request.question) });
  }

  /** "Did Ms. Reyes call 911?" asked of Maria Reyes is "Did you call 911?". */
  private asAddressedToMe(question: string): string {
    const names = this.spec.name.split(/\s+/).map((part) => part.replace(/[^A-Za-z'-]/g, '')).filter((part) => part.length > 1);
    if (names.length === 0) return question;
    const pattern = new RegExp(`\\b(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s+)?(?:${names.join('|')})(?:\\s+(?:${names.join('|')}))*(?:'s)?\\b`, 'g');
    return question.replace(pattern, (match) => (match.endsWith("'s") ? 'your' : 'you'));
  }

  private answerQuestion(request: AnswerRequest): AnswerDecision {
    const { profile } = this.spec;
    const hostile = !request.projection.friendlyExaminer && profile.cooperativeness < 0.5;
    const terse = hostile || profile.verbosity < 0.34;
    const elaborate = !terse && profile.verbosity >= 0.5;
    const poorMemory = profile.memoryQuality < 0.4;

    if (this.beyondKnowledge(request.question)) return { text: "I don't know.", kind: 'unknown', sources: [] };
    const nearest = this.affidavit.retrieve(request.question, 3);
    const yesNo = isYesNoQuestion(request.question);
    // A sentence that contradicts a yes/no premise counts even when it is a weak match overall,
    // unless a better-ranked sentence supports the premise whole, about the witness as well.
    if (yesNo) {
      const premise = questionPremise(request.question);
      const contradicting = nearest.find((hit) => contradictedFacts(premise, hit.text).length > 0);
      const supported = (hit: RetrievedSentence) =>
        this.affidavit.support(premise, hit.index) >= DENY_SUPPORT &&
        contradictedFacts(premise, hit.text).length === 0 &&
        (!FIRST_PERSON.test(premise) || FIRST_PERSON.test(hit.text));
      if (contradicting && !nearest.some((hit) => hit.score >= contradicting.score && supported(hit))) {
        return { text: `No. ${contradicting.text}`, kind: 'correct', sources: [contradicting.index] };
      }
    }
    const hits = nearest.filter((hit) => hit.score >= RETRIEVAL_MIN);
    const best = hits[0];
    if (!best) return this.unknown(request.question, poorMemory);
    if (yesNo) return this.answerYesNo(request.question, hits, { terse, elaborate, poorMemory });

    const maxSentences = terse ? 1 : profile.verbosity >= 0.67 ? 3 : 2;
    const chosen = hits.filter((hit) => hit.score >= best.score * 0.6).slice(0, maxSentences);
    // A verbose witness adds context: the sentence that follows its best one.
    const following = best.index + 1;
    if (profile.verbosity >= 0.67 && !hostile && following < this.affidavit.sentences.length && !chosen.some((hit) => hit.index === following)) {
      chosen.push({ index: following, text: this.affidavit.sentences[following]!, score: 0 });
    }
    const ordered = chosen.sort((a, b) => a.index - b.index);
    const text = [poorMemory ? 'As far as I remember.' : null, ...ordered.map((hit) => hit.text)].filter(Boolean).join(' ');
    return { text, kind: 'narrative', sources: ordered.map((hit) => hit.index) };
  }

  // Contradicted details ("45 mph" against the affidavit's "30 mph") are corrected before this
  // is called, always with the right detail: a correction without it would say nothing.
  private answerYesNo(
    question: string,
    hits: RetrievedSentence[],
    style: { terse: boolean; elaborate: boolean; poorMemory: boolean },
  ): AnswerDecision {
    const premise = questionPremise(question);
    const best = hits[0]!;
    const evidence = hits.map((hit) => hit.text).join(' ');
    const sources = [best.index];
    const support = Math.max(...hits.map((hit) => this.affidavit.support(premise, hit.index)));
    if (support >= DENY_SUPPORT && isNegated(premise) !== isNegated(best.text)) {
      return { text: style.terse ? 'No.' : `That's not right. ${best.text}`, kind: 'deny', sources };
    }
    if (unsupportedFacts(premise, evidence).length > 0) return { text: "I don't recall that detail.", kind: 'unknown', sources: [] };
    if (support >= CONFIRM_SUPPORT) {
      const yes = style.poorMemory ? 'I believe so.' : isNegated(premise) ? "That's right." : 'Yes.';
      return { text: style.elaborate ? `${yes} ${best.text}` : yes, kind: 'confirm', sources };
    }
    // Most of the premise is there but not all of it: the witness tells what it knows, without
    // a yes; with less, it says the premise is not quite right.
    if (support >= DENY_SUPPORT) return { text: best.text, kind: 'narrative', sources };
    if (support >= PARTIAL_SUPPORT) return { text: `Not exactly. ${best.text}`, kind: 'correct', sources };
    return { text: "I don't recall that.", kind: 'unknown', sources: [] };
  }

  private unknown(question: string, poorMemory: boolean): AnswerDecision {
    // Other people's minds and what might have been are not things a witness recalls.
    const notKnowable = /\b(?:why did (?:he|she|they)|thinking|intend|would have|will|going to|feel)\b/i.test(question);
    const text = notKnowable ? "I don't know." : poorMemory ? "I don't remember." : "I don't recall.";
    return { text, kind: 'unknown', sources: [] };
  }

  private beyondKnowledge(question: string): boolean {
    const words = contentWordSet(question);
    return this.spec.knowledgeBoundaries.some((boundary) => {
      const boundaryWords = [...contentWordSet(boundary)];
      const covered = boundaryWords.filter((word) => words.has(word)).length;
      return covered >= 2 && covered / boundaryWords.length >= 0.5;
    });
  }
}
