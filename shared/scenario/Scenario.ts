import { z } from 'zod';
import { formatIssuePath } from '../formatIssuePath';
import { SCENARIO_FORMAT_VERSION } from './common';
import { ConsultationScenario } from './ConsultationScenario';
import { TrialScenario } from './TrialScenario';

/** Any scenario, told apart by `kind`. */
export const Scenario = z.discriminatedUnion('kind', [TrialScenario, ConsultationScenario]);
export type Scenario = TrialScenario | ConsultationScenario;
export type ScenarioKind = Scenario['kind'];

/** One problem found in a pack: where (a JSON path such as `witnesses[2].affidavit`) and what. */
export interface ScenarioIssue {
  path: string;
  message: string;
}

export type ScenarioParseResult = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/**
 * Migrations, keyed by the version they upgrade FROM: `scenarioMigrations[1]` turns a version 1
 * document into version 2. Each is a pure function on plain JSON and must set the new formatVersion.
 */
export const scenarioMigrations: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {};

/** Brings a raw document up to the current format, or explains why it cannot. */
export function migrateScenario(
  raw: unknown,
  target = SCENARIO_FORMAT_VERSION,
  migrations = scenarioMigrations,
): { ok: true; doc: unknown } | { ok: false; issues: ScenarioIssue[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, issues: [{ path: '(root)', message: 'A scenario must be a JSON object.' }] };
  }
  let doc = raw as Record<string, unknown>;
  const declared = doc.formatVersion;
  if (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 1) {
    return { ok: false, issues: [{ path: 'formatVersion', message: 'formatVersion must be a positive whole number.' }] };
  }
  let version: number = declared;
  if (version > target) {
    return {
      ok: false,
      issues: [
        {
          path: 'formatVersion',
          message: `This scenario uses format ${version}, but this version of Moot reads up to format ${target}. Update Moot to open it.`,
        },
      ],
    };
  }
  while (version < target) {
    const step = migrations[version];
    if (!step) return { ok: false, issues: [{ path: 'formatVersion', message: `No migration from format ${version}.` }] };
    doc = step(doc);
    if (doc.formatVersion !== version + 1) {
      return { ok: false, issues: [{ path: 'formatVersion', message: `The migration from format ${version} did not produce format ${version + 1}.` }] };
    }
    version += 1;
  }
  return { ok: true, doc };
}

/** Migrates and validates a scenario document; every issue carries a JSON path and a sentence. */
export function parseScenario(raw: unknown): ScenarioParseResult {
  const migrated = migrateScenario(raw);
  if (!migrated.ok) return migrated;
  const doc = migrated.doc as { kind?: unknown };
  // Validate against the schema the `kind` names, so errors talk about that kind only.
  const schema = doc.kind === 'trial' ? TrialScenario : doc.kind === 'consultation' ? ConsultationScenario : null;
  if (schema === null) {
    return { ok: false, issues: [{ path: 'kind', message: 'kind must be "trial" or "consultation".' }] };
  }
  const result = schema.safeParse(doc);
  if (result.success) return { ok: true, scenario: result.data };
  return { ok: false, issues: toScenarioIssues(result.error) };
}

/** Converts zod issues to path + sentence pairs, most useful first, capped so a hostile pack cannot flood the UI. */
export function toScenarioIssues(error: z.ZodError, limit = 50): ScenarioIssue[] {
  return error.issues.slice(0, limit).map((issue) => ({ path: formatIssuePath(issue.path), message: sentenceFor(issue) }));
}

/** Turns zod's terse message into a sentence a scenario author can act on. */
function sentenceFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
    return `This field is required and must be ${article(issue.expected)}.`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling.`;
  }
  const text = issue.message.replace(/^Invalid input: /, 'Invalid value: ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
