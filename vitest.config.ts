import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    setupFiles: ["test/setup.ts"],
    globalSetup: ["test/global-tmp.ts"],
    // Test files share one module graph per worker: a fresh process and a fresh import of zod,
    // Octokit, the OpenAI SDK and the tokenizer's ranks per file cost more than most files' tests.
    // Tests restore what they change (environment, stdout, process.exitCode) and mock no module.
    isolate: false,
    // Vitest's default leaves one core free (one worker on a 2-core machine); the suite waits on
    // loopback servers, child processes and timers as much as on the CPU, so use every core.
    maxWorkers: availableParallelism(),
  },
});
