import { describe, expect, test } from "vitest";
import { replacesNotesOnly } from "../../src/transcript/notes-only.js";

// round 23 s09: a one-line docstring made a longer one after the last run, the class header shown by `grep -n -A`
const GREP = "272:class AddOperation(PatchOperation):\n273-    \"\"\"Adds an object property or an array element.\"\"\"\n274-\n"
  + "275-    def apply(self, obj):\n276-        try:\n277-            value = self.operation[\"value\"]";
const OLD = "    \"\"\"Adds an object property or an array element.\"\"\"\n";
const NEW = "    \"\"\"Adds an object property or an array element.\n\n    An index equal to the length appends.\n    \"\"\"\n";
const shownBy = (output: string) => () => ({ before: [output], result: null });

describe("a whole docstring replaced by another", () => {
  test("is a note when the lines shown around it put it right under a def or class header (grep -n's numbers read off)", () => {
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: NEW }, shownBy(GREP))).toBe(true);
  });

  test("not without the header shown, nor a string assigned, nor one holding a doctest, nor code after it", () => {
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: NEW })).toBe(false);
    const assigned = GREP.replace("272:class AddOperation(PatchOperation):", "272:    MESSAGE = (");
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: NEW }, shownBy(assigned))).toBe(false);
    const doctest = NEW.replace("An index equal to the length appends.", ">>> AddOperation({}).apply([])");
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: doctest }, shownBy(GREP))).toBe(false);
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: `${NEW}    x = 1\n` }, shownBy(GREP))).toBe(false);
  });

  test("grep's numbers are read off only when every line of the output has one", () => {
    const mixed = `${GREP}\nsome other line`;
    expect(replacesNotesOnly("jsonpatch.py", { old_string: OLD, new_string: NEW }, shownBy(mixed))).toBe(false);
  });
});
