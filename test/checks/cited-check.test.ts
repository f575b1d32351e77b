import { describe, expect, test } from "vitest";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { runsOf } from "../helpers/runs.js";

describe("verified_after_last_edit cites the check that ran the edited file over a later one that did not", () => {
  test("the script the agent wrote ran after it, then inline code that reads nothing of it: the script's run is cited", () => {
    const { context } = runsOf([
      { prompt: "Create /app/check_cert.py that verifies the certificate." },
      { run: "cat > /app/check_cert.py <<'EOF'\nimport ssl\nprint('Certificate verification successful')\nEOF", exit: 0, output: "" },
      { run: "cd /app && python3 /app/check_cert.py", exit: 0, output: "Certificate verification successful" },
      { run: "python3 - <<'EOF'\nassert 365 == 365\nprint('OK: 365-day validity confirmed')\nEOF", exit: 0, output: "OK: 365-day validity confirmed" },
    ]);
    const result = verifiedAfterLastEdit(context);
    expect(result.status).toBe("pass");
    expect(result.summary).toBe("`python3 check_cert.py` ran after the last edit of `/app/check_cert.py` (step 3).");
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
});
