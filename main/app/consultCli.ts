import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildConsultationReport,
  ConsultationSession,
  MemoryConsultationLog,
  parseConsultationScript,
  RulesClientAgent,
  runConsultationScript,
  type ConsultationReport,
} from '../consultation';
import { LexicalEmbedder } from '../embeddings/LexicalEmbedder';
import { DEFAULT_PACK_LIMITS, PackFormatError, readPack, SCENARIO_ENTRY } from '../packs';
import { issuesError, parseJsonEntry } from '../packs/packJson';
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../scoring';
import { MootError } from '../../shared/errors';
import { PersonaPreset, type ConsultationEvent } from '../../shared/domain/consultationEvents';
import { parseScenario, type ConsultationScenario } from '../../shared/scenario';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage: npm run consult -- --scenario <pack-or-dir> --script <file> [options]
  --scenario <path>          a .moot pack, or a folder holding scenario.json
  --script <file>            one question per line ("advice: ..." lines give the advice), or JSON
                             { "questions": [...], "advice": "..." }
  --preset <p>               easy | medium | hard | scenario (default: scenario, the pack's own persona)
  --seed <n>                 seed of the client's random choices (default 1)
  --passphrase-file <f>      for an encrypted pack
  --json                     print { events, report } as JSON
Plays the interview with the rules client and prints the transcript and the report.
Exit codes: 0 success, 1 the scenario or script is invalid, 2 wrong usage or unreadable input.`;

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}".`);
    if (arg === '--json' || arg === '--help') {
      flags.set(arg.slice(2), 'true');
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
    flags.set(arg.slice(2), value);
    i++;
  }
  return flags;
}

function readInput(path: string): Buffer {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist.`);
  return readFileSync(path);
}

/** A consultation scenario from a source folder's scenario.json or from a .moot pack. */
export async function loadConsultationScenario(path: string, passphrase?: string): Promise<{ id: string; scenario: ConsultationScenario }> {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist.`);
  if (statSync(path).isDirectory()) {
    const file = join(path, SCENARIO_ENTRY);
    const raw = parseJsonEntry(file, readInput(file), DEFAULT_PACK_LIMITS.maxJsonBytes);
    const parsed = parseScenario(raw);
    if (!parsed.ok) throw issuesError(file, parsed.issues);
    if (parsed.scenario.kind !== 'consultation') throw new PackFormatError(`${file} is a ${parsed.scenario.kind} scenario, not a consultation.`, `${file}: kind`);
    return { id: basename(path), scenario: parsed.scenario };
  }
  const pack = await readPack(readInput(path), { passphrase });
  if (pack.scenario.kind !== 'consultation') throw new PackFormatError(`${path} holds a ${pack.scenario.kind} scenario, not a consultation.`, `${SCENARIO_ENTRY}: kind`);
  return { id: pack.manifest.id, scenario: pack.scenario };
}

function describeEvent(event: ConsultationEvent): string | null {
  switch (event.type) {
    case 'StudentAsked':
      return `\nSTUDENT  ${event.text}`;
    case 'ClientSpoke':
      return `CLIENT   ${event.text}`;
    case 'TrustChanged':
      return `         (trust ${event.trust.toFixed(2)}${event.reasons.length ? `: ${event.reasons.join(', ')}` : ''})`;
    case 'FactUncovered':
      return `         + fact uncovered: ${event.factId}`;
    case 'AdviceGiven':
      return `\nADVICE   ${event.text}`;
    case 'MeetingEnded':
      return `\n-- meeting ended by the ${event.by} (${event.reason.replace(/_/g, ' ')})`;
    default:
      return null;
  }
}

function describeReport(report: ConsultationReport): string {
  const c = report.communication;
  const lines = [
    '',
    `FACTS  ${report.facts.foundCount} of ${report.facts.total} uncovered (weighted ${report.facts.weightFound}/${report.facts.weightTotal}, score ${report.facts.score}/10)`,
    ...report.facts.found.map((f) => `  found   ${f.factId}: ${f.text}${f.question ? `\n          asked: ${f.question}` : ' (in the opening)'}`),
    ...report.facts.missed.map((f) => `  missed  ${f.factId}: ${f.text}\n          try: ${f.question}\n          ${f.why}`),
    '',
    `ADVICE RUBRIC (${report.advice.approximate ? 'approximate: ' : ''}${report.advice.method === 'keyword-coverage' ? 'keyword coverage of the reference answers' : 'LLM judge'})${report.advice.given ? '' : ' — no advice given'}`,
    ...(['relationship', 'rule', 'risk', 'nextStep'] as const).map((d) => `  dimension ${d.padEnd(13)} ${report.advice.dimensions[d] ?? '-'}/10`),
    ...report.rubric.items.map((i) => `  item      ${i.rubricId.padEnd(13)} ${i.score}/10  ${i.earned}/${i.points} points (${i.basis})`),
    `  total ${report.rubric.earned}/${report.rubric.available} points`,
    '',
    `COMMUNICATION  score ${c.score}/10`,
    `  questions ${c.questions}: ${c.open} open, ${c.closed} closed, ${c.statements} statements; open ratio ${c.openRatio ?? '-'}`,
    `  one question at a time ${c.oneAtATime ?? '-'}; jargon in ${c.jargonTurns} turns${c.jargonTerms.length ? ` (${c.jargonTerms.join(', ')})` : ''}`,
    `  summaries ${c.summaries}; empathy ${c.empathy}; judgemental ${c.judgemental}; interruptions ${c.interruptions}`,
    `  trust ${c.trustStart.toFixed(2)} -> ${c.trustEnd.toFixed(2)}`,
  ];
  return lines.join('\n');
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = parseArgs(argv);
  if (flags.has('help')) {
    io.out(USAGE);
    return 0;
  }
  const scenarioPath = flags.get('scenario');
  const scriptPath = flags.get('script');
  if (!scenarioPath) throw new UsageError('--scenario <pack-or-dir> is required.');
  if (!scriptPath) throw new UsageError('--script <file> is required.');
  const preset = PersonaPreset.safeParse(flags.get('preset') ?? 'scenario');
  if (!preset.success) throw new UsageError(`--preset must be one of ${PersonaPreset.options.join(', ')}.`);
  const seedText = flags.get('seed') ?? '1';
  if (!/^-?\d{1,10}$/.test(seedText)) throw new UsageError('--seed must be an integer.');
  const passphraseFile = flags.get('passphrase-file');
  const passphrase = passphraseFile ? readInput(passphraseFile).toString('utf8').replace(/\r?\n$/, '') : undefined;

  const { id, scenario } = await loadConsultationScenario(scenarioPath, passphrase);
  const script = parseConsultationScript(readInput(scriptPath).toString('utf8'), scriptPath);
  const log = new MemoryConsultationLog();
  const session = new ConsultationSession({
    scenario,
    scenarioId: id,
    preset: preset.data,
    seed: Number(seedText) | 0,
    agent: new RulesClientAgent(),
    matcher: new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())),
    log,
  });
  await runConsultationScript(session, script);
  const report = buildConsultationReport(scenario, session.state);
  if (flags.has('json')) {
    io.out(JSON.stringify({ events: log.events, report }, null, 2));
    return 0;
  }
  io.out(`${scenario.metadata.title} — ${scenario.client.name} (${preset.data} persona, seed ${seedText})`);
  io.out(log.events.map(describeEvent).filter((l): l is string => l !== null).join('\n'));
  io.out(describeReport(report));
  return 0;
}

/** Runs the consultation CLI and returns its exit code; every failure is one clear line on stderr. */
export async function runConsultCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`Error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof MootError) {
      io.err(`Error${err.path ? ` at ${err.path}` : ''}: ${err.message}`);
      return 1;
    }
    io.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runConsultCli(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) }).then((code) => {
    process.exitCode = code;
  });
}
