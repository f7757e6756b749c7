import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

// `npm run bench [-- name…]`: runs every `*.bench.ts` here (or those whose names contain a
// filter) one after another. Each prints its own figures; speed is never asserted.
const here = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

for (const file of files) {
  // On a shared machine a tail is the scheduler's as much as the code's: every figure carries the load it was taken at.
  console.log(`\n## ${file.replace('.bench.ts', '')} (load average ${loadavg().map((load) => load.toFixed(2)).join(', ')})`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
