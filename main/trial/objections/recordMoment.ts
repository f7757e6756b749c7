import type { ExaminationType } from '../../../shared/domain';
import { questionWords } from '../../language';
import { contentWordSet } from '../../scoring';
import type { ClassificationContext } from '../ObjectionClassifier';
import type { JudgeProjection, OpposingCounselProjection } from '../projections';
import { contextExchanges, type ObjectionRecord } from './objectionRecords';

/**
 * The moment of a real record as the agents see it in a trial. The record holds no case file, so
 * the case vocabulary is unknown (null): relevance and facts in evidence are judged from the
 * question's language and the exchange before it only.
 */
export interface RecordMoment {
  examination: ExaminationType;
  classificationContext: ClassificationContext;
  counselProjection: OpposingCounselProjection;
  judgeProjection: JudgeProjection;
}

/**
 * A deposition is examined by the adverse party, where leading is allowed (FRE 611(c)(2), applied
 * to depositions by FRCP 30(c)(1)), and has no scope of a direct: it is read as a cross without
 * scope. An unknown examination is read as a direct.
 */
export function recordExamination(record: ObjectionRecord): ExaminationType {
  switch (record.examination) {
    case 'deposition':
      return 'cross';
    case 'unknown':
      return 'direct';
    default:
      return record.examination;
  }
}

export function recordMoment(record: ObjectionRecord): RecordMoment {
  const examination = recordExamination(record);
  const exchanges = contextExchanges(record.context);
  const answered = exchanges.filter((exchange) => exchange.question && exchange.answer).map((exchange) => questionWords(exchange.question));
  const answeredExchanges = exchanges.filter((exchange) => exchange.answer).slice(-2);
  const evidence = contentWordSet(exchanges.map((exchange) => exchange.answer).join(' '));
  // The student examines for the plaintiff; counsel (the defense) objects, whoever called the witness.
  const calledByExaminer = examination === 'direct' || examination === 'redirect';
  return {
    examination,
    classificationContext: {
      examination,
      hostileWitness: false,
      isExpert: false,
      scopeWords: null,
      answeredQuestions: answered,
      recentAnswers: answeredExchanges.map((exchange) => exchange.answer),
      recentQuestions: answeredExchanges.map((exchange) => exchange.question),
      evidenceWords: evidence,
      caseVocabulary: null,
      knowledgeBoundaries: [],
    },
    counselProjection: {
      side: 'defense',
      mode: calledByExaminer ? 'objection_user_direct' : 'objection_user_cross',
      witness: { id: 'witness', name: 'the witness', role: 'witness', side: calledByExaminer ? 'plaintiff' : 'defense', isExpert: false },
      examination,
      doNotRepeat: exchanges.map((exchange) => exchange.question).filter(Boolean).reverse(),
      remainingElicits: [],
      plan: [],
      storyPoints: [],
      openRebuttalItems: [],
      askedThisExamination: 0,
      damageInPreviousExamination: 0,
    },
    judgeProjection: { earlierRulings: [], tallies: {} },
  };
}
