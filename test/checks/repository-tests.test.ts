import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { checkContext } from "../../src/checks/index.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const WRITE_SCRIPT = [
  "cat <<'EOF' > run_tests.py",
  "from sympy.crypto.tests.test_crypto import test_encode_morse, test_decode_morse",
  "for test in (test_encode_morse, test_decode_morse):",
  "    try:",
  "        test()",
  "        print(f'{test.__name__} passed')",
  "    except Exception as e:",
  "        print(f'{test.__name__} failed: {e}')",
  "EOF",
].join("\n");
const DIFF = parseUnifiedDiff("diff --git a/sympy/crypto/crypto.py b/sympy/crypto/crypto.py\n--- a/sympy/crypto/crypto.py\n+++ b/sympy/crypto/crypto.py\n@@ -1 +1 @@\n-a\n+b\n");

describe("an agent's script that calls the repository's test functions", () => {
  const actions = (output: string): Action[] => [
    { run: "sed -i 's/a/b/' sympy/crypto/crypto.py", exit: 0 },
    { run: WRITE_SCRIPT, exit: 0 },
    { run: "python3 run_tests.py", exit: 0, output },
  ];

  test("runs the repository's tests: on a PR it counts as the repository's check", () => {
    const runs = verificationRuns(trajectoryOf(actions("test_encode_morse passed\ntest_decode_morse passed")));
    expect(runs.map((run) => [run.kind, run.adHoc, run.outcome, run.selection])).toEqual([["test", false, "passed", ["sympy/crypto/tests/test_crypto.py"]]]);
    expect(verifiedAfterLastEdit(checkContext(trajectoryOf(actions("test_encode_morse passed")), DIFF, null)).status).toBe("pass");
  });

  test("a test it reports failed fails the run, though the script exits 0", () => {
    const runs = verificationRuns(trajectoryOf(actions("test_encode_morse passed\ntest_decode_morse failed: assert 'SOS' == 'S O S'")));
    expect(runs.map((run) => run.outcome)).toEqual(["failed"]);
  });

  test("a script of the agent's own checks stays the agent's", () => {
    const own = WRITE_SCRIPT.replace("from sympy.crypto.tests.test_crypto import test_encode_morse, test_decode_morse", "from sympy.crypto.crypto import encode_morse");
    const runs = verificationRuns(trajectoryOf([{ run: own, exit: 0 }, { run: "python3 run_tests.py", exit: 0, output: "ok" }]));
    expect(runs.every((run) => run.adHoc)).toBe(true);
  });
});
