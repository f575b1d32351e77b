import { codeDigest } from "../shell/code-digest.js";
import type { FileChange } from "./edits.js";
import { stripWrappers } from "../shell/command-writes.js";
import { writtenCommands } from "../shell/flat.js";
import type { ShellWord } from "../shell/lexer.js";
import { resolvePath } from "../shell/paths.js";
import { patchLeavesTree } from "../shell/patch-reads.js";
import { scriptWrites } from "../shell/script-writes.js";
import type { SimpleNode as ShellCommand } from "../shell/syntax.js";
import { shellWrites } from "./shell-writes.js";

type Language = "python" | "node" | "shell";

/** Tool input fields that name the file a tool writes, and those that carry its whole text. */
const PATH_FIELDS = ["file_path", "path", "target_file", "filename", "absolute_path"] as const;
const TEXT_FIELDS = ["content", "file_text", "contents", "text"] as const;
/** Replacement pairs of edit tools (Claude Edit, str_replace_editor), applied to a script's known text. */
const REPLACE_FIELDS = [["old_string", "new_string"], ["old_str", "new_str"]] as const;
/** Interpreters whose first operand is a script file, and the options of theirs that take a value. */
const INTERPRETERS: readonly { name: RegExp; language: Language; valueOption: RegExp; noScript: RegExp }[] = [
  { name: /^python(?:\d+(?:\.\d+)?)?$/, language: "python", valueOption: /^-[WX]$/, noScript: /^-\w*[cm]$/ },
  { name: /^(?:node|nodejs|bun|deno|tsx|ts-node)$/, language: "node", valueOption: /^(?:-r|--require|--import|--loader)$/, noScript: /^(?:-e|-p|--eval|--print)$/ },
  { name: /^(?:ba|z|da|k)?sh$/, language: "shell", valueOption: /^-o$/, noScript: /^-\w*c$/ },
];
/** `deno run x.ts`, `bun run x.js`: the subcommand before the script. */
const RUN_SUBCOMMAND = /^(?:run)$/;
const BY_EXTENSION: readonly [RegExp, Language][] = [
  [/\.py$/, "python"],
  [/\.[cm]?[jt]s$/, "node"],
  [/\.(?:ba|z)?sh$/, "shell"],
];
/** A command that may write, delete (`rm`) or run a script; others are not parsed again (the builder's hot path). */
const MAY_WRITE_OR_RUN = /[<>]|\btee\b|\brm\b|\bunlink\b|\bapply\b|\bpatch\b|\b(?:python|node|nodejs|bun|deno|tsx|ts-node)|\b(?:ba|z|da|k)?sh\b|(?:^|[\s;&|(])\.{0,2}\//;
const SHEBANG: readonly [RegExp, Language][] = [
  [/^#!.*\bpython/, "python"],
  [/^#!.*\b(?:node|deno|bun)\b/, "node"],
  [/^#!.*\b(?:ba|z|da|k)?sh\b/, "shell"],
];

/**
 * Scripts the agent wrote and later ran. An agent often writes `apply_fix.py` (or a shell or Node
 * script) that rewrites the PR's file, then runs it: the script's file writes, read from its text
 * with the reader of inline `python3 - <<EOF` code, are edits of the call that ran it. A script is
 * known by the text a heredoc, an `echo`/`printf` redirect or a file tool wrote; an edit tool's
 * replacement is applied to that text.
 */
export class AgentScripts {
  private readonly texts = new Map<string, string>();

  /** The files this call writes by running a script written earlier (or earlier in the same command). */
  changesOf(input: Record<string, unknown>, command: string | null, cwd: string | null): FileChange[] {
    if (command === null) {
      this.noteTool(input, cwd);
      return [];
    }
    if (!MAY_WRITE_OR_RUN.test(command)) return [];
    const changes: FileChange[] = [];
    let dir = cwd;
    for (const cmd of writtenCommands(command)) {
      const [verb, target] = cmd.words;
      if (verb?.text === "cd" && cmd.separator !== "|") dir = target?.literal ? resolvePath(target.text, dir) : null;
      this.noteShell(cmd, dir);
      const patched = patchApplied(cmd);
      const patch = patched === null ? null : this.textOf(patched.path, dir);
      if (patched !== null && patch !== null) {
        // the patch's text is the version it leaves: the same patch applied again leaves the same files
        const by = codeDigest(patch);
        for (const target of patchTargetsOf(patch, patched.strip)) {
          const path = resolvePath(target, dir);
          if (path !== null) changes.push({ path, kind: "update", inferred: true, by });
        }
        continue;
      }
      const run = scriptRun(cmd);
      const text = run ? this.textOf(run.path, dir) : null;
      if (run === null || text === null) continue;
      const language = run.language ?? languageOf(run.path, text);
      if (language === null) continue;
      const written = language === "shell" ? shellWrites(text, { cwd: dir, windows: false }) : scriptWrites(text, language);
      const by = codeDigest(text);
      for (const change of written) {
        const path = resolvePath(change.path, dir);
        if (path !== null) changes.push({ ...change, path, inferred: true, by });
      }
    }
    return changes;
  }

  private noteTool(input: Record<string, unknown>, cwd: string | null): void {
    const path = PATH_FIELDS.map((field) => input[field]).find((value): value is string => typeof value === "string" && value !== "");
    if (path === undefined) return;
    const text = TEXT_FIELDS.map((field) => input[field]).find((value): value is string => typeof value === "string");
    // a tool that names a file but neither writes nor replaces text in it (a read) changes no script:
    // its path is not resolved (two resolutions a call, ~5 ms on a 100 MB session's reads; Run 34)
    if (text === undefined && !REPLACE_FIELDS.some(([from, to]) => typeof input[from] === "string" && typeof input[to] === "string")) return;
    const key = resolvePath(path, cwd);
    if (key === null) return;
    if (text !== undefined) {
      this.texts.set(key, text);
      return;
    }
    const known = this.textOf(key, cwd);
    for (const [from, to] of REPLACE_FIELDS) {
      const [old, replacement] = [input[from], input[to]];
      if (known !== null && typeof old === "string" && typeof replacement === "string" && known.includes(old)) {
        this.texts.set(key, known.replace(old, replacement));
      }
    }
  }

  /** `cat > f <<EOF`, `tee f <<EOF`, `echo … > f`, `printf … > f`: the text a simple command puts in a file. */
  private noteShell(cmd: ShellCommand, cwd: string | null): void {
    const [verb, ...args] = stripWrappers(cmd.words);
    // a script deleted is gone: running it later fails to start and writes nothing
    if (verb?.text === "rm" || verb?.text === "unlink") {
      for (const arg of args) if (arg.literal && !arg.text.startsWith("-")) this.forget(arg.text, cwd);
      return;
    }
    const heredoc = cmd.redirects.find((redirect) => redirect.body !== undefined)?.body;
    const targets = cmd.redirects.filter((redirect) => redirect.op === ">" || redirect.op === ">|").map((redirect) => redirect.target);
    let text: string | null = null;
    if (heredoc !== undefined && (verb === undefined || verb.text === "cat" || verb.text === "tee")) text = heredoc;
    else if (verb?.text === "echo") text = `${args.filter((arg, index) => index > 0 || !/^-[neE]+$/.test(arg.text)).map((arg) => arg.text).join(" ")}\n`;
    else if (verb?.text === "printf" && args.length === 1) text = args[0]!.text.replace(/\\n/g, "\n").replace(/\\t/g, "\t");
    if (verb?.text === "tee") targets.push(...args.filter((arg) => !arg.text.startsWith("-")));
    if (text === null) return;
    for (const target of targets) {
      const key = target.literal ? resolvePath(target.text, cwd) : null;
      if (key !== null) this.texts.set(key, text);
    }
  }

  private forget(path: string, cwd: string | null): void {
    const key = resolvePath(path, cwd);
    if (key !== null) this.texts.delete(key);
  }

  /** The text last written to the script, found by its path (or by the end of it, when one is relative). */
  private textOf(path: string, cwd: string | null): string | null {
    const key = resolvePath(path, cwd);
    if (key === null) return null;
    const exact = this.texts.get(key);
    if (exact !== undefined) return exact;
    const suffix = [...this.texts.keys()].filter((known) => known.endsWith(`/${key}`) || key.endsWith(`/${known}`));
    return suffix.length === 1 ? this.texts.get(suffix[0]!)! : null;
  }
}


/**
 * The patch file a command applies to the work tree, and the leading folders its paths drop: `git apply
 * x.diff` (1 unless `-pN`; not `--check`, `--stat`, `--cached`), `patch -p1 < x.diff`, `patch -p1 -i x.diff`.
 */
function patchApplied(cmd: ShellCommand): { path: string; strip: number } | null {
  const [verb, ...args] = stripWrappers(cmd.words);
  const texts = args.map((arg) => arg.text);
  const strip = (fallback: number) => {
    const option = texts.find((text) => /^-p\d+$/.test(text));
    return option === undefined ? fallback : Number(option.slice(2));
  };
  if (verb?.text === "git" && texts[0] === "apply") {
    if (patchLeavesTree(texts)) return null;
    const file = args.slice(1).find((arg) => arg.literal && !arg.text.startsWith("-"));
    return file === undefined ? null : { path: file.text, strip: strip(1) };
  }
  if (verb?.text !== "patch" || patchLeavesTree(texts)) return null;
  const input = texts.indexOf("-i");
  const fromInput = input === -1 ? undefined : args[input + 1];
  const fromRedirect = cmd.redirects.find((redirect) => redirect.op === "<")?.target;
  const file = fromInput ?? fromRedirect;
  return file === undefined || !file.literal ? null : { path: file.text, strip: strip(0) };
}

/** The files a unified diff changes, its `+++` paths with `strip` leading folders dropped (`/dev/null` aside). */
function patchTargetsOf(patch: string, strip: number): string[] {
  const targets = [...patch.matchAll(/^\+\+\+ ([^\t\n]+)/gm)].map((match) => match[1]!.trim()).filter((path) => path !== "/dev/null");
  return [...new Set(targets.map((path) => path.split("/").slice(strip).join("/")).filter((path) => path !== ""))];
}

/** The script a simple command runs: `python3 apply_fix.py`, `node fix.js`, `bash fix.sh`, `./fix.py`. */
function scriptRun(cmd: ShellCommand): { path: string; language: Language | null } | null {
  const [verb, ...args] = stripWrappers(cmd.words);
  if (!verb?.literal) return null;
  const name = verb.text.split("/").pop()!;
  const interpreter = INTERPRETERS.find((candidate) => candidate.name.test(name));
  if (interpreter === undefined) return verb.text.includes("/") ? { path: verb.text, language: null } : null;
  const script = firstOperand(args, interpreter.valueOption, interpreter.noScript);
  return script?.literal ? { path: script.text, language: interpreter.language } : null;
}

function firstOperand(args: ShellWord[], valueOption: RegExp, noScript: RegExp): ShellWord | null {
  for (let index = 0; index < args.length; index += 1) {
    const text = args[index]!.text;
    if (noScript.test(text) || text === "-") return null;
    if (valueOption.test(text)) index += 1;
    else if (!text.startsWith("-") && !(index === 0 && RUN_SUBCOMMAND.test(text))) return args[index]!;
  }
  return null;
}

function languageOf(path: string, text: string): Language | null {
  return BY_EXTENSION.find(([pattern]) => pattern.test(path))?.[1] ?? SHEBANG.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
