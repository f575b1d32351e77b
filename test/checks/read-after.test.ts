import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { verifiedAfterLastEdit } from "../../src/checks/verified.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const verified = (actions: Action[]) => verifiedAfterLastEdit(checkContext(trajectoryOf(actions), null, null));

describe("commands after the last edit that name the file but are no check", () => {
  test("are named beside 'no check ran after the last edit', with their steps", () => {
    const result = verified([
      { run: "pytest -q", exit: 0, output: "3 passed in 0.1s" },
      { run: "echo 79586 > /app/answer.txt", exit: 0 },
      { run: "cat /app/answer.txt; python3 -c \"print(open('/app/answer.txt').read())\"", exit: 0, output: "79586\n79586" },
    ]);
    expect(result.status).toBe("warn");
    expect(result.summary).toContain("step 2 (a command after it named it again, exit 0: step 3: `cat /app/answer.txt;");
    expect(result.summary).toContain("but printed no pass or fail of a check); the last one was `pytest`, step 1.");
  });

  test("a command that failed, or names another file, is not one; a short bare name is not matched in passing", () => {
    const result = verified([
      { run: "pytest -q", exit: 0, output: "3 passed in 0.1s" },
      { run: "echo 1 > a.py", exit: 0 },
      { run: "cat a.py.bak; ls data/a.py", exit: 0, output: "" },
      { run: "cat a.py", exit: 1, output: "" },
    ]);
    expect(result.summary).not.toContain("named it again");
  });
});
