import { describe, expect, test } from "vitest";
import { checkContext } from "../../../src/checks/index.js";
import { noWeakenedTests } from "../../../src/checks/weakened-tests.js";
import { parseUnifiedDiff } from "../../../src/evidence/diff.js";
import { ANNOTATIONS_PER_REQUEST, annotationBatches, anchorLine, diffAnnotations } from "../../../src/github/publish/annotations.js";
import type { CheckResult, Report } from "../../../src/model.js";
import { errorReport } from "../../../src/report/build.js";
import { trajectoryOf } from "../../helpers/trajectory.js";

function diffOf(path: string, hunks: string, header = ""): string {
  return `diff --git a/${path} b/${path}\n${header}--- a/${path}\n+++ b/${path}\n${hunks}\n`;
}

const TEST_DIFF = diffOf(
  "test/sum.test.ts",
  [
    "@@ -10,6 +10,5 @@",
    " it(\"adds\", () => {",
    "   const total = sum(1, 2);",
    "-  expect(total).toBe(3);",
    "-  expect(sum(0, 0)).toBe(0);",
    "+  expect(total).toBeDefined();",
    " });",
    " it(\"subtracts\", () => {",
  ].join("\n"),
);
const CONFIG_DIFF = diffOf("conf/app.json", "@@ -1,3 +1,3 @@\n {\n-  \"a\": 1\n+  \"a\": 2,\n }");
const DELETED_DIFF = diffOf("test/old.test.ts", "@@ -1,2 +0,0 @@\n-it(\"x\", () => {\n-});", "deleted file mode 100644\n");
const DIFF = TEST_DIFF + CONFIG_DIFF + DELETED_DIFF;

function reportWith(checks: CheckResult[]): Report {
  return { ...errorReport("x"), checks };
}

function check(id: string, status: CheckResult["status"], blocking: boolean, evidence: CheckResult["evidence"]): CheckResult {
  return { id, status, blocking, required: false, summary: `${id} summary.`, evidence };
}

/** Every (path, line) the head side of a diff shows. */
function headLines(diff: string): Set<string> {
  return new Set(parseUnifiedDiff(diff).flatMap((file) => file.lines.filter((line) => line.newLine !== null).map((line) => `${file.path}:${line.newLine}`)));
}

describe("diffAnnotations", () => {
  test("a removed assertion is placed where it was removed, a loosened one on its line, each citing what was seen", () => {
    const weakened = noWeakenedTests(checkContext(trajectoryOf([]), parseUnifiedDiff(DIFF), null));
    const annotations = diffAnnotations(reportWith([weakened]), DIFF);
    expect(annotations.map((a) => `${a.path}:${a.start_line} ${a.annotation_level}`)).toEqual([
      "test/sum.test.ts:12 warning",
      "test/sum.test.ts:12 warning",
    ]);
    expect(annotations[0]!.message).toContain("at removed line 12 of the base");
    expect(annotations[0]!.message).toContain("expect(total).toBe(3)");
    expect(annotations[0]!.message).toContain("Source: the PR's diff and files; check no_weakened_tests.");
    expect(annotations[1]!.message).toContain("assertion loosened: expect(total).toBeDefined()");
    // the deleted test file is a finding too, but has no line at the head to point at
    expect(weakened.evidence.some((item) => item.path === "test/old.test.ts")).toBe(true);
    for (const annotation of annotations) expect(headLines(DIFF).has(`${annotation.path}:${annotation.start_line}`)).toBe(true);
  });

  test("levels follow severity; evidence on files outside the diff, and passing checks, give none", () => {
    const report = reportWith([
      check("edited_files_parse", "fail", true, [{ step: null, path: "conf/app.json:3", quote: "no longer parses: Unexpected token" }]),
      check("edits_match_diff", "warn", false, [{ step: null, path: "test/sum.test.ts", quote: "changed, not explained: test/sum.test.ts" }]),
      check("red_flags", "fail", false, [{ step: 4, path: "src/elsewhere.ts", quote: "edited a file the PR does not change" }]),
      check("verified_after_last_edit", "pass", true, [{ step: 2, path: "conf/app.json", quote: "update conf/app.json" }]),
      check("claims_backed", "fail", true, [{ step: 7, path: "conf/app.json", quote: "PR body (contradicted): \"the config is valid\"" }]),
    ]);
    const annotations = diffAnnotations(report, DIFF);
    expect(annotations.map((a) => [a.path, a.start_line, a.annotation_level, a.title])).toEqual([
      ["conf/app.json", 3, "failure", "agent-verdict: edited_files_parse"],
      ["test/sum.test.ts", 10, "warning", "agent-verdict: edits_match_diff"],
      ["conf/app.json", 1, "failure", "agent-verdict: claims_backed"],
    ]);
    expect(annotations[2]!.message).toContain("Source: the transcript, step 8; check claims_backed.");
  });

  test("a cited line outside the diff goes to the nearest line the diff shows, and says so", () => {
    const report = reportWith([check("edited_files_parse", "fail", true, [{ step: null, path: "test/sum.test.ts:40", quote: "no longer parses" }])]);
    const [annotation] = diffAnnotations(report, DIFF);
    expect(annotation).toMatchObject({ path: "test/sum.test.ts", start_line: 14 });
    expect(annotation!.message).toContain("line 40, outside the diff");
  });

  test("a file the diff empties has no line to point at", () => {
    const [file] = parseUnifiedDiff(diffOf("a.yml", "@@ -1,1 +0,0 @@\n-a: 1"));
    expect(anchorLine(file!, null, "emptied by the PR")).toBeNull();
  });

  test("secrets and control characters in a quote do not reach the annotation", () => {
    const secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
    const report = reportWith([check("red_flags", "fail", true, [{ step: 1, path: "conf/app.json", quote: `token ${secret}\u001b[31m here` }])]);
    const [annotation] = diffAnnotations(report, DIFF);
    expect(annotation!.message).not.toContain(secret);
    expect(annotation!.message).not.toContain("\u001b");
  });

  test("no diff, no annotations", () => {
    expect(diffAnnotations(reportWith([check("x", "fail", true, [{ step: null, path: "conf/app.json", quote: "q" }])]), null)).toEqual([]);
  });
});

describe("annotationBatches", () => {
  test("at most 50 a request, all kept in order", () => {
    const many = Array.from({ length: 121 }, (_, index) => ({
      path: "a.ts", start_line: index + 1, end_line: index + 1, annotation_level: "warning" as const, title: "t", message: "m",
    }));
    const batches = annotationBatches(many);
    expect(batches.map((batch) => batch.length)).toEqual([ANNOTATIONS_PER_REQUEST, ANNOTATIONS_PER_REQUEST, 21]);
    expect(batches.flat()).toEqual(many);
  });
});
