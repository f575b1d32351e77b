import { defineConfig } from "vitest/config";

// `npm run bench:judge`: the judge bench, kept out of the test run.
export default defineConfig({
  test: {
    include: ["bench/judge.bench.ts"],
    testTimeout: 300_000,
  },
});
