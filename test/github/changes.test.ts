import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FakeFile } from "../helpers/github-server.js";
import { FakeGitHub } from "../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn } from "./helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

function files(count: number, patch = true): FakeFile[] {
  return Array.from({ length: count }, (_, index) => ({
    filename: index === 0 ? "src/range.ts" : `gen/file-${index}.ts`,
    status: "modified" as const,
    ...(patch ? { patch: "@@ -1 +1 @@\n-a\n+b" } : {}),
  }));
}

async function run(pull = addPull(server)) {
  const result = await runActionIn(server, {
    event: "pull_request",
    payload: pullRequestEvent(pull, server),
    inputs: { "transcript-path": "t.ndjson" },
    workspace: { "t.ndjson": PASSING, "head-sha": pull.headSha },
  });
  return { result, report: JSON.parse(readFileSync(result.outputs["report-path"]!, "utf8")) };
}

const check = (report: { checks: { id: string; status: string }[] }, id: string) => report.checks.find((item) => item.id === id);

describe("the PR's changes", () => {
  it("too large for the diff media type: rebuilt from the paginated file list", async () => {
    const pull = addPull(server, { files: files(250), diff: null });
    const { report } = await run(pull);
    expect(report.pullRequest.changes).toBe("complete");
    expect(report.diff.files).toBe(250);
    expect(check(report, "edits_match_diff")?.status).toBe("warn");
    const pages = server.requests.filter((request) => request.path.startsWith("/repos/octo/demo/pulls/7/files"));
    expect(pages.map((request) => new URL(request.path, server.url).searchParams.get("page") ?? "1")).toEqual(["1", "2", "3"]);
  });

  it("more than 3,000 files: unknown, not unchanged; the comparison is skipped and the comment says why", async () => {
    const pull = addPull(server, { files: files(3000), changedFiles: 3500, diff: null });
    const { result, report } = await run(pull);
    expect(report.pullRequest).toMatchObject({ changes: "unknown", changedFiles: 3500 });
    expect(report.diff).toBeNull();
    expect(check(report, "edits_match_diff")?.status).toBe("skip");
    expect(report.warnings[0]).toMatch(/PR changes unknown: the PR changes 3500 files; GitHub lists at most 3000/);
    expect(server.commentsOn(7)[0]!.body).toContain("⚠️ PR changes unknown");
    expect(result.outputs.verdict).toBe("pass");
  });

  it("a listed file without a patch: unknown", async () => {
    const listed = files(3);
    delete listed[2]!.patch;
    const pull = addPull(server, { files: listed, diff: null });
    const { report } = await run(pull);
    expect(report.pullRequest.changes).toBe("unknown");
    expect(report.warnings[0]).toMatch(/no patch for 1 file .* gen\/file-2.ts/);
  });

  it("the list stops short of changed_files: unknown", async () => {
    const pull = addPull(server, { files: files(120), changedFiles: 130, diff: null });
    const { report } = await run(pull);
    expect(report.pullRequest.changes).toBe("unknown");
    expect(report.warnings[0]).toMatch(/listed 120 of the PR's 130 changed files/);
  });
});
