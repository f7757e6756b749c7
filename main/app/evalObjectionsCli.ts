import { SeededRandom } from '../../shared/SeededRandom';
import { DEFAULT_JUDGE_CONFIG, DEFAULT_OPPOSING_COUNSEL_CONFIG } from '../trial/agents';
import { ObjectionClassifier } from '../trial/ObjectionClassifier';
import { evaluateObjections, parseObjectionRecords, type ObjectionAgents, type ObjectionFigures } from '../trial/objections';
import { judgeResponsiveness } from '../trial/objections/responsiveness';
import { RulesJudge } from '../trial/rules/RulesJudge';
import { RulesOpposingCounsel } from '../trial/rules/RulesOpposingCounsel';
import { WorkspaceHost } from '../store';
import { resolveDataDir } from '../system';
import { openCliModel } from './cliModels';
import { parseFlags, readInput, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';
import { modelObjectionAgents } from './objectionModelAgents';

const USAGE = `Usage: npm run eval:objections -- --data <file.jsonl> [--data <more.jsonl>] [--model local|cloud] [--json]
  --data <file>         real exchanges, one JSON object a line (../shared/eval/README.md gives the format)
  --model local|cloud   counsel and the judge played by a model, as in a trial (a failed call falls back
                        to the rules agent and is counted): local needs --local-model <file.gguf>; cloud
                        is the cloud model of Models & Settings in the workspace (MOOT_DATA_DIR, or the
                        app's data folder). The records are public transcripts: no pack content is sent.
  --json                print one object: { n, detection, ground, judge, nonresponsive, fallbacks } with fractions 0..1
  --verbose             list every record where counsel or the judge differs from the record
Runs counsel's objection decision and the judge (the rules cast by default) on every record and prints detection
precision/recall/F1/accuracy against never objecting, top-1 ground accuracy with a confusion table, and
the judge's agreement with the real rulings (along the chain, and given the true ground) against
always sustaining and always overruling.
Exit codes: 0 success, 1 an invalid record, 2 wrong usage or unreadable input.`;

/** Counsel objects on what it finds, never by design: the figures measure its judgement, not its mistakes. */
export function rulesObjectionAgents(): ObjectionAgents {
  const classifier = new ObjectionClassifier();
  return {
    classifier,
    counsel: new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 0 }, classifier, new SeededRandom(1)),
    judge: new RulesJudge(DEFAULT_JUDGE_CONFIG),
    movesToStrike: (question, answer) => judgeResponsiveness(question, answer).nonresponsive,
  };
}

/** `--data a --data b`: every file, in order (parseFlags keeps one value per flag), and the other flags. */
function parseArguments(argv: readonly string[]): { files: string[]; flags: Map<string, string> } {
  const files: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--data') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError('--data needs a file.');
      files.push(value);
    } else if (argv[i] !== '--verbose') rest.push(argv[i]!);
  }
  const flags = parseFlags(rest);
  if (files.length === 0) throw new UsageError('Give at least one --data file.');
  const model = flags.get('model');
  if (model !== undefined && model !== 'local' && model !== 'cloud') throw new UsageError(`--model: "${model}" is not local or cloud.`);
  return { files, flags };
}

const pct = (fraction: number) => `${(100 * fraction).toFixed(1)} %`;

export function formatObjectionFigures(figures: ObjectionFigures): string[] {
  const { detection: d, ground: g, judge: j } = figures;
  const lines = [
    `records ${figures.n}`,
    `detection: precision ${pct(d.precision)}, recall ${pct(d.recall)}, F1 ${pct(d.f1)}, accuracy ${pct(d.accuracy)} (never object: ${pct(d.neverObjectAccuracy)}); objections to proper questions ${pct(d.falsePositiveRate)}`,
    `ground: top-1 accuracy ${pct(g.top1Accuracy)} of ${g.n} with a ground of the engine (${pct(g.top1WhenObjected)} of those counsel objected to); ${pct(g.top1AccuracyAll)} counting the ${g.unmapped} labelled "other" as misses`,
  ];
  for (const [ground, per] of Object.entries(g.perGround).sort()) {
    const said = Object.entries(g.confusion[ground] ?? {}).sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name} ${count}`).join(', ');
    lines.push(`  ${ground.padEnd(20)} ${String(per.correct).padStart(3)}/${String(per.n).padEnd(3)} ${pct(per.accuracy).padStart(7)}   counsel said: ${said}`);
  }
  lines.push(
    `judge (${j.n} objections with a reported ruling): chain ${pct(j.chainAgreement)}, given the true ground ${pct(j.trueGroundAgreement)}; always sustain ${pct(j.alwaysSustain)}, always overrule ${pct(j.alwaysOverrule)}`,
    `  along the chain: on the ${j.counselObjected} counsel made ${pct(j.agreementWhenCounselObjected)} (always sustain ${pct(j.alwaysSustainWhenCounselObjected)}); ${j.sustainedButLetPass} sustained objection(s) counsel let pass, counted as overruled`,
    `nonresponsive answers caught: ${figures.nonresponsive.caught}/${figures.nonresponsive.n}`,
  );
  return lines;
}

export async function evalObjectionsCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(
    async () => {
      if (argv.includes('--help')) {
        io.out(USAGE);
        return 0;
      }
      const { files, flags } = parseArguments(argv);
      const records = files.flatMap((file) => parseObjectionRecords(readInput(file).toString('utf8'), file));
      const kind = flags.get('model') as 'local' | 'cloud' | undefined;
      const host = kind ? new WorkspaceHost(resolveDataDir(io.env ?? process.env)) : null;
      const opened = kind && host ? await openCliModel(kind, { host, localModelPath: flags.get('local-model') ?? null, modelId: 'objections', flag: '--model' }) : null;
      let fallbacks = 0;
      let evaluation;
      try {
        const rules = rulesObjectionAgents();
        const agents = opened ? modelObjectionAgents(opened.model, rules, () => fallbacks++) : rules;
        evaluation = await evaluateObjections(records, agents, (done) => {
          if (opened && done % 10 === 0) io.err(`${done}/${records.length} records`);
        });
      } finally {
        await opened?.dispose();
        host?.close();
      }
      const { figures, outcomes } = evaluation;
      if (argv.includes('--verbose')) {
        const questions = new Map(records.map((record) => [record.id, record]));
        for (const outcome of outcomes) {
          const record = questions.get(outcome.id)!;
          const counselRight = (outcome.truth === 'none') === (outcome.counselGround === null) && (outcome.truthGround === null || outcome.counselGround === outcome.truthGround);
          const judgeRight = outcome.trueGroundRuling === null || !['sustained', 'overruled'].includes(outcome.realRuling) || outcome.trueGroundRuling === outcome.realRuling;
          if (counselRight && judgeRight) continue;
          io.out(`${outcome.id} [${record.examination}] truth ${outcome.truth}/${outcome.realRuling}; counsel ${outcome.counselGround ?? 'none'}; judge on the true ground ${outcome.trueGroundRuling ?? '-'}\n    ${record.question}`);
        }
      }
      const printed = { ...figures, cast: opened ? opened.model.id : 'rules', fallbacks };
      if (flags.has('json')) io.out(JSON.stringify(printed, null, 2));
      else for (const line of [...formatObjectionFigures(figures), `cast: ${printed.cast}${opened ? `; ${fallbacks} call(s) fell back to the rules agents` : ''}`]) io.out(line);
      return 0;
    },
    USAGE,
    io,
  );
}

runIfEntryPoint(import.meta.url, evalObjectionsCli);
