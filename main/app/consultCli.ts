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
import { ContextAwareElicitMatcher, HybridElicitMatcher } from '../scoring';
import { PersonaPreset, type ConsultationEvent } from '../../shared/domain/consultationEvents';
import { loadScenarioOfKind, parseFlags, readInput, readPassphraseFile, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';

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


/** A consultation scenario from a source folder's scenario.json or from a .moot pack. */
export const loadConsultationScenario = (path: string, passphrase?: string) => loadScenarioOfKind(path, 'consultation', passphrase);

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
    ...c.plainWords.map((w) => `  plain words: instead of "${w.term}", say "${w.plain}"`),
    `  summaries ${c.summaries}; empathy ${c.empathy}; judgemental ${c.judgemental}; interruptions ${c.interruptions}`,
    `  trust ${c.trustStart.toFixed(2)} -> ${c.trustEnd.toFixed(2)}`,
    ...report.prematureAdvice.map((a) => `  advice before the key facts, turn ${a.turn} (${a.keyFactsMissing} not yet heard): ${a.text}`),
  ];
  return lines.join('\n');
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(argv);
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
  const passphrase = passphraseFile ? readPassphraseFile(passphraseFile) : undefined;

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

/** Runs the consultation CLI and returns its exit code. */
export async function runConsultCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(() => run(argv, io), USAGE, io);
}

runIfEntryPoint(import.meta.url, runConsultCli);
