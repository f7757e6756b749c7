import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// `npm run test:reliability`: the probes that found issue 21's breakages, kept as a suite that prints
// its figures. Files run one after another (they spawn children and servers, and measure memory).
export default defineConfig({
  root,
  test: {
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    include: [
      // Web routing and auth.
      'test/integration/app/routingAuth.test.ts',
      // Hostile packs through the reader (sandboxed child), the API and the CLI.
      'test/integration/packs/packFuzz.test.ts',
      'test/reliability/hostilePacksApiCli.test.ts',
      'test/integration/packs/packLimits.test.ts',
      'test/integration/packs/packSignatureBinding.test.ts',
      // SIGKILLs during sessions, with resume: of a session writer, and of the real web server.
      'test/integration/store/crashSafety.test.ts',
      'test/reliability/serverKills.test.ts',
      // Garbage, hanging and endless cloud responses.
      'test/integration/models/cloudBounds.test.ts',
      'test/reliability/cloudGarbageTrials.test.ts',
      // Leak and obfuscation corpora.
      'test/unit/trial/llm/obfuscatedLeaks.test.ts',
      'test/integration/consultation/hiddenFactLeak.test.ts',
      // Read-only and damaged workspaces.
      'test/integration/store/readOnlyWorkspace.test.ts',
    ],
  },
});
