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
