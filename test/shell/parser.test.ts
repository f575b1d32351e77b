import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { writtenCommands } from "../../src/shell/flat.js";
import { interpretShell } from "../../src/shell/interpret.js";
import { parseScript } from "../../src/shell/parser.js";
import type { Node } from "../../src/shell/syntax.js";

/** The tree as a compact string: `if(cond){body}else{…}`, `&&(l,r)`, `|(a,b)`, words of simple commands. */
function shape(node: Node): string {
  switch (node.type) {
    case "simple":
      return node.words.map((word) => word.text).join(" ");
    case "list":
      return node.items.map((item) => shape(item.node) + (item.background ? " &" : "")).join("; ");
    case "and-or":
      return `${node.op}(${shape(node.left)}, ${shape(node.right)})`;
    case "pipeline":
      return `${node.negated ? "!" : ""}|(${node.commands.map(shape).join(", ")})`;
    case "subshell":
    case "group":
      return `${node.type}{${shape(node.body)}}`;
    case "if":
      return node.clauses.map((clause) => `if(${shape(clause.condition)}){${shape(clause.body)}}`).join(" el") + (node.otherwise ? ` else{${shape(node.otherwise)}}` : "");
    case "loop":
      return `${node.kind}(${node.condition ? shape(node.condition) : (node.items ?? []).map((word) => word.text).join(" ")}){${shape(node.body)}}`;
    case "case":
      return `case{${node.arms.map((arm) => `${arm.patterns.join("|")}: ${shape(arm.body)}`).join("; ")}}`;
    case "function":
      return `function ${node.name}{${shape(node.body)}}`;
  }
}

const tree = (source: string) => shape(parseScript(source).body);

describe("the syntax tree", () => {
  test.each([
    ["a && b || c", "||(&&(a, b), c)"],
    ["a | b |& c", "|(a, b, c)"],
    ["! a | b", "!|(a, b)"],
    ["a; b & c", "a; b &; c"],
    ["(cd x && make) > log 2>&1", "subshell{&&(cd x, make)}"],
    ["{ a; b; } | tee log", "|(group{a; b}, tee log)"],
    ["if a; then b; elif c; then d; else e; fi", "if(a){b} elif(c){d} else{e}"],
    ["while read l; do echo $l; done < f", "while(read l){echo $l}"],
    ["for f in a b\ndo\n  x $f\ndone", "for(a b){x $f}"],
    ["for ((i=0; i<3; i++)); do x; done", "for(){x}"],
    ["case $x in a|b) one;; *) two;; esac", "case{a|b: one; *: two}"],
    ["f() { a; }; f", "function f{group{a}}; f"],
    ["function g { a; }", "function g{group{a}}"],
    ["[[ -f a && ! -d b ]] && c", "&&([[ -f a && ! -d b ]], c)"],
    ["arr=(a b c); echo ok", "arr= a b c; echo ok"],
  ])("%s", (source, expected) => {
    expect(tree(source)).toBe(expected);
  });

  test("a heredoc's body is attached to its redirection, and the next line is a command", () => {
    const script = parseScript("cat <<EOF > f\nif x; then\nEOF\nls");
    expect(shape(script.body)).toBe("cat; ls");
    expect(script.recovered).toBe(false);
  });

  test("a cut or unbalanced command is read as far as it goes and marked recovered", () => {
    expect(tree("if [ -f a ]; then python a.py")).toBe("if([ -f a ]){python a.py}");
    expect(parseScript("if [ -f a ]; then python a.py").recovered).toBe(true);
    expect(tree("echo a; fi; done; ) echo b")).toBe("echo a; echo b");
    expect(tree("for x in a b; do echo $x")).toBe("for(a b){echo $x}");
  });

  test("writtenCommands lists every simple command written, substitutions before their host", () => {
    expect(writtenCommands("if a; then b $(c); fi; f() { d; }").map((node) => node.words[0]!.text)).toEqual(["a", "c", "b", "d"]);
  });
});

/** Shell-ish text: the characters and words that steer the lexer and the parser. */
const shellish = fc
  .array(
    fc.oneof(
      fc.constantFrom("if", "then", "elif", "else", "fi", "for", "in", "do", "done", "while", "case", "esac", "{", "}", "!", "function", "[[", "]]", "[", "]", "-f"),
      fc.constantFrom("(", ")", "$(", "`", "'", '"', "\\", "&&", "||", "|", ";", ";;", "&", "<<", "<<-", "EOF", ">", "2>&1", "<(", "\n", " ", "#", "=", "()", "x", "bash -c"),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(" "));

describe("never throws", () => {
  test("on arbitrary text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => {
      interpretShell(text);
    }), { numRuns: 500 });
  });

  test("on shell-like text, with facts and options", () => {
    fc.assert(fc.property(shellish, fc.boolean(), (text, present) => {
      const reading = interpretShell(text, () => (present ? "present" : "absent"), { cwd: "/w", exitCode: 0, cut: present });
      expect(Array.isArray(reading.commands)).toBe(true);
    }), { numRuns: 500 });
  });

  test("on deep nesting and self-calling functions, within bounds", () => {
    expect(() => interpretShell("(".repeat(20_000) + "x" + ")".repeat(20_000))).not.toThrow();
    expect(() => interpretShell("$(".repeat(2_000) + "x")).not.toThrow();
    const runs = interpretShell("f() { f; f; f; f; f; f; f; f; f; f; }; f").commands;
    expect(runs.length).toBe(0);
    expect(interpretShell("f() { g; g; }; g() { echo x; }; f").commands.map((run) => run.words[0]!.text)).toEqual(["echo", "echo"]);
  });
});

describe("nothing written is lost", () => {
  test("without facts, every simple command written outside a function and before an exit, its quotes closed, is read", () => {
    fc.assert(fc.property(shellish, (text) => {
      fc.pre(!/\(\s*\)|function|exit|\$\(|`|<\(/.test(text));
      const key = (words: { text: string }[]) => words.map((word) => word.text).join(" ");
      const read = interpretShell(text).commands.filter((run) => run.shellDepth === 0).map((run) => key(run.words));
      const whole = writtenCommands(text).filter((node) => !node.words.some((word) => word.unbalanced === true));
      expect(read.sort()).toEqual(whole.map((node) => key(node.words)).sort());
    }), { numRuns: 400 });
  });

  test("a command whose quote never closes did not run: the shell rejects it; one the recorder cut did", () => {
    const broken = interpretShell("cd /repo && sed -i '3c\\ Don\\'t show the docstring' a.py\necho after");
    expect(broken.commands.map((run) => run.words[0]!.text)).toEqual(["cd"]);
    expect(broken.changes).toEqual([]);
    const cut = interpretShell("sed -i 's/a/b/' a.py && echo 'done", undefined, { cut: true });
    expect(cut.commands.map((run) => run.words[0]!.text)).toEqual(["sed", "echo"]);
  });
});
