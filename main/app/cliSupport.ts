import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MootError } from '../../shared/errors';
import { parseScenario, type Scenario } from '../../shared/scenario';
import { DEFAULT_PACK_LIMITS, PackFormatError, readPack, SCENARIO_ENTRY } from '../packs';
import { issuesError, parseJsonEntry } from '../packs/packJson';

// What the three CLIs (pack, trial, consult) share: their I/O, arguments, input files and the one
// mapping of failures to exit codes (0 success, 1 invalid content, 2 wrong usage or unreadable input).

/** Where a CLI writes; tests pass their own. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** Wrong usage: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** `--name value` pairs, plus the boolean flags `--json` and `--help`; no positional arguments. */
export function parseFlags(argv: readonly string[]): Map<string, string> {
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

export function readInput(path: string): Buffer {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist.`);
  return readFileSync(path);
}

/** A passphrase file's text without its final newline (editors add one). */
export function readPassphraseFile(path: string): string {
  return readInput(path).toString('utf8').replace(/\r?\n$/, '');
}

/** A scenario of the wanted kind from a source folder's scenario.json or from a .moot pack. */
export async function loadScenarioOfKind<K extends Scenario['kind']>(
  path: string,
  kind: K,
  passphrase?: string,
): Promise<{ id: string; scenario: Extract<Scenario, { kind: K }> }> {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist.`);
  const ofKind = (scenario: Scenario): scenario is Extract<Scenario, { kind: K }> => scenario.kind === kind;
  if (statSync(path).isDirectory()) {
    const file = join(path, SCENARIO_ENTRY);
    const parsed = parseScenario(parseJsonEntry(file, readInput(file), DEFAULT_PACK_LIMITS.maxJsonBytes));
    if (!parsed.ok) throw issuesError(file, parsed.issues);
    if (!ofKind(parsed.scenario)) throw new PackFormatError(`${file} is a ${parsed.scenario.kind} scenario, not a ${kind}.`, `${file}: kind`);
    return { id: basename(path), scenario: parsed.scenario };
  }
  const pack = await readPack(readInput(path), { passphrase });
  if (!ofKind(pack.scenario)) throw new PackFormatError(`${path} holds a ${pack.scenario.kind} scenario, not a ${kind}.`, `${SCENARIO_ENTRY}: kind`);
  return { id: pack.manifest.id, scenario: pack.scenario };
}

/** Runs a CLI body and maps every failure to one clear line on stderr and its exit code. */
export async function runCli(run: () => Promise<number>, usage: string, io: CliIo): Promise<number> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`Error: ${err.message}\n\n${usage}`);
      return 2;
    }
    if (err instanceof MootError) {
      // A message that lists its own paths (every problem of a file, one a line) is not prefixed with the first.
      const listsPaths = err.message.includes('\n');
      io.err(`Error${err.path && !listsPaths ? ` at ${err.path}` : ''}: ${err.message}`);
      if (err.detail) io.err(`Details: ${err.detail}`);
      return 1;
    }
    io.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}

/** Starts a CLI when its module is the process's entry point (`tsx main/app/xCli.ts`). */
export function runIfEntryPoint(moduleUrl: string, cli: (argv: readonly string[], io: CliIo) => Promise<number>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  void cli(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then((code) => {
    process.exitCode = code;
  });
}
