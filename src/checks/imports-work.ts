import type { Edit, ToolCall } from "../model.js";
import type { VerificationRun } from "./verification.js";
import { samePath } from "./paths.js";
import { scriptText } from "./script-text.js";

/**
 * Whether the agent's script imports a module the work changed (`from hookrelay.signing import
 * parse_signature_header`, `require('../src/slug')`): what it prints of that module's values is the
 * work's, even when the script itself is scratch.
 */

/** Python's `from a.b import c` and `import a.b`; JavaScript's `from './src/x'` and `require('../lib/y')`. */
const IMPORTS = /^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import\b|import[ \t]+([\w.]+))|\b(?:from|require\()[ \t]*["'](\.{1,2}\/[^"']+)["']/gm;
/** The source extensions a JavaScript import may leave off. */
const SCRIPT_EXTENSIONS = ["", ".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx"];

/** The files an import may name: `a/b.py`, `a/b/__init__.py`; `src/x`, `src/x.ts`, … */
function importedFiles(text: string): string[] {
  return [...text.matchAll(IMPORTS)].flatMap(([, from, plain, relative]) => {
    if (relative !== undefined) return SCRIPT_EXTENSIONS.map((extension) => `${relative.replace(/^(?:\.{1,2}\/)+/, "")}${extension}`);
    const module = (from ?? plain)!.replace(/\./g, "/");
    return [`${module}.py`, `${module}/__init__.py`];
  });
}

/** True when the run's own script, as the transcript shows it, imports a file the work changed. */
export function importsWork(run: VerificationRun, work: readonly Edit[], calls: readonly ToolCall[], edits: readonly Edit[]): boolean {
  const script = run.runner.split(" ").at(-1) ?? "";
  // read only: scriptText takes the trajectory's arrays and never changes them
  const text = scriptText({ toolCalls: calls as ToolCall[], edits: edits as Edit[] }, script, run.call);
  if (text === null) return false;
  const files = importedFiles(text);
  return work.some((change) => change.kind !== "delete" && files.some((file) => samePath(change.path, file)));
}
