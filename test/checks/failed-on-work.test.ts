import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { finalChecksGreen } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const green = (actions: Action[]) => finalChecksGreen(checkContext(trajectoryOf(actions), null, null));
const probe = (imports: string): Action => ({
  run: `cat > check_slug.py <<'EOF'\n${imports}\nprint("got:     ", slugify("Ünïcode Title"))\nprint("expected:", "unicode-title")\nEOF`,
  exit: 0,
});
const session = (imports: string): Action[] => [
  probe(imports),
  { edit: "src/textkit/slug.py" },
  { run: "python check_slug.py", exit: 0, output: "got:      nicode-title\nexpected: unicode-title\n" },
  { run: "python -m pytest -q tests/test_slug.py", exit: 0, output: "....\n4 passed in 0.02s" },
  { run: "rm check_slug.py", exit: 0 },
];

describe("a deleted script of the agent's that printed got ≠ expected on the final work", () => {
  test("is the work's failure when it imports a module the work changed: later checks of other kinds do not answer it", () => {
    const result = green(session("from textkit.slug import slugify"));
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`python check_slug.py` (step 3) failed on the work as it ends and was not run again");
  });

  test("is scratch when it imports nothing the work changed", () => {
    expect(green(session("from unidecode import unidecode as slugify")).status).toBe("pass");
  });
});

describe("a deleted script of the agent's that printed its own FAIL verdict on the final work", () => {
  // audit AY's sympy-20428: `FAIL: Result is unstripped`, exit 0, from a script importing the changed module
  const written = (body: string): Action => ({ run: `cat > check_quo.py <<'EOF'\nfrom sympy.polys.densearith import dup_quo_ground\n${body}\nEOF`, exit: 0 });
  const failing: Action = { run: "python check_quo.py", exit: 0, output: "res: [0, 1]\nFAIL: Result is unstripped\n" };
  const suite: Action = { run: "bin/test sympy/polys/tests/test_densearith.py", exit: 0, output: "tests finished: 204 passed, in 3.46 seconds" };
  const body = "if res == [0, 1]:\n    print('FAIL: Result is unstripped')";

  test("first run after the last change: the work's failure, named, and later checks of other kinds do not answer it", () => {
    const result = green([{ edit: "sympy/polys/densearith.py" }, written(body), failing, suite, { run: "rm check_quo.py", exit: 0 }]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("`python check_quo.py` (step 3) failed on the work as it ends and was not run again");
  });

  test("a reproduction that passed before the change and prints FAILURE after it shows the fix: scratch, as before", () => {
    // pylint-6903: "SUCCESS: Reproduced _query_cpu() returning 0", then after the fix "FAILURE: … returned 1, expected 0"
    const reproduced: Action = { run: "python check_quo.py", exit: 0, output: "SUCCESS: reproduced the unstripped result\n" };
    const result = green([written(body), reproduced, { edit: "sympy/polys/densearith.py" }, failing, suite, { run: "rm check_quo.py", exit: 0 }]);
    expect(result.status).toBe("pass");
  });

  test("a script importing nothing the work changed is scratch", () => {
    const other: Action = { run: "cat > check_quo.py <<'EOF'\nfrom fractions import Fraction\nEOF", exit: 0 };
    expect(green([{ edit: "sympy/polys/densearith.py" }, other, failing, suite, { run: "rm check_quo.py", exit: 0 }]).status).toBe("pass");
  });
});
