import type { Trajectory } from "../model.js";
import { inlineSource } from "./built-programs.js";
import { samePath } from "./paths.js";
import { tracebackFrames } from "./traceback.js";
import { clip } from "./quote.js";
import type { Outcome, Recognized } from "./verification.js";

/**
 * Inline Python that raised in a line of its own, on values only it made: `ev2, ec2 =
 * np.linalg.eig(A2)`, where `A2 = A.astype(np.longdouble)` and `A` a random matrix, raised
 * `TypeError: array type float128 is unsupported in linalg`. Nothing the work defines or returned
 * reaches that line, so the failure is the check's own fault, not a result of the work.
 */

/** The interpreters whose inline code this reads. */
const PYTHON = /^python[\d.]*$/;
/** The exception line that ends a traceback: `TypeError: array type float128 is unsupported`. */
const RAISED = /^([A-Za-z_][\w.]*(?:Error|Exception)\b.*)$/gm;
/**
 * Exceptions that speak of the world outside the code's values (files, processes, the network) or are
 * the code's own assertion: what they say may be the work's doing even when the line names none of it.
 */
const ABOUT_THE_WORLD = /^(?:[\w.]+\.)?(?:AssertionError|OSError|IOError|EnvironmentError|\w*FileNotFoundError|FileExistsError|PermissionError|IsADirectoryError|NotADirectoryError|\w*ConnectionError|\w*Connection\w*Error|TimeoutError|CalledProcessError|TimeoutExpired|SubprocessError|ModuleNotFoundError|ImportError)\b/;
/** A frame in an installed library or the interpreter's own modules, never the repository's code. */
const LIBRARY_FILE = /[\\/](?:site-packages|dist-packages)[\\/]|[\\/]lib[\\/]python\d[\d.]*[\\/]/;
/** Inline code's frame: `File "<stdin>", line 26, in <module>`. */
const INLINE_FILE = /^<(?:stdin|string)>$/;
/** Binding forms this reading cannot follow: a name bound by them is treated as possibly the work's. */
const OPAQUE_BINDING = /^\s*(?:def|class|async\s+def)\s+([A-Za-z_]\w*)|\bglobal\b|\bnonlocal\b|\bexec\s*\(|\beval\s*\(|__import__|\bimportlib\b|\bsetattr\s*\(|\bglobals\s*\(|\blocals\s*\(/;
/** A name as Python code uses one, not an attribute after a dot. */
const NAME = /(?<![\w.])[A-Za-z_]\w*/g;
/** An assignment statement: its targets, then `=` (or an augmented form), then the value. */
const ASSIGNMENT = /^\s*([A-Za-z_][\w\s,.[\]()*]*?)\s*(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=(?!=)(.*)$/s;
/** A `for` header binds its targets from what it iterates. */
const FOR_HEADER = /^\s*(?:async\s+)?for\s+(.+?)\s+in\s+(.+):\s*$/s;
/** `with x as y`, `except E as y`: the name after `as`, bound from what stands before it. */
const AS_BINDING = /^\s*(?:with|except)\b(.*)\bas\s+([A-Za-z_]\w*)\s*:\s*$/s;
/** `import a.b as c`, `import a, b`; `from a.b import c as d, e`. */
const IMPORT = /^\s*import\s+(.+)$/s;
const FROM_IMPORT = /^\s*from\s+([\w.]+)\s+import\s+\(?([^)]*)\)?\s*$/s;
/** Any string literal: a path, a command or a name typed as text may be the work's without naming it. */
const STRING_QUOTE = /["'`]/;
/** At most this much of the exception line and of the raising line is quoted. */
const MAX_QUOTED = 80;

interface Statement { text: string; lines: [number, number] }
interface Binding { value: string; module?: string; opaque?: boolean }

/**
 * The run's reading when its inline Python raised in a line of its own that nothing of the work
 * reaches: no result of the work, the fault named. Any other reading stands.
 */
export function withOwnFault(read: Outcome, item: Recognized, output: string | null, trajectory: Trajectory, index: number): Outcome {
  if (read.outcome !== "failed" || item.match.adHoc !== true || !PYTHON.test(item.argv[0]?.split("/").pop() ?? "")) return read;
  const code = inlineSource(item.argv.slice(1), item.command.heredocs);
  const work = trajectory.edits.filter((edit) => edit.kind !== "delete" && edit.toolCall !== null && edit.toolCall < index).map((edit) => edit.path);
  const fault = code === null ? null : ownFault(code, output, work);
  return fault === null ? read : { outcome: "unknown", from: "none", ownFault: fault };
}

/** What the code's own line raised, quoted with the line, when no value of the work reaches it; else null. */
export function ownFault(code: string, output: string | null, work: readonly string[]): string | null {
  const frames = tracebackFrames(output);
  const innermost = frames.findLastIndex((frame) => INLINE_FILE.test(frame.file));
  if (innermost < 0 || frames[innermost]!.function !== "<module>") return null;
  // it rose inside an installed library the traceback shows (an extension raising from C shows none: it may be the work's)
  const deeper = frames.slice(innermost + 1);
  const outsideLibraries = (file: string) => !LIBRARY_FILE.test(file) || namesWork(installedModule(file), work);
  if (deeper.length === 0 || deeper.some((frame) => outsideLibraries(frame.file))) return null;
  if (frames.some((frame) => work.some((path) => samePath(path, frame.file)))) return null;
  const end = (deeper.at(-1) ?? frames[innermost]!).end;
  const raised = [...(output ?? "").slice(end).matchAll(RAISED)][0]?.[1];
  if (raised === undefined || ABOUT_THE_WORLD.test(raised) || /"""|'''/.test(code)) return null;
  const statements = statementsOf(code);
  const { line } = frames[innermost]!;
  const raising = statements.find((statement) => statement.lines[0] <= line && line <= statement.lines[1]);
  if (raising === undefined || !reachesNothingOfWork(raising, statements, work)) return null;
  return `\`${clip(raised, MAX_QUOTED)}\` at \`${clip(raising.text.replace(/\s+/g, " ").trim(), MAX_QUOTED)}\``;
}

/** True when no name the raising statement reads is bound, at any remove, to the work, text or a binding this cannot follow. */
function reachesNothingOfWork(raising: Statement, statements: readonly Statement[], work: readonly string[]): boolean {
  const bindings = bindingsOf(statements);
  if (bindings === null) return false;
  const read = (text: string) => [...text.matchAll(NAME)].map(([name]) => name);
  const seen = new Set<string>();
  const pending = read(valueOf(raising.text));
  if (STRING_QUOTE.test(raising.text)) return false;
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const binding of bindings.get(name) ?? []) {
      if (binding.opaque === true || STRING_QUOTE.test(binding.value)) return false;
      if (binding.module !== undefined && namesWork(binding.module, work)) return false;
      pending.push(...read(binding.value));
    }
  }
  return true;
}

/** The part of a statement that is read: an assignment's value, else the whole statement. */
function valueOf(text: string): string {
  const assigned = ASSIGNMENT.exec(text);
  return assigned === null || /^\s*(?:if|elif|while|return|print|assert)\b/.test(text) ? text : assigned[2]!;
}

/** Whether a module's dotted name may be a file of the work: any part of it is a folder or a file stem of a changed path. */
function namesWork(module: string, work: readonly string[]): boolean {
  const parts = module.split(".").filter(Boolean);
  return work.some((path) => path.split(/[\\/]/).map((part) => part.replace(/\.[^.]*$/, "")).some((part) => parts.includes(part)));
}

/** An installed file's module, dotted: `…/site-packages/numpy/linalg/_linalg.py` is `numpy.linalg._linalg`. */
function installedModule(file: string): string {
  const inside = file.split(/[\\/](?:site-packages|dist-packages|lib[\\/]python\d[\d.]*)[\\/]/).pop() ?? file;
  return inside.replace(/\.[^./\\]*$/, "").split(/[\\/]/).join(".");
}

/** Each name the code binds, with what it is bound from; null when the code imports `*` (any name may be the work's). */
function bindingsOf(statements: readonly Statement[]): Map<string, Binding[]> | null {
  const bindings = new Map<string, Binding[]>();
  const bind = (name: string, binding: Binding) => bindings.set(name, [...(bindings.get(name) ?? []), binding]);
  for (const { text } of statements) {
    const opaque = OPAQUE_BINDING.exec(text);
    if (opaque !== null) {
      if (opaque[1] !== undefined) bind(opaque[1], { value: text, opaque: true });
      else for (const [name] of text.matchAll(NAME)) bind(name, { value: text, opaque: true });
      continue;
    }
    const from = FROM_IMPORT.exec(text);
    if (from !== null) {
      if (from[2]!.includes("*")) return null;
      for (const item of from[2]!.split(",")) bind(item.trim().split(/\s+as\s+/).pop()!, { value: "", module: `${from[1]}.${item.trim().split(/\s+/)[0]}` });
      continue;
    }
    const imported = IMPORT.exec(text);
    if (imported !== null) {
      for (const item of imported[1]!.split(",")) {
        const [module, alias] = item.trim().split(/\s+as\s+/);
        bind(alias ?? module!.split(".")[0]!, { value: "", module: module! });
      }
      continue;
    }
    const loop = FOR_HEADER.exec(text);
    const alias = loop === null ? AS_BINDING.exec(text) : null;
    if (loop !== null || alias !== null) {
      const [targets, value] = loop !== null ? [loop[1]!, loop[2]!] : [alias![2]!, alias![1]!];
      for (const [name] of targets.matchAll(NAME)) bind(name, { value });
      continue;
    }
    const assigned = ASSIGNMENT.exec(text);
    if (assigned !== null && !/^\s*(?:if|elif|while|return|print|assert|lambda)\b/.test(text)) {
      for (const [name] of assigned[1]!.matchAll(NAME)) bind(name, { value: assigned[2]! });
      // a subscript or attribute target (`A[0] = f(x)`, `obj.x = f(x)`) changes the object its base names
    }
  }
  return bindings;
}

/**
 * The code's statements: lines joined where brackets stay open or a line ends in `\`, then split at
 * `;` outside brackets, each with the physical lines it spans (1-based, as tracebacks count).
 */
export function statementsOf(code: string): Statement[] {
  const lines = code.split("\n");
  const statements: Statement[] = [];
  let [text, start, depth] = ["", 1, 0];
  lines.forEach((line, position) => {
    if (text === "") start = position + 1;
    const kept = withoutComment(line);
    const bare = kept.replace(/(["'])(?:\\.|(?!\1).)*\1/g, "''");
    for (const char of bare) depth = Math.max(0, depth + (OPENS.includes(char) ? 1 : CLOSES.includes(char) ? -1 : 0));
    text += `${kept}\n`;
    if (depth > 0 || /\\$/.test(bare.trimEnd())) return;
    for (const part of splitAtSemicolons(text)) statements.push({ text: part, lines: [start, position + 1] });
    text = "";
  });
  if (text !== "") statements.push({ text, lines: [start, lines.length] });
  return statements.filter((statement) => statement.text.trim() !== "" && !/^\s*#/.test(statement.text));
}

const OPENS = "([{";
const CLOSES = ")]}";

/** The line up to a `#` that stands outside a string. */
function withoutComment(line: string): string {
  let quote = "";
  for (let position = 0; position < line.length; position += 1) {
    const char = line[position]!;
    if (quote !== "") quote = char === "\\" ? (position += 1, quote) : char === quote ? "" : quote;
    else if (char === "'" || char === '"') quote = char;
    else if (char === "#") return line.slice(0, position);
  }
  return line;
}

/** `a=1; b=2` is two statements; a `;` inside a string or brackets is not a separator. */
function splitAtSemicolons(text: string): string[] {
  const parts: string[] = [];
  let [depth, quote, current] = [0, "", ""];
  for (const char of text) {
    if (quote !== "") quote = char === quote ? "" : quote;
    else if (char === "'" || char === '"') quote = char;
    else if (OPENS.includes(char)) depth += 1;
    else if (CLOSES.includes(char)) depth -= 1;
    else if (char === ";" && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  return [...parts, current];
}
