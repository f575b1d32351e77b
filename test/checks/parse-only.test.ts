import { describe, expect, test } from "vitest";
import { parsesOnly } from "../../src/checks/parse-only.js";
import { verificationRuns } from "../../src/checks/verification.js";
import { trajectoryOf } from "../helpers/trajectory.js";

describe("a command whose status says only that a file parses", () => {
  test.each([["jq", "empty", "out.json"], ["jq", ".", "out.json"], ["yq", ".", "c.yaml"], ["python3", "-m", "json.tool", "out.json"], ["json.tool", "out.json"], ["xmllint", "--noout", "a.xml"]])(
    "%s … is one",
    (...words) => {
      expect(parsesOnly(words)).toBe(true);
    },
  );

  test.each([["jq", "-e", ".results | length > 0", "out.json"], ["xmllint", "--noout", "--schema", "s.xsd", "a.xml"], ["python3", "check.py"], ["grep", "-q", "x", "f"]])(
    "%s … tests more",
    (...words) => {
      expect(parsesOnly(words)).toBe(false);
    },
  );

  test("its verdict echoed on the condition is no check of the work", () => {
    const runsOf = (line: string) => verificationRuns(trajectoryOf([{ run: "python3 gen.py > /app/out.json", exit: 0 }, { run: line, exit: 0, output: "OK" }]));
    expect(runsOf("jq empty /app/out.json && echo OK")).toEqual([]);
    expect(runsOf("python3 -m json.tool /app/out.json > /dev/null && echo OK")).toEqual([]);
    expect(runsOf("jq -e '.results | length > 0' /app/out.json && echo OK").map((run) => run.outcome)).toEqual(["passed"]);
  });
});
