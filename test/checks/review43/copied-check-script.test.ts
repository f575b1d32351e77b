import { describe, expect, test } from "vitest";
import { verdictOf, type Step } from "../../helpers/claude-session.js";

// review 43: a Python replace script that reads one file and writes another made the written file; it was not "there"
const CWD = "/home/dev/proj";
const summaryOf = (checks: { id?: string; summary: string }[], id: string) => checks.find((check) => check.id === id)?.summary ?? "";
const DIFF = "diff --git a/jsonpatch.py b/jsonpatch.py\n--- a/jsonpatch.py\n+++ b/jsonpatch.py\n@@ -285,1 +285,1 @@ class AddOperation(PatchOperation):\n"
  + "-            elif part >= len(subobj) or part < 0:\n+            elif part > len(subobj) or part < 0:\n";
const FIX: Step = { edit: "jsonpatch.py", old: "elif part >= len(subobj)", text: "elif part > len(subobj)" };
const REPRO: Step = { run: "cat > repro.py <<'EOF'\nimport jsonpatch\nprint(jsonpatch.apply_patch([1], [{'op': 'add', 'path': '/1', 'value': 2}]))\nEOF", exit: 0, output: "" };
const COPY: Step = {
  run: "python3 - <<'EOF'\nsrc = open('repro.py').read().replace('print(', 'assert [1, 2] == (')\nopen('check_fix.py', 'w').write(src)\nEOF",
  exit: 0, output: "",
};
const RUN: Step = { run: "python check_fix.py && echo OK", exit: 0, output: "OK" };

describe("a check script the agent made by copying its own repro with a replacement", () => {
  test("is the agent's own check, as the same script written by a heredoc is", async () => {
    const heredoc: Step = { run: "cat > check_fix.py <<'EOF'\nimport jsonpatch\nassert [1, 2] == (jsonpatch.apply_patch([1], [{'op': 'add', 'path': '/1', 'value': 2}]))\nEOF", exit: 0, output: "" };
    const written = await verdictOf(CWD, [{ prompt: "Adding at the end index of a list raises JsonPatchConflict." }, FIX, REPRO, heredoc, RUN, { run: "rm repro.py check_fix.py", exit: 0, output: "" }, { say: "Fixed." }], DIFF);
    expect(summaryOf(written.checks, "verified_after_last_edit")).toContain("Only the agent's own checks ran after the last edit");
    const copied = await verdictOf(CWD, [{ prompt: "Adding at the end index of a list raises JsonPatchConflict." }, FIX, REPRO, COPY, RUN, { run: "rm repro.py check_fix.py", exit: 0, output: "" }, { say: "Fixed." }], DIFF);
    expect(summaryOf(copied.checks, "verified_after_last_edit")).toContain("Only the agent's own checks ran after the last edit");
    expect(copied.verdict).toBe(written.verdict);
  });
});
