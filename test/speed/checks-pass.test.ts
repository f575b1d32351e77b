/**
 * Run 32 made the checks' first pass cheaper without changing what it reads: keys and pattern findings
 * kept per runner and per line, the runners a line names kept per line while the work so far is the
 * same, ANSI codes stripped only from texts that hold an escape, a cut mark looked for only before a
 * closing `)` or `]`.
 * Each is held here to the reading before it, on many inputs.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { runnerKey } from "../../src/checks/checkers.js";
import { ANSI, withoutAnsi } from "../../src/checks/quote.js";
import { CUT_MARK, isCut } from "../../src/shell/cut-mark.js";
import { ownSegment, partFrom } from "../../src/checks/output-segments.js";
import { simpleCommands } from "../../src/checks/simple-commands.js";
import { selectionOf } from "../../src/checks/selection.js";
import { shellAssertions } from "../../src/checks/shell-verdicts.js";
import { countedLine, lineSummary, notRunIn } from "../../src/checks/test-summary.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { checkContext } from "../../src/checks/context.js";
import { runChecks } from "../../src/checks/index.js";
import { segmentBefore } from "../helpers/segment-before.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

/** More distinct runners (and summary lines) than the memos keep, so that each starts over at least once. */
const MANY_RUNNERS = 5000;

describe("kept keys and literal guards answer as before", () => {
  it("runnerKey gives the replace's key, for runners seen before and past the memo's bound", () => {
    const word = fc.constantFrom("npm", "pnpm", "run", "run-script", "test", "lint", "", " ", "x", "cargo", "yarn", "build");
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (words) => {
        const runner = words.join(" ");
        const before = runner.replace(/^(\S+) (?:run|run-script) (?=\S)/, "$1 ");
        expect(runnerKey(runner)).toBe(before);
        expect(runnerKey(runner)).toBe(before);
      }),
      { numRuns: 3000 },
    );
    for (let index = 0; index < MANY_RUNNERS; index += 1) expect(runnerKey(`npm run t${index}`)).toBe(`npm t${index}`);
    expect(runnerKey("npm run t0")).toBe("npm t0");
  });

  it("withoutAnsi strips as the replace does, escape or none", () => {
    const piece = fc.constantFrom("\u001b[0m", "\u001b[1;31m", "\u001b[?25l", "\u001b", "\u001b[", "[0m", "PASS", " ", "\n", "✓", "3 passed");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join("");
        expect(withoutAnsi(text)).toBe(text.replace(ANSI, ""));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("kept summaries, selections and assertions answer as before", () => {
  it("lineSummary gives the patterns' summary, read again or kept, frozen, and past the memo's bound", () => {
    const piece = fc.constantFrom("Tests:", " 2 failed,", " 148 passed,", " 150 total", "ok", " 3", "# pass 6", "FAIL", "--- FAIL:", " in 0.2s", "password", " ", "1 skipped");
    const former = (line: string) => {
      const counted = countedLine(line);
      return counted === null ? null : { passed: counted.passed, failed: counted.failed, line: counted.line, notRun: notRunIn(line) };
    };
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const line = pieces.join("").trim();
        for (let read = 0; read < 2; read += 1) {
          const summary = lineSummary(line);
          expect(JSON.stringify(summary)).toBe(JSON.stringify(line === "" ? null : former(line)));
          if (summary !== null) expect(Object.isFrozen(summary)).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
    for (let index = 0; index < MANY_RUNNERS; index += 1) expect(lineSummary(`${index} passed`)?.passed).toBe(index);
    expect(lineSummary("0 passed")?.passed).toBe(0);
  });

  it("selectionOf selects alike from a shared argv and its own copy, and each run gets its own list", () => {
    const word = fc.constantFrom("pytest", "-k", "kbd", "tests/a.py", "tests/a.py::T::test_x", "-q", "--grep=slow", "-m", "pkg/...", "x", "./b.py");
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), fc.constantFrom("pytest", "npm test", "go test"), (words, runner) => {
        const shared = Object.freeze([...words]);
        const first = selectionOf(shared, runner);
        first.push("changed by a reader");
        expect(selectionOf(shared, runner)).toEqual(selectionOf([...words], runner));
        expect(selectionOf(shared, runner)).not.toContain("changed by a reader");
      }),
      { numRuns: 2000 },
    );
  });

  it("shellAssertions reads a shared line as its own copy, held, denied or neither", () => {
    const command = fc.constantFrom(
      "cmp -s out expected", "diff -q a b", "grep -q ok out.txt", "[ -f x ]", "test \"$(./main 0)\" = 1", "git merge-base --is-ancestor a b",
      "echo cmp=$?", "npm test", "echo done", "cat f > g", "set -e", "git diff --quiet",
    );
    const joiner = fc.constantFrom("; ", " && ", " || ", " | ");
    const output = fc.constantFrom("", "cmp=1", "cmp=0", "Files a and b differ", "ok", "@@ -1 +1 @@");
    const partsOf = fc.array(fc.tuple(command, joiner), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(partsOf, output, fc.constantFrom(0, 1, null), (parts, said, exit) => {
        const text = parts.map(([part, join], index) => (index === parts.length - 1 ? part : `${part}${join}`)).join("");
        const line = simpleCommands(text, undefined, exit);
        const own = [...line];
        for (const recognized of [new Set<number>(), new Set([0])]) {
          expect(shellAssertions(line, exit, recognized, said)).toEqual(shellAssertions(own, exit, recognized, said));
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("a cut mark is found by the text's last character first", () => {
  it("isCut answers as the pattern alone, whatever white space ends the text", () => {
    const piece = fc.constantFrom(
      "...", "…", "(+3 chars)", "(+55 more characters)", "(12 bytes)", "[truncated]", " ", "\n", "\t", "\u00a0", "\u2028", "\ufeff", "\u3000",
      ")", "]", "x", "(", "3", "chars", "more ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join("");
        expect(isCut(text)).toBe(CUT_MARK.test(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("a line without a top-level literal echo has no part of its own", () => {
  it("ownSegment and partFrom give the part segmentOf gave before, on every command of many lines", () => {
    const command = fc.constantFrom(
      "echo ===", "echo \"---\"", "echo $x", "echo \"exit: $?\"", "echo", "echo done > f.txt", "x=$(echo hi)", "npm test", "python3 a.py",
      "tail -3", "cd /app", "rm -f x", "ls", "pytest -q >/dev/null 2>&1", "grep -q ok out.txt", "printf 'ok\\n'", "sleep 1",
    );
    const joiner = fc.constantFrom("; ", " && ", " || ", " | ", "\n");
    const outputLine = fc.constantFrom("===", "---", "done", "ok", "FAIL", "hi", "exit: 0", "3 passed", "");
    const partsOf = fc.array(fc.tuple(command, joiner), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(partsOf, fc.array(outputLine, { maxLength: 8 }), (parts, lines) => {
        const text = parts.map(([part, join], index) => (index === parts.length - 1 ? part : `${part}${join}`)).join("");
        const top = simpleCommands(text).filter((item) => !item.nested);
        const output = lines.join("\n");
        for (let index = 0; index < top.length; index += 1) {
          expect(ownSegment(top, index, output)).toBe(segmentBefore(top, index, output, false));
          expect(partFrom(top, index, output)).toBe(segmentBefore(top, index, output, true));
        }
      }),
      { numRuns: 1500 },
    );
  });
});

/** Lines a session repeats, some of which run what an edit wrote, a build made, or a shell's script. */
const LINES = [
  "python3 check.py", "bash run_tests.sh", "./build/app", "make", "gcc -o app main.c && ./app", "npm test", "npm run test",
  "pytest tests/test_a.py", "bash -c 'pytest -q'", "[ -f check.py ] && python3 check.py", "sphinx-build docs out", "python3 -m sphinx.cmd.build",
  "rm -rf /srv/data", "rm -rf /work/tmp/x", "git push --force", "cat ~/.ssh/id_rsa", "pytest -q; echo done", "timeout 5 pytest || true",
  "vim -Es f.txt -S macros.vim", "bash -c '[ -f check.py ] && python3 check.py'", "go run .", "python3 solve.py | tail -1", "ls",
  "bash -c '[ -f check.py ] || echo missing'",
];
const EDITS = ["check.py", "run_tests.sh", "sphinx/ext/x.py", "macros.vim", "solve.py", "main.c", "/work/notes.md"];
const OUTPUTS = [
  "3 passed in 0.1s", "FAIL", "1 failed, 2 passed in 0.3s", "", "python3: can't open file 'check.py': [Errno 2] No such file or directory",
  "ok", "done", "PASS", "check.py\nsolve.py", "Tests: 2 failed, 148 passed, 150 total", "bash: pytest: command not found", "no tests ran in 0.01s",
];

const action = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ run: fc.constantFrom(...LINES), exit: fc.constantFrom(0, 1, 127, null), output: fc.constantFrom(...OUTPUTS) }),
  },
  { weight: 1, arbitrary: fc.record({ edit: fc.constantFrom(...EDITS) }) },
);

/** The same session with every call's line its own text (leading spaces): no call repeats another's line. */
function unrepeated(actions: Action[]): Action[] {
  return actions.map((item, index) => ("run" in item ? { ...item, run: `${" ".repeat(index + 1)}${item.run}` } : item));
}

/** What the checks read, with the leading spaces of each line's own text dropped. */
const readAlike = (value: unknown) => JSON.stringify(value).replace(/"command":" +/g, "\"command\":\"");

describe("the runners of a repeated line are read as on its first call while the work is the same", () => {
  it("runs and checks equal those of the same session whose lines never repeat", () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 24 }), (actions) => {
        const repeated = trajectoryOf([{ prompt: "make the tests in /work pass" }, ...(actions as Action[])]);
        const alone = trajectoryOf([{ prompt: "make the tests in /work pass" }, ...unrepeated(actions as Action[])]);
        expect(readAlike(verificationRuns(repeated))).toBe(readAlike(verificationRuns(alone)));
        const checks = (trajectory: typeof repeated) => runChecks(checkContext(trajectory, null, null));
        expect(readAlike(checks(repeated))).toBe(readAlike(checks(alone)));
      }),
      { numRuns: 400 },
    );
  });

  it("a line read before a script was written names that script's run after it was", () => {
    const runs = verificationRuns(trajectoryOf([
      { run: "python3 solve.py", exit: 0, output: "ok" },
      { edit: "solve.py", tool: "Write" },
      { run: "python3 solve.py", exit: 0, output: "ok" },
    ]));
    expect(runs.map((run) => [run.call, run.runner])).toEqual([[2, "python3 solve.py"]]);
  });

  it("a shell's script is read with each call's own file facts, though the line is the same", () => {
    const line = "bash -c '[ -f check.py ] && python3 check.py'";
    const runs = verificationRuns(trajectoryOf([
      { run: line, exit: 0, output: "3 passed in 0.1s" },
      { run: "ls check.py", exit: 2, output: "ls: cannot access 'check.py': No such file or directory" },
      { run: line, exit: 0, output: "3 passed in 0.1s" },
    ]));
    expect(runs.map((run) => [run.call, run.runner, run.outcome])).toEqual([[0, "python3 check.py", "passed"]]);
  });

  it("a deletion is outside the work in one session and inside it in another, whatever the line read before", () => {
    const flagged = (task: string) => runChecks(checkContext(trajectoryOf([{ prompt: task }, { run: "rm -rf /srv/data", exit: 0 }]), null, null))
      .find((check) => check.id === "red_flags")!.evidence.length;
    expect(flagged("fix the parser")).toBe(1);
    expect(flagged("clean out /srv/data and start again")).toBe(0);
    expect(flagged("fix the parser")).toBe(1);
  });
});
