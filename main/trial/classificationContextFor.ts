import { isCrossLike, type ExaminationType, type Side } from '../../shared/domain';
import { contentWordSet } from '../scoring';
import type { ClassificationContext } from './ObjectionClassifier';
import { answeredCandidates } from './QuestionDedup';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState } from './TestimonyState';

/**
 * What the classifier needs to know about the moment a question is put to a witness. Given the
 * `question`, the answered questions are only those the question may repeat (from the witness's
 * question index); without it, every answered question of the examination.
 */
export function classificationContextFor(
  state: TestimonyState,
  context: ScenarioContext,
  args: { witnessId: string; examination: ExaminationType; examiner: Side; question?: string },
): ClassificationContext {
  const { witnessId, examination, examiner, question: asked } = args;
  const witness = context.witness(witnessId);
  const record = state.witnesses.get(witnessId);
  // Cross is limited to the direct; recross to the redirect.
  const scopeOf: Partial<Record<ExaminationType, ExaminationType>> = { cross: 'direct', recross: 'redirect' };
  const scope = scopeOf[examination];
  const answered: ReadonlySet<string>[] = [];
  if (asked !== undefined) answered.push(...answeredCandidates(record, examination, contentWordSet(asked)));
  else {
    for (const question of record?.questions ?? []) {
      if (question.examination === examination && question.answer) answered.push(question.words);
    }
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
    stipulatedWords: context.stipulatedWords,
    caseVocabulary: context.caseVocabulary,
    knowledgeBoundaries: witness.knowledgeBoundaries,
    opposingParty: context.partyOpponentWords(examiner),
    exhibitTitles: (context.scenario.exhibits ?? []).map((exhibit) => exhibit.title),
  };
}
