import { describe, expect, test } from "vitest";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";
import type { Action } from "../helpers/trajectory.js";

// the shape of sphinx-8721: the line the agent appended was already in the file, so the delete by pattern took both
const LINE = '    if app.builder.name.startswith("epub") and not env.config.viewcode_enable_epub:';
const APPEND = `sed -i '/env = app.builder.env/a \\${LINE}\\n        return' sphinx/ext/viewcode.py`;
const DELETE = "sed -i '/if app.builder.name.startswith(\"epub\") and not env.config.viewcode_enable_epub:/,+1d' sphinx/ext/viewcode.py";
const FAILED = { run: "pytest tests/test_ext_viewcode.py", exit: 1, output: "FAILED tests/test_ext_viewcode.py::test_viewcode\n1 failed, 2 passed" };

const green = (shown: string) => finalChecksGreen(runsOf([
  { prompt: "Do not create viewcode pages for epub" },
  { run: "cat sphinx/ext/viewcode.py", exit: 0, output: shown },
  { run: APPEND, exit: 0 }, FAILED, { run: DELETE, exit: 0 }, FAILED,
  { run: APPEND, exit: 0 }, { run: "python -m pytest tests/test_ext_viewcode.py -k 'not test_viewcode'", exit: 0, output: "2 passed, 1 deselected" },
] as Action[]).context);

describe("a delete by pattern of lines the agent appended", () => {
  test("puts the file back when the pattern matched nothing of it before: the run after it saw the original code", () => {
    expect(green("    env = app.builder.env\n    if not hasattr(env, '_viewcode_modules'):").summary).toContain("fails on the original code too");
  });

  test("takes original lines too when a read of the file before any edit showed the pattern: no original code", () => {
    expect(green(`    env = app.builder.env\n${LINE}\n        return`).summary).not.toContain("original code");
  });
});
