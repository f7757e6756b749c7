import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ClientOutputGuard, DisclosureEngine, PERSONA_PRESETS, type ClientReply } from '../../../../main/consultation';
import { LeakGuard } from '../../../../main/trial/llm/LeakGuard';
import { parseScenario, withoutEvaluationOnly, type ConsultationScenario, type TrialScenario } from '../../../../shared/scenario';
import { obfuscationsOf } from '../../../support/obfuscationCorpus';

// Issue 21, finding 8: the output guards see through obfuscation. Each hidden text of the built-in
// scenarios (trial elicit labels, locked client facts, reference answers) is spelled every way the
// corpus knows, by a model that knows the secret, and must be caught every time.
const scenarios = join(import.meta.dirname, '..', '..', '..', '..', 'scenarios');
const load = (id: string) => {
  const parsed = parseScenario(JSON.parse(readFileSync(join(scenarios, id, 'scenario.json'), 'utf8')));
  if (!parsed.ok) throw new Error(`${id} does not parse`);
  return parsed.scenario;
};

describe('the trial leak guard and obfuscated elicit labels', () => {
  const trials = ['kestrel-v-northgate', 'state-v-avery'].map((id) => load(id) as TrialScenario);
  const labels = trials.flatMap((t) => t.elicits.map((e) => ({ source: `elicit ${e.id}`, text: e.label })));

  it('catches every label under every obfuscation, said plainly in a sentence', () => {
    const guard = new LeakGuard(labels);
    const missed: string[] = [];
    let tried = 0;
    for (const label of labels) {
      for (const { trick, text } of obfuscationsOf(label.text)) {
        tried++;
        if (guard.findLeak(`Well, as I recall, ${text}, and that is all.`, 'What happened?') === null) missed.push(`${trick}: ${label.text}`);
      }
    }
    console.log(`obfuscation corpus, trial labels: ${labels.length} labels, ${tried} obfuscated sentences, ${missed.length} leaks`);
    expect(labels.length).toBeGreaterThanOrEqual(23);
    expect(tried).toBeGreaterThan(250);
    expect(missed).toEqual([]);
  });

  it('still lets a witness repeat what its affidavit says', () => {
    const guard = new LeakGuard(labels);
    for (const trial of trials) {
      for (const witness of trial.witnesses) {
        const sentence = witness.affidavit.split(/(?<=\.)\s+/)[0]!;
        expect(guard.findLeak(sentence, `What happened?\n${witness.affidavit}`)).toBeNull();
      }
    }
  });
});

describe('the client output guard and obfuscated hidden facts and reference answers', () => {
  const scenario = load('vega-notice-to-quit') as ConsultationScenario;
  const guard = new ClientOutputGuard(scenario);
  const engine = new DisclosureEngine(withoutEvaluationOnly(scenario), PERSONA_PRESETS.medium);
  const question = 'What has been happening?';
  const projection = engine.project({ trust: 0.1, revealedFactIds: [], questions: [question], lastToldFactIds: [], followUp: false });
  const allowed = new Set(projection.facts.map((f) => f.id));
  const reply = (text: string): ClientReply => ({ text, kind: 'narrative', disclosedFactIds: [], endsMeeting: false });

  it('catches every locked fact under every obfuscation', () => {
    const locked = scenario.facts.filter((f) => !allowed.has(f.id));
    expect(locked.length).toBeGreaterThanOrEqual(5);
    const missed: string[] = [];
    for (const fact of locked) {
      for (const { trick, text } of obfuscationsOf(fact.text)) {
        const verdict = guard.check(reply(text), projection, question);
        if (!verdict.violations.some((v) => v.kind === 'locked_fact' && v.factId === fact.id)) missed.push(`${trick}: ${fact.id}`);
      }
    }
    console.log(`obfuscation corpus, locked facts: ${locked.length} facts, ${missed.length} leaks`);
    expect(missed).toEqual([]);
  });

  it('catches every reference answer under every obfuscation', () => {
    const missed: string[] = [];
    for (const item of scenario.rubric) {
      for (const { trick, text } of obfuscationsOf(item.referenceAnswer.text)) {
        const verdict = guard.check(reply(text), projection, question);
        if (!verdict.violations.some((v) => v.kind === 'evaluation_only' || v.kind === 'locked_fact')) missed.push(`${trick}: ${item.id}`);
      }
    }
    console.log(`obfuscation corpus, reference answers: ${scenario.rubric.length} answers, ${missed.length} leaks`);
    expect(scenario.rubric.length).toBeGreaterThanOrEqual(5);
    expect(missed).toEqual([]);
  });

  it('still passes the allowed facts, spelled plainly', () => {
    for (const fact of projection.facts) expect(guard.check(reply(fact.text), projection, question).ok).toBe(true);
  });
});
