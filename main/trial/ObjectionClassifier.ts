import type { ExaminationType, ObjectionGround } from '../../shared/domain';
import { isCrossLike } from '../../shared/domain';
import { contentWords, jaccard } from '../scoring';
import { GROUND_PATTERNS, PRELIMINARY, CREDIBILITY, OFF_TOPIC } from './objectionPatterns';

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
  /** Content words of what is in evidence so far (answers, confirmed premises, stipulations). */
  evidenceWords: ReadonlySet<string>;
  /** Content words of the whole case (affidavits, elicits): what is relevant at all. */
  caseVocabulary: ReadonlySet<string>;
  /** What the witness cannot speak to (scenario knowledge boundaries). */
  knowledgeBoundaries: readonly string[];
}

/** One ground the question may be objectionable on. */
export interface GroundFinding {
  ground: ObjectionGround;
  /** 0..1: how sure the classifier is. */
  confidence: number;
  /** The words of the question that triggered the ground. */
  triggers: string[];
}

/** The classifier's evidence, read by the opposing counsel and the judge alike. */
export interface ObjectionAnalysis {
  findings: GroundFinding[];
  /** Grounds whose pattern matched but which the context makes proper (leading on cross…). */
  excused: { ground: ObjectionGround; reason: string }[];
}

const MIN_CONFIDENCE = 0.3;

/**
 * The rules objection classifier over the FRE catalogue. Form grounds come from patterns; the
 * context decides what is proper: leading is proper on cross, with a hostile witness and on
 * preliminary matters; beyond the scope applies only on cross, against the direct's words.
 */
export class ObjectionClassifier {
  classify(question: string, context: ClassificationContext): ObjectionAnalysis {
    const findings: GroundFinding[] = [];
    const excused: ObjectionAnalysis['excused'] = [];
    const add = (ground: ObjectionGround, confidence: number, triggers: string[]) => {
      if (confidence < MIN_CONFIDENCE) return;
      const existing = findings.find((finding) => finding.ground === ground);
      if (!existing) findings.push({ ground, confidence: round(confidence), triggers });
      else if (confidence > existing.confidence) Object.assign(existing, { confidence: round(confidence), triggers });
    };

    for (const [ground, patterns] of GROUND_PATTERNS) {
      for (const { pattern, confidence } of patterns) {
        const match = pattern.exec(question);
        if (match) add(ground, confidence, [match[0].trim()]);
      }
    }

    const words = new Set(contentWords(question));
    const preliminary = PRELIMINARY.exec(question);
    this.applyContext(question, words, preliminary, context, findings, excused, add);
    findings.sort((a, b) => b.confidence - a.confidence || a.ground.localeCompare(b.ground));
    return { findings, excused };
  }

  private applyContext(
    question: string,
    words: Set<string>,
    preliminary: RegExpExecArray | null,
    context: ClassificationContext,
    findings: GroundFinding[],
    excused: ObjectionAnalysis['excused'],
    add: (ground: ObjectionGround, confidence: number, triggers: string[]) => void,
  ): void {
    const drop = (ground: ObjectionGround, reason: string) => {
      const index = findings.findIndex((finding) => finding.ground === ground);
      if (index >= 0) {
        findings.splice(index, 1);
        excused.push({ ground, reason });
      }
    };
    // Leading (611(c)): proper on cross, with a hostile witness and on preliminary matters.
    if (isCrossLike(context.examination)) drop('leading', 'Leading questions are proper on cross-examination.');
    else if (context.hostileWitness) drop('leading', 'Leading questions are proper with a hostile witness.');
    else if (preliminary) drop('leading', 'Leading is allowed on preliminary matters.');

    // Opinion (701/702): an expert may give one; a lay witness may not give an expert's.
    if (context.isExpert) {
      drop('foundation', 'An expert may give an opinion within the field of expertise.');
      const speculation = findings.find((finding) => finding.ground === 'speculation');
      if (speculation && /\b(?:opinion|think|believe|estimate|likely|probably)\b/i.test(speculation.triggers.join(' '))) {
        drop('speculation', 'An expert may give an opinion.');
      }
    }

    // Asked and answered: this examination already had (nearly) this question answered.
    // (most of its words were asked before, and the two questions are mostly the same words).
    if (words.size >= 1) {
      let best = 0;
      for (const answered of context.answeredQuestions) {
        const shared = [...words].filter((word) => answered.has(word)).length;
        if (shared / words.size >= 0.8 && jaccard(words, answered) >= 0.5) best = Math.max(best, 0.5 + 0.4 * (shared / words.size));
      }
      if (best > 0) add('asked_and_answered', best, ['asked before']);
    }

    // Assumes facts: a presupposing clause whose words are not in evidence.
    const presupposition =
      /\b(?:after you|since you|now that you(?:'ve| have)?|given that|why did you|why were you|how long after you)\s+([^,?]+)/i.exec(
        question,
      );
    if (presupposition && !/\bwhen did you stop\b/i.test(question)) {
      const clause = contentWords(presupposition[1]!);
      if (clause.length > 0) {
        const missing = clause.filter((word) => !context.evidenceWords.has(word));
        const share = missing.length / clause.length;
        if (share >= 0.6) add('assumes_facts', 0.45 + 0.4 * share, [presupposition[0].trim(), ...missing.slice(0, 3)]);
      }
    }

    // Relevance (401): nothing of the case in the question, unless it is a preliminary matter.
    if (!preliminary && words.size >= 1) {
      const known = [...words].filter((word) => context.caseVocabulary.has(word)).length;
      const overlap = known / words.size;
      const offTopic = OFF_TOPIC.exec(question);
      if (offTopic && !context.caseVocabulary.has(contentWords(offTopic[0])[0] ?? '')) {
        add('relevance', 0.8, [offTopic[0]]);
      } else if (overlap < 0.25 && words.size >= 2) {
        add('relevance', 0.45 + 0.4 * (1 - overlap), [...words].filter((word) => !context.caseVocabulary.has(word)).slice(0, 3));
      }
    }

    // Beyond the scope (611(b)): only on cross, only against the direct's subject matter.
    if (isCrossLike(context.examination) && context.scopeWords && context.scopeWords.size > 0 && !preliminary && words.size >= 1) {
      const credibility = CREDIBILITY.exec(question);
      const inScope = [...words].filter((word) => context.scopeWords!.has(word)).length / words.size;
      // Scope is subject matter: a question on a topic the direct touched is within it.
      const sameTopic = (context.topicsOf?.(question) ?? []).some((topic) => context.scopeTopics?.has(topic));
      if (credibility) excused.push({ ground: 'beyond_scope', reason: 'Questions on credibility are always within scope.' });
      else if (sameTopic) excused.push({ ground: 'beyond_scope', reason: 'The question is on a subject of the direct examination.' });
      else if (inScope < 0.2) {
        add('beyond_scope', 0.5 + 0.4 * (1 - inScope), [...words].filter((word) => !context.scopeWords!.has(word)).slice(0, 3));
      }
    }

    // Lack of foundation (602): the question asks about what the witness cannot know.
    for (const boundary of context.knowledgeBoundaries) {
      const boundaryWords = new Set(contentWords(boundary));
      const covered = [...boundaryWords].filter((word) => words.has(word));
      if (boundaryWords.size > 0 && covered.length >= 2 && covered.length / boundaryWords.size >= 0.5) {
        add('foundation', 0.65, covered);
      }
    }
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
