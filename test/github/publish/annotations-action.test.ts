import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { FakeGitHub } from "../../helpers/github-server.js";
import { addPull, fixture, pullRequestEvent, runActionIn, RANGE_DIFF } from "../helpers/harness.js";

const PASSING = fixture("github/passing-stream.ndjson");
/** Skipped tests past the 50 a request allows, so the run needs its create and one update. */
const SKIPPED = 60;

function diffOf(path: string, hunk: string): string {
  return `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}\n`;
}

const cases = Array.from({ length: SKIPPED }, (_, index) => index + 1);
const SKIP_DIFF = diffOf(
  "test/cases.test.ts",
  [`@@ -1,${SKIPPED} +1,${SKIPPED} @@`, ...cases.map((n) => `-it("case ${n}", () => run(${n}));`), ...cases.map((n) => `+it.skip("case ${n}", () => run(${n}));`)].join("\n"),
);
const CONFIG_DIFF = diffOf("conf/app.json", "@@ -1,3 +1,4 @@\n {\n-  \"a\": 1\n+  \"a\": 2,\n+  \"b\": 3,\n }");
const DIFF = RANGE_DIFF + SKIP_DIFF + CONFIG_DIFF;
const FILES = parseUnifiedDiff(DIFF).map((file) => ({ filename: file.path, status: "modified" as const, patch: "" }));

/** Every (path, line) the head side of the PR's diff shows. */
const HEAD_LINES = new Set(parseUnifiedDiff(DIFF).flatMap((file) => file.lines.filter((l) => l.newLine !== null).map((l) => `${file.path}:${l.newLine}`)));

let server: FakeGitHub;
beforeEach(async () => {
  server = await new FakeGitHub().start();
});
afterEach(async () => {
  await server.stop();
});

function run() {
  const pull = addPull(server, { diff: DIFF, files: FILES });
  return runActionIn(server, {
    event: "pull_request",
    payload: pullRequestEvent(pull, server),
    inputs: { "transcript-path": "agent/transcript.ndjson", "repo-path": "checkout" },
    workspace: {
      "agent/transcript.ndjson": PASSING,
      "agent/head-sha": `${pull.headSha}\n`,
      "checkout/src/range.ts": "i < n\n",
      "checkout/test/cases.test.ts": cases.map((n) => `it.skip("case ${n}", () => run(${n}));`).join("\n"),
      "checkout/conf/app.json": '{\n  "a": 2,\n  "b": 3,\n}\n',
    },
  });
}

describe("the check run's annotations", () => {
  it("point at lines of the PR's diff, past 50 in a second request, by severity and with the step", async () => {
    const result = await run();
    expect(result.outputs.verdict).toBe("fail");
    expect(server.checkRuns).toHaveLength(1);
    const [checkRun] = server.checkRuns;
    const { annotations } = checkRun!;
    // 60 skipped tests, the config's parser line, and the two files the transcript does not explain
    expect(annotations.length).toBe(SKIPPED + 3);
    expect(checkRun!.requests).toBe(2);
    expect(server.requests.filter((r) => r.method === "PATCH" && r.path === `/repos/octo/demo/check-runs/${checkRun!.id}`)).toHaveLength(1);
    for (const annotation of annotations) expect(HEAD_LINES.has(`${annotation.path}:${annotation.start_line}`)).toBe(true);
    const skips = annotations.filter((a) => a.title === "agent-verdict: no_weakened_tests");
    expect(skips.map((a) => a.start_line)).toEqual(cases);
    expect(skips.every((a) => a.annotation_level === "failure" && a.message.includes("test skipped or focused: it.skip(\"case"))).toBe(true);
    const parse = annotations.find((a) => a.title === "agent-verdict: edited_files_parse");
    expect(parse).toMatchObject({ path: "conf/app.json", start_line: 4, annotation_level: "failure" });
    const unexplained = annotations.filter((a) => a.title === "agent-verdict: edits_match_diff");
    expect(unexplained.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ["test/cases.test.ts", 1, "warning"],
      ["conf/app.json", 1, "warning"],
    ]);
    expect(checkRun!.output).toMatchObject({ title: expect.stringContaining("Request changes") });
  });

  it("without a check run, the commit status carries none and the comment still says everything", async () => {
    server.faults.checksForbidden = true;
    const result = await run();
    expect(result.outputs.verdict).toBe("fail");
    expect(server.checkRuns).toHaveLength(0);
    expect(server.statuses).toEqual([expect.objectContaining({ state: "failure", context: "agent-verdict" })]);
    expect(server.requests.some((r) => r.method === "PATCH" && r.path.includes("/check-runs/"))).toBe(false);
    const [comment] = server.commentsOn(7);
    for (const id of ["no_weakened_tests", "edited_files_parse", "edits_match_diff"]) expect(comment!.body).toContain(id);
    expect(comment!.body).toContain("conf/app.json:4");
  });
});
