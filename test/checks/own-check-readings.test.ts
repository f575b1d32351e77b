import { describe, expect, test } from "vitest";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { printedVerdict } from "../../src/checks/printed-verdict.js";
import { read, runsOf } from "../helpers/runs.js";


describe("what the agent's own code printed, and what it wrote", () => {
  test("inline code that writes the deliverable produced it: its own output is no check after that edit", () => {
    const producer = "cd /app && python3 - <<'EOF'\ntotal = sum(counts)\nprint('Total:', total, total == sum(again))\nwith open('/app/answer.txt', 'w') as f:\n    f.write(str(total))\nprint('Final answer written:', total)\nEOF";
    const checker = "python3 - <<'CHECK'\nassert open('/app/answer.txt').read().strip() == '79586'\nprint('PASS')\nCHECK";
    const alone = runsOf([{ run: producer, exit: 0, output: "Total: 79586\nFinal answer written: 79586" }]);
    expect(alone.runs.map((run) => run.writes)).toEqual([["/app/answer.txt"]]);
    expect(verifiedAfterLastEdit(alone.context)).toMatchObject({
      status: "warn",
      summary: "No check with a pass or fail of its own ran after the last edit of `/app/answer.txt`, step 1; the last one was `python3 (inline)`, step 1, "
        + "the command that wrote it: what it printed is its product, not a check of it.",
    });
    // a check after the write, in the same line or a later call, is one
    const sameLine = runsOf([{ run: `${producer}\n${checker}`, exit: 0, output: "Final answer written: 79586\nPASS" }]);
    expect(verifiedAfterLastEdit(sameLine.context).status).toBe("pass");
    const later = runsOf([{ run: producer, exit: 0, output: "Final answer written: 79586" }, { run: checker, exit: 0, output: "PASS" }]);
    expect(verifiedAfterLastEdit(later.context)).toMatchObject({ status: "pass", summary: "`python3 (inline)` (step 2) ran after the last edit of `/app/answer.txt` (step 1)." });
  });

  test("an overall result under its label is a verdict: RESULT: PASS, Status = failed; a label of something else is not", () => {
    expect(printedVerdict("[rank 0] reference loss = 4.85\nRESULT: PASS")).toBe("passed");
    expect(printedVerdict("Overall status: OK.")).toBe("passed");
    expect(printedVerdict("RESULT: FAIL (grad mismatch on layer 2)")).toBe("failed");
    expect(printedVerdict("status = failed")).toBe("failed");
    expect(printedVerdict("Result: 42\nstatus: running")).toBeNull();
    expect(printedVerdict("result: passed to the next stage, then dropped")).toBeNull();
  });

  test("after a search, MATCH or NO MATCH says what it found, not a verdict; a judging word still is one", () => {
    const absent = "cd /app/repo && grep -rl \"secret\\[\" . 2>/dev/null || echo \"NO MATCH in repo\"";
    expect(runsOf([{ run: absent, exit: 0, output: "NO MATCH in repo" }]).runs).toEqual([]);
    expect(runsOf([{ run: "git grep -n TODO src && echo MATCHES", exit: 0, output: "src/a.py:3: TODO\nMATCHES" }]).runs).toEqual([]);
    const judged = "grep -q 'secret\\[' /app/repo/README.md && echo 'FAIL: secret still there' || echo 'PASS: secret gone'";
    expect(read(runsOf([{ run: judged, exit: 0, output: "PASS: secret gone" }]).runs)).toEqual([["shell check `grep -q secret\\[ /app/repo/README.md`", "passed"]]);
    expect(read(runsOf([{ run: judged, exit: 0, output: "FAIL: secret still there" }]).runs)).toEqual([["shell check `grep -q secret\\[ /app/repo/README.md`", "failed"]]);
  });

  test("a comparison whose output shows the files differ held nothing, whatever status the line recorded", () => {
    const shown = "diff -u <(printf '%s\\n' a b) /app/user.cpp...(+54 chars)";
    const output = "--- /dev/fd/63\n+++ /app/user.cpp\n@@ -3,10 +3,20 @@\n #include \"user.h\"\n+namespace std {";
    expect(runsOf([{ edit: "/app/user.cpp", tool: "Edit" }, { run: shown, exit: 0, output }]).runs).toEqual([]);
    expect(read(runsOf([{ run: "cmp -s out.txt expected.txt && diff out.txt expected.txt", exit: 0, output: "" }]).runs)).toEqual([
      ["shell check `diff out.txt expected.txt and 1 more`", "passed"],
    ]);
  });
});

