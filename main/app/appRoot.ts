import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * The project (or packaged app) root. Bundled entries live in `dist/main/`, sources in
 * `main/app/`: both sit two levels below the root, so one relative URL serves either.
 */
export const appRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where Vite writes the renderer; both the Electron window and web mode load it from here. */
export const rendererDir = join(appRoot, 'dist', 'renderer');
export const preloadPath = join(appRoot, 'dist', 'preload', 'index.cjs');

export function readAppManifest(): { name: string; productName: string; version: string } {
  const manifest = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as {
    name: string;
    productName?: string;
    version: string;
  };
  return { name: manifest.name, productName: manifest.productName ?? manifest.name, version: manifest.version };
}
