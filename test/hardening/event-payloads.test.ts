/**
 * A malformed event payload (null, an array, wrong types where the PR and its head should be):
 * the action stops with an `error` verdict and one line, never an uncaught exception.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../helpers/github-server.js";
import { runActionIn } from "../github/helpers/harness.js";

let github: FakeGitHub;
beforeEach(async () => {
  github = await new FakeGitHub().start();
});
afterEach(async () => {
  await github.stop();
});

const PAYLOADS: unknown[] = [
  null,
  [],
  5,
  "pull_request",
  { pull_request: null },
  { pull_request: { number: "7" } },
  { number: [] },
  { pull_request: { head: null, number: 7 } },
  { pull_request: { number: 7, head: { sha: 42, ref: {} } }, repository: null },
  { workflow_run: null },
];

describe("malformed event payloads", () => {
  const cases = PAYLOADS.map((payload) => [JSON.stringify(payload), payload]);
  it.each(cases)("%s: error verdict, one line, no crash", async (_shown, payload) => {
    for (const event of ["pull_request", "workflow_run"]) {
      const result = await runActionIn(github, { event, payload, inputs: { "transcript-path": "t.json" }, workspace: { "t.json": "{}" } });
      expect(result.outputs.verdict).toMatch(/^(error|skipped)$/);
      expect(result.exitCode).toBe(result.outputs.verdict === "error" ? 1 : 0);
      expect(result.log).toMatch(/::error::agent-verdict: [^\n]+/);
    }
  });
});
