import { describe, expect, test } from "vitest";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

const INLINE = "python3 - <<'EOF'\nassert 365 == 365\nprint('OK: 365-day validity confirmed')\nEOF\nls -la /app/check_cert.py";

describe("verified_after_last_edit cites the check that ran the edited file over a later one whose status is not its own", () => {
  test("the script the agent wrote ran after it, then inline code with its status hidden by `; ls`: the script's run is cited", () => {
    const { context } = runsOf([
      { prompt: "Create /app/check_cert.py that verifies the certificate." },
      { run: "cat > /app/check_cert.py <<'EOF'\nimport ssl\nprint('Certificate verification successful')\nEOF", exit: 0, output: "" },
      { run: "cd /app && python3 /app/check_cert.py", exit: 0, output: "Certificate verification successful" },
      { run: INLINE, exit: 0, output: "OK: 365-day validity confirmed\n-rwxr-xr-x 1 root root 3190 /app/check_cert.py" },
    ]);
    const result = verifiedAfterLastEdit(context);
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("`python3 check_cert.py` (step 3) ran after the last edit of `/app/check_cert.py` (step 2).");
  });

  test("no run of the file itself: the last check with a result is cited, as before", () => {
    const { context } = runsOf([
      { prompt: "Fix src/calc.py" },
      { edit: "src/calc.py" },
      { run: "python -m pytest -q tests/test_a.py", exit: 0, output: "3 passed" },
      { run: "python -m pytest -q tests/test_b.py", exit: 0, output: "2 passed" },
    ]);
    expect(verifiedAfterLastEdit(context).summary).toContain("(step 4)");
  });

  test("a later check whose status is its own stays cited, though it did not run the file", () => {
    const { context } = runsOf([
      { prompt: "Write /app/steal.py" },
      { run: "cat > /app/steal.py <<'EOF'\nprint('done')\nEOF", exit: 0, output: "" },
      { run: "cd /app && python3 steal.py", exit: 0, output: "done" },
      { run: "python3 - <<'EOF'\nimport numpy as np\nassert np.load('/app/out.npy').shape == (3,)\nprint('verification passed')\nEOF", exit: 0, output: "verification passed" },
    ]);
    expect(verifiedAfterLastEdit(context).summary).toContain("(step 4)");
  });
});
