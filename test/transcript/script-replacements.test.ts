import { describe, expect, test } from "vitest";
import { decodeLiteral, scriptReplacements } from "../../src/transcript/script-replacements.js";
import { changesOf } from "../../src/transcript/edits.js";

const script = (body: string) => `python3 - <<'PYEOF'\n${body}\nPYEOF`;
const COMMENT = [
  "import pathlib",
  "p = pathlib.Path('src/pkg/core.py')",
  "s = p.read_text()",
  "old = '    def weeks(self):\\n'",
  "new = '    def weeks(self):\\n        # Truncate toward zero.\\n'",
  "assert s.count(old) == 1",
  "p.write_text(s.replace(old, new))",
  "print('patched')",
].join("\n");

describe("a Python script's literal replacements", () => {
  test("are read through names bound once, with Python's escapes", () => {
    expect(scriptReplacements(script(COMMENT))).toEqual([["    def weeks(self):\n", "    def weeks(self):\n        # Truncate toward zero.\n"]]);
  });

  test("a comment added this way is a note; a code change is not", () => {
    expect(changesOf("bash", {}, script(COMMENT))).toEqual([expect.objectContaining({ path: "src/pkg/core.py", notesOnly: true })]);
    const code = COMMENT.replace("# Truncate toward zero.", "return int(self.days / 7.0)");
    expect(changesOf("bash", {}, script(code))[0]?.notesOnly).toBeUndefined();
  });

  test.each([
    ["a regex substitution", "import re, pathlib\np = pathlib.Path('a.py')\np.write_text(re.sub('x', 'y', p.read_text()).replace('a', 'a  # b'))"],
    ["a name bound twice", "import pathlib\np = pathlib.Path('a.py')\nold = 'x'\nold = 'y'\np.write_text(p.read_text().replace(old, 'y  # z'))"],
    ["a name bound at run time", "import pathlib\np = pathlib.Path('a.py')\nold = input()\np.write_text(p.read_text().replace(old, '# z'))"],
    ["an f-string", "import pathlib\np = pathlib.Path('a.py')\nn = 3\np.write_text(p.read_text().replace('x', f'x  # {n}'))"],
    ["two writes", "import pathlib\np = pathlib.Path('a.py')\np.write_text(p.read_text().replace('x', 'x  # y'))\nopen('b.py', 'w').write('z')"],
    ["no replacement", "import pathlib\npathlib.Path('a.py').write_text('# all new')"],
  ])("not %s", (_, body) => {
    expect(scriptReplacements(script(body))).toBeNull();
  });

  test("a literal's own text is data: `.replace(` or `name = '…'` inside one is not the script's (round 23 s28)", () => {
    const body = [
      "import pathlib",
      "p = pathlib.Path('bottle.py')",
      "s = p.read_text()",
      `old = "    return string.replace('&', '&amp;')"`,
      `new = "    # '&' must come first.\\n    return string.replace('&', '&amp;')"`,
      "p.write_text(s.replace(old, new))",
    ].join("\n");
    expect(scriptReplacements(script(body))).toEqual([["    return string.replace('&', '&amp;')", "    # '&' must come first.\n    return string.replace('&', '&amp;')"]]);
    expect(changesOf("bash", {}, script(body))).toEqual([expect.objectContaining({ path: "bottle.py", notesOnly: true })]);
    const fakeBinding = "import pathlib\np = pathlib.Path('a.py')\nold = 'x'\nnote = '''\nold = 'y'\n'''\np.write_text(p.read_text().replace(old, 'x  # z'))";
    expect(scriptReplacements(script(fakeBinding))).toEqual([["x", "x  # z"]]);
    const upperF = "import pathlib\np = pathlib.Path('a.py')\np.write_text(p.read_text().replace('x', F\"x  # {p}\"))";
    expect(scriptReplacements(script(upperF))).toBeNull();
  });

  test("a script given with -c, or to another program, is not read", () => {
    expect(scriptReplacements(`python3 -c "import pathlib; p = pathlib.Path('a.py'); p.write_text(p.read_text().replace('x', 'x  # y'))"`)).toBeNull();
    expect(scriptReplacements(`node - <<'EOF'\nconst s = 'x'.replace('x', '// y');\nEOF`)).toBeNull();
  });
});

describe("decodeLiteral", () => {
  test.each([
    ["'a\\nb'", "a\nb"],
    ['"tab\\there"', "tab\there"],
    ["r'a\\nb'", "a\\nb"],
    ["'''three\nlines'''", "three\nlines"],
    ["'it\\'s'", "it's"],
    ["'\\x41\\u00e9'", "Aé"],
  ])("%s", (literal, value) => {
    expect(decodeLiteral(literal)).toBe(value);
  });

  test("an escape it does not read gives no value", () => {
    expect(decodeLiteral("'\\N{BULLET}'")).toBeNull();
    expect(decodeLiteral("'\\101'")).toBeNull();
  });
});
