import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedPathsOf } from "../../../src/github/verdict/rubric.js";
import { FakeGitHub } from "../../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, type RunResult } from "../helpers/harness.js";

/** An agent whose last test run after its edit failed: a blocking failure under the default rules. */
const RED_FINAL = fixture("transcripts/synthetic-claude-code-red-final.jsonl");
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
    inputs: { "transcript-path": "agent/transcript.jsonl", criteria: RUBRIC_PATH },
    workspace: { "agent/transcript.jsonl": RED_FINAL, "agent/head-sha": pull.headSha, [RUBRIC_PATH]: workspaceRubric },
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

describe("a rubric path check cannot be bypassed", () => {
  const SPACED = ".github/verdict rubric.md";
  const spacedDiff = (name: string) =>
    `diff --git a/${name} b/${name}\n--- a/${name}\t\n+++ b/${name}\t\n@@ -2 +2 @@\n-blocking: [verified_after_last_edit, final_checks_green]\n+blocking: []\n`;
  const runRubric = (pull: ReturnType<typeof addPull>, criteria: string, workspace: Record<string, string>) =>
    runActionIn(server, {
      event: "pull_request",
      payload: pullRequestEvent(pull, server),
      inputs: { "transcript-path": "agent/transcript.jsonl", criteria },
      workspace: { "agent/transcript.jsonl": RED_FINAL, "agent/head-sha": pull.headSha, ...workspace },
    });

  it("by the tab git writes after a file name with a space", async () => {
    const pull = addPull(server, { diff: spacedDiff(SPACED), files: [{ filename: SPACED, status: "modified", patch: "@@ -2 +2 @@" }] });
    server.commitFiles.set(pull.baseSha, { [SPACED]: STRICT });
    const result = await runRubric(pull, SPACED, { [SPACED]: LAX });
    expect(result.outputs.verdict).toBe("fail");
    expect(server.commentsOn(pull.number)[0]!.body).toContain("is changed by this PR: its version on the base commit");
  });

  it("by a change of case (a runner whose file system ignores case reads the changed file)", async () => {
    const pull = addPull(server, { diff: rubricDiff.replaceAll(RUBRIC_PATH, ".github/Verdict-Rubric.md") });
    server.commitFiles.set(pull.baseSha, { [RUBRIC_PATH]: STRICT });
    const result = await runWith(pull, LAX);
    expect(result.outputs.verdict).toBe("fail");
  });

  it("by a symlink in the checkout that leads to a file the PR changes", async () => {
    const pull = addPull(server, { diff: rubricDiff.replaceAll(RUBRIC_PATH, "docs/pr-owned.md") });
    server.commitFiles.set(pull.baseSha, { [RUBRIC_PATH]: STRICT });
    const root = mkdtempSync(join(tmpdir(), "agent-verdict-link-"));
    writeFileSync(join(root, "pr-owned.md"), LAX);
    // the harness writes files only: the link is made by the workspace hook below
    const result = await runActionIn(server, {
      event: "pull_request",
      payload: pullRequestEvent(pull, server),
      inputs: { "transcript-path": "agent/transcript.jsonl", criteria: RUBRIC_PATH },
      workspace: { "agent/transcript.jsonl": RED_FINAL, "agent/head-sha": pull.headSha },
      prepare: (workspace) => {
        mkdirSync(join(workspace, ".github"), { recursive: true });
        symlinkSync(join(root, "pr-owned.md"), join(workspace, RUBRIC_PATH));
      },
    });
    expect(result.outputs.verdict).toBe("fail");
    expect(server.commentsOn(pull.number)[0]!.body).toContain(`criteria ${RUBRIC_PATH} is reached through a symlink in the checkout`);
  });

  it("by a quoted header (a name git escapes)", () => {
    expect(changedPathsOf('diff --git "a/r\\303\\251gles.md" "b/r\\303\\251gles.md"\n--- "a/r\\303\\251gles.md"\n+++ "b/r\\303\\251gles.md"\n')).toContain("régles.md");
    expect(changedPathsOf("diff --git a/x y.md b/x y.md\n--- a/x y.md\t\n+++ b/x y.md\t\n")).toContain("x y.md");
  });
});
