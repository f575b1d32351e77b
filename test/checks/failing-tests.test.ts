import { describe, expect, test } from "vitest";
import { failingTestName, failingTests } from "../../src/checks/failing-tests.js";

describe("the tests pytest's summary names as failing", () => {
  test("an item of another collected file: a text file's doctest", () => {
    expect(failingTests("FAILED README.rst::README.rst\n1 failed, 121 passed in 2.68s")).toEqual(["README.rst::README.rst"]);
    expect(failingTests("FAILED docs/usage.md::usage.md - Failed: expected 3\n1 failed in 0.1s")).toEqual(["docs/usage.md::usage.md"]);
  });

  test("a file name alone that is no test module is not a test id", () => {
    expect(failingTests("ERROR README.rst\n1 error in 0.1s")).toEqual([]);
    expect(failingTests("FAILED tests/test_a.py::test_b\n")).toEqual(["tests/test_a.py::test_b"]);
  });
});

/** mocha's spec reporter, as `npm test` printed it on content-type (round 31's s30, step 14). */
const MOCHA_FAILED = [
  "  contentType.format(obj)",
  "    ✔ should format basic type",
  "    1) should format type with parameter",
  "",
  "",
  "  2 passing (7ms)",
  "  1 failing",
  "",
  "  1) contentType.format(obj)",
  "       should format type with parameter:",
  "",
  "      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
  "+ actual - expected",
  "",
  "+ 'text/html; charset=\"utf-8\"'",
  "- 'text/html; charset=utf-8'",
  "      at Context.<anonymous> (test/contentType_format.js:21:12)",
].join("\n");

describe("the tests mocha lists as failing after its summary", () => {
  test("each numbered entry, its suites' and test's titles joined, the test's own name last", () => {
    expect(failingTests(MOCHA_FAILED)).toEqual(["contentType.format(obj) > should format type with parameter"]);
    expect(failingTestName("contentType.format(obj) > should format type with parameter")).toBe("should format type with parameter");
  });

  test("a test at the top level, several entries, a hook's failure", () => {
    const output = "  1 passing (3ms)\n  3 failing\n\n  1) keeps 1.5 as it is:\n     Error: no\n\n  2) parse\n       nested\n"
      + "         rejects bad input:\n     AssertionError\n\n  3) \"before each\" hook for \"works\":\n     TypeError: x\n";
    expect(failingTests(output)).toEqual(["\"before each\" hook for \"works\"", "keeps 1.5 as it is", "parse > nested > rejects bad input"]);
    expect(failingTestName("parse > keeps 1.5 as it is")).toBe("keeps 1.5 as it is");
  });

  test("the spec list's marks above the summary, and numbers out of turn in a message, name nothing", () => {
    expect(failingTests("  parse\n    1) rejects bad input\n\n  0 passing\n")).toEqual([]);
    expect(failingTests("  1 failing\n\n  1) parse\n       rejects:\n     Error: step\n  3) not an entry:\n")).toEqual(["parse > rejects"]);
  });
});
