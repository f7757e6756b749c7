import { describe, expect, it } from 'vitest';
import type { ExaminationDecision, SessionEvent } from '../../../shared/domain';
import {
  DEFAULT_OPPOSING_COUNSEL_CONFIG,
  MemoryEventSink,
  ObjectionClassifier,
  RulesOpposingCounsel,
  SeededRandom,
  TrialSession,
  type ClassificationContext,
  type OpposingCounselProjection,
} from '../../../main/trial';
import { chooseDefect } from '../../../main/trial/rules/chooseDefect';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';
import { trafficScenario } from './fixtures/trafficScenario';
import { classificationContextOf } from '../../support/classificationContext';

const THRESHOLD = DEFAULT_OPPOSING_COUNSEL_CONFIG.objectionThreshold;
const classifier = new ObjectionClassifier();

function context(examination: 'direct' | 'cross'): ClassificationContext {
  // No case vocabulary: relevance is not assessed, so no plan item is skipped as off the case.
  return classificationContextOf(null, { examination });
}

/** One plan item per elicit of every built-in trial, put to its witness (or the scenario's first), on direct and on cross. */
const generatedRequests = (() => {
  let requests: ReturnType<typeof buildRequests> | null = null;
  return () => (requests ??= buildRequests());
})();

function buildRequests(): { projection: OpposingCounselProjection; classificationContext: ClassificationContext }[] {
  return builtinTrialScenarios().flatMap(({ spec }) =>
    spec.elicits.flatMap((elicit) => {
      const witness = spec.witnesses.find((candidate) => candidate.id === elicit.witnessId) ?? spec.witnesses[0]!;
      return (['direct', 'cross'] as const).map((examination) => ({
        classificationContext: context(examination),
        projection: {
          side: 'defense',
          mode: examination === 'direct' ? 'oc_direct' : 'oc_cross',
          witness: { id: witness.id, name: witness.name, role: witness.role, side: witness.side, isExpert: false },
          examination,
          doNotRepeat: [],
          remainingElicits: [],
          plan: [{ elicitId: elicit.id, label: elicit.label, modelQuestion: null }],
          storyPoints: [],
          openRebuttalItems: [],
          askedThisExamination: 0,
          damageInPreviousExamination: 0,
        } satisfies OpposingCounselProjection,
      }));
    }),
  );
}

/** Counsel's defective questions over the generated requests, always erring, at one subtlety. */
function defectsAt(errorSubtlety: number, seed: number): Extract<ExaminationDecision, { done: false }>[] {
  const counsel = new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 1, errorSubtlety }, classifier, new SeededRandom(seed));
  return generatedRequests().flatMap((request, turn) => {
    const decision = counsel.nextQuestionSync({ turn, ...request });
    return !decision.done && decision.isIntentionallyDefective ? [decision] : [];
  });
}

/** The classifier's confidence in the ground counsel flagged, on the question it asked. */
function confidenceOf(decision: Extract<ExaminationDecision, { done: false }>, examination: 'direct' | 'cross'): number {
  return Math.max(...classifier.classify(decision.question, context(examination)).findings.filter((finding) => finding.ground === decision.defect).map((finding) => finding.confidence));
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe("counsel's error subtlety", () => {
  it('draws exactly the unweighted slot at 0.5: the form the draw lands on, or the next fair one after it', () => {
    const slots = [null, { id: 'b', confidence: 0.85 }, null, { id: 'd', confidence: 0.65 }];
    const expected = ['b', 'b', 'd', 'd'];
    for (let index = 0; index < 400; index++) {
      const u = index / 400;
      expect(chooseDefect(slots, u, 0.5, THRESHOLD)?.id).toBe(expected[Math.floor(u * 4)]);
    }
    expect(chooseDefect([null, null], 0.3, 0.9, THRESHOLD)).toBeNull();
  });

  it('leans towards the subtle defect above 0.5 and the obvious one below, more as it moves away', () => {
    const slots = [{ id: 'obvious', confidence: 0.85 }, { id: 'subtle', confidence: 0.65 }];
    const subtleShare = (subtlety: number) => Array.from({ length: 1000 }, (_, index) => chooseDefect(slots, index / 1000, subtlety, THRESHOLD)!.id).filter((id) => id === 'subtle').length / 1000;
    const shares = [0, 0.25, 0.5, 0.75, 1].map(subtleShare);
    expect(shares[2]).toBeCloseTo(0.5, 2);
    for (let index = 1; index < shares.length; index++) expect(shares[index]!).toBeGreaterThan(shares[index - 1]!);
    expect(shares[4]).toBeGreaterThan(0.95);
    expect(shares[0]).toBeLessThan(0.05);
  });

  it('is deterministic with a seed: the same seed and subtlety ask the same defective questions', () => {
    const first = defectsAt(0.9, 17);
    expect(first.length).toBeGreaterThan(20);
    expect(defectsAt(0.9, 17)).toEqual(first);
    expect(defectsAt(0.9, 18)).not.toEqual(first);
  });

  it('picks lower-confidence defects the higher it is, each still a defect the classifier confirms', () => {
    const examinations = generatedRequests().map((request) => request.projection.examination as 'direct' | 'cross');
    const meanConfidence = (subtlety: number) => {
      const confidences = [1, 2, 3].flatMap((seed) => {
        const counsel = new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 1, errorSubtlety: subtlety }, classifier, new SeededRandom(seed));
        return generatedRequests().flatMap((request, turn) => {
          const decision = counsel.nextQuestionSync({ turn, ...request });
          return !decision.done && decision.isIntentionallyDefective ? [confidenceOf(decision, examinations[turn]!)] : [];
        });
      });
      expect(confidences.length).toBeGreaterThan(60);
      expect(Math.min(...confidences)).toBeGreaterThanOrEqual(THRESHOLD);
      return mean(confidences);
    };
    const [obvious, neutral, subtle] = [meanConfidence(0), meanConfidence(0.5), meanConfidence(1)];
    expect(subtle).toBeLessThan(neutral - 0.03);
    expect(neutral).toBeLessThan(obvious - 0.03);
  });

  it('at the default (0.5) picks the defects counsel picked before the dial existed, so stored sessions replay unchanged', async () => {
    // Recorded from the rules counsel before subtlety existed: the defects of its questions, always
    // erring, on the traffic scenario ('-' a proper question), for a defense and a plaintiff player.
    const before: Record<string, string[]> = {
      'defense-1': ['narrative', 'compound', 'leading', 'compound', 'leading', 'leading', 'compound', '-'],
      'defense-2': ['leading', 'narrative', 'leading', 'compound', 'compound', 'compound', 'compound', '-'],
      'defense-3': ['narrative', 'leading', 'leading', 'leading', 'compound', 'leading', 'compound', '-'],
      'plaintiff-1': ['compound', 'speculation'],
      'plaintiff-2': ['speculation', 'speculation'],
      'plaintiff-3': ['speculation', 'argumentative'],
    };
    for (const subtlety of [undefined, 0.5]) {
      for (const [key, defects] of Object.entries(before)) {
        const [playerSide, seed] = key.split('-') as ['plaintiff' | 'defense', string];
        expect(await counselDefects(playerSide, Number(seed), subtlety), key).toEqual(defects);
      }
    }
    // And the dial is live in the session: a subtle counsel asks other defects on the same seeds.
    const subtle = await Promise.all(['defense-1', 'defense-2', 'defense-3'].map((key) => counselDefects('defense', Number(key.split('-')[1]), 1)));
    expect(subtle).not.toEqual([before['defense-1'], before['defense-2'], before['defense-3']]);
  });
});

/** Plays counsel's examination of Reyes (after one question and NEXT from a plaintiff player), letting each question pass. */
async function counselDefects(playerSide: 'plaintiff' | 'defense', seed: number, errorSubtlety: number | undefined): Promise<string[]> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({
    scenario: trafficScenario,
    playerSide,
    seed,
    witnessIds: ['maria-reyes'],
    sink,
    opposingCounsel: { intentionalErrorRate: 1, ...(errorSubtlety === undefined ? {} : { errorSubtlety }) },
  });
  const drain = async (generator: AsyncGenerator<SessionEvent>) => {
    for await (const _ of generator) void _;
  };
  await drain(session.start());
  if (playerSide === 'plaintiff') {
    await drain(session.handleTurn('What do you do for a living?'));
    await drain(session.endExamination());
  }
  for (let step = 0; step < 40; step++) {
    if (session.awaiting === 'player_response') await drain(session.handlePlayerObjection(null));
    else if (session.awaiting === 'opposing_counsel') await drain(session.handleOCAExaminationTurn());
    else break;
  }
  return sink.events.flatMap((event) => (event.type === 'QuestionAsked' && event.by === 'opposing_counsel' ? [event.defect ?? '-'] : []));
}
