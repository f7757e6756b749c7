import type { AnswerDecision } from '../../../shared/domain';
import { analyseQuestion, asksYesNo, contentLemmas, contradictedDetails, detailsOf, relatedLemmas, tokensOf, unstatedDetails, type QuestionAnalysis } from '../../language';
import type { AffidavitIndex, RetrievedSentence } from '../AffidavitIndex';
import type { AnswerRequest, Witness } from '../agents';
import type { WitnessSpec } from '../TrialScenarioSpec';
import { witnessIdentity } from '../witnessIdentity';

/** Least share of a question's weighted content an affidavit sentence must hold to answer it at all. */
const ANSWER_MIN = 0.25;
/** The same, for a sentence that fills the asked slot (a number for "how far", a time for "when"). */
const SLOT_ANSWER_MIN = 0.15;
/** Share of a yes/no premise one sentence (or two together) must hold, with nothing contradicted, to confirm it. */
const CONFIRM_SUPPORT = 0.7;
/** Share of the premise a sentence must hold for its opposite polarity to deny the premise. */
const DENY_SUPPORT = 0.5;
/** The same for a rival detail (another colour, number, place): the shared anchor already ties it to the premise. */
const DETAIL_DENY_SUPPORT = 0.2;
/** A contradicting sentence within this share of the supporting one's relevance decides the answer. */
const CONTRADICTION_PREFERENCE = 0.8;
/** Share of the premise below which the affidavit is silent on it. */
const SILENT_BELOW = 0.4;

/** Verbs that report speech or writing: what follows them is what was said, not what is so. */
const REPORTING_VERBS = new Set(['tell', 'say', 'state', 'report', 'write', 'mention', 'explain', 'claim', 'testify', 'scream', 'shout', 'ask']);
const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our']);

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
    const question = this.asAddressedToMe(request.question);
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
    const analysis = analyseQuestion(question);
    if (analysis.identity) return this.identityAnswer(analysis, style);
    // A knowledge boundary ("did not see the car") gives way where the affidavit itself speaks to the question.
    if (this.beyondKnowledge(question) && !this.affidavit.retrieve(analysis.query || analysis.proposition, 1).some((hit) => hit.score >= CONFIRM_SUPPORT)) {
      return { text: "I don't know.", kind: 'unknown', sources: [] };
    }
    return asksYesNo(analysis) ? this.answerProposition(analysis, style) : this.answerAccount(analysis, style);
  }

  /** "Did Ms. Reyes call 911?" asked of Maria Reyes is "Did you call 911?". */
  private asAddressedToMe(question: string): string {
    const names = this.spec.name.split(/\s+/).map((part) => part.replace(/[^A-Za-z'-]/g, '')).filter((part) => part.length > 1);
    if (names.length === 0) return question;
    const pattern = new RegExp(`\\b(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s+)?(?:${names.join('|')})(?:\\s+(?:${names.join('|')}))*(?:'s)?\\b`, 'g');
    // A name used to address the witness ("Ms. Zhao, where were you?") is dropped, not turned into "you".
    return question.replace(new RegExp(`${pattern.source},\\s*`, 'g'), '').replace(pattern, (match) => (match.endsWith("'s") ? 'your' : 'you'));
  }

  private identityAnswer(analysis: QuestionAnalysis, style: Style): AnswerDecision {
    const identity = witnessIdentity(this.spec);
    const from = (query: string, needDetail?: 'number') => {
      const hit = this.affidavit.retrieve(query, 3).find((candidate) => candidate.score >= ANSWER_MIN && (!needDetail || detailsOf(candidate.text).some((detail) => detail.cls === 'number')));
      return hit ? { text: hit.text, kind: 'narrative' as const, sources: [hit.index] } : null;
    };
    switch (analysis.identity) {
      case 'name':
        return { text: identity.nameSentence, kind: 'narrative', sources: [] };
      case 'age':
        return from('how many years old is your age', 'number') ?? { text: "I can't say.", kind: 'unknown', sources: [] };
      case 'residence':
        return from('where do you live address home reside') ?? { text: "I can't say.", kind: 'unknown', sources: [] };
      case 'occupation': {
        const hits = this.affidavit.retrieve('what is your job work employment occupation profession', 3).filter((hit) => hit.score >= ANSWER_MIN);
        if (hits.length === 0) return { text: identity.roleSentence, kind: 'narrative', sources: [] };
        const chosen = hits.slice(0, style.maxSentences).sort((a, b) => a.index - b.index);
        return { text: chosen.map((hit) => hit.text).join(' '), kind: 'narrative', sources: chosen.map((hit) => hit.index) };
      }
      case 'introduction': {
        const work = style.terse ? null : from('what is your job work employment occupation profession');
        return work
          ? { text: `${identity.nameSentence} ${work.text}`, kind: 'narrative', sources: work.sources }
          : { text: `${identity.nameSentence} ${identity.roleSentence}`, kind: 'narrative', sources: [] };
      }
      case null:
        return this.answerAccount(analysis, style);
    }
  }

  /**
   * A yes/no, tag or leading question: its proposition is confirmed, corrected or met with "I
   * don't know". A tag's polarity does not change what is asked ("You saw it, didn't you?" and
   * "You saw it, did you?" both ask whether you saw it); the proposition's own negation does.
   */
  private answerProposition(analysis: QuestionAnalysis, style: Style): AnswerDecision {
    const premise = analysis.proposition;
    const hits = this.affidavit.retrieve(premise, 5);
    const premiseNegated = analysis.propositionNegated;
    const judged = hits.map((hit) => ({ hit, contradiction: this.contradicts(premise, premiseNegated, hit) }));
    const deniable = ({ hit, contradiction }: (typeof judged)[number]) => contradiction !== null && hit.score >= (contradiction === 'detail' ? DETAIL_DENY_SUPPORT : DENY_SUPPORT);
    const best = hits[0];
    if (!best) return this.silent(style);
    // Support: the best sentence, or the best two together, hold the premise without contradiction.
    const supporting = judged.find(({ hit, contradiction }) => contradiction === null && hit.score >= CONFIRM_SUPPORT && this.supportsWhole(premise, hit));
    const pair = hits.length >= 2 ? this.pairSupport(premise, hits[0]!, hits[1]!) : 0;
    const contradicting = judged.find(deniable);
    // A contradiction nearly as relevant as the support wins: a false "yes" is the worst answer.
    // A rival detail nearly as relevant as the support wins (a false "yes" is the worst answer); an
    // opposite polarity must be the more relevant sentence.
    const outweighs = (entry: (typeof judged)[number], support: RetrievedSentence) =>
      entry.contradiction === 'detail' ? entry.hit.score >= support.score * CONTRADICTION_PREFERENCE : entry.hit.score > support.score;
    if (contradicting && (!supporting || outweighs(contradicting, supporting.hit))) {
      const { hit, contradiction } = contradicting;
      // A rival detail is corrected with the right one; an opposite polarity is denied, tersely by
      // a hostile witness ("No."), else with the sentence that says so.
      if (contradiction === 'polarity') return { text: style.terse ? 'No.' : `No. ${hit.text}`, kind: 'deny', sources: [hit.index] };
      return { text: `No. ${hit.text}`, kind: 'correct', sources: [hit.index] };
    }
    const pairConfirms = pair >= CONFIRM_SUPPORT && judged[0]!.contradiction === null && judged[1]!.contradiction === null && this.supportsWhole(premise, best);
    const confirmed = supporting?.hit ?? (pairConfirms ? best : null);
    if (confirmed) {
      if (unstatedDetails(premise, hits.slice(0, 2).map((hit) => hit.text).join(' ')).length > 0) {
        return { text: `I can't say about that detail. ${confirmed.text}`, kind: 'narrative', sources: [confirmed.index] };
      }
      const yes = style.poorMemory ? 'I believe so.' : premiseNegated ? "That's right." : 'Yes.';
      return { text: style.elaborate ? `${yes} ${confirmed.text}` : yes, kind: 'confirm', sources: [confirmed.index] };
    }
    if (best.score < SILENT_BELOW) return this.silent(style);
    // Part of the premise is there, part is not: the witness tells what it knows, without a yes.
    return { text: best.text, kind: 'narrative', sources: [best.index] };
  }

  /**
   * A premise is confirmed only when its predicate is (the first content verb, or a related word of
   * it: "stopped at the red light" is not "ran the red light"), and, when it is about the witness,
   * only by a sentence the witness says of itself ("I", "me", "my"), not of someone else.
   */
  private supportsWhole(premise: string, hit: RetrievedSentence): boolean {
    const premiseTokens = tokensOf(premise);
    const lemmas = this.affidavit.index.lemmasOf(hit.index);
    const verb = premiseTokens.find((token) => token.content && token.pos === 'VERB');
    if (verb && !lemmas.has(verb.lemma) && ![...relatedLemmas(verb.lemma, 'v')].some((related) => lemmas.has(related))) return false;
    const aboutWitness = premiseTokens.some((token) => token.lower === 'you' || token.lower === 'your' || token.lower === 'i' || token.lower === 'my');
    return !aboutWitness || tokensOf(hit.text).some((token) => FIRST_PERSON.has(token.lower));
  }

  /** How an affidavit sentence contradicts the premise: a rival detail, the opposite polarity, or not at all. */
  private contradicts(premise: string, premiseNegated: boolean, hit: RetrievedSentence): 'detail' | 'polarity' | null {
    if (contradictedDetails(premise, hit.text).length > 0) return 'detail';
    // Polarity is the predicate's: the premise's main verb, light verbs included ("Do you have a
    // photo?" against "I do not have a photo"), else a shared predicate adjective. A negated noun
    // elsewhere in the sentence ("did not recognise him as a customer") says nothing of "were
    // there customers".
    const premiseTokens = tokensOf(premise);
    // Main verbs; failing those, a verb the tagger read as an auxiliary ("you have a photo").
    const mainVerbs = premiseTokens.filter((token) => token.pos === 'VERB');
    const verbs = new Set((mainVerbs.length > 0 ? mainVerbs : premiseTokens.filter((token) => token.pos === 'AUX' && token.lemma === 'have')).map((token) => token.lemma));
    const adjectives = new Set(premiseTokens.filter((token) => token.pos === 'ADJ' && token.content).map((token) => token.lemma));
    const sentence = tokensOf(hit.text);
    const predicate = sentence.find((token) => (token.pos === 'VERB' || token.pos === 'AUX') && verbs.has(token.lemma)) ?? sentence.find((token) => token.pos === 'ADJ' && adjectives.has(token.lemma));
    if (!predicate) return null;
    // What the witness reports having said ("I told the officer that I couldn't see his face") is
    // not what it asserts now; it decides polarity only when the premise is about the saying.
    const reported = sentence.findIndex((token, index) => index < sentence.indexOf(predicate) && REPORTING_VERBS.has(token.lemma) && token.pos === 'VERB');
    if (reported >= 0 && !verbs.has(sentence[reported]!.lemma)) return null;
    // The same word's polarity on each side: "you told the officer that you couldn't see his face"
    // is negated in its clause, not in "told".
    const inPremise = premiseTokens.find((token) => token.lemma === predicate.lemma);
    const premiseSide = inPremise ? inPremise.negated || (premiseNegated && !premiseTokens.some((token) => token.negation && premiseTokens.indexOf(token) > premiseTokens.indexOf(inPremise))) : premiseNegated;
    return predicate.negated !== premiseSide ? 'polarity' : null;
  }

  private pairSupport(premise: string, a: RetrievedSentence, b: RetrievedSentence): number {
    return Math.max(this.affidavit.support(premise, a.index), this.affidavitPair(premise, a.index, b.index));
  }

  private affidavitPair(premise: string, a: number, b: number): number {
    const lemmas = contentLemmas(premise);
    if (lemmas.length === 0) return 0;
    const both = new Set([...this.affidavit.index.lemmasOf(a), ...this.affidavit.index.lemmasOf(b)]);
    const weight = (lemma: string) => this.affidavit.index.weight(lemma);
    const total = lemmas.reduce((sum, lemma) => sum + weight(lemma), 0);
    return lemmas.filter((lemma) => both.has(lemma)).reduce((sum, lemma) => sum + weight(lemma), 0) / total;
  }

  /** A wh-question or a request: the sentences that fill the asked slot, best first. */
  private answerAccount(analysis: QuestionAnalysis, style: Style): AnswerDecision {
    const fills = (hit: RetrievedSentence) => fillsSlot(analysis, hit.text);
    // A sentence that holds what the slot asks for needs less of the question's words.
    const hits = this.affidavit.retrieve(analysis.query || analysis.proposition, 10).filter((hit) => hit.score >= ANSWER_MIN || ((analysis.slot === 'quantity' || analysis.slot === 'time') && hit.score >= SLOT_ANSWER_MIN && fills(hit)));
    const best = hits[0];
    if (!best) return this.unknown(analysis, style);
    const lead = hits.find((hit) => hit.score >= best.score * 0.75 && fills(hit)) ?? best;
    // More sentences only of the same kind: a "who" question gets people, not the rest of the story.
    const chosen = [lead, ...hits.filter((hit) => hit !== lead && hit.score >= lead.score * 0.8 && (!fills(lead) || fills(hit)))].slice(0, style.maxSentences);
    // A verbose witness adds context: the sentence that follows its best one.
    const following = lead.index + 1;
    if (style.maxSentences >= 3 && !style.hostile && following < this.affidavit.sentences.length && !chosen.some((hit) => hit.index === following)) {
      chosen.push({ index: following, text: this.affidavit.sentences[following]!, score: 0 });
    }
    const ordered = chosen.sort((a, b) => a.index - b.index);
    const text = [style.poorMemory ? 'As far as I remember.' : null, ...ordered.map((hit) => hit.text)].filter(Boolean).join(' ');
    return { text, kind: 'narrative', sources: ordered.map((hit) => hit.index) };
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
    const words = new Set(contentLemmas(question));
    return this.spec.knowledgeBoundaries.some((boundary) => {
      const boundaryWords = [...new Set(contentLemmas(boundary))];
      const covered = boundaryWords.filter((word) => words.has(word)).length;
      return covered >= 2 && covered / boundaryWords.length >= 0.5;
    });
  }
}

/** Whether a sentence holds what a wh-question's slot asks for (a time for "when", a number for "how many"…). */
function fillsSlot(analysis: QuestionAnalysis, sentence: string): boolean {
  const tokens = tokensOf(sentence);
  switch (analysis.slot) {
    case 'time':
      return tokens.some((token) => token.entity === 'DATE' || token.entity === 'TIME' || token.entity === 'DURATION') || detailsOf(sentence).some((detail) => detail.cls === 'time' || detail.cls === 'date');
    case 'quantity':
      // A count or measure; "how long" may also be met by a duration ("a couple of minutes").
      return tokens.some((token) => token.pos === 'NUM' || token.entity === 'CARDINAL' || token.entity === 'MONEY' || (analysis.wh === 'how long' && token.entity === 'DURATION'));
    case 'person':
      return tokens.some((token) => token.pos === 'PROPN');
    case 'place':
      // A place is a prepositional phrase on a named or determined noun ("in the north lot", "at Harbor Avenue").
      return tokens.some((token, index) => token.pos === 'ADP' && (tokens[index + 1]?.pos === 'DET' || tokens[index + 1]?.pos === 'PROPN'));
    case 'reason':
      return tokens.some((token) => token.pos === 'SCONJ' || token.lemma === 'reason');
    case 'thing':
    case 'manner':
    case 'account':
    case null:
      return true;
  }
}
