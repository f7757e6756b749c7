import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The user-data folder that holds the database, models and caches. `MOOT_DATA_DIR` overrides
 * it (tests, portable installs). Otherwise it is the folder Electron would pick for "Moot",
 * so web mode and the desktop app share one workspace.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.MOOT_DATA_DIR) return env.MOOT_DATA_DIR;
  const home = homedir();
  switch (platform) {
    case 'win32':
      return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Moot');
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'Moot');
    default:
      return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), 'Moot');
  }
}
