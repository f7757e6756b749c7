import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packFormatMarkdown, packFormatSchemas } from '../authoring/packFormatReference';
import { appRoot } from './appRoot';
import { runCli, runIfEntryPoint, type CliIo } from './cliSupport';

const USAGE = `Usage: npm run docs:pack-format
Writes docs/pack-format.md and docs/schemas/{scenario,manifest}.schema.json from the zod schemas in
shared/scenario/. Run it after changing a schema; the test suite fails while they differ.`;

/** The generated files, by path under the repository, with their contents. */
export function packFormatFiles(): Record<string, string> {
  const { scenario, manifest } = packFormatSchemas();
  return {
    'docs/pack-format.md': packFormatMarkdown(),
    'docs/schemas/scenario.schema.json': `${JSON.stringify(scenario, null, 2)}\n`,
    'docs/schemas/manifest.schema.json': `${JSON.stringify(manifest, null, 2)}\n`,
  };
}

export async function packFormatDocsCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCli(
    async () => {
      if (argv.includes('--help')) {
        io.out(USAGE);
        return 0;
      }
      for (const [path, text] of Object.entries(packFormatFiles())) {
        mkdirSync(join(appRoot, path, '..'), { recursive: true });
        writeFileSync(join(appRoot, path), text);
        io.out(`wrote ${path}`);
      }
      return 0;
    },
    USAGE,
    io,
  );
}

runIfEntryPoint(import.meta.url, packFormatDocsCli);
