import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { appRoot } from './appRoot';
import { runWebMode } from './runWebMode';

/**
 * `npm start`: the desktop app when Electron's binary is installed, otherwise web mode.
 * npm drops the optional `electron` package when its download fails (air-gapped machines),
 * and `MOOT_MODE=web` forces web mode anywhere.
 */
function findElectronBinary(): string | null {
  if (process.env.MOOT_MODE === 'web') return null;
  try {
    // The `electron` package's main export is the path of its binary; it throws when missing.
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' ? binary : null;
  } catch {
    return null;
  }
}

const electronBinary = findElectronBinary();
if (electronBinary) {
  const child = spawn(electronBinary, [appRoot, ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  if (process.env.MOOT_MODE !== 'web') {
    console.error('Electron is not installed here; starting web mode instead.');
  }
  runWebMode(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`Moot could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
