import { describe, expect, test } from "vitest";
import { codeOfLines, diffSideCode, familyOf } from "../../src/evidence/code-spans.js";
import { parseUnifiedDiff } from "../../src/evidence/diff.js";

const blanked = (path: string, text: string) => codeOfLines(text.split("\n"), familyOf(path)!).join("\n");
/** The blanked text with runs of blanks squeezed to one, and each line's end trimmed: easier to read. */
const code = (path: string, text: string) => {
  const result = blanked(path, text);
  expect(result.length).toBe(text.length);
  return result.replace(/ +/g, " ").replace(/ +$/gm, "");
};

describe("code-spans: strings and comments blanked, per language family", () => {
  test("python: a triple-quoted string spanning lines, with its quotes kept", () => {
    const text = 'testdir.makepyfile(\n    """\n    @pytest.mark.skip\n    def test_a(): pass\n    """\n)\n@pytest.mark.skip';
    expect(code("test_a.py", text)).toBe('testdir.makepyfile(\n """\n\n\n """\n)\n@pytest.mark.skip');
  });

  test("python: comments, prefixed and escaped strings, the other quote inside", () => {
    expect(code("a.py", "x = 1  # @pytest.mark.skip")).toBe("x = 1");
    expect(code("a.py", String.raw`s = r'\'' + "it's"; skip = 1`)).toBe(`s = r' ' + " "; skip = 1`);
    expect(code("a.py", "s = '''one\ntwo''' ; t = 2")).toBe("s = '''\n ''' ; t = 2");
  });

  test("an unclosed one-line string ends with its line", () => {
    expect(code("a.py", "s = 'cut\nx = 1")).toBe("s = '\nx = 1");
  });

  test("script family: quotes, template literals across lines, line and block comments", () => {
    expect(code("a.test.ts", "const s = 'it.skip(';\nit.skip('x', () => {});")).toBe("const s = ' ';\nit.skip(' ', () => {});");
    expect(code("a.test.js", "const t = `\nxit('a')\n`; // xit(\n/* it.only(\n*/ it('b')")).toBe("const t = `\n\n`;\n\n it(' ')");
  });

  test("c-like family: Go raw strings, Rust attributes, lifetimes and character literals", () => {
    expect(code("a_test.go", 'src := `\nt.Skip()\n`\nt.Skip("flaky")')).toBe('src := `\n\n`\nt.Skip(" ")');
    expect(code("tests/a.rs", 'let s = "#[ignore]";\n#[ignore]')).toBe('let s = " ";\n#[ignore]');
    expect(code("tests/a.rs", `fn f<'a>(x: &'a str) -> char { '"' } // #[ignore]`)).toBe("fn f<'a>(x: &'a str) -> char { ' ' }");
    expect(code("tests/a.rs", 'let r = r#"a "quoted" #[ignore]"#; #[ignore]')).toBe('let r = r#" "#; #[ignore]');
  });

  test("hash family and unknown languages", () => {
    expect(code("spec/a_spec.rb", "skip('why') # xit(")).toBe("skip(' ')");
    expect(familyOf("notes.txt")).toBeNull();
  });
});

describe("diffSideCode: each side of a hunk lexed in order", () => {
  const diff = (hunk: string) => parseUnifiedDiff(`diff --git a/t/test_a.py b/t/test_a.py\n--- a/t/test_a.py\n+++ b/t/test_a.py\n${hunk}\n`)[0]!;

  test("added lines inside a string that context lines open are blanked; removed lines are read on the old side", () => {
    const file = diff('@@ -10,3 +10,4 @@\n     src = """\n+    @pytest.mark.skip\n-    x = 1\n     """\n+@pytest.mark.skip');
    const added = file.lines.filter((line) => line.kind === "+");
    const newSide = diffSideCode(file, "new", "python");
    expect(newSide.get(added[0]!)!.trim()).toBe("");
    expect(newSide.get(added[1]!)).toBe("@pytest.mark.skip");
    const removed = file.lines.find((line) => line.kind === "-")!;
    expect(diffSideCode(file, "old", "python").get(removed)!.trim()).toBe("");
  });

  test("a hunk that starts inside a docstring is read as starting there", () => {
    const file = diff('@@ -20,3 +20,4 @@\n     Example: it.skip(\n+    @pytest.mark.skip reads as text here\n     """\n     return 1');
    const added = file.lines.find((line) => line.kind === "+")!;
    expect(diffSideCode(file, "new", "python").get(added)!.trim()).toBe("");
  });

  test("a template literal its trailing context opens runs past the hunk: the change before it is code (round 32's s25)", () => {
    const file = diff("@@ -318,6 +318,6 @@\n \t});\n-\tit(\"escapes\", () => {\n+\tit.skip(\"escapes\", () => {\n \t\texpect(dedent`\n \t\t\t\\${hi}\n \t\t\tname");
    const added = file.lines.find((line) => line.kind === "+")!;
    expect(diffSideCode(file, "new", familyOf("src/dedent.test.ts")!).get(added)).toBe("\tit.skip(\"       \", () => {");
  });

  test("a hunk from the file's first line starts in code", () => {
    const file = diff('@@ -0,0 +1,2 @@\n+@pytest.mark.skip\n+"""');
    expect(diffSideCode(file, "new", "python").get(file.lines[0]!)).toBe("@pytest.mark.skip");
  });
});
