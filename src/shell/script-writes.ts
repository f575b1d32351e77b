import type { Edit } from "../model.js";
import type { FileChange } from "./change.js";

/**
 * Files a Python or Node script given inline writes, when it names them by a literal path (or a
 * name bound once to a literal): `open('out.json', 'w')`, `Path('x').write_text(…)`,
 * `fs.writeFileSync('x', …)`. A path computed at run time is not in the transcript: left out.
 */
export function scriptWrites(code: string, language: "python" | "node"): FileChange[] {
  const names = literalNames(code);
  const rules = language === "python" ? PYTHON_RULES : NODE_RULES;
  const changes: FileChange[] = [];
  for (const rule of rules) {
    for (const match of code.matchAll(rule.pattern)) {
      if (rule.mode && !rule.mode(match.groups?.mode ?? "")) continue;
      for (const [group, kind] of rule.paths) {
        const path = valueOf(match.groups?.[group], names);
        if (path !== null) changes.push({ path, kind, inferred: true });
      }
    }
  }
  return changes;
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

/** Names bound to a literal path once in the script (`out = 'result.json'`, `const p = "x"`). */
function literalNames(code: string): Map<string, string> {
  const seen = new Map<string, string | null>();
  const binding = /(?:^|[\s;(,])(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*(?:Path\(\s*)?[rRbB]?(['"])([^'"\n{}]+)\2\s*\)?\s*(?=$|[;\n,)])/gm;
  for (const match of code.matchAll(binding)) {
    const [name, value] = [match[1]!, match[3]!];
    seen.set(name, seen.has(name) && seen.get(name) !== value ? null : value);
  }
  return new Map([...seen].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** A literal's text, or the literal a name is bound to; null when neither. */
function valueOf(argument: string | undefined, names: Map<string, string>): string | null {
  if (!argument) return null;
  const literal = /^[rRbB]?(['"])(.*)\1$/.exec(argument);
  if (literal) return literal[2]!.includes("{") ? null : literal[2]!;
  return names.get(argument) ?? null;
}
