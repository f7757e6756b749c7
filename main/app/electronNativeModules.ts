import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/**
 * better-sqlite3 is a V8 addon, so one build cannot serve both Node and Electron. Rather than
 * rebuilding node_modules in place (which would break `npm test` and web mode), the launcher
 * keeps an Electron build beside it, made once per Electron version: a prebuilt binary when one
 * can be downloaded, else a compile against Electron's headers. Returns the addon's path.
 */
export async function prepareElectronSqliteBinding(electronVersion: string, cacheRoot: string): Promise<string> {
  const target = join(cacheRoot, `electron-${electronVersion}-${process.platform}-${process.arch}`, 'better_sqlite3.node');
  if (existsSync(target)) return target;

  const packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  const workDir = join(cacheRoot, `build-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(packageDir, workDir, { recursive: true, filter: (path) => !path.includes(`${join('build', 'Release')}`) });
  try {
    const electronArgs = ['--runtime', 'electron', '--target', electronVersion, '--arch', process.arch];
    try {
      await run(process.execPath, [require.resolve('prebuild-install/bin.js'), ...electronArgs], { cwd: workDir });
    } catch {
      await run(
        process.execPath,
        [require.resolve('node-gyp/bin/node-gyp.js'), 'rebuild', '--release', `--target=${electronVersion}`, `--arch=${process.arch}`, '--dist-url=https://electronjs.org/headers'],
        { cwd: workDir },
      );
    }
    const built = join(workDir, 'build', 'Release', 'better_sqlite3.node');
    if (!existsSync(built)) throw new Error('the build produced no better_sqlite3.node');
    mkdirSync(dirname(target), { recursive: true });
    cpSync(built, target);
    return target;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The installed Electron's version, read from its package.json. */
export function installedElectronVersion(): string | null {
  try {
    return (JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}
