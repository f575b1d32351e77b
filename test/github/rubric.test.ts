import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedPathsOf } from "../../src/github/rubric.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, type RunResult } from "./helpers/harness.js";

/** An agent that edits a file and never checks it: a blocking failure under the default rules. */
const UNVERIFIED = fixture("transcripts/execution-file-sample-turns.json");
const RUBRIC_PATH = ".github/verdict-rubric.md";
const rubric = (blocking: string) => `---\nblocking: ${blocking}\n---\n# Team rubric\n\n## Criteria\n\n### Works {#works}\n\nDoes it work?\n`;
/** What the team keeps on the base branch, and what a PR could turn it into. */
const STRICT = rubric("[verified_after_last_edit, final_checks_green]");
const LAX = rubric("[]");

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

function runWith(pull: ReturnType<typeof addPull>, workspaceRubric: string): Promise<RunResult> {
  return runActionIn(server, {
    event: "pull_request",
    payload: pullRequestEvent(pull, server),
    inputs: { "transcript-path": "agent/transcript.json", criteria: RUBRIC_PATH },
    workspace: { "agent/transcript.json": UNVERIFIED, [RUBRIC_PATH]: workspaceRubric },
  });
}

const rubricDiff = "diff --git a/.github/verdict-rubric.md b/.github/verdict-rubric.md\n--- a/.github/verdict-rubric.md\n+++ b/.github/verdict-rubric.md\n@@ -2 +2 @@\n-blocking: [verified_after_last_edit, final_checks_green]\n+blocking: []\n";

describe("a rubric file the PR changes", () => {
  it("is read from the base commit, so the PR cannot unblock its own failure", async () => {
    const pull = addPull(server, { diff: rubricDiff, files: [{ filename: RUBRIC_PATH, status: "modified", patch: "@@ -2 +2 @@" }] });
    server.commitFiles.set(pull.baseSha, { [RUBRIC_PATH]: STRICT });
    const result = await runWith(pull, LAX);
    expect(result.outputs.verdict).toBe("fail");
    const comment = server.commentsOn(pull.number)[0]!.body;
    expect(comment).toContain(`criteria ${RUBRIC_PATH} is changed by this PR: its version on the base commit ${pull.baseSha.slice(0, 12)} is used`);
    const contents = server.requests.filter((request) => request.path.startsWith(`/repos/octo/demo/contents/`));
    expect(contents.map((request) => request.path)).toEqual([`/repos/octo/demo/contents/.github%2Fverdict-rubric.md?ref=${pull.baseSha}`]);
  });

  it("gives way to the default preset when the PR adds it (no base version), saying so", async () => {
    const added = rubricDiff.replace("--- a/.github/verdict-rubric.md", "new file mode 100644\n--- /dev/null");
    const pull = addPull(server, { diff: added, files: [{ filename: RUBRIC_PATH, status: "added", patch: "@@ -0,0 +1 @@" }] });
    const result = await runWith(pull, LAX);
    expect(result.outputs.verdict).toBe("fail");
    const report = JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8"));
    expect(report.warnings.join("\n")).toContain(`criteria ${RUBRIC_PATH} is changed by this PR and has no version on the base commit; the "coding" preset is used instead`);
  });

  it("is read from the base commit when the PR's changes are unknown, since it may be among them", async () => {
    const pull = addPull(server, { diff: null, files: [{ filename: "assets/logo.png", status: "modified" }] });
    server.commitFiles.set(pull.baseSha, { [RUBRIC_PATH]: STRICT });
    const result = await runWith(pull, LAX);
    expect(result.outputs.verdict).toBe("fail");
    expect(server.commentsOn(pull.number)[0]!.body).toContain(`criteria ${RUBRIC_PATH} may be changed by this PR (its changes are unknown)`);
  });

  it("a renamed rubric counts as changed under its old name too", () => {
    const renamed = "diff --git a/old.md b/new.md\nsimilarity index 90%\nrename from old.md\nrename to new.md\n";
    expect(changedPathsOf(renamed)).toEqual(new Set(["new.md", "old.md"]));
    expect(changedPathsOf(null)).toBeNull();
  });

  it("is used from the workspace when the PR leaves it alone, without asking the API", async () => {
    const pull = addPull(server);
    const result = await runWith(pull, LAX);
    // the team's own lax rubric: nothing blocks, so the unverified edit is neutral, not fail
    expect(result.outputs.verdict).toBe("neutral");
    expect(server.requests.some((request) => request.path.includes("/contents/"))).toBe(false);
  });
});
