import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../shared/SeededRandom';
import { classificationContextFor } from '../../../main/trial/classificationContextFor';
import { DEFAULT_OPPOSING_COUNSEL_CONFIG, ObjectionClassifier, RulesOpposingCounsel, ScenarioContext } from '../../../main/trial';
import { buildOpposingCounselProjection } from '../../../main/trial/projections';
import { emptyTestimonyState } from '../../../main/trial/TestimonyState';
import { builtinTrialScenarios } from './fixtures/builtinScenarios';

// Issue 13: counsel's objections to proper questions must be rare, and a pack author's model
// questions are proper by design. Each is put by the side its elicit helps, on direct to its own
// witness and on cross to the other side's, at the start of the examination (nothing in evidence yet).
describe("the built-in packs' model questions", () => {
  for (const { id, spec } of builtinTrialScenarios()) {
    it(`${id}: none draws an objection from counsel`, () => {
      const context = new ScenarioContext(spec);
      const classifier = new ObjectionClassifier();
      const counsel = new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 0 }, classifier, new SeededRandom(1));
      const state = emptyTestimonyState();
      const objected: string[] = [];
      let asked = 0;
      for (const elicit of spec.elicits) {
        if (!elicit.witnessId) continue;
        const witness = context.witness(elicit.witnessId);
        const examiner = elicit.weight > 0 ? 'plaintiff' : 'defense';
        const examination = witness.side === examiner ? 'direct' : 'cross';
        for (const question of elicit.modelQuestions ?? []) {
          asked++;
          const analysis = classifier.classify(question, classificationContextFor(state, context, { witnessId: witness.id, examination, examiner, question }));
          const projection = buildOpposingCounselProjection(state, context, { side: examiner === 'plaintiff' ? 'defense' : 'plaintiff', mode: examination === 'direct' ? 'objection_user_direct' : 'objection_user_cross', witnessId: witness.id, examination });
          const decision = counsel.considerObjectionSync({ turn: 1, questionId: 'q', question, analysis, projection });
          if (decision.object) objected.push(`${question} (${decision.ground})`);
        }
      }
      expect(asked).toBeGreaterThan(10);
      expect(objected).toEqual([]);
    });
  }
});
