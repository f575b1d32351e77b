import { describe, expect, test } from "vitest";
import { keywordKeeps, type TestKeywords } from "../../src/checks/pytest-keywords.js";

// the names pytest 9 matches for `tests/test_schema.py::test_regex_eq` at module level, no markers
const SEEN: TestKeywords = { names: ["test_regex_eq", "test_schema.py", "tests"], unseen: false };
const UNSEEN: TestKeywords = { ...SEEN, unseen: true };

describe("pytest's -k on what the diff shows of a test", () => {
  test("a term matches a name as a case-insensitive substring; a term matching none leaves the test out", () => {
    expect(keywordKeeps("regex", SEEN)).toBe("yes");
    expect(keywordKeeps("REGEX_EQ", SEEN)).toBe("yes");
    expect(keywordKeeps("schema.py", SEEN)).toBe("yes");
    expect(keywordKeeps("tests", SEEN)).toBe("yes");
    expect(keywordKeeps("use or optional", SEEN)).toBe("no");
  });

  test("and, or, not and parentheses as pytest's grammar reads them", () => {
    expect(keywordKeeps("regex and not slow", SEEN)).toBe("yes");
    expect(keywordKeeps("not regex", SEEN)).toBe("no");
    expect(keywordKeeps("(use or regex) and schema", SEEN)).toBe("yes");
    expect(keywordKeeps("use or (optional and regex)", SEEN)).toBe("no");
    expect(keywordKeeps("not (use or optional)", SEEN)).toBe("yes");
  });

  test("names the diff does not show may match any term: the answer is maybe, never no", () => {
    expect(keywordKeeps("use or optional", UNSEEN)).toBe("maybe");
    expect(keywordKeeps("regex", UNSEEN)).toBe("yes");
    expect(keywordKeeps("not regex", UNSEEN)).toBe("no");
    expect(keywordKeeps("use and regex", UNSEEN)).toBe("maybe");
  });

  test("an expression this does not read gives no answer", () => {
    expect(keywordKeeps("", SEEN)).toBeNull();
    expect(keywordKeeps("use or", SEEN)).toBeNull();
    expect(keywordKeeps("(use", SEEN)).toBeNull();
    expect(keywordKeeps("a=b", SEEN)).toBeNull();
    expect(keywordKeeps("x or ".repeat(200) + "y", SEEN)).toBeNull();
  });
});
