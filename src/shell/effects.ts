import { codeDigest } from "./code-digest.js";
import type { FileChange } from "./change.js";
import { outputOptionWrites, stripWrappers, unwrappedCommandWrites, type Write } from "./command-writes.js";
import type { ShellRedirect, ShellWord } from "./lexer.js";
import { resolvePath } from "./paths.js";
import { scriptWrites } from "./script-writes.js";

/** Redirections that write their target; `>&` only when its target is a file, not a descriptor. */
const WRITE_REDIRECTS = new Set([">", ">>", ">|", "&>", "&>>", "<>", ">&"]);
/** A word that is a glob (`test_*.py`, `out/?.log`) with no parameter or command expansion. */
const PLAIN_GLOB = /^[^$`]*[*?[][^$`]*$/;
/** Programs whose file operands are read (not written, not run). */
const READERS = new Set(["cat", "head", "tail", "less", "more", "wc", "diff", "cmp", "nl", "od", "xxd", "hexdump", "md5sum", "sha256sum", "file", "stat", "source", "."]);
/** Interpreters whose first operand is a script file they read and run. */
const RUNS_FILE = /^(?:python[\d.]*|node|nodejs|deno|bun|ruby|perl|php|(?:ba|z|da|k)?sh|Rscript|julia|lua)$/;

/** What one simple command does to files, resolved against the directory it runs in. */
export interface FileEffects {
  changes: FileChange[];
  reads: string[];
}

/**
 * The files a simple command writes (redirections, file commands, inline Python or Node) and
 * reads. `complete` is false for a command cut by the recorder: only its redirections and the files
 * its output options name count.
 */
export function fileEffects(
  words: ShellWord[],
  redirects: ShellRedirect[],
  context: { cwd: string | null; windows: boolean; complete: boolean },
): FileEffects {
  const { cwd, windows, complete } = context;
  const changes: FileChange[] = [];
  const own = complete ? stripWrappers(words) : [];
  // a cut command's operands may be incomplete, but a file an output option named before the cut is whole
  // (the cut's partial last word is already gone): `openssl req … -keyout k.pem -out c.pem -subj …(+55 chars)`
  const named = complete ? unwrappedCommandWrites(own, windows) : outputOptionWrites(stripWrappers(words).slice(1));
  for (const write of [...redirectWrites(redirects), ...named]) {
    const path = resolvePath(write.word.text, cwd);
    if (write.word.literal && path !== null) changes.push({ path, kind: write.kind, inferred: true });
    // a delete by a glob and no expansion: which files it named depends on what was there
    else if (write.kind === "delete" && path !== null && PLAIN_GLOB.test(write.word.text)) changes.push({ path, kind: "delete", inferred: true, pattern: true });
  }
  if (!complete) return { changes, reads: [] };
  const program = programOf(own[0]);
  changes.push(...inlineScriptWrites(program, own, redirects, cwd));
  return { changes, reads: reads(program, own, redirects, cwd) };
}

function redirectWrites(redirects: ShellRedirect[]): Write[] {
  return redirects
    .filter((redirect) => WRITE_REDIRECTS.has(redirect.op) && !(redirect.op === ">&" && /^(?:\d+|-)$/.test(redirect.target.text)))
    .map((redirect) => ({ word: redirect.target, kind: "unknown" }));
}

function programOf(word: ShellWord | undefined): string {
  return (word?.text ?? "").split(/[\\/]/).pop()!.toLowerCase();
}

/**
 * The code an interpreter is given inline (`-c`, `-e`) or on stdin (a heredoc, `<<<`), or null.
 * `flags` are the interpreter's inline-code options.
 */
export function inlineCode(own: ShellWord[], redirects: ShellRedirect[], flags: RegExp): string | null {
  const args = own.slice(1);
  const flagged = args.findIndex((arg) => flags.test(arg.text));
  if (flagged >= 0) return args[flagged + 1]?.text ?? null;
  const stdin = redirects.find((redirect) => redirect.body !== undefined || redirect.op === "<<<");
  const runsStdin = args.every((arg) => arg.text.startsWith("-")) || args.some((arg) => arg.text === "-");
  return stdin && runsStdin ? (stdin.body ?? stdin.target.text) : null;
}

/** Python and Node given a script inline: the files its code opens for writing or deletes. */
function inlineScriptWrites(name: string, own: ShellWord[], redirects: ShellRedirect[], cwd: string | null): FileChange[] {
  const language = /^python(?:\d+(?:\.\d+)?)?$/.test(name) ? "python" : ["node", "nodejs", "deno", "bun"].includes(name) ? "node" : null;
  if (language === null) return [];
  const code = inlineCode(own, redirects, language === "python" ? /^-\w*c$/ : /^(?:-e|-p|--eval|--print)$/);
  if (code === null) return [];
  // the code's digest: the same code run again on the same content writes the same content
  const by = codeDigest(code);
  return scriptWrites(code, language).flatMap((change) => {
    const path = resolvePath(change.path, cwd);
    return path === null ? [] : [{ ...change, path, by }];
  });
}

/** Shell or PowerShell code a command hands to a nested shell, with its dialect; null when none. */
export function nestedShellCode(words: ShellWord[], redirects: ShellRedirect[]): { code: string; windows: boolean } | null {
  const own = stripWrappers(words);
  const name = programOf(own[0]);
  if (/^(?:ba|z|da|k)?sh$/.test(name)) {
    const code = inlineCode(own, redirects, /^-\w*c\w*$/);
    return code === null ? null : { code, windows: false };
  }
  if (/^(?:powershell|pwsh)(?:\.exe)?$/.test(name)) {
    const args = own.slice(1);
    const flagged = args.findIndex((arg) => /^-(?:c|command)$/i.test(arg.text));
    return flagged >= 0 ? { code: args.slice(flagged + 1).map((arg) => arg.text).join(" "), windows: true } : null;
  }
  return null;
}

/** Files read: input redirections, the operands of readers, the script file an interpreter runs. */
function reads(name: string, own: ShellWord[], redirects: ShellRedirect[], cwd: string | null): string[] {
  const args = own.slice(1);
  const inputs = redirects.filter((redirect) => redirect.op === "<").map((redirect) => redirect.target);
  const operands = args.filter((arg) => !arg.text.startsWith("-"));
  const read = READERS.has(name) ? operands : RUNS_FILE.test(name) && args[0] !== undefined && !args[0].text.startsWith("-") ? [args[0]] : [];
  return [...read, ...inputs].filter((word) => word.literal).flatMap((word) => resolvePath(word.text, cwd) ?? []);
}
