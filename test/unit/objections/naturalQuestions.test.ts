import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../shared/scenario';
import { classificationContextFor } from '../../../main/trial/classificationContextFor';
import { DEFAULT_OPPOSING_COUNSEL_CONFIG, ObjectionClassifier, ScenarioContext, toTrialScenarioSpec } from '../../../main/trial';
import { emptyTestimonyState } from '../../../main/trial/TestimonyState';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const PACKS: [string, string][] = [
  ['corran-v-ashgrove', 'test/fixtures/unseen/corran-v-ashgrove'],
  ['state-v-tilley', 'test/fixtures/unseen/state-v-tilley'],
  ['kestrel-v-northgate', 'scenarios/kestrel-v-northgate'],
  ['state-v-avery', 'scenarios/state-v-avery'],
  ['okafor-v-meridian', 'test/fixtures/unseen/okafor-v-meridian'],
  ['hale-v-eastgate', 'test/fixtures/unseen/hale-v-eastgate'],
  ['dunmore-v-harbrook', 'test/fixtures/unseen/dunmore-v-harbrook'],
];

// The fidelity scripts (test/fixtures/unseen/scripts) were written with their packs as a student
// would examine: open questions on direct, leading ones on cross. Counsel should let nearly all of
// them pass; the few it objects to are real (a compound question, a hypothetical, reported speech).
describe('counsel on natural examination questions', () => {
  it('objects to at most 2.5 % of the acceptance scripts questions', () => {
    const classifier = new ObjectionClassifier();
    let asked = 0;
    const objected: string[] = [];
    for (const [id, dir] of PACKS) {
      const parsed = parseScenario(JSON.parse(readFileSync(root(`${dir}/scenario.json`), 'utf8')));
      if (!parsed.ok || parsed.scenario.kind !== 'trial') throw new Error(`${dir}/scenario.json is not a valid trial scenario`);
      const context = new ScenarioContext(toTrialScenarioSpec(id, parsed.scenario));
      const state = emptyTestimonyState();
      for (const line of readFileSync(root(`test/fixtures/unseen/scripts/${id}.fidelity.jsonl`), 'utf8').trim().split('\n')) {
        const entry = JSON.parse(line) as { witness: string; examination: 'direct' | 'cross'; question: string };
        const witness = context.witness(entry.witness);
        const examiner = entry.examination === 'direct' ? witness.side : witness.side === 'plaintiff' ? 'defense' : 'plaintiff';
        const analysis = classifier.classify(entry.question, classificationContextFor(state, context, { witnessId: witness.id, examination: entry.examination, examiner, question: entry.question }));
        asked++;
        if (analysis.findings.some((finding) => finding.confidence >= DEFAULT_OPPOSING_COUNSEL_CONFIG.objectionThreshold)) objected.push(entry.question);
      }
    }
    expect(asked).toBeGreaterThan(400);
    expect(objected.length / asked, objected.join('\n')).toBeLessThanOrEqual(0.025);
  });
});
