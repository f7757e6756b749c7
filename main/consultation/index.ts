export type { ClientAgent, ClientReply, ClientTurn, TranscriptLine } from './ClientAgent';
export { ClientOutputGuard, type GuardVerdict, type GuardViolation } from './ClientOutputGuard';
export { RulesClientAgent } from './RulesClientAgent';
export {
  DisclosureEngine,
  conditionHolds,
  unlockRuleHolds,
  moodFor,
  type ClientProjection,
  type DisclosureContext,
  type FactGate,
  type ProjectedFact,
  type ProjectedPersona,
} from './DisclosureEngine';
export { ConsultationSession, type ConsultationSessionOptions } from './ConsultationSession';
export { clientTurnOf, disclosureContextOf, RECENT_LINES } from './clientTurnOf';
export {
  consultationFold,
  foldConsultation,
  applyConsultationEvent,
  initialConsultationState,
  toConsultationEvent,
  type ConsultationState,
  type ConsultationLine,
  type AskedQuestion,
  type UncoveredFact,
} from './consultationFold';
export { MemoryConsultationLog, StoreConsultationLog, createConsultationSession, readConsultationEvents, toNewEvent, type ConsultationLog } from './consultationLog';
export { parseConsultationScript, runConsultationScript, type ConsultationScript, type ScriptTurn } from './consultationScript';
export { analyseQuestion } from './QuestionAnalyser';
export { TrustModel, TRUST_DELTAS, type TrustUpdate } from './TrustModel';
export { PERSONA_PRESETS, DISCLOSURE_POLICY, personaLevels, initialTrust } from './personaPresets';
export { PersonaVoice } from './PersonaVoice';
export { findJargon, LEGAL_GLOSSARY, plainWordsFor, type GlossaryEntry } from './legalGlossary';
export { toLayWords } from './layWords';
export { containsKeyword, keywordMatches, topicWords, TopicIndex, RELEVANCE_THRESHOLD } from './topicMatch';
export { factWeight, factAsElicit } from './factWeights';
export { KeywordAdviceJudge, type AdviceJudge, type AdviceJudgeInput, type AdviceItemScore, scoreAdvice, coverageScore, referenceByDimension, ADVICE_DIMENSIONS, FULL_MARKS_COVERAGE, type AdviceDimension, type AdviceRubricScore } from './adviceRubric';
export { LlmAdviceJudge, AdviceJudgeError, AdviceVerdict, adviceVerdictSchema, clampVerdict, type LlmAdviceJudgeOptions } from './LlmAdviceJudge';
export { LlmClientAgent, LlmClientError, clientReplySchemaFor, type LlmClientAgentOptions } from './LlmClientAgent';
export { communicationMetrics, type CommunicationMetrics } from './communicationMetrics';
export { buildConsultationReport, type ConsultationReport, type FoundFact, type MissedFact, type RubricItemResult } from './ConsultationReport';
export { unlockHint, type UnlockHint } from './unlockHints';
export { SeededRandom } from '../../shared/SeededRandom';
export { ConsultationService, trustIndicatorVisible, type ConsultationRoomView, type ConsultationServiceDeps } from './ConsultationService';
export { clientSystemPrompt, clientTurnPrompt, ClientReplyOutput, VOICE_GUIDE } from './clientPrompt';
