import { chmodSync, existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  assertIntact,
  buildPack,
  decryptPack,
  encryptPack,
  generateSigningKey,
  isEncryptedPack,
  loadPrivateKey,
  publicKeyFingerprint,
  readEncryptedHeader,
  readPack,
  signPack,
  type OpenedPack,
} from '../packs';
import { lintScenario } from '../authoring/lintPack';
import { generateDraft, writeDraftFolder } from '../authoring/packet';
import { LocalModelHost } from '../llm';
import { readInput, readPassphraseFile, runCli, runIfEntryPoint, UsageError, type CliIo } from './cliSupport';

const USAGE = `Usage: npm run pack -- <command> [options]
  build <dir> -o <file> [--key <k>] [--signer <name>]   build a source folder into a .moot pack
  validate <file|dir> [--passphrase-file <f>]           check a pack or source folder
  lint <file|dir> [--passphrase-file <f>]               warnings that predict problems in play, each with its fix,
                                                        and a dry run of counsel's direct by the rules cast
  inspect <file> [--passphrase-file <f>]                print what a pack holds
  keygen -o <name>                                      write <name>.key (private) and <name>.pub
  sign <file> --key <k> [-o <file>] [--signer <name>]   sign a pack with an Ed25519 key
  verify <file> [--key <name>.pub] [--passphrase-file <f>]
                                                        check the signature (exit 1 unless signed and intact,
                                                        and, with --key, signed with that public key)
  generate <packet> -o <folder> [--local-model <file.gguf>] [--author <name>] [--public yes]
                                                        draft a trial pack source folder from a case packet
                                                        (PDF, DOCX, scanned PDF or picture; OCR offline)
  encrypt <file> --passphrase-file <f> [-o <file>]      wrap a pack in AES-256-GCM
  decrypt <file> --passphrase-file <f> [-o <file>]      unwrap an encrypted pack
Exit codes: 0 success, 1 the pack is invalid, altered or unsigned, 2 wrong usage or unreadable input.`;

interface Args {
  positional: string[];
  flags: Map<string, string>;
}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-o' || arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      flags.set(arg === '-o' ? 'out' : arg.slice(2), value);
      i++;
    } else positional.push(arg);
  }
  return { positional, flags };
}

function readPassphrase(args: Args, required: boolean): string | undefined {
  const file = args.flags.get('passphrase-file');
  if (file === undefined) {
    if (required) throw new UsageError('--passphrase-file <f> is required.');
    return undefined;
  }
  return readPassphraseFile(file);
}

/** Writes through a temp file and a rename, so a failed run never leaves half a pack. */
function writeOutput(path: string, bytes: Buffer | string, mode = 0o644): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temp, bytes, { mode });
  renameSync(temp, path);
}

function describe(pack: OpenedPack): string {
  const s = pack.scenario;
  const signature =
    pack.signature.status === 'signed'
      ? `signed by ${pack.signature.signer ?? 'unnamed signer'} (key ${pack.signature.fingerprint})`
      : pack.signature.status === 'altered'
        ? `ALTERED: ${pack.signature.problems.join(' ')}`
        : 'unsigned';
  const lines = [
    `${pack.manifest.title} (${pack.manifest.id} ${pack.manifest.version})`,
    `  kind: ${s.kind}; author: ${pack.manifest.author}; licence: ${pack.manifest.licence}`,
    `  confidential: ${pack.manifest.confidential ? 'yes' : 'no'}; encrypted: ${pack.encrypted ? 'yes' : 'no'}`,
    `  signature: ${signature}`,
    s.kind === 'trial'
      ? `  ${s.witnesses.length} witnesses, ${s.elicits.length} elicits, ${s.exhibits.length} exhibits`
      : `  ${s.facts.length} facts, ${s.rubric.length} rubric items, ${s.exhibits.length} exhibits`,
    ...Object.entries(pack.manifest.files).map(([name, f]) => `  ${name}  ${f.bytes} bytes  sha256 ${f.sha256}`),
  ];
  return lines.join('\n');
}

async function openFileOrFolder(path: string, args: Args): Promise<OpenedPack> {
  if (existsSync(path) && statSync(path).isDirectory()) return (await buildPack(path)).pack;
  return readPack(readInput(path), { passphrase: readPassphrase(args, false) });
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const args = parseArgs(rest);
  const [target] = args.positional;
  const need = (what: string): string => {
    if (target === undefined) throw new UsageError(`${command} needs ${what}.`);
    return target;
  };
  switch (command) {
    case 'build': {
      const dir = need('a source folder');
      const out = args.flags.get('out');
      if (!out) throw new UsageError('build needs -o <file>.');
      let { bytes, pack } = await buildPack(dir);
      const keyFile = args.flags.get('key');
      if (keyFile) {
        bytes = await signPack(bytes, loadPrivateKey(readInput(keyFile).toString('utf8')), args.flags.get('signer'));
        pack = await readPack(bytes);
      }
      writeOutput(out, bytes);
      io.out(`Built ${out} (${bytes.length} bytes).\n${describe(pack)}`);
      return 0;
    }
    case 'validate': {
      const pack = await openFileOrFolder(need('a pack file or source folder'), args);
      assertIntact(pack, false);
      // Keywords that match nothing and elicits nothing can establish are warnings, not silent dead elicits.
      const { warnings } = await lintScenario(pack.manifest.id, pack.scenario, { dryRun: false });
      const quick = warnings.filter((warning) => warning.kind === 'keyword_empty' || warning.kind === 'keyword_unsaid' || warning.kind === 'elicit_unsupported');
      io.out(`Valid.\n${describe(pack)}`);
      for (const warning of quick) io.out(`warning ${warning.kind} at ${warning.path}: ${warning.message}`);
      if (quick.length > 0) io.out(`${quick.length} warning${quick.length === 1 ? '' : 's'}; \`npm run pack -- lint\` gives each fix and a dry run.`);
      return 0;
    }
    case 'lint': {
      const pack = await openFileOrFolder(need('a pack file or source folder'), args);
      const report = await lintScenario(pack.manifest.id, pack.scenario);
      for (const warning of report.warnings) io.out(`warning ${warning.kind} at ${warning.path}: ${warning.message}\n  fix: ${warning.fix}`);
      for (const run of report.dryRun) io.out(`dry run: ${run.witnessId}: counsel's model questions establish ${run.established} of ${run.elicits} elicits`);
      io.out(`${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}.`);
      // Warnings do not make a pack invalid: lint informs, validate decides.
      return 0;
    }
    case 'inspect': {
      const bytes = readInput(need('a pack file'));
      if (isEncryptedPack(bytes) && !args.flags.has('passphrase-file')) {
        const header = readEncryptedHeader(bytes);
        io.out(`${header.title}\n  encrypted: yes (give --passphrase-file to see more)`);
        return 0;
      }
      io.out(describe(await readPack(bytes, { passphrase: readPassphrase(args, false) })));
      return 0;
    }
    case 'keygen': {
      const out = args.flags.get('out') ?? target;
      if (!out) throw new UsageError('keygen needs -o <name>.');
      const key = generateSigningKey();
      writeOutput(`${out}.key`, key.privateKeyPem, 0o600);
      chmodSync(`${out}.key`, 0o600);
      writeOutput(`${out}.pub`, key.publicKeyPem);
      io.out(`Wrote ${out}.key (keep it private) and ${out}.pub.\nFingerprint: ${key.fingerprint}`);
      return 0;
    }
    case 'sign': {
      const file = need('a pack file');
      const keyFile = args.flags.get('key');
      if (!keyFile) throw new UsageError('sign needs --key <k>.');
      const signed = await signPack(readInput(file), loadPrivateKey(readInput(keyFile).toString('utf8')), args.flags.get('signer'));
      const out = args.flags.get('out') ?? file;
      writeOutput(out, signed);
      io.out(`Signed ${out}.\n${describe(await readPack(signed))}`);
      return 0;
    }
    case 'verify': {
      const pack = await readPack(readInput(need('a pack file')), { passphrase: readPassphrase(args, false) });
      assertIntact(pack, true);
      const signer = pack.signature.signer ?? 'unnamed signer';
      const keyFile = args.flags.get('key');
      if (!keyFile) {
        // The name is the signer's own claim: anyone can sign as "Prof. Byrne" with a key of their own.
        io.out(`Verified: intact and signed with key ${pack.signature.fingerprint}, which calls itself "${signer}". Give --key <name>.pub to check it is the key you trust.`);
        return 0;
      }
      const trusted = publicKeyFingerprint(readInput(keyFile).toString('utf8'));
      if (trusted !== pack.signature.fingerprint) {
        io.err(`Not verified: ${need('a pack file')} is signed with key ${pack.signature.fingerprint} ("${signer}"), not with ${keyFile} (key ${trusted}).`);
        return 1;
      }
      io.out(`Verified: signed by ${signer} with the key in ${keyFile} (${trusted}).`);
      return 0;
    }
    case 'generate': {
      const packet = need('a case packet (PDF, DOCX or picture)');
      const out = args.flags.get('out');
      if (!out) throw new UsageError('generate needs -o <folder>.');
      const modelPath = args.flags.get('local-model');
      const local = modelPath ? new LocalModelHost({ onStatus: () => undefined }) : null;
      try {
        const model = local && modelPath ? await local.load({ modelId: basename(modelPath), modelPath, contextSize: 8192, sequences: 1 }) : null;
        let last = '';
        const draft = await generateDraft(readInput(packet), basename(packet), {
          model,
          confidential: args.flags.get('public') !== 'yes',
          ...(args.flags.has('author') ? { author: args.flags.get('author')! } : {}),
          // Progress goes to stderr, so stdout stays the result.
          onProgress: (progress) => {
            if (progress.message !== last) io.err(progress.message);
            last = progress.message;
          },
        });
        await writeDraftFolder(draft, out);
        const s = draft.scenario;
        const by = draft.source.extractor === 'model' ? `the model ${draft.source.modelId}` : 'the deterministic reader';
        io.out(`Drafted ${out} from ${packet} (${draft.source.pages} page${draft.source.pages === 1 ? '' : 's'}${draft.source.ocrPages.length > 0 ? `, ${draft.source.ocrPages.length} by OCR` : ''}) with ${by}.`);
        if (draft.source.modelFallback) io.out(`  The model's reading was not used (${draft.source.modelFallback}).`);
        io.out(`  "${s.metadata.title}": ${s.witnesses.length} witnesses, ${s.stipulations.length} stipulations, ${s.exhibits.length} exhibits, ${s.elicits.length} proposed elicits. Valid.`);
        for (const note of draft.notes) io.out(`note at ${note.path}: ${note.message}`);
        io.out(`Check it with \`npm run pack -- lint ${out}\`, then build it with \`npm run pack -- build ${out} -o <file>\`.`);
        return 0;
      } finally {
        await local?.unload();
      }
    }
    case 'encrypt': {
      const file = need('a pack file');
      const bytes = readInput(file);
      const pack = await readPack(bytes);
      assertIntact(pack, false);
      const encrypted = await encryptPack(bytes, readPassphrase(args, true)!, pack.manifest.title);
      const out = args.flags.get('out') ?? file.replace(/(\.moot)?$/, '.encrypted.moot');
      writeOutput(out, encrypted);
      io.out(`Encrypted ${out}. Without the passphrase only the title "${pack.manifest.title}" can be read.`);
      return 0;
    }
    case 'decrypt': {
      const file = need('a pack file');
      const zip = await decryptPack(readInput(file), readPassphrase(args, true));
      const pack = await readPack(zip);
      const out = args.flags.get('out') ?? file.replace(/(\.encrypted)?(\.moot)?$/, '.decrypted.moot');
      writeOutput(out, zip);
      io.out(`Decrypted ${out}.\n${describe(pack)}`);
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/** Runs the pack CLI and returns its exit code. */
export async function runPackCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(() => run(argv, io), USAGE, io);
}

runIfEntryPoint(import.meta.url, runPackCli);
