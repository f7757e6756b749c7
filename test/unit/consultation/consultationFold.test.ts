import { describe, expect, it } from 'vitest';
import {
  analyseQuestion,
  communicationMetrics,
  consultationFold,
  foldConsultation,
  initialConsultationState,
  parseConsultationScript,
  personaLevels,
  trustIndicatorVisible,
} from '../../../main/consultation';
import type { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { housingConsultation } from '../../support/consultationFixture';

const levels = { legalLiteracy: 'low', disclosureWillingness: 'low', emotionalStability: 'low', narrativeProficiency: 'low' } as const;
const events: ConsultationEvent[] = [
  { type: 'ConsultationStarted', scenarioId: 's', scenarioTitle: 'S', preset: 'hard', persona: levels, seed: 1, cast: 'rules', initialTrust: 0.2 },
  { type: 'ClientSpoke', turn: 0, text: 'Hello.', kind: 'opening', mood: 'anxious', disclosedFactIds: [], cast: 'rules', fallbackReason: null },
  { type: 'StudentAsked', turn: 1, text: 'What happened?', analysis: analyseQuestion('What happened?') },
  { type: 'TrustChanged', turn: 1, trust: 0.3, delta: 0.1, reasons: ['open_question'] },
  { type: 'ClientSpoke', turn: 1, text: 'I got a letter.', kind: 'narrative', mood: 'anxious', disclosedFactIds: ['notice'], cast: 'local', fallbackReason: null },
  { type: 'FactUncovered', turn: 1, factId: 'notice', weight: 2, tier: 'keyword', confidence: 0.9 },
  { type: 'FactUncovered', turn: 1, factId: 'notice', weight: 2, tier: 'keyword', confidence: 0.9 },
  { type: 'AdviceGiven', turn: 2, text: 'Stay put.' },
  { type: 'MeetingEnded', turn: 2, by: 'student', reason: 'advice_given' },
];

describe('consultation fold', () => {
  it('is a pure fold: trust, questions, facts told and uncovered, advice and the end', () => {
    const state = foldConsultation(events);
    expect(state).toMatchObject({
      scenarioId: 's',
      preset: 'hard',
      levels,
      trust: 0.3,
      trustHistory: [0.2, 0.3],
      toldFactIds: ['notice'],
      uncovered: [{ factId: 'notice', turn: 1, weight: 2, question: 'What happened?' }],
      advice: 'Stay put.',
      ended: { by: 'student', reason: 'advice_given', turn: 2 },
      fallbacks: 0,
    });
    expect(state.questions[0]).toMatchObject({ turn: 1, text: 'What happened?', trustAfter: 0.3 });
    expect(state.transcript.map((l) => l.speaker)).toEqual(['client', 'student', 'client', 'student']);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('does not mutate the state it folds from', () => {
    const initial = initialConsultationState();
    const frozen = JSON.stringify(initial);
    foldConsultation(events, initial);
    expect(JSON.stringify(initial)).toBe(frozen);
  });

  it('folds stored events through the store fold, and rejects foreign ones with the seq', () => {
    let state = consultationFold.initial();
    events.forEach(({ type, ...payload }, i) => {
      state = consultationFold.apply(state, { sessionId: 'x', seq: i + 1, type, payload, at: '' });
    });
    expect(state).toEqual(foldConsultation(events));
    expect(() => consultationFold.apply(state, { sessionId: 'x', seq: 10, type: 'ClientSpoke', payload: { turn: 'x' }, at: '' })).toThrow(
      /Event 10 \(ClientSpoke\) is not a consultation event/,
    );
  });
});

describe('communicationMetrics', () => {
  it('counts forms, one-at-a-time, jargon, summaries and scores 0..10', () => {
    const asked = ['What happened?', 'Did he sign? Did he date it?', 'Was it a breach?', 'So if I understand, he called you?'].map((text, i) => ({
      turn: i + 1,
      text,
      analysis: analyseQuestion(text),
      trustAfter: null,
    }));
    const metrics = communicationMetrics(asked, [0.4, 0.5]);
    expect(metrics).toMatchObject({ questions: 4, open: 1, closed: 3, openRatio: 0.25, oneAtATime: 0.75, jargonTurns: 1, jargonTerms: ['breach'], summaries: 1 });
    expect(metrics.plainWords).toEqual([{ term: 'breach', plain: 'breaking the agreement' }]);
    // 3×0.25 + 2.5×0.75 (one at a time) + 2.5×0.75 (jargon-free) + 2×0.5 (one summary of two) = 5.5
    expect(metrics.score).toBe(5.5);
    expect(communicationMetrics([], []).score).toBe(0);
  });
});

describe('scripts and presets', () => {
  it('reads text scripts with comments and advice, and JSON scripts', () => {
    expect(parseConsultationScript('# intro\nWhat happened?\n\nadvice: Keep the letter.\nadvice: Call us.\nGo on.')).toEqual({
      turns: [{ text: 'What happened?' }, { text: 'Go on.' }],
      advice: 'Keep the letter. Call us.',
    });
    expect(parseConsultationScript('{"questions": ["Hi?", {"text": "Wait, when?", "interrupted": true}]}')).toEqual({
      turns: [{ text: 'Hi?' }, { text: 'Wait, when?', interrupted: true }],
      advice: null,
    });
    expect(() => parseConsultationScript('{"questions": [1]}', 's.json')).toThrow(/s\.json: questions\[0\]/);
    expect(() => parseConsultationScript('{oops', 's.json')).toThrow(/s\.json is not valid JSON/);
  });

  it('maps presets to persona levels, keeping the pack\'s own for "scenario"', () => {
    const client = housingConsultation().client;
    expect(personaLevels(client, 'easy')).toEqual({ legalLiteracy: 'high', disclosureWillingness: 'high', emotionalStability: 'high', narrativeProficiency: 'high' });
    expect(personaLevels(client, 'hard').disclosureWillingness).toBe('low');
    expect(personaLevels(client, 'scenario')).toEqual({ legalLiteracy: 'medium', disclosureWillingness: 'medium', emotionalStability: 'medium', narrativeProficiency: 'medium' });
  });
});

describe('trustIndicatorVisible', () => {
  it('hides trust on Hard and for a pack persona as guarded as Hard', () => {
    expect(trustIndicatorVisible('hard', null)).toBe(false);
    expect(trustIndicatorVisible('easy', null)).toBe(true);
    expect(trustIndicatorVisible('scenario', levels)).toBe(false);
    expect(trustIndicatorVisible('scenario', { ...levels, legalLiteracy: 'high', narrativeProficiency: 'medium' })).toBe(true);
  });
});
