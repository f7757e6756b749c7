import { isCrossLike, type ExaminationDecision, type ObjectionDecision, type ObjectionGround } from '../../../shared/domain';
import { tokensOf } from '../../language';
import type { ExaminationRequest, ObjectionRequest, OpposingCounsel, OpposingCounselConfig } from '../agents';
import type { ObjectionClassifier } from '../ObjectionClassifier';
import type { PlanItem } from '../projections';
import type { SeededRandom } from '../../../shared/SeededRandom';
import { chooseDefect } from './chooseDefect';

/** Grounds a careless counsel reaches for when it objects without cause. */
const SPURIOUS_GROUNDS: readonly ObjectionGround[] = ['relevance', 'speculation', 'leading', 'hearsay', 'compound', 'narrative'];

const lowerFirst = (text: string) => text.replace(/\.$/, '').replace(/^([A-Z])(?=[a-z])/, (c) => c.toLowerCase());

/**
 * Puts an elicit label to the witness it is about: "Reyes was late for her shift" becomes
 * "You were late for your shift".
 */
export function addressWitness(label: string, witnessName: string): string {
  const names = witnessName.split(/\s+/).filter((part) => part.length > 1).map((part) => part.replace(/[^A-Za-z'-]/g, ''));
  if (names.length === 0) return label;
  // A name given as a name ("her name is Mei Lin Zhao", "a woman called Zhao") is mentioned, not
  // the witness spoken of, and stays: "Your name is Mei Lin Zhao", never "Your name is you".
  const namePattern = new RegExp(`(?<!\\b(?:name is|named|called)\\s+(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s+)?)(?<!\\b(?:${names.join('|')})\\s+)\\b(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s+)?(?:${names.join('|')})(?:\\s+(?:${names.join('|')}))*\\b`, 'g');
  if (!namePattern.test(label)) return label;
  return label
    .replace(namePattern, 'you')
    .replace(/^you\b/, 'You')
    .replace(/\b(you|You)'s\b/g, (_m, pronoun: string) => (pronoun === 'You' ? 'Your' : 'your'))
    .replace(/\b(you|You) was\b/g, '$1 were')
    .replace(/\b(you|You) (has|is)\b/g, (_m, pronoun: string, verb: string) => `${pronoun} ${verb === 'has' ? 'have' : 'are'}`)
    .replace(/\b(?:her|his)\b/g, 'your');
}

/**
 * "I kept looking at my phone" -> "You kept looking at your phone". Quoted speech is left as
 * spoken: 'He said, "You didn't see me"' keeps its "me".
 */
export function toSecondPerson(sentence: string): string {
  const turned = sentence
    .split(/("[^"]*"?)/)
    .map((part) =>
      part.startsWith('"')
        ? part
        : part
            .replace(/\bI was\b/g, 'you were')
            .replace(/\bI am\b/g, 'you are')
            .replace(/\bI'm\b/g, "you're")
            .replace(/\bI\b/g, 'you')
            .replace(/\b(?:my|My)\b/g, 'your')
            .replace(/\bmine\b/g, 'yours')
            .replace(/\bme\b/g, 'you')
            .replace(/\bmyself\b/g, 'yourself')
            .replace(/\b(?:our|Our)\b/g, 'your')
            .replace(/\b(?:we|We)\b/g, 'you')
            .replace(/\bus\b/g, 'you'),
    )
    .join('');
  return turned.replace(/^you\b/, 'You').replace(/^your\b/, 'Your');
}

/** An open question that leads the witness to one affidavit sentence without suggesting it. */
export function storyQuestion(sentence: string): string | null {
  const tokens = tokensOf(sentence);
  // Nouns, and words the tagger read as adjectives where they head a noun phrase ("the light was…").
  const nounLike = (index: number) => tokens[index]!.pos === 'NOUN' || (tokens[index]!.pos === 'ADJ' && tokens[index - 1]?.pos === 'DET' && tokens[index + 1]?.pos !== 'NOUN' && tokens[index + 1]?.pos !== 'ADJ');
  const picked = [...new Set(tokens.filter((token, index) => nounLike(index) && token.lower.length > 3).map((token) => token.lower))].slice(0, 2);
  return picked.length === 2 ? `What can you tell the court about the ${picked[0]} and the ${picked[1]}?` : null;
}

/** Deliberately faulty forms of a question about `label`, per ground, for each examination kind. */
const DEFECTIVE_FORMS: Record<'direct' | 'cross', [ObjectionGround, (label: string) => string][]> = {
  direct: [
    ['leading', (label) => `Isn't it true that ${lowerFirst(label)}?`],
    ['hearsay', (label) => `What did people tell you about whether ${lowerFirst(label)}?`],
    ['compound', (label) => `Is it so that ${lowerFirst(label)}, and what did you do about it?`],
    ['narrative', () => 'Tell us everything that happened that day.'],
  ],
  cross: [
    ['argumentative', (label) => `How can you possibly deny that ${lowerFirst(label)}?`],
    ['hearsay', (label) => `Someone told you that ${lowerFirst(label)}, didn't they?`],
    ['compound', (label) => `${label.replace(/\.$/, '')}, and did you tell anyone about it?`],
    ['speculation', (label) => `Is it possible that ${lowerFirst(label)}?`],
  ],
};

/**
 * The rules opposing counsel. Objects when the classifier's best enabled ground is strong
 * enough; examines from a plan of its side's open elicits (open questions on direct, leading
 * ones on cross). At `intentionalErrorRate` it makes a flagged mistake instead: a spurious
 * objection, or a question faulty on a ground the classifier confirms, the subtler (less surely
 * flagged) faults preferred as `errorSubtlety` rises. It waives a redirect or
 * recross when the examination before it did its side no harm.
 */
export class RulesOpposingCounsel implements OpposingCounsel {
  private readonly enabled: ReadonlySet<ObjectionGround>;

  constructor(
    private readonly config: OpposingCounselConfig,
    private readonly classifier: ObjectionClassifier,
    private readonly random: SeededRandom,
  ) {
    this.enabled = new Set(config.enabledGrounds);
  }

  considerObjection(request: ObjectionRequest): Promise<ObjectionDecision> {
    return Promise.resolve(this.considerObjectionSync(request));
  }

  considerObjectionSync(request: ObjectionRequest): ObjectionDecision {
    const top = request.analysis.findings.find((finding) => this.enabled.has(finding.ground));
    if (top && top.confidence >= this.config.objectionThreshold) {
      return { object: true, ground: top.ground, confidence: top.confidence, triggers: top.triggers, isIntentionallyIncorrect: false };
    }
    if (!this.random.chance(this.config.intentionalErrorRate)) return { object: false };
    // A plausible mistake: a ground the context excuses (leading on cross) if there is one,
    // else one the classifier found nothing for. Never a ground with any evidence, so the
    // mistake is a real one.
    const found = new Set(request.analysis.findings.map((finding) => finding.ground));
    const excused = request.analysis.excused.map((entry) => entry.ground).filter((ground) => this.enabled.has(ground) && !found.has(ground));
    const candidates = excused.length > 0 ? excused : SPURIOUS_GROUNDS.filter((ground) => this.enabled.has(ground) && !found.has(ground));
    if (candidates.length === 0) return { object: false };
    return { object: true, ground: this.random.pick(candidates), confidence: 0.2, triggers: [], isIntentionallyIncorrect: true };
  }

  nextQuestion(request: ExaminationRequest): Promise<ExaminationDecision> {
    return Promise.resolve(this.nextQuestionSync(request));
  }

  nextQuestionSync(request: ExaminationRequest): ExaminationDecision {
    const { projection } = request;
    if (projection.askedThisExamination >= this.config.maxQuestions[projection.examination]) return { done: true };
    // Redirect rehabilitates and recross answers: when the examination before did counsel's side
    // no harm there is nothing to do, and counsel waives rather than ask for its own sake.
    if ((projection.examination === 'redirect' || projection.examination === 'recross') && projection.damageInPreviousExamination === 0) return { done: true };
    const crossLike = isCrossLike(projection.examination);
    const asked = new Set(projection.doNotRepeat.map((text) => text.toLowerCase()));
    const items: PlanItem[] = [
      ...projection.plan,
      // Outline items rest on the witness's own words: put them back to it ("You kept looking at the knife, correct?").
      ...(crossLike ? projection.openRebuttalItems.map((item) => ({ elicitId: '', label: toSecondPerson(item.basis), modelQuestion: null })) : []),
      // With its plan done, counsel has its own witness tell the rest of the story on direct.
      ...projection.storyPoints.map((sentence) => ({ elicitId: '', label: toSecondPerson(sentence), modelQuestion: storyQuestion(sentence) })),
    ];
    // A proper question must be proper: counsel skips plan items it could only reach with an
    // objectionable question (beyond the scope of the direct, say).
    const item = items.find((candidate) => {
      const question = this.properQuestion(candidate, projection.witness, crossLike);
      if (asked.has(question.toLowerCase())) return false;
      const analysis = this.classifier.classify(question, request.classificationContext);
      return !analysis.findings.some((finding) => finding.confidence >= this.config.objectionThreshold);
    });
    if (!item) return { done: true };
    const targetElicitId = item.elicitId || null;

    if (this.random.chance(this.config.intentionalErrorRate)) {
      const draw = this.random.next();
      const slots = DEFECTIVE_FORMS[crossLike ? 'cross' : 'direct'].map(([ground, form]) => {
        const question = form(addressWitness(item.label, projection.witness.name));
        if (asked.has(question.toLowerCase())) return null;
        // Only a fault the classifier (and so the judge) can see is a fair test of the player (none found: -Infinity).
        const confidence = Math.max(...this.classifier.classify(question, request.classificationContext).findings.filter((finding) => finding.ground === ground).map((finding) => finding.confidence));
        return confidence >= this.config.objectionThreshold ? { ground, question, confidence } : null;
      });
      const defect = chooseDefect(slots, draw, this.config.errorSubtlety, this.config.objectionThreshold);
      if (defect) return { done: false, question: defect.question, targetElicitId, isIntentionallyDefective: true, defect: defect.ground };
    }
    return { done: false, question: this.properQuestion(item, projection.witness, crossLike), targetElicitId, isIntentionallyDefective: false, defect: null };
  }

  /** Open on direct, leading on cross; a scenario model question when there is one. */
  private properQuestion(item: PlanItem, witness: { name: string }, crossLike: boolean): string {
    if (item.modelQuestion) return item.modelQuestion;
    const label = addressWitness(item.label, witness.name);
    return crossLike ? `${label.replace(/\.$/, '')}, correct?` : `What can you tell us about whether ${lowerFirst(label)}?`;
  }
}
