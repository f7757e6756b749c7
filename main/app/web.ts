import { runWebMode } from './runWebMode';

// `npm run web`: web mode explicitly, whether or not Electron is installed.
runWebMode(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Moot could not start web mode: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
