import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { changedFilesSaid } from "../../src/checks/claim-files.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const diffOf = (path: string) => `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n@@ -1 +1 @@\n-old\n+new\n`;
const check = (actions: Action[], diff: string | null) =>
  claimsBacked(checkContext(trajectoryOf(actions), diff === null ? null : parseUnifiedDiff(diff), null));
const ANSWER = "Summary of changes:\nModified `sphinx/domains/python.py` to keep `True` from becoming a cross-reference.";

describe("changedFilesSaid", () => {
  test.each([
    ["Modified `sphinx/domains/python.py` to prevent it.", ["sphinx/domains/python.py"]],
    ["I updated `setup.py` and `src/a.ts`.", ["setup.py", "src/a.ts"]],
    ["Changed the check in `lib/util` so it stops.", ["lib/util"]],
  ])("%s names %j", (sentence, files) => {
    const code = [...sentence.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    expect(changedFilesSaid(sentence, code)).toEqual(files);
  });

  test.each([
    ["Modified `Set._complement` to return a Complement.", ["Set._complement"]],
    ["The fix lives in `sphinx/domains/python.py`.", ["sphinx/domains/python.py"]],
  ])("%s names no changed file", (sentence, code) => {
    expect(changedFilesSaid(sentence, code)).toEqual([]);
  });

  test("a files claim stands beside the sentence's other claim", () => {
    const kinds = findClaims("Modified `a/b.py`; all tests pass.", "final answer").map((claim) => claim.kind);
    expect(kinds).toEqual(["tests", "files"]);
  });
});

describe("claims_backed: the files the answer says it changed, against the PR", () => {
  test("a file the transcript edited and the PR does not change contradicts the claim, naming the file", () => {
    const result = check([{ edit: "sphinx/domains/python.py" }, { say: ANSWER }], diffOf("setup.py"));
    expect(result).toMatchObject({ status: "fail", blocking: true });
    expect(result.summary).toContain("the PR does not change a file it names that the transcript edited");
    expect(result.evidence.map((item) => item.quote)).toContain("the PR does not change sphinx/domains/python.py");
  });

  test("the PR changing the file backs it, the transcript's absolute path and the diff's relative one being one file", () => {
    const result = check([{ edit: "/testbed/sphinx/domains/python.py" }, { say: ANSWER }], diffOf("sphinx/domains/python.py"));
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("Every checked claim matches observed output or the PR's diff (checked 1 of 1 claim this check reads).");
    expect(result.evidence.at(-1)).toMatchObject({ path: "sphinx/domains/python.py", quote: "changed in the PR (+1 −1)" });
  });

  test("a file the PR renamed is the file the answer names by its old path", () => {
    const renamed = "diff --git a/lib/old_name.py b/lib/new_name.py\nsimilarity index 90%\nrename from lib/old_name.py\nrename to lib/new_name.py\n"
      + "--- a/lib/old_name.py\n+++ b/lib/new_name.py\n@@ -1 +1 @@\n-a\n+b\n";
    const result = check([{ edit: "lib/old_name.py" }, { say: "Modified `lib/old_name.py` and renamed it." }], renamed);
    expect(result.status).toBe("pass");
  });

  test("a file the transcript never edited may be named loosely: not read, never contradicted", () => {
    expect(check([{ edit: "other.py" }, { say: ANSWER }], diffOf("setup.py"))).toMatchObject({ status: "skip", claims: [] });
  });

  test("a dotted name no file of the run or the PR has (`os.path`) is no files claim", () => {
    expect(check([{ edit: "a.py" }, { say: "Changed `os.path` handling in `a.py`." }], diffOf("a.py")).claims).toMatchObject([{ kind: "files", verdict: "backed" }]);
    expect(check([{ edit: "a.py" }, { say: "Changed `os.path` handling." }], diffOf("a.py")).claims).toEqual([]);
  });

  test("a file edited and then deleted is no change the PR lacks", () => {
    const actions: Action[] = [{ edit: "sphinx/domains/python.py" }, { run: "rm sphinx/domains/python.py", exit: 0 }, { say: ANSWER }];
    expect(check(actions, diffOf("setup.py")).status).not.toBe("fail");
  });

  test("without a diff no files claim is read, and the summary does not list the kind", () => {
    const result = check([{ edit: "sphinx/domains/python.py" }, { say: ANSWER }], null);
    expect(result.status).toBe("skip");
    expect(result.summary).not.toContain("files changed");
    expect(check([{ say: "Done." }], diffOf("a.py")).summary).toContain("files changed");
  });
});
