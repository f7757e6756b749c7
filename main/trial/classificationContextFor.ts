import { isCrossLike, type ExaminationType, type Side } from '../../shared/domain';
import type { Exhibit } from '../../shared/scenario';
import { foundationElements, kindOf } from '../exhibits/foundationDefaults';
import { containsPhrase, questionWords } from '../language';
import type { ClassificationContext } from './ObjectionClassifier';
import { answeredCandidates } from './QuestionDedup';
import type { ScenarioContext } from './ScenarioContext';
import type { TestimonyState, WitnessRecord } from './TestimonyState';

/**
 * What the classifier needs to know about the moment a question is put to a witness. Given the
 * `question`, the answered questions are only those the question may repeat (from the witness's
 * question index); without it, every answered question of the examination.
 */
export function classificationContextFor(
  state: TestimonyState,
  context: ScenarioContext,
  args: { witnessId: string; examination: ExaminationType; examiner: Side; question?: string; inEvidence?: ReadonlySet<string> },
): ClassificationContext {
  const { witnessId, examination, examiner, question: asked } = args;
  const witness = context.witness(witnessId);
  const record = state.witnesses.get(witnessId);
  // Cross is limited to the direct; recross to the redirect.
  const scopeOf: Partial<Record<ExaminationType, ExaminationType>> = { cross: 'direct', recross: 'redirect' };
  const scope = scopeOf[examination];
  const answered: ReadonlySet<string>[] = [];
  if (asked !== undefined) answered.push(...answeredCandidates(record, examination, questionWords(asked)));
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
    ...recentExchanges(record, examination),
    evidenceWords: state.evidenceWords,
    stipulatedWords: context.stipulatedWords,
    caseVocabulary: context.caseVocabulary,
    knowledgeBoundaries: witness.knowledgeBoundaries,
    opposingParty: context.partyOpponentWords(examiner),
    ...exhibitsByEvidence(context.scenario.exhibits ?? [], args.inEvidence),
  };
}

/** The witness's last two answers in an examination, struck ones left out, and the questions they answer, in the same order, the latest last. */
export function recentExchanges(record: WitnessRecord | undefined, examination: ExaminationType): { recentAnswers: string[]; recentQuestions: string[] } {
  const answers: string[] = [];
  const asked: string[] = [];
  const questions = record?.questions ?? [];
  for (let at = questions.length - 1; at >= 0 && answers.length < 2; at--) {
    const question = questions[at]!;
    if (question.examination === examination && question.answer && !question.struck) {
      answers.unshift(question.answer.text);
      asked.unshift(question.text);
    }
  }
  return { recentAnswers: answers, recentQuestions: asked };
}

/**
 * The exhibits whose contents may be asked about (in evidence, or a prior statement, which need
 * not be shown to the witness: FRE 613(a)) and those whose contents may not be yet. Without
 * `inEvidence` (a session from before this was tracked) every exhibit counts as produced.
 */
function exhibitsByEvidence(exhibits: readonly Exhibit[], inEvidence: ReadonlySet<string> | undefined): Pick<ClassificationContext, 'exhibitTitles' | 'exhibitsOutOfEvidence'> {
  if (!inEvidence) return { exhibitTitles: exhibits.map((exhibit) => exhibit.title) };
  const produced = (exhibit: Exhibit) => inEvidence.has(exhibit.id) || kindOf(exhibit) === 'prior_statement';
  return {
    exhibitTitles: exhibits.filter(produced).map((exhibit) => exhibit.title),
    exhibitsOutOfEvidence: exhibits
      .filter((exhibit) => !produced(exhibit))
      .map((exhibit) => {
        const elements = foundationElements(exhibit);
        // The whole keyword phrase, word by word: by content words alone "What time does the log give?" would lay "at the time".
        const lays = (question: string) => elements.some((element) => element.keywords.some((keyword) => containsPhrase(question, keyword)));
        return { title: exhibit.title, record: elements.some((element) => element.ground === 'hearsay'), lays };
      }),
  };
}
