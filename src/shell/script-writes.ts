import type { Edit } from "../model.js";
import type { FileChange } from "./change.js";

/**
 * Files a Python or Node script given inline writes, when it names them by a literal path (or by
 * a name bound only to that literal, never to anything else nor as a parameter): `open('out.json',
 * 'w')`, `Path('x').write_text(…)`, `fs.writeFileSync('x', …)`. A path computed at run time is not
 * in the transcript: left out.
 */
export function scriptWrites(source: string, language: "python" | "node"): FileChange[] {
  // a triple-quoted string is data (the old and new text of a patch the script applies), not code that binds or writes
  const code = language === "python" && LONG_QUOTE.test(source) ? source.replace(LONG_STRING, "''") : source;
  const names = literalNames(code);
  const rules = language === "python" ? PYTHON_RULES : NODE_RULES;
  const changes: FileChange[] = [];
  const moves = directoryChanges(code, names);
  for (const rule of rules) {
    for (const match of code.matchAll(rule.pattern)) {
      if (rule.mode && !rule.mode(match.groups?.mode ?? "")) continue;
      const folder = moves.findLast((move) => move.at < match.index)?.folder ?? null;
      for (const [group, kind] of rule.paths) {
        for (const path of valuesOf(match.groups?.[group], names)) changes.push({ path: within(folder, path), kind, inferred: true });
      }
    }
  }
  return changes;
}

/** The folders a script moves into, in order, each joined to the one before; a folder computed at run time ends what is known. */
function directoryChanges(code: string, names: Map<string, string[]>): { at: number; folder: string | null }[] {
  const moves: { at: number; folder: string | null }[] = [];
  for (const match of code.matchAll(CHDIR)) {
    const [target] = valuesOf(match.groups?.path, names);
    const before = moves.at(-1)?.folder ?? null;
    moves.push({ at: match.index, folder: target === undefined || (before === null && moves.length > 0) ? null : within(before, target) });
  }
  return moves;
}

/** Python's triple-quoted strings, with any prefix (`r'''…'''`, `"""…"""`). */
const LONG_QUOTE = /'''|"""/;
const LONG_STRING = /[rRbBuUfF]{0,2}('''|""")[\s\S]*?\1/g;

/** A relative path read from a folder the script moved into; an absolute one, or no known move, as written. */
function within(folder: string | null, path: string): string {
  if (folder === null || path.startsWith("/")) return path;
  return `${folder.replace(/\/+$/, "")}/${path.replace(/^\.\//, "")}`;
}

interface Rule {
  pattern: RegExp;
  /** Groups that hold a path argument, and the change each one makes. */
  paths: [string, Edit["kind"]][];
  mode?: (mode: string) => boolean;
}

/** One argument: a string literal or a bare name (resolved through the script's assignments). */
const ARG = String.raw`(?:[rRbB]?(?:'[^'\n]*'|"[^"\n]*")|[A-Za-z_]\w*)`;
const arg = (name: string) => `(?<${name}>${ARG})`;
/** `os.chdir('repro')`, `process.chdir('/app/x')`: where the script's relative paths lead from that point on. */
const CHDIR = new RegExp(String.raw`\b(?:os|process)\.chdir\(\s*${arg("path")}\s*\)`, "g");
const writesMode = (mode: string) => /[wax+]/.test(mode);

const PYTHON_RULES: Rule[] = [
  {
    pattern: new RegExp(String.raw`\b(?:io\.|codecs\.)?open\(\s*${arg("path")}\s*,\s*(?:mode\s*=\s*)?[rRbB]?['"](?<mode>[rwabxt+]+)['"]`, "g"),
    paths: [["path", "unknown"]],
    mode: writesMode,
  },
  { pattern: new RegExp(String.raw`\bPath\(\s*${arg("path")}\s*\)\.(?:write_text|write_bytes|touch)\(`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`\bPath\(\s*${arg("path")}\s*\)\.open\(\s*(?:mode\s*=\s*)?['"](?<mode>[rwabxt+]+)['"]`, "g"), paths: [["path", "unknown"]], mode: writesMode },
  { pattern: new RegExp(String.raw`\b(?<path>[A-Za-z_]\w*)\.(?:write_text|write_bytes)\(`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`\bPath\(\s*${arg("path")}\s*\)\.unlink\(`, "g"), paths: [["path", "delete"]] },
  { pattern: new RegExp(String.raw`\bos\.(?:remove|unlink)\(\s*${arg("path")}\s*\)`, "g"), paths: [["path", "delete"]] },
  { pattern: new RegExp(String.raw`\bshutil\.(?:copy|copy2|copyfile)\(\s*${ARG}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`\b(?:shutil\.move|os\.rename|os\.replace)\(\s*${arg("from")}\s*,\s*${arg("path")}\s*\)`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
  { pattern: new RegExp(String.raw`\.(?:to_csv|to_json|to_parquet|to_excel|savefig)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`\b(?:np|numpy)\.(?:save|savetxt|savez)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
];

const FS = String.raw`\b(?:fs|fsp|fs\.promises|promises)\.`;
const NODE_RULES: Rule[] = [
  { pattern: new RegExp(String.raw`(?:${FS}|\b)(?:writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream)\(\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`${FS}(?:unlinkSync|unlink|rmSync|rm)\(\s*${arg("path")}`, "g"), paths: [["path", "delete"]] },
  { pattern: new RegExp(String.raw`${FS}(?:copyFileSync|copyFile|cpSync)\(\s*${ARG}\s*,\s*${arg("path")}`, "g"), paths: [["path", "unknown"]] },
  { pattern: new RegExp(String.raw`${FS}(?:renameSync|rename)\(\s*${arg("from")}\s*,\s*${arg("path")}`, "g"), paths: [["from", "delete"], ["path", "unknown"]] },
];

/**
 * Names bound to literal paths: once in the script (`out = 'result.json'`, `const p = "x"`), or by a
 * Python loop over a literal collection (`for p in ['a.py', 'b.py']:`, `for p, subs in edits.items():`
 * where `edits` is a dict literal keyed by path).
 */
function literalNames(code: string): Map<string, string[]> {
  const seen = new Map<string, string | null>();
  const binding = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:(?:pathlib\.)?Path\(\s*)?[rRbB]?(['"])([^'"\n{}]+)\2\s*\)?\s*(?=$|[;\n,)])/gm;
  const literal = new Map<string, number>();
  for (const match of code.matchAll(binding)) {
    const [name, value] = [match[1]!, match[3]!];
    seen.set(name, seen.has(name) && seen.get(name) !== value ? null : value);
    literal.set(name, (literal.get(name) ?? 0) + 1);
  }
  // a name also bound to anything else (`path = f'/tmp/{n}.png'`, a function's parameter) holds no one literal
  for (const name of otherBindings(code, literal)) seen.set(name, null);
  const names = new Map([...seen].filter((entry): entry is [string, string] => entry[1] !== null).map(([name, value]) => [name, [value]]));
  for (const [name, values] of loopNames(code)) if (!seen.has(name)) names.set(name, values);
  return names;
}

/** Every `NAME =` (not `==`): a binding of any value, literal or not. */
const ANY_BINDING = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=(?!=)/gm;
/** `def f(a, path='x', *args):`: its parameters are bound to whatever a call passes. */
const PYTHON_DEF = /\bdef\s+\w+\s*\(([^)]*)\)/g;

/** Names bound more often than to the literals counted, or as a function's parameters. */
function otherBindings(code: string, literal: ReadonlyMap<string, number>): Set<string> {
  const all = new Map<string, number>();
  for (const match of code.matchAll(ANY_BINDING)) all.set(match[1]!, (all.get(match[1]!) ?? 0) + 1);
  const other = new Set([...all].filter(([name, count]) => literal.has(name) && count > literal.get(name)!).map(([name]) => name));
  for (const match of code.matchAll(PYTHON_DEF)) {
    for (const parameter of match[1]!.split(",")) {
      const name = /^\s*\**([A-Za-z_]\w*)/.exec(parameter)?.[1];
      if (name !== undefined && literal.has(name)) other.add(name);
    }
  }
  return other;
}

/** `for NAME[, …] in DICT[.items()|.keys()]:` and `for NAME in [LITERALS]:` (or a tuple). */
const FOR_IN_NAME = /^[ \t]*for\s+([A-Za-z_]\w*)(?:\s*,\s*[A-Za-z_]\w*)*\s+in\s+([A-Za-z_]\w*)(?:\.items\(\)|\.keys\(\))?\s*:/gm;
const FOR_IN_LIST = /^[ \t]*for\s+([A-Za-z_]\w*)\s+in\s+[[(]((?:\s*[rRbB]?(?:'[^'\n]*'|"[^"\n]*")\s*,?)+)\s*[\])]\s*:/gm;
const STRING_LITERAL = /[rRbB]?(?:'([^'\n]*)'|"([^"\n]*)")/g;
/** `NAME = {`: a dict literal whose top-level keys a loop may walk. */
const DICT_START = /^[ \t]*([A-Za-z_]\w*)\s*=\s*\{/gm;

/** The literal paths each loop variable takes, when the loop walks a literal collection. */
function loopNames(code: string): Map<string, string[]> {
  const dicts = new Map<string, string[]>();
  for (const match of code.matchAll(DICT_START)) dicts.set(match[1]!, dictKeys(code, match.index + match[0].length));
  const names = new Map<string, string[]>();
  for (const match of code.matchAll(FOR_IN_NAME)) {
    const keys = dicts.get(match[2]!);
    if (keys !== undefined && keys.length > 0) names.set(match[1]!, keys);
  }
  for (const match of code.matchAll(FOR_IN_LIST)) {
    names.set(match[1]!, [...match[2]!.matchAll(STRING_LITERAL)].map((literal) => literal[1] ?? literal[2]!));
  }
  return names;
}

/** The string keys at the top level of the dict literal that opens just before `start`. */
function dictKeys(code: string, start: number): string[] {
  const keys: string[] = [];
  let depth = 1;
  for (let index = start; index < code.length && depth > 0; index += 1) {
    const char = code[index]!;
    if (char === "'" || char === '"') {
      const end = code.indexOf(char, index + 1);
      if (end < 0 || code.slice(index + 1, end).includes("\n")) return keys;
      if (depth === 1 && /^\s*:/.test(code.slice(end + 1, end + 8))) keys.push(code.slice(index + 1, end));
      index = end;
    } else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) depth -= 1;
  }
  return keys;
}

/** A literal's text, or the literals a name is bound to; none when neither. */
function valuesOf(argument: string | undefined, names: Map<string, string[]>): string[] {
  if (!argument) return [];
  const literal = /^[rRbB]?(['"])(.*)\1$/.exec(argument);
  if (literal) return literal[2]!.includes("{") ? [] : [literal[2]!];
  return names.get(argument) ?? [];
}
