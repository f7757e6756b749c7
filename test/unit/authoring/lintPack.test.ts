import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario, type TrialScenario } from '../../../shared/scenario';
import { lintScenario, type LintKind } from '../../../main/authoring/lintPack';

const root = join(__dirname, '../../..');

function trialFrom(folder: string): TrialScenario {
  const parsed = parseScenario(JSON.parse(readFileSync(join(root, folder, 'scenario.json'), 'utf8')));
  if (!parsed.ok || parsed.scenario.kind !== 'trial') throw new Error(`${folder} is not a valid trial scenario`);
  return parsed.scenario;
}

describe('pack lint', () => {
  it('finds every kind of planted problem, at the path of the field to fix', async () => {
    const scenario = structuredClone(trialFrom('test/fixtures/unseen/state-v-tilley'));
    const trooper = scenario.witnesses[0]!;
    const first = scenario.elicits.find((elicit) => elicit.witnessId === trooper.id)!;
    first.keywords = [...(first.keywords ?? []), 'did not', 'zeppelin'];
    // A fact the affidavit never states, with a question counsel would ask about it.
    scenario.elicits.push({ id: 'moon', label: 'The moon landing was filmed in a studio', weight: 1, category: 'other', witnessId: trooper.id, keywords: ['moon landing', 'studio'], modelQuestions: ['Tell us about the moon landing.'] });
    // The same fact twice, and a boundary that covers an elicit's own words.
    scenario.elicits.push({ ...first, id: `${first.id}-again`, keywords: undefined, modelQuestions: undefined });
    trooper.knowledgeBoundaries = [...trooper.knowledgeBoundaries, first.label];
    // A role that says nothing of who the witness is.
    trooper.role = 'Witness';

    const report = await lintScenario('broken', scenario);
    const kinds = new Set(report.warnings.map((warning) => warning.kind));
    const planted: LintKind[] = ['keyword_empty', 'keyword_unsaid', 'elicit_unsupported', 'elicit_unreachable', 'boundary_overlaps_elicit', 'no_model_questions', 'near_duplicate_elicits', 'witness_without_identity'];
    for (const kind of planted) expect(kinds, kind).toContain(kind);
    const at = (kind: LintKind) => report.warnings.filter((warning) => warning.kind === kind).map((warning) => warning.path);
    const firstAt = `elicits[${scenario.elicits.indexOf(first)}]`;
    expect(at('keyword_empty')).toContain(`${firstAt}.keywords[${first.keywords.indexOf('did not')}]`);
    expect(at('keyword_unsaid')).toContain(`${firstAt}.keywords[${first.keywords.indexOf('zeppelin')}]`);
    expect(at('elicit_unsupported')).toEqual([`elicits[${scenario.elicits.length - 2}]`]);
    expect(at('boundary_overlaps_elicit')).toContain(`witnesses[0].knowledgeBoundaries[${trooper.knowledgeBoundaries.length - 1}]`);
    // The trooper's role, planted. The defendant's friend says what he does ("I teach physical
    // education at Carver Middle School"), which the witness now answers with, so no warning.
    expect(at('witness_without_identity')).toEqual(['witnesses[0].role']);
    for (const warning of report.warnings) expect(warning.fix.length, warning.kind).toBeGreaterThan(10);
    // The dry run tried the one elicit with a model question, and it failed.
    expect(report.dryRun.find((run) => run.witnessId === trooper.id)).toEqual({ witnessId: trooper.id, elicits: 1, established: 0 });
  });

  it('finds a hidden consultation fact locked for good in a circle of facts, and none in the real packs', async () => {
    const parse = (folder: string) => {
      const parsed = parseScenario(JSON.parse(readFileSync(join(root, folder, 'scenario.json'), 'utf8')));
      if (!parsed.ok || parsed.scenario.kind !== 'consultation') throw new Error(`${folder} is not a valid consultation`);
      return parsed.scenario;
    };
    for (const folder of ['scenarios/vega-notice-to-quit', 'test/fixtures/unseen/ashworth-relocation', 'test/fixtures/unseen/briggs-debt-collector']) {
      expect((await lintScenario('real', parse(folder))).warnings, folder).toEqual([]);
    }
    const scenario = structuredClone(parse('test/fixtures/unseen/briggs-debt-collector'));
    const hidden = scenario.facts.filter((fact) => fact.disclosure === 'hidden');
    const [a, b] = [hidden[0]!, hidden[1]!];
    a.unlock = { mode: 'all', conditions: [{ kind: 'rapport', atLeast: 0.2 }, { kind: 'afterFacts', factIds: [b.id] }] };
    b.unlock = { mode: 'any', conditions: [{ kind: 'afterFacts', factIds: [a.id] }] };
    const warnings = (await lintScenario('circle', scenario)).warnings;
    expect(warnings.map((warning) => [warning.kind, warning.path])).toEqual([
      ['fact_unreachable', `facts[${scenario.facts.indexOf(a)}].unlock`],
      ['fact_unreachable', `facts[${scenario.facts.indexOf(b)}].unlock`],
    ]);
    // Another way in for one of them opens both.
    b.unlock.conditions.push({ kind: 'askedAbout', keywords: ['bank'], minMatches: 1 });
    expect((await lintScenario('opened', scenario)).warnings).toEqual([]);
  });

  it('finds none of the planted kinds in the pack they were planted in', async () => {
    const report = await lintScenario('state-v-tilley', trialFrom('test/fixtures/unseen/state-v-tilley'));
    const kinds = new Set(report.warnings.map((warning) => warning.kind));
    for (const kind of ['keyword_empty', 'elicit_unsupported', 'near_duplicate_elicits', 'elicit_unreachable'] as const) expect(kinds, kind).not.toContain(kind);
    // Its elicits have no model questions, as written by its author: that warning is real.
    expect(kinds).toContain('no_model_questions');
  });
});
