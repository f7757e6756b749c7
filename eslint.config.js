import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Layering, as in VS Code: the folder says where code runs, and these rules forbid imports that
// would break it. shared/ is pure; renderer/ sees only shared/; only main/app/electron.ts and
// preload/ may import electron; domain folders in main/ never import the composition root.
const native = ['electron', 'better-sqlite3', 'sqlite-vec', 'node-llama-cpp', '@huggingface/transformers', 'fastify'];
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'test/artifacts/**', 'test/.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/main/**', '**/renderer/**', '**/preload/**'], message: 'shared/ imports nothing from the other roots.' },
        { group: ['node:*', 'react', 'react-dom', ...native], message: 'shared/ is pure TypeScript: no Node, DOM or native imports.' },
      ]),
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['**/main/**', '**/preload/**'], message: 'renderer/ talks to main only through the API client.' },
        { group: ['node:*', ...native], message: 'renderer/ runs in Chromium: no Node or native imports.' },
      ]),
    },
  },
  {
    files: ['preload/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/main/**', '**/renderer/**'], message: 'preload/ exposes the bridge and nothing else.' },
      ]),
    },
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/app/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**', '**/preload/**'], message: 'main/ never imports renderer/ or preload/.' },
        { group: ['../app', '../app/*', '**/main/app/**'], message: 'Domain folders never import the composition root.' },
        { group: ['electron'], message: 'Only main/app/electron.ts imports electron.' },
      ]),
    },
  },
  {
    files: ['main/app/**/*.ts'],
    ignores: ['main/app/electron.ts', 'main/app/types/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/renderer/**', '**/preload/**'], message: 'main/ never imports renderer/ or preload/.' },
        { group: ['electron'], message: 'Only main/app/electron.ts imports electron.' },
      ]),
    },
  },
);
