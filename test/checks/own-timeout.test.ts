import { describe, expect, test } from "vitest";
import { ownTimeoutRanOut } from "../../src/checks/own-timeout.js";
import { finalChecksGreen, verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

describe("a check the agent's own `timeout` stopped showed no result", () => {
  test("exit 124 is the bound running out; 137 only when the bound kills; --preserve-status passes the command's own", () => {
    const words = (line: string) => line.split(" ");
    expect(ownTimeoutRanOut(words("timeout 25 python3 check.py"), 124)).toBe("timeout 25");
    expect(ownTimeoutRanOut(words("sudo timeout 2m make test"), 124)).toBe("timeout 2m");
    expect(ownTimeoutRanOut(words("timeout -s KILL 60 ./sim"), 137)).toBe("timeout 60");
    expect(ownTimeoutRanOut(words("timeout -k 5 60 ./sim"), 137)).toBe("timeout 60");
    expect(ownTimeoutRanOut(words("timeout --signal=9 60 ./sim"), 137)).toBe("timeout 60");
    expect(ownTimeoutRanOut(words("timeout 60 ./sim"), 137)).toBeNull();
    expect(ownTimeoutRanOut(words("timeout --preserve-status 60 ./sim"), 124)).toBeNull();
    expect(ownTimeoutRanOut(words("timeout 25 python3 check.py"), 1)).toBeNull();
    expect(ownTimeoutRanOut(words("python3 check.py"), 124)).toBeNull();
  });

  test("the last check named as stopped by its bound, not as failed, and a later green check still counts", () => {
    const edit = { run: "cat > /app/sim.c <<'EOF'\nint main(void) { return 0; }\nEOF", exit: 0, output: "" };
    const slow = { run: "timeout 25 python3 - <<'EOF'\nimport subprocess\nfor n in range(300):\n    out = subprocess.run(['./sim', str(n)], capture_output=True).stdout\n    assert out.strip() == expected(n), n\nEOF", exit: 124, output: "" };
    const alone = runsOf([edit, slow]);
    expect(verifiedAfterLastEdit(alone.context).summary)
      .toBe("`python3 (inline)` ran after the last edit (step 2), but the agent's own `timeout 25` stopped it (exit 124) before it showed a result.");
    const quick = { run: "python3 - <<'EOF'\nimport subprocess\nassert subprocess.run(['./sim', '208'], capture_output=True).stdout.strip() == b'377'\nprint('All passed')\nEOF", exit: 0, output: "All passed" };
    const green = finalChecksGreen(runsOf([edit, slow, quick]).context);
    expect(green.status).toBe("pass");
    expect(green.summary).not.toContain("failed");
  });

  test("in the list of checks with no result, the bound and the status are named", () => {
    const edit = { run: "cat > /app/sim.c <<'EOF'\nint main(void) { return 0; }\nEOF", exit: 0, output: "" };
    const build = { run: "cd /app && gcc -O2 -o sim sim.c", exit: 0, output: "" };
    const slow = { run: "cd /app && timeout 30 ./run_tests.sh", exit: 124, output: "case 1 ok\ncase 2 ok" };
    const green = finalChecksGreen(runsOf([edit, slow, build]).context);
    expect(green.summary).toContain("`run_tests.sh` (step 2, `timeout 30`, exit 124) ran out of the time the agent gave it before showing a result");
  });
});
