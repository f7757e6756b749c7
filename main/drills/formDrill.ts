import type { ObjectionGround } from '../../shared/domain';
import { SeededRandom } from '../../shared/SeededRandom';
import { contentWords } from '../scoring';
import { ObjectionClassifier } from '../trial/ObjectionClassifier';
import type { DrillVocabulary } from './objectionDrill';

/** A leading question to rewrite as an open one, with an example of a good rewrite. */
export interface FormDrillItem {
  id: string;
  leading: string;
  example: string;
}

export interface FormCheck {
  /** Open, on the same subject, and neither compound nor argumentative. */
  ok: boolean;
  /** What is wrong, in sentences for the student; empty when ok. */
  problems: string[];
}

const FORMS: readonly [string, string][] = [
  ["You saw {subject}, didn't you?", 'What, if anything, did you see of {subject}?'],
  ["Isn't it true that {subject} was there?", 'Where was {subject} at the time?'],
  ['You were close to {subject}, correct?', 'How far were you from {subject}?'],
  ["{subject} was clearly visible, wasn't it?", 'How well could you see {subject}?'],
];

const FALLBACK_SUBJECTS = ['the car', 'the man', 'the light'];

const classifier = new ObjectionClassifier();
const PROBLEMS: Partial<Record<ObjectionGround, string>> = {
  leading: 'It still suggests its answer: start with who, what, where, when, how or describe.',
  compound: 'It asks more than one thing: ask one question at a time.',
  argumentative: 'It argues with the witness: ask for facts.',
};

/**
 * A seeded set of leading questions on the scenario's things, each with an open example. Only pairs
 * the check itself marks right are offered (the leading form flagged, the example passing): a form
 * that reads as allowed on some subject ("Isn't it true that the port was there?" fixes where a place
 * lies, which may be led) would tell the student a correct answer is wrong.
 */
export function buildFormDrill(vocabulary: DrillVocabulary, options: { seed: number; length?: number }): FormDrillItem[] {
  const random = new SeededRandom(options.seed);
  const length = options.length ?? 6;
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const pairs = (subjects: readonly string[]) =>
    random.shuffle(subjects.flatMap((subject) => FORMS.map(([leading, example]) => ({ leading: capital(leading.replace('{subject}', subject)), example: example.replace('{subject}', subject) }))));
  const checked = (pair: { leading: string; example: string }) => !checkOpenRewrite(pair.leading, pair.leading).ok && checkOpenRewrite(pair.leading, pair.example).ok;
  const chosen: { leading: string; example: string }[] = [];
  for (const pair of pairs(vocabulary.subjects)) {
    if (chosen.length === length) break;
    if (checked(pair)) chosen.push(pair);
  }
  // A pack whose things all fail the check still gets a drill, on a subject every form holds for.
  for (const pair of pairs(FALLBACK_SUBJECTS)) if (chosen.length < length && checked(pair)) chosen.push(pair);
  return chosen.map((pair, index) => ({ id: `f${index + 1}`, ...pair }));
}

/** Checks a rewrite with the rules classifier, on direct: open, single, and still on the leading question's subject. */
export function checkOpenRewrite(leading: string, rewrite: string): FormCheck {
  const problems: string[] = [];
  if (!/\?\s*$/.test(rewrite.trim()) && !/^(?:describe|tell|explain)\b/i.test(rewrite.trim())) problems.push('Put it as a question (or "Describe…").');
  const analysis = classifier.classify(rewrite, {
    examination: 'direct',
    hostileWitness: false,
    isExpert: false,
    scopeWords: null,
    answeredQuestions: [],
    evidenceWords: new Set(),
    caseVocabulary: new Set(contentWords(`${leading} ${rewrite}`)),
    knowledgeBoundaries: [],
  });
  for (const finding of analysis.findings) {
    const problem = PROBLEMS[finding.ground];
    if (problem) problems.push(problem);
  }
  const subject = new Set(contentWords(leading));
  if (!contentWords(rewrite).some((word) => subject.has(word))) problems.push('It has left the subject: ask about what the leading question was about.');
  return { ok: problems.length === 0, problems };
}
