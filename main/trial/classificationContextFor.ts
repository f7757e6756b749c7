import { isCrossLike, type ExaminationType, type Side } from '../../shared/domain';
import type { ClassificationContext } from './ObjectionClassifier';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState } from './TestimonyState';

/** What the classifier needs to know about the moment a question is put to a witness. */
export function classificationContextFor(
  state: TestimonyState,
  context: ScenarioContext,
  args: { witnessId: string; examination: ExaminationType; examiner: Side },
): ClassificationContext {
  const { witnessId, examination, examiner } = args;
  const witness = context.witness(witnessId);
  const record = state.witnesses.get(witnessId);
  // Cross is limited to the direct; recross to the redirect.
  const scopeOf: Partial<Record<ExaminationType, ExaminationType>> = { cross: 'direct', recross: 'redirect' };
  const scope = scopeOf[examination];
  const answered: ReadonlySet<string>[] = [];
  for (const question of record?.questions ?? []) {
    if (question.examination === examination && question.answer) answered.push(question.words);
  }
  return {
    examination,
    // An adverse party called on direct is hostile to its examiner.
    hostileWitness: !isCrossLike(examination) && witness.side !== examiner,
    isExpert: witness.isExpert ?? false,
    scopeWords: scope ? (record?.examinationWords.get(scope) ?? null) : null,
    scopeTopics: scope ? (record?.examinationTopics.get(scope) ?? null) : null,
    topicsOf: (text) => context.topics.topicsOf(text),
    answeredQuestions: answered,
    evidenceWords: state.evidenceWords,
    caseVocabulary: context.caseVocabulary,
    knowledgeBoundaries: witness.knowledgeBoundaries,
  };
}
