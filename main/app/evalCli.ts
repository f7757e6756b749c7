import { join } from 'node:path';
import { deterministicEvaluators, evaluateStoredSessions, selectSessions, type Evaluator, type SessionEvaluationSummary, type SessionSelection } from '../evaluation';
import { PackLibrary } from '../packs';
import { WorkspaceHost } from '../store';
import { resolveDataDir } from '../system';
import { BadInputError } from '../../shared/errors';
import { appRoot } from './appRoot';
import { parseFlags, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';
import { llmJudgesFor, type JudgeFamily } from './evalJudges';

const USAGE = `Usage: npm run eval -- --latest <n> | --session <id> [--judges rules,local,cloud] [--json]
  --latest <n>          the n most recently played trial sessions
  --session <id>        one session
  --judges <list>       evaluators, comma-separated (default rules):
                          rules  the deterministic checks (grounding, FRE citation, schema, the judge's test)
                          local  a G-Eval judge on a local GGUF model (--local-model <file.gguf>)
                          cloud  a G-Eval judge on the cloud model of Settings (never for a confidential pack)
  --samples <n>         G-Eval samples per score when the model gives no token probabilities (default 3)
  --json                print the summaries as JSON
The workspace is MOOT_DATA_DIR, or the app's data folder.
Exit codes: 0 success, 1 a session cannot be evaluated, 2 wrong usage.`;

const FAMILIES: readonly JudgeFamily[] = ['rules', 'local', 'cloud'];

function parseJudges(text: string | undefined): JudgeFamily[] {
  const names = (text ?? 'rules').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.find((name) => !(FAMILIES as readonly string[]).includes(name));
  if (unknown !== undefined) throw new UsageError(`--judges: "${unknown}" is not a judge; use ${FAMILIES.join(', ')}.`);
  if (names.length === 0) throw new UsageError('--judges needs at least one judge.');
  return names as JudgeFamily[];
}

function parseSelection(flags: Map<string, string>): SessionSelection {
  const latest = flags.get('latest');
  const session = flags.get('session');
  if ((latest === undefined) === (session === undefined)) throw new UsageError('Give exactly one of --latest <n> and --session <id>.');
  if (session !== undefined) return { sessionId: session };
  const n = Number(latest);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--latest: "${latest}" is not a whole number of 1 or more.`);
  return { latest: n };
}

function describe(summary: SessionEvaluationSummary & { runId: string }): string[] {
  const lines = [`Session ${summary.sessionId} (run ${summary.runId})`];
  for (const metric of summary.metrics) {
    const value = metric.mean === null ? 'not assessed' : `${metric.mean.toFixed(2)} ${metric.passed ? 'pass' : 'FAIL'}`;
    lines.push(`  ${metric.agent.padEnd(8)} ${metric.metric.padEnd(24)} ${value.padEnd(12)} threshold ${metric.threshold.toFixed(2)}  n=${metric.n}${metric.evaluators.length ? `  by ${metric.evaluators.join(', ')}` : ''}`);
  }
  if (summary.flagged.length) lines.push(`  ${summary.flagged.length} case(s) flagged for human review (the judges disagree)`);
  return lines;
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(argv);
  if (flags.has('help')) {
    io.out(USAGE);
    return 0;
  }
  const selection = parseSelection(flags);
  const judges = parseJudges(flags.get('judges'));
  const samples = Number(flags.get('samples') ?? 3);
  if (!Number.isInteger(samples) || samples < 1) throw new UsageError('--samples must be a whole number of 1 or more.');
  const host = new WorkspaceHost(resolveDataDir(io.env ?? process.env));
  const llm = await llmJudgesFor(judges, { host, localModelPath: flags.get('local-model') ?? null, samples });
  try {
    const packs = new PackLibrary({ db: host, builtinDir: join(appRoot, 'scenarios') });
    await packs.ensureBuiltins();
    const db = host.writer();
    const sessionIds = selectSessions(db, selection);
    if (sessionIds.length === 0) throw new BadInputError('There is no trial session to evaluate in this workspace.', 'sessions');
    const rules: Evaluator[] = judges.includes('rules') ? deterministicEvaluators() : [];
    const summaries = await evaluateStoredSessions(db, sessionIds, {
      packs: {
        trialScenario: async (packId) => {
          const scenario = packs.getScenario(packId);
          if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${packId}" is not a trial.`, 'packId');
          return scenario;
        },
        isConfidential: (packId, sessionStartedAt) => packs.isConfidential(packId, sessionStartedAt),
      },
      evaluatorsFor: (session) => [...rules, ...llm.evaluatorsFor(session)],
    });
    if (flags.has('json')) io.out(JSON.stringify({ summaries }, null, 2));
    else for (const summary of summaries) io.out(describe(summary).join('\n'));
    return 0;
  } finally {
    await llm.dispose();
    host.close();
  }
}

export function runEvalCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(() => run(argv, io), USAGE, io);
}

runIfEntryPoint(import.meta.url, runEvalCli);
