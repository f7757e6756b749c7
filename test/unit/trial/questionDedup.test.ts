import { describe, expect, it } from 'vitest';
import type { ExaminationType, SessionEvent } from '../../../shared/domain';
import { questionWords, slotMarkOf } from '../../../main/language';
import { jaccard } from '../../../main/scoring';
import {
  answeredCandidates,
  applyEvent,
  DEDUP_THRESHOLD,
  emptyTestimonyState,
  findDuplicate,
  questionSimilarity,
  TrialSession,
  type WitnessRecord,
} from '../../../main/trial';
import { SeededRandom } from '../../../shared/SeededRandom';
import { trafficScenario } from './fixtures/trafficScenario';

/** The scan over every earlier question that the index replaces: the reference answer. */
function scanDuplicate(witness: WitnessRecord, text: string, topics: string[], by: string, threshold: number) {
  const candidate = { words: questionWords(text), topics };
  let best: { questionId: string; similarity: number } | null = null;
  for (const earlier of witness.questions) {
    if (earlier.by !== by || (earlier.ruling === 'sustained' && earlier.text.toLowerCase() !== text.toLowerCase()) || slotMarkOf(earlier.words) !== slotMarkOf(candidate.words)) continue;
    const similarity = questionSimilarity(candidate, earlier);
    if (similarity >= threshold && (!best || similarity > best.similarity)) best = { questionId: earlier.questionId, similarity: Math.round(similarity * 100) / 100 };
  }
  return best;
}

/** The classifier's asked-and-answered test, applied to every answered question of the examination. */
function scanAnswered(witness: WitnessRecord, examination: ExaminationType, words: ReadonlySet<string>): number {
  return witness.questions.filter((question) => {
    if (question.examination !== examination || !question.answer) return false;
    const shared = [...words].filter((word) => question.words.has(word)).length;
    return shared / words.size >= 0.8 && jaccard(words, question.words) >= 0.5;
  }).length;
}

const VOCABULARY = ['light', 'truck', 'phone', 'green', 'red', 'speed', 'corner', 'rain', 'night', 'brakes', 'horn', 'lane', 'street', 'car'];
const TOPICS = ['signal', 'distraction', 'speed'];

function randomQuestion(random: SeededRandom): { text: string; topics: string[] } {
  const count = Math.floor(random.next() * 5);
  const words = Array.from({ length: count }, () => random.pick(VOCABULARY));
  return { text: `What about the ${words.join(' and the ')}?`, topics: random.next() < 0.5 ? [] : [random.pick(TOPICS)] };
}

describe('question index', () => {
  it('finds exactly what a scan of every earlier question finds, as the session grows', () => {
    const random = new SeededRandom(5);
    const state = emptyTestimonyState();
    const examinations: ExaminationType[] = ['direct', 'cross'];
    let compared = 0;
    let found = 0;
    for (let turn = 1; turn <= 400; turn++) {
      const { text, topics } = randomQuestion(random);
      const by = random.next() < 0.7 ? 'player' : 'opposing_counsel';
      const examination = examinations[turn % 2]!;
      const witness = state.witnesses.get('w1');
      if (witness) {
        for (const threshold of [DEDUP_THRESHOLD, 0.7, 0.3]) {
          const expected = scanDuplicate(witness, text, topics, by, threshold);
          expect(findDuplicate(witness, text, topics, by, threshold), `turn ${turn}, threshold ${threshold}: ${text}`).toEqual(expected);
          compared++;
          if (expected) found++;
        }
        const words = questionWords(text);
        if (words.size > 0) {
          const candidates = answeredCandidates(witness, examination, words);
          const exact = candidates.filter((answered) => {
            const shared = [...words].filter((word) => answered.has(word)).length;
            return shared / words.size >= 0.8 && jaccard(words, answered) >= 0.5;
          }).length;
          expect(exact, `asked and answered at turn ${turn}: ${text}`).toBe(scanAnswered(witness, examination, words));
        }
      }
      const questionId = `q${turn}`;
      const events: SessionEvent[] = [
        { type: 'QuestionAsked', turn, questionId, witnessId: 'w1', examination, by: by as 'player', side: 'plaintiff', text, topics, isIntentionallyDefective: false, defect: null, targetElicitId: null },
      ];
      if (random.next() < 0.2) {
        events.push({ type: 'RulingMade', turn, questionId, ground: 'leading', ruling: 'sustained', rule: 'FRE 611(c)', reason: 'Sustained.' });
      } else if (random.next() < 0.8) {
        events.push({ type: 'AnswerGiven', turn, questionId, witnessId: 'w1', text: 'Yes.', kind: 'confirm', sources: [] });
      }
      for (const event of events) applyEvent(state, event);
    }
    expect(compared).toBeGreaterThan(1000);
    // The comparison is only worth something if repeats were there to be found.
    expect(found).toBeGreaterThan(100);
  });

  it('reads only the postings of rare words, not every question, once a session is long', () => {
    const state = emptyTestimonyState();
    for (let turn = 1; turn <= 2000; turn++) {
      applyEvent(state, { type: 'QuestionAsked', turn, questionId: `q${turn}`, witnessId: 'w1', examination: 'direct', by: 'player', side: 'plaintiff', text: `Tell us about the light at corner ${turn}?`, topics: [], isIntentionallyDefective: false, defect: null, targetElicitId: null });
    }
    const witness = state.witnesses.get('w1')!;
    expect(findDuplicate(witness, 'Tell us about the light at corner 1500?', [], 'player')).toEqual({ questionId: 'q1500', similarity: 1 });
    expect(findDuplicate(witness, 'Tell us about the light at corner 9999?', [], 'player')).toBeNull();
  });
});

describe('a question whose objection was sustained was never asked', () => {
  it('so saying it again, or rephrasing it, is not blocked as a repeat', async () => {
    const trial = new TrialSession({ scenario: trafficScenario, playerSide: 'plaintiff', seed: 7, witnessIds: ['maria-reyes'], opposingCounsel: { intentionalErrorRate: 0 } });
    for await (const _ of trial.start()) void _;
    const first: SessionEvent[] = [];
    for await (const event of trial.handleTurn('The light was green for you, correct?')) first.push(event);
    expect(first.at(-1)).toMatchObject({ type: 'RulingMade', ruling: 'sustained' });

    const rephrased = 'The light was green for you then, correct?';
    const witness = trial.state.witnesses.get('maria-reyes')!;
    const similarity = questionSimilarity({ words: questionWords(rephrased), topics: witness.questions[0]!.topics }, witness.questions[0]!);
    // Close enough that it would be blocked, had the first one been put to the witness.
    expect(similarity).toBeGreaterThanOrEqual(DEDUP_THRESHOLD);
    expect(findDuplicate(witness, rephrased, witness.questions[0]!.topics, 'player')).toBeNull();
    const second: SessionEvent[] = [];
    for await (const event of trial.handleTurn(rephrased)) second.push(event);
    expect(second.map((event) => event.type)).not.toContain('QuestionBlocked');
    expect(second[0]).toMatchObject({ type: 'QuestionAsked', text: rephrased });
  });

  it('but the very same words again are a repeat: the court has ruled on them', () => {
    const state = emptyTestimonyState();
    const text = 'The light was green for you, correct?';
    applyEvent(state, { type: 'QuestionAsked', turn: 1, questionId: 'q1', witnessId: 'w1', examination: 'direct', by: 'opposing_counsel', side: 'defense', text, topics: [], isIntentionallyDefective: true, defect: 'leading', targetElicitId: null });
    applyEvent(state, { type: 'RulingMade', turn: 1, questionId: 'q1', ground: 'leading', ruling: 'sustained', rule: 'FRE 611(c)', reason: 'Sustained.' });
    expect(findDuplicate(state.witnesses.get('w1'), text, [], 'opposing_counsel')).toEqual({ questionId: 'q1', similarity: 1 });
    expect(findDuplicate(state.witnesses.get('w1'), 'Was the light green for you, then?', [], 'opposing_counsel')).toBeNull();
  });

  it('while an answered question, said again, is blocked', async () => {
    const trial = new TrialSession({ scenario: trafficScenario, playerSide: 'plaintiff', seed: 7, witnessIds: ['maria-reyes'], opposingCounsel: { intentionalErrorRate: 0 } });
    for await (const _ of trial.start()) void _;
    for await (const _ of trial.handleTurn('Where was your phone?')) void _;
    const again: SessionEvent[] = [];
    for await (const event of trial.handleTurn('Where was your phone?')) again.push(event);
    expect(again.map((event) => event.type)).toEqual(['QuestionBlocked']);
  });
});

describe('a question asking another slot of the same act is a new question', () => {
  const answered = (text: string): WitnessRecord =>
    ({ questions: [{ questionId: 'q1', turn: 1, by: 'player', text, words: questionWords(text), topics: [], ruling: null, examination: 'direct', answer: 'An answer.' }] }) as unknown as WitnessRecord;

  it('is not blocked as a repeat: when, then where, then why of the same act', () => {
    expect(findDuplicate(answered('When did the tenant hand back the keys?'), 'Where did the tenant hand back the keys?', [], 'player')).toBeNull();
    expect(findDuplicate(answered('When did the tenant hand back the keys?'), 'Why did the tenant hand back the keys?', [], 'player')).toBeNull();
    expect(findDuplicate(answered('Did the tenant hand back the keys?'), 'When did the tenant hand back the keys?', [], 'player')).toBeNull();
  });

  it('while the same slot asked in other words is still a repeat', () => {
    expect(findDuplicate(answered('When did the tenant hand back the keys?'), 'When was it that the tenant handed back the keys?', [], 'player')).not.toBeNull();
  });

  it('and is not asked and answered', () => {
    const witness = answered('When did the tenant hand back the keys?');
    expect(answeredCandidates(witness, 'direct', questionWords('Where did the tenant hand back the keys?')).length).toBe(0);
    expect(answeredCandidates(witness, 'direct', questionWords('When did the tenant hand the keys back?')).length).toBe(1);
  });
});
