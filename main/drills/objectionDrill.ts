import { OBJECTION_CATALOGUE, type ObjectionGround } from '../../shared/domain';
import type { DrillItem } from '../../shared/drills/objectionDrillRun';
import { SeededRandom } from '../../shared/SeededRandom';
import { contentWords } from '../scoring';
import { ObjectionClassifier, type ClassificationContext } from '../trial/ObjectionClassifier';

export type { DrillItem } from '../../shared/drills/objectionDrillRun';

/** The words of a scenario the drill fills its question forms with. */
export interface DrillVocabulary {
  /** Things the witness saw or did ("the red car"), from the scenario's elicits. */
  subjects: readonly string[];
  /** Other people in the case ("Dale Hutchins"). */
  people: readonly string[];
  /** Content words of the whole case, so a question on it is relevant. */
  caseText: string;
}

// Question forms per ground, as counsel would put them on direct. Grounds that need the
// examination's history or scope (asked and answered, beyond the scope) are not drilled here.
const DEFECTIVE_FORMS: Partial<Record<ObjectionGround, readonly string[]>> = {
  leading: ["You saw {subject}, didn't you?", "Isn't it true that you noticed {subject}?", 'You were close to {subject}, correct?'],
  compound: ['Where were you and what did you see of {subject}?', 'Did you see {subject} and did you call anyone?'],
  argumentative: ['How can you possibly expect the jury to believe what you say about {subject}?', "You're making that up about {subject}, aren't you?"],
  hearsay: ['What did {person} tell you about {subject}?', 'What did {person} say to you afterwards?'],
  speculation: ['What do you think {person} was thinking at the time?', 'What would {person} have done if you had not been there?'],
  narrative: ['Tell us everything that happened that day.', 'Tell the jury your whole story from beginning to end.'],
  best_evidence: ['What did the letter from {person} say?', 'What did the report say about {subject}?'],
  character: ['Is {person} known as a violent person?', 'Has {person} always been a dishonest person?'],
  relevance: ['What is your favourite football team?', 'What did you have for breakfast last Sunday?'],
};

const PROPER_FORMS: readonly string[] = ['What did you see of {subject}?', 'Where were you at the time?', 'Please describe {subject}.', 'What happened next?', 'When did you first notice {subject}?', 'Who was with you?'];

export const DRILLED_GROUNDS = Object.keys(DEFECTIVE_FORMS) as ObjectionGround[];

export interface ObjectionDrillOptions {
  seed: number;
  /** How many questions; default 12. */
  length?: number;
  /** Share of proper questions; default 0.3. */
  properShare?: number;
  /** Relative weight of each ground (default 1): the student's weak grounds come up more often. */
  weights?: Partial<Record<ObjectionGround, number>>;
}

const classifier = new ObjectionClassifier();

function directContext(caseWords: ReadonlySet<string>): ClassificationContext {
  return { examination: 'direct', hostileWitness: false, isExpert: false, scopeWords: null, answeredQuestions: [], evidenceWords: caseWords, caseVocabulary: caseWords, knowledgeBoundaries: [] };
}

/** What the rules classifier calls the question: its surest ground, or null when it finds none. */
function classifiedAs(question: string, context: ClassificationContext): ObjectionGround | null {
  return classifier.classify(question, context).findings[0]?.ground ?? null;
}

function fill(form: string, random: SeededRandom, vocabulary: DrillVocabulary): string {
  return form.replace('{subject}', () => random.pick(vocabulary.subjects.length > 0 ? vocabulary.subjects : ['the incident'])).replace('{person}', () => random.pick(vocabulary.people.length > 0 ? vocabulary.people : ['the other driver']));
}

function pickWeighted(random: SeededRandom, weights: readonly [ObjectionGround, number][]): ObjectionGround {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [ground, weight] of weights) {
    roll -= weight;
    if (roll < 0) return ground;
  }
  return weights[weights.length - 1]![0];
}

/**
 * A seeded objection drill: the same seed and scenario give the same questions. Every item is
 * checked against the rules classifier that the trial's judge relies on, so a question drilled as
 * hearsay is one the court would call hearsay, and a proper one draws no objection; forms the
 * classifier disagrees with are redrawn.
 */
export function buildObjectionDrill(vocabulary: DrillVocabulary, options: ObjectionDrillOptions): DrillItem[] {
  const random = new SeededRandom(options.seed);
  const length = options.length ?? 12;
  const context = directContext(new Set(contentWords(vocabulary.caseText)));
  const weights = DRILLED_GROUNDS.map((ground) => [ground, Math.max(0, options.weights?.[ground] ?? 1)] as [ObjectionGround, number]).filter(([, w]) => w > 0);
  // A fixed number of proper questions, in a seeded order, so the mix never drifts with redraws.
  const properCount = weights.length === 0 ? length : Math.round(length * (options.properShare ?? 0.3));
  const slots = random.shuffle(Array.from({ length }, (_, index) => index < properCount));
  const items: DrillItem[] = [];
  for (const proper of slots) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const defect = proper ? null : pickWeighted(random, weights);
      const question = fill(random.pick(defect ? (DEFECTIVE_FORMS[defect] as readonly string[]) : PROPER_FORMS), random, vocabulary);
      if (classifiedAs(question, context) !== defect || items.some((item) => item.question === question)) continue;
      const info = defect ? OBJECTION_CATALOGUE[defect] : null;
      items.push({
        id: `d${items.length + 1}`,
        question,
        defect,
        rule: info?.rule ?? null,
        why: info ? info.sustainReason : 'A proper question: no objection lies, so let the witness answer.',
      });
      break;
    }
  }
  return items;
}
