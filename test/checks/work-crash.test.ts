import { describe, expect, test } from "vitest";
import { crashedBefore, crashInWork } from "../../src/checks/work-crash.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import type { Edit } from "../../src/model.js";
import { runsOf } from "../helpers/runs.js";

const work: Edit[] = [{ path: "pkg/options.py", kind: "update", step: 3, toolCall: 1, inferred: false }];

/** A traceback as CPython prints it: the script's frame, then the innermost, in the work's file. */
function traceback(innermost: string, source: string, exception: string, file = "/testbed/pkg/options.py"): string {
  return [
    "Running Sphinx v3.2.0",
    "Traceback (most recent call last):",
    '  File "/testbed/repro/run.py", line 3, in <module>',
    "    main()",
    `  File "${file}", line 80, in ${innermost}`,
    `    ${source}`,
    "    ^^^^^^^^^",
    exception,
  ].join("\n");
}

describe("a crash inside the work's code", () => {
  test("the innermost frame in a file of the change, at a line that is no raise, with its exception", () => {
    const output = traceback("members_option", "return [x.strip() for x in arg.split(',')]", "AttributeError: 'bool' object has no attribute 'split'");
    expect(crashInWork(output, work)).toEqual({
      path: "pkg/options.py", line: 80, function: "members_option", type: "AttributeError",
      error: "AttributeError: 'bool' object has no attribute 'split'", source: "return [x.strip() for x in arg.split(',')]",
    });
  });

  test("a deliberate raise or assert, an interrupt, a frame outside the work or without its source line is no crash of the work", () => {
    expect(crashInWork(traceback("check", "raise ValueError(f'bad {arg}')", "ValueError: bad x"), work)).toBeNull();
    expect(crashInWork(traceback("check", "assert arg is not None", "AssertionError"), work)).toBeNull();
    expect(crashInWork(traceback("wait", "time.sleep(1)", "KeyboardInterrupt"), work)).toBeNull();
    expect(crashInWork(traceback("members_option", "return arg.split(',')", "AttributeError: x", "/usr/lib/python3/other.py"), work)).toBeNull();
    const noSource = 'Traceback (most recent call last):\n  File "/testbed/pkg/options.py", line 80, in f\nAttributeError: x';
    expect(crashInWork(noSource, work)).toBeNull();
    // a line that is not an exception's after the frame: the traceback was cut, its end unknown
    expect(crashInWork(traceback("f", "return arg.split(',')", "done"), work)).toBeNull();
    expect(crashInWork(null, work)).toBeNull();
  });

  test("the same function raising the same exception on the original code is behaviour the change kept", () => {
    const after = crashInWork(traceback("decode", "chars = [mapping[c] for c in letters]", "KeyError: '----'"), work)!;
    const before = traceback("decode", "chars = [mapping[c] for c in letters]", "KeyError: '.----'");
    expect(crashedBefore(after, [before], work)).toBe(true);
    expect(crashedBefore(after, [traceback("decode", "chars = [mapping[c] for c in letters]", "IndexError: 0")], work)).toBe(false);
    expect(crashedBefore(after, ["ok"], work)).toBe(false);
  });
});

describe("final_checks_green reads the agent's own probe that crashed in the work", () => {
  const edit = { run: "sed -i 's/bool_option/members_option/' pkg/options.py", exit: 0, output: "" };
  const setup = { run: "mkdir repro && cat > repro/run.py <<'EOF'\nfrom pkg.options import main\nmain()\nEOF", exit: 0, output: "" };
  const crash = { run: "cd repro && python3 run.py", exit: 1, output: traceback("members_option", "return arg.split(',')", "AttributeError: 'bool' object has no attribute 'split'") };
  const cleanup = { run: "rm -rf repro", exit: 0, output: "" };
  const tests = { run: "python -m pytest tests/test_options.py", exit: 0, output: "==== 2 passed in 0.2s ====" };

  test("a crash in the changed file stays the work's, though its input was scratch and later checks passed", () => {
    const green = finalChecksGreen(runsOf([edit, setup, crash, cleanup, tests]).context);
    expect(green.status).toBe("warn");
    expect(green.summary).toContain("`AttributeError: 'bool' object has no attribute 'split'` raised at line 80 of `pkg/options.py`, a file of the change");
    expect(green.summary).toContain("failed on the work as it ends");
  });

  test("the same crash on the original code, before the change, is not charged to it", () => {
    const first = { ...crash, output: traceback("members_option", "return arg.split(',')", "AttributeError: 'NoneType' object has no attribute 'split'") };
    const green = finalChecksGreen(runsOf([setup, first, edit, crash, cleanup, tests]).context);
    expect(green.status).toBe("pass");
  });

  test("a deliberate raise in the changed file, on the agent's scratch input, is settled by later checks", () => {
    const refused = { ...crash, output: traceback("members_option", "raise TypeError('members must be a list')", "TypeError: members must be a list") };
    expect(finalChecksGreen(runsOf([edit, setup, refused, cleanup, tests]).context).status).toBe("pass");
  });
});
