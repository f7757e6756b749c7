import { randomUUID } from 'node:crypto';
import { ALL_EXAMINATIONS, examinationChoiceProblem, ExaminationType, exhibitStepText, isExhibitEvent, OBJECTION_CATALOGUE, Side, type SessionEvent } from '../../shared/domain';
import { LexicalEmbedder } from '../embeddings/LexicalEmbedder';
import { buildSessionReport, type SessionReport } from '../scoring';
import { createSession, openWorkspace, type Workspace } from '../store';
import {
  EmbeddingMemoryWriter,
  MemoryEventSink,
  parseScript,
  runScript,
  StoreEventSink,
  toTrialScenarioSpec,
  type EventSink,
  type MemoryWriter,
} from '../trial';
import { BadInputError } from '../../shared/errors';
import { ARC_PARTS, createTrialArc, speechRubrics, type ArcPart, type TrialArcOptions } from '../trial/phases';
import { arcEventLine, describeRubrics } from './trialCliArc';
import { loadScenarioOfKind, parseFlags, readInput, readPassphraseFile, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';

const USAGE = `Usage: npm run trial -- --scenario <pack-or-dir> --witness <id> --as plaintiff|defense --script <file> [options]
  --scenario <path>          a .moot pack, or a folder holding scenario.json
  --witness <id>             the witness to examine; "all" calls every witness
  --examinations <list>      the examinations held, comma-separated (default direct,cross,redirect,recross);
                             direct is required, redirect needs cross, recross needs redirect
  --as plaintiff|defense     the side the player takes
  --script <file>            one turn a line: a question, OBJECT <ground>, PASS, NEXT, or an exhibit step:
                             MARK|SHOW|APPROACH|OFFER|PUBLISH <exhibit>, IMPEACH COMMIT|CREDIT|CONFRONT <exhibit>
                             (foundation questions are plain questions; # starts a comment);
                             with --trial full also OPENING <text>, CLOSING <text>, REBUTTAL <text>, MOTION directed verdict
  --trial full|examinations  full: openings, motion, closings, instructions and verdict around the examinations
                             (default examinations: witness examinations only)
  --skip <parts>             with --trial full, parts to leave out: openings,motion,closings,instructions,verdict
  --seed <n>                 seed of the opposing counsel's random choices (default 1)
  --passphrase-file <f>      for an encrypted pack
  --json                     print { events, report } as JSON
With MOOT_DATA_DIR set, the session is also stored in that workspace.
Exit codes: 0 success, 1 the scenario or script is invalid, 2 wrong usage or unreadable input.`;


/** The --examinations flag: comma-separated examination names, checked for the chain they need. */
function parseExaminations(text: string | undefined): ExaminationType[] {
  if (text === undefined) return [...ALL_EXAMINATIONS];
  const names = text.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.find((name) => !ExaminationType.safeParse(name).success);
  if (unknown !== undefined) throw new UsageError(`--examinations: "${unknown}" is not an examination; use ${ALL_EXAMINATIONS.join(', ')}.`);
  const chosen = names.map((name) => ExaminationType.parse(name));
  const problem = examinationChoiceProblem(chosen);
  if (problem) throw new UsageError(`--${problem}`);
  return chosen;
}

/** The --trial and --skip flags: the parts of the whole trial to hold, or undefined for examinations only. */
function parseArc(trial: string | undefined, skip: string | undefined): TrialArcOptions | undefined {
  if (trial !== undefined && trial !== 'full' && trial !== 'examinations') throw new UsageError('--trial must be full or examinations.');
  if (trial !== 'full') {
    if (skip !== undefined) throw new UsageError('--skip needs --trial full.');
    return undefined;
  }
  const parts: Partial<Record<ArcPart, boolean>> = {};
  for (const name of (skip ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    if (!(ARC_PARTS as readonly string[]).includes(name)) throw new UsageError(`--skip: "${name}" is not a part; use ${ARC_PARTS.join(', ')}.`);
    parts[name as ArcPart] = false;
  }
  return { parts };
}

/** A trial scenario from a source folder's scenario.json or from a .moot pack. */
export const loadTrialScenario = (path: string, passphrase?: string) => loadScenarioOfKind(path, 'trial', passphrase);

function describeEvent(event: SessionEvent, names: Map<string, string>, exhibitLabels: Map<string, string> = new Map()): string | null {
  if (isExhibitEvent(event)) {
    return `   EXHIBIT: ${exhibitStepText(event, exhibitLabels.get(event.exhibitId) ?? event.exhibitId, (id) => names.get(id) ?? id)}${event.type === 'ExhibitOffered' && event.isIntentionallyDefective ? '   (deliberately incomplete foundation)' : ''}`;
  }
  switch (event.type) {
    case 'PhaseChanged':
      return event.witnessId ? `\n== ${event.examination?.toUpperCase()} of ${names.get(event.witnessId) ?? event.witnessId} by the ${event.examiner} (${event.mode})` : '\n== Evidence closed';
    case 'QuestionAsked':
      return `Q${event.turn} [${event.by === 'player' ? 'YOU' : 'COUNSEL'}] ${event.text}${event.isIntentionallyDefective ? `   (deliberately defective: ${event.defect})` : ''}`;
    case 'QuestionBlocked':
      return `   (blocked: repeats ${event.similarToQuestionId}, similarity ${event.similarity}) ${event.text}`;
    case 'ObjectionRaised':
      return `   OBJECTION by ${event.by === 'player' ? 'you' : 'counsel'}: ${OBJECTION_CATALOGUE[event.ground].label} (${event.rule})${event.isIntentionallyIncorrect ? '   (deliberately unfounded)' : ''}`;
    case 'ObjectionWaived':
      return '   (no objection)';
    case 'RulingMade':
      return `   JUDGE: ${event.reason} [${event.rule}]`;
    case 'StrikeMoved':
      return `   MOTION TO STRIKE by ${event.by === 'player' ? 'you' : 'counsel'}: the answer to ${event.questionId} is nonresponsive`;
    case 'StrikeRuled':
      return `   JUDGE: ${event.reason} [${event.rule}]${event.ruling === 'sustained' ? `   (answer struck${event.withdrawnElicits.length > 0 ? `; withdrawn: ${event.withdrawnElicits.join(', ')}` : ''})` : ''}`;
    case 'AnswerGiven':
      return `   A: ${event.text}`;
    case 'ElicitEstablished':
      return `   + established ${event.elicitId} (${event.tier}, by ${event.by === 'player' ? 'you' : 'counsel'})`;
    case 'ScoreChanged':
      return `   score ${event.delta > 0 ? '+' : ''}${event.delta} (${event.reason.replace(/_/g, ' ')}) = ${event.total}`;
    case 'CrossOutlineBuilt':
      return event.items.length > 0 ? `   (cross outline: ${event.items.length} items)` : null;
    case 'RebuttalItemCovered':
      return `   + covered outline item ${event.itemId}`;
    case 'FallbackUsed':
      return `   (fallback for ${event.agent}: ${event.reason})`;
    case 'OpeningGiven':
    case 'MotionRuled':
    case 'ClosingGiven':
    case 'InstructionsRead':
    case 'VerdictReached':
    case 'TimeRanOut':
      return arcEventLine(event);
    default:
      return null;
  }
}

function describeReport(report: SessionReport): string {
  const established = report.elicits.filter((elicit) => elicit.established);
  return [
    '',
    `SCORE ${report.totalScore}  (${Object.entries(report.scoreByReason).filter(([, v]) => v !== 0).map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`).join(', ') || 'nothing scored'})`,
    ...report.witnesses.map((w) => `  ${w.witnessId}: ${w.questionsByPlayer} your questions, ${w.questionsByOpposingCounsel} counsel's, ${w.blocked} blocked, elicits ${w.elicitsEstablished.join(', ') || '-'}`),
    `ELICITS ${established.length} of ${report.elicits.length} established`,
    ...report.elicits.map((e) => `  ${e.established ? '✓' : ' '} ${e.elicitId} (${e.weight > 0 ? '+' : ''}${e.weight})${e.established ? ` by ${e.by} at turn ${e.turn}, ${e.points} points` : ''}`),
    `OBJECTIONS made ${report.objections.made.length}, missed ${report.objections.missed.length}, against you ${report.objections.againstPlayer.length}`,
    `CROSS OUTLINE ${report.rebuttal.items} items, covered by you ${report.rebuttal.coveredByPlayer}, by counsel ${report.rebuttal.coveredByOpposingCounsel}`,
  ].join('\n');
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(argv);
  if (flags.has('help')) {
    io.out(USAGE);
    return 0;
  }
  const scenarioPath = flags.get('scenario');
  const scriptPath = flags.get('script');
  const witness = flags.get('witness');
  if (!scenarioPath) throw new UsageError('--scenario <pack-or-dir> is required.');
  if (!scriptPath) throw new UsageError('--script <file> is required.');
  if (!witness) throw new UsageError('--witness <id> is required.');
  const side = Side.safeParse(flags.get('as'));
  if (!side.success) throw new UsageError('--as must be plaintiff or defense.');
  const seedText = flags.get('seed') ?? '1';
  if (!/^-?\d{1,10}$/.test(seedText)) throw new UsageError('--seed must be an integer.');
  const examinations = parseExaminations(flags.get('examinations'));
  const arc = parseArc(flags.get('trial'), flags.get('skip'));
  const passphraseFile = flags.get('passphrase-file');
  const passphrase = passphraseFile ? readPassphraseFile(passphraseFile) : undefined;

  const { id, scenario } = await loadTrialScenario(scenarioPath, passphrase);
  if (witness !== 'all' && !scenario.witnesses.some((w) => w.id === witness)) {
    throw new BadInputError(`The scenario has no witness "${witness}"; it has ${scenario.witnesses.map((w) => w.id).join(', ')}.`, '--witness');
  }
  const script = parseScript(readInput(scriptPath).toString('utf8'), scriptPath);

  const dataDir = (io.env ?? process.env).MOOT_DATA_DIR;
  let workspace: Workspace | null = null;
  let sink: EventSink;
  let memory: MemoryWriter | undefined;
  const memorySink = new MemoryEventSink();
  if (dataDir) {
    workspace = openWorkspace(dataDir);
    const sessionId = randomUUID();
    createSession(workspace.db, { id: sessionId, kind: 'trial', packId: id, title: `${scenario.metadata.title} (CLI)`, meta: { playerSide: side.data, seed: Number(seedText) | 0, witness, examinations } });
    const store = new StoreEventSink(workspace.db, sessionId);
    sink = { append: (events) => (store.append(events), memorySink.append(events)) };
    memory = EmbeddingMemoryWriter.forWorkspace(workspace.db, new LexicalEmbedder(), sessionId);
  } else {
    sink = memorySink;
  }
  try {
    const session = createTrialArc({
      arc,
      scenario: toTrialScenarioSpec(id, scenario),
      playerSide: side.data,
      seed: Number(seedText) | 0,
      witnessIds: witness === 'all' ? undefined : [witness],
      examinations,
      sink,
      memory,
    });
    for await (const _event of runScript(session, script, scriptPath)) {
      // Events are stored by the sink as each step completes; the printout comes at the end.
    }
    await memory?.flush();
    const report = buildSessionReport(memorySink.events, scenario.elicits);
    if (flags.has('json')) {
      io.out(JSON.stringify({ events: memorySink.events, report }, null, 2));
      return 0;
    }
    const names = new Map(scenario.witnesses.map((w) => [w.id, w.name]));
    io.out(`${scenario.metadata.title} — you are counsel for the ${side.data} (seed ${seedText})`);
    const labels = new Map(scenario.exhibits.map((exhibit) => [exhibit.id, exhibit.label]));
    io.out(memorySink.events.map((event) => describeEvent(event, names, labels)).filter((line): line is string => line !== null).join('\n'));
    io.out(describeReport(report));
    if (arc) io.out(describeRubrics(speechRubrics(memorySink.events)));
    return 0;
  } finally {
    workspace?.close();
  }
}

/** Runs the trial CLI and returns its exit code. */
export async function runTrialCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(() => run(argv, io), USAGE, io);
}

runIfEntryPoint(import.meta.url, runTrialCli);
