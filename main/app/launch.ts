import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { appRoot } from './appRoot';
import { installedElectronVersion, prepareElectronSqliteBinding } from './electronNativeModules';
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

async function launch(): Promise<void> {
  const electronBinary = findElectronBinary();
  const electronVersion = installedElectronVersion();
  if (electronBinary && electronVersion) {
    let sqliteBinding: string;
    try {
      sqliteBinding = await prepareElectronSqliteBinding(electronVersion, join(appRoot, 'node_modules', '.cache', 'moot-electron'));
    } catch (error) {
      console.error(
        `Could not prepare the database driver for Electron ${electronVersion} (${error instanceof Error ? error.message : String(error)}); starting web mode instead.`,
      );
      await runWebMode(process.argv.slice(2));
      return;
    }
    const child = spawn(electronBinary, [appRoot, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, MOOT_SQLITE_BINDING: sqliteBinding },
    });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  if (process.env.MOOT_MODE !== 'web') {
    console.error('Electron is not installed here; starting web mode instead.');
  }
  await runWebMode(process.argv.slice(2));
}

launch().catch((error: unknown) => {
  console.error(`Moot could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
