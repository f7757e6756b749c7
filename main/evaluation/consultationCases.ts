import { withoutEvaluationOnly, type ConsultationScenario } from '../../shared/scenario';
import {
  applyConsultationEvent,
  ClientOutputGuard,
  clientTurnOf,
  clientTurnPrompt,
  DisclosureEngine,
  initialConsultationState,
  toConsultationEvent,
  type ConsultationState,
} from '../consultation';
import { toFirstPerson } from '../consultation/firstPerson';
import type { StoredEvent } from '../store';
import { caseIdOf, type EvalCase } from './EvalCase';

/** A stored consultation, as the case fold reads it. */
export interface StoredConsultation {
  sessionId: string;
  packId: string;
  confidential: boolean;
  scenario: ConsultationScenario;
  events: readonly StoredEvent[];
}

/** What the client may say of itself: each fact as it would say it, and its persona's own words. */
function clientFactsText(scenario: ConsultationScenario, pronoun: 'she' | 'he'): string {
  const client = scenario.client;
  return [
    ...scenario.facts.map((fact) => toFirstPerson(fact.text, client.name, pronoun)),
    client.openingStatement,
    toFirstPerson(client.background, client.name, pronoun),
    toFirstPerson(client.presentingProblem, client.name, pronoun),
    ...client.concerns,
  ].join('\n');
}

/**
 * Builds a consultation's evaluation cases by one fold over its stored log, as the trial fold
 * does: each client answer with the turn the client was given (rebuilt by the same function the
 * live session uses) and the output guard's verdict on it, and the advice marking with the
 * rubric it was marked against. No agent is re-run.
 */
export function buildConsultationCases(session: StoredConsultation): EvalCase[] {
  const roleplay = withoutEvaluationOnly(session.scenario);
  const guard = new ClientOutputGuard(session.scenario);
  const base = { sessionId: session.sessionId, packId: session.packId, confidential: session.confidential };
  let state: ConsultationState = initialConsultationState();
  let disclosure: DisclosureEngine | null = null;
  const cases: EvalCase[] = [];

  for (const stored of session.events) {
    const event = toConsultationEvent(stored);
    const id = caseIdOf(session.sessionId, stored.seq);
    if (event.type === 'ClientSpoke' && disclosure) {
      const question = event.turn === 0 ? null : (state.questions.find((asked) => asked.turn === event.turn)?.text ?? null);
      const turn = clientTurnOf(state, disclosure, event.turn, question);
      const allowed = new Set(turn.projection.facts.map((fact) => fact.id));
      const verdict = guard.check({ text: event.text, kind: event.kind, disclosedFactIds: event.disclosedFactIds, endsMeeting: false }, turn.projection, question);
      cases.push({
        ...base,
        id,
        eventSeq: stored.seq,
        turn: event.turn,
        agent: 'client',
        input: clientTurnPrompt(turn),
        output: event.text,
        decision: { text: event.text, kind: event.kind, disclosedFactIds: event.disclosedFactIds },
        reference: {
          kind: 'client-answer',
          question,
          persona: { name: turn.projection.persona.name, levels: turn.projection.persona.levels, mood: turn.projection.mood, trust: turn.projection.trust },
          clientFacts: clientFactsText(session.scenario, turn.projection.persona.pronoun),
          allowedFactIds: [...allowed],
          lockedFactIds: session.scenario.facts.filter((fact) => !allowed.has(fact.id)).map((fact) => fact.id),
          disclosedFactIds: event.disclosedFactIds,
          violations: verdict.violations.map((violation) => ({ kind: violation.kind, detail: describeViolation(violation) })),
        },
      });
    }
    if (event.type === 'AdviceScored') {
      const interview = [...state.questions.map((asked) => asked.text), state.advice ?? ''].join('\n');
      cases.push({
        ...base,
        id,
        eventSeq: stored.seq,
        turn: event.turn,
        agent: 'advice',
        input: `${session.scenario.rubric.map((item) => `- ${item.label}: ${item.description}`).join('\n')}\nThe student's advice: ${state.advice ?? ''}`,
        output: event.items.map((item) => `${item.rubricId}: ${item.score}/10${item.rationale ? ` (${item.rationale})` : ''}`).join('\n'),
        decision: { method: event.method, items: event.items, dimensions: event.dimensions },
        reference: {
          kind: 'advice-marking',
          advice: state.advice ?? '',
          interview,
          rubric: session.scenario.rubric.map((item) => structuredClone(item)),
          method: event.method,
          items: event.items.map((item) => ({ rubricId: item.rubricId, score: item.score })),
        },
      });
    }
    state = applyConsultationEvent(state, event);
    if (event.type === 'ConsultationStarted') disclosure = new DisclosureEngine(roleplay, event.persona);
  }
  return cases;
}

function describeViolation(violation: ReturnType<ClientOutputGuard['check']>['violations'][number]): string {
  switch (violation.kind) {
    case 'locked_fact':
      return `tells the locked fact ${violation.factId}: ${violation.evidence}`;
    case 'unknown_fact_id':
      return `claims the fact ${violation.factId}, which was not allowed on this turn`;
    case 'evaluation_only':
      return `quotes the reference answer of ${violation.rubricId}: ${violation.evidence}`;
    case 'legal_advice':
      return `gives legal advice: ${violation.evidence}`;
    case 'empty':
      return 'says nothing';
  }
}
