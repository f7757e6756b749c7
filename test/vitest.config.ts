import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// Three suites, run one after another (groupOrder): unit (pure logic), integration (real SQLite,
// models, servers; one test rebuilds dist/ through `npm run web`, so nothing else there may use
// dist/) and e2e (the real UI in Chromium). Forks, not threads: native addons are per process.
// Timeouts catch a hang, never slowness (speed is the bench's): some unit tests are sweeps of a few
// seconds of CPU (a log resumed at every cut, the acceptance scripts), which must pass on a machine
// whose two cores are shared ten ways.

// Unit files share their worker's module graph (`isolate: false`): each file imported the language
// layer afresh (the wink model, WordNet, the readings' caches), which cost more than the tests; the
// files below replace or spy on modules, so they run in isolation.
const unitFilesThatMockModules = [
  'test/unit/api/invokeProcedure.test.ts',
  'test/unit/renderer/libraryStore.test.ts',
  'test/unit/renderer/trialStore.test.ts',
  'test/unit/scoring/weighedSentences.test.ts',
  'test/unit/trial/witnessEvidenceToldOnce.test.ts',
];

export default defineConfig({
  root,
  test: {
    pool: 'forks',
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: unitFilesThatMockModules,
          isolate: false,
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: unitFilesThatMockModules, testTimeout: 60_000, sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
