import { basename } from 'node:path';
import { LexicalEmbedder } from '../embeddings/LexicalEmbedder';
import { ContextAwareElicitMatcher, HybridElicitMatcher, type ElicitSpec } from '../scoring';
import { ScenarioContext, toTrialScenarioSpec } from '../trial';
import { creditRecallBase, measureFidelity, parseFidelityScript, sumFigures, type FidelityAnswer, type FidelityFigures, type Rate } from '../trial/fidelity';
import { readInput, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';
import { loadTrialScenario } from './trialCli';

const USAGE = `Usage: npm run fidelity -- --scenario <pack-or-dir> --script <file.jsonl> [--scenario … --script …] [--json] [--verbose] [--credits]
  --scenario <path>   a trial .moot pack, or a folder holding scenario.json
  --script <file>     JSONL, one question a line: {"witness","examination","question","kind","expect","elicits","answer"}
                      (test/fixtures/unseen/README.md describes the fields)
  Pairs may repeat: each --script is run against the --scenario before it.
  --json              print { runs: [{ scenario, script, figures }], total } as JSON
  --verbose           list every answer with its sentence labels
  --credits           list the false credits (an elicit the question was not about) and the missed
                      ones (an open or wh-question aimed at an elicit that the answer did not credit),
                      each with the question, the answer and the elicit's label and keywords
Labels every witness sentence (affidavit, transform, identity, stock, unsupported, contradicting) and
prints the counts and rates per run and in total.
Exit codes: 0 success, 1 an invalid scenario or script, 2 wrong usage or unreadable input.`;

const FLAGS = new Set(['--json', '--verbose', '--credits', '--help']);

/** `--scenario a --script x --scenario b --script y` as pairs, in order. */
function pairs(argv: readonly string[]): { scenario: string; script: string }[] {
  const runs: { scenario: string; script: string }[] = [];
  let scenario: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (FLAGS.has(arg)) continue;
    const value = argv[++i];
    if (value === undefined) throw new UsageError(`${arg} needs a value.`);
    if (arg === '--scenario') scenario = value;
    else if (arg === '--script') {
      if (scenario === null) throw new UsageError('--script must follow a --scenario.');
      runs.push({ scenario, script: value });
    } else throw new UsageError(`Unexpected argument "${arg}".`);
  }
  if (runs.length === 0) throw new UsageError('Give at least one --scenario and --script.');
  return runs;
}

const percent = (rate: Rate) => (rate.of === 0 ? 'n/a' : `${((100 * rate.hit) / rate.of).toFixed(1)} % (${rate.hit}/${rate.of})`);

export function formatFigures(figures: FidelityFigures): string[] {
  const s = figures.sentences;
  return [
    `questions ${figures.questions}`,
    `sentences: affidavit ${s.affidavit}, transform ${s.transform}, identity ${s.identity}, stock ${s.stock}, unsupported ${s.unsupported}, contradicting ${s.contradicting}`,
    `"I don't recall/know" when the affidavit states the answer: ${percent(figures.unknownWhenStated)}`,
    `open, wh- and identity questions answered with the script's answer words: ${percent(figures.statedAnswerGiven)}`,
    `tag questions, true premise confirmed: ${percent(figures.tagTrueConfirmed)}`,
    `tag questions, false premise corrected: ${percent(figures.tagFalseCorrected)}`,
    `false premises confirmed (any form): ${percent(figures.falsePremiseConfirmed)}`,
    `true premises denied or "corrected" (any form): ${percent(figures.truePremiseDenied)}`,
    `yes/no questions outside the affidavit answered "I don't know": ${percent(figures.yesNoOutsideUnknown)}`,
    `elicit credit precision: ${percent(figures.creditPrecision)}`,
    `elicit credit precision, counting an answer that says the credited elicit in the script's own answer words: ${percent(figures.creditStatedPrecision)}`,
    `elicit credit recall (open and wh-questions aimed at an elicit): ${percent(figures.creditRecall)}`,
  ];
}

/** The false and the missed elicit credits of one run, each with what was asked, said and sought. */
export function creditMistakes(answers: readonly FidelityAnswer[], elicits: readonly ElicitSpec[]): string[] {
  const byId = new Map(elicits.map((elicit) => [elicit.id, elicit]));
  const describe = (id: string) => {
    const elicit = byId.get(id);
    return elicit ? `${id}: "${elicit.label}" [${(elicit.keywords ?? []).join(' | ')}]` : `${id} (no such elicit)`;
  };
  const lines: string[] = [];
  for (const entry of answers) {
    const { question } = entry;
    const falseCredits = entry.credited.filter((id) => !question.elicits.includes(id));
    const missed = creditRecallBase(entry) && !entry.credited.some((id) => question.elicits.includes(id)) ? question.elicits : [];
    if (falseCredits.length === 0 && missed.length === 0) continue;
    lines.push(`Q [${question.kind}/${question.expect}] ${question.question}`, `   A (${entry.answer.kind}) ${entry.answer.text}`);
    for (const id of falseCredits) lines.push(`   FALSE ${describe(id)}`);
    for (const id of missed) lines.push(`   MISSED ${describe(id)}`);
  }
  return lines;
}

export async function fidelityCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(
    async () => {
      if (argv.includes('--help')) {
        io.out(USAGE);
        return 0;
      }
      const json = argv.includes('--json');
      const verbose = argv.includes('--verbose');
      const credits = argv.includes('--credits');
      const runs = [];
      for (const { scenario: path, script } of pairs(argv)) {
        const { id, scenario } = await loadTrialScenario(path);
        const context = new ScenarioContext(toTrialScenarioSpec(id, scenario));
        const questions = parseFidelityScript(readInput(script).toString('utf8'), script);
        const { figures, answers } = await measureFidelity(context, questions, new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())));
        runs.push({ scenario: path, script, figures });
        if (json) continue;
        io.out(`== ${id} (${basename(script)})`);
        if (verbose) {
          for (const entry of answers) io.out(`Q [${entry.question.kind}/${entry.question.expect}] ${entry.question.question}\n   A (${entry.answer.kind}; ${entry.labels.join(', ')}${entry.credited.length ? `; credits ${entry.credited.join(', ')}` : ''}) ${entry.answer.text}`);
        }
        if (credits) for (const line of creditMistakes(answers, context.scenario.elicits)) io.out(line);
        for (const line of formatFigures(figures)) io.out(`  ${line}`);
      }
      const total = sumFigures(runs.map((run) => run.figures));
      if (json) io.out(JSON.stringify({ runs, total }, null, 2));
      else if (runs.length > 1) {
        io.out(`== total over ${runs.length} runs`);
        for (const line of formatFigures(total)) io.out(`  ${line}`);
      }
      return 0;
    },
    USAGE,
    io,
  );
}

runIfEntryPoint(import.meta.url, fidelityCli);
