import { describe, expect, test } from "vitest";
import { failingTests } from "../../src/checks/failing-tests.js";

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
