import type { Edit } from "../model.js";
import { gitCommand } from "./git-args.js";
import { gitCheckoutOf } from "./git-checkout.js";
import type { ShellWord } from "./lexer.js";
import { protocWrites } from "./protoc-writes.js";

/** A file a command writes, as the word that names it (resolved against the directory later). */
export interface Write {
  word: ShellWord;
  kind: Edit["kind"];
}

type Handler = (args: ShellWord[]) => Write[];

const writes = (words: ShellWord[], kind: Edit["kind"]): Write[] => words.map((word) => ({ word, kind }));

/** Options that take a value as the next word, per command (so the value is not read as a file). */
const VALUE_OPTIONS: Record<string, RegExp> = {
  sed: /^-[a-zA-Z]*[ef]$|^--(?:expression|file)$/,
  // perl's switches cluster with digits (`-0pi -e`, `-0777ne`)
  perl: /^-[a-zA-Z0-9]*e$/,
  ed: /^-p$/,
  cp: /^-[tS]$|^--(?:target-directory|suffix)$/,
  mv: /^-[tS]$|^--(?:target-directory|suffix)$/,
  install: /^-[mogtS]$|^--(?:mode|owner|group|target-directory|suffix)$/,
  ln: /^-[tS]$|^--(?:target-directory|suffix)$/,
  patch: /^-[pidorDFzBYVg]$|^--(?:strip|input|directory|output|reject-file|ifdef|fuzz|suffix|prefix|version-control|get)$/,
  "git apply": /^-[pC]$|^--(?:directory|include|exclude)$/,
  touch: /^-[dtr]$|^--(?:date|reference)$/,
  truncate: /^-[sr]$|^--(?:size|reference)$/,
  tee: /^$/,
  rm: /^$/,
};

/** The command's operands: words that are not options, nor the values of options. */
function operands(verb: string, args: ShellWord[]): ShellWord[] {
  return operandIndexes(verb, args.map((arg) => arg.text)).map((index) => args[index]!);
}

/** The operands of `verb`'s arguments as text (`ln -sfn /app/main link` → `/app/main`, `link`). */
export function operandTexts(verb: string, args: readonly string[]): string[] {
  return operandIndexes(verb, args).map((index) => args[index]!);
}

function operandIndexes(verb: string, args: readonly string[]): number[] {
  const takesValue = VALUE_OPTIONS[verb] ?? /^$/;
  const result: number[] = [];
  let optionsEnded = false;
  for (let index = 0; index < args.length; index += 1) {
    const text = args[index]!;
    if (!optionsEnded && text === "--") optionsEnded = true;
    else if (!optionsEnded && text.startsWith("-") && text.length > 1) index += Number(takesValue.test(text));
    else result.push(index);
  }
  return result;
}

/** `cp a b`, `cp a b dir/`, `cp -t dir a b`: the files written, and the sources. */
function copyTargets(verb: string, args: ShellWord[]): { sources: ShellWord[]; written: ShellWord[] } {
  const targetOption = args.findIndex((arg) => arg.text === "-t" || arg.text === "--target-directory");
  const files = operands(verb, args);
  const directory = targetOption >= 0 ? args[targetOption + 1] : files.length >= 2 ? files[files.length - 1] : undefined;
  if (!directory) return { sources: [], written: [] };
  const sources = targetOption >= 0 ? files : files.slice(0, -1);
  const intoDirectory = targetOption >= 0 || sources.length > 1 || /[\\/]$|^\.\.?$/.test(directory.text);
  const written = intoDirectory
    ? sources.map((source) => ({ text: `${directory.text.replace(/[\\/]$/, "")}/${source.text.split("/").pop()}`, literal: directory.literal && source.literal }))
    : [directory];
  return { sources, written };
}

/** perl's switches that take the rest of their word as their value (`-Mstrict`, `-Ilib`, `-F,`): no `i` in it is `-i`. */
const PERL_VALUED = new Set(["M", "m", "I", "x", "d", "D", "F", "C"]);

/**
 * The in-place suffix a perl switch cluster gives (`-pi.bak` → ".bak", `-0pi` → ""), or null when it has no `-i`:
 * read left to right, stopping at a switch whose value is the rest of the word.
 */
function perlInPlace(word: string): string | null {
  if (!/^-[a-zA-Z0-9]/.test(word) || word.startsWith("--")) return null;
  for (let at = 1; at < word.length; at += 1) {
    const switchChar = word[at]!;
    if (switchChar === "i") return word.slice(at + 1);
    // `-0777`, `-l0`: digits belong to the switch before them
    if (switchChar === "0" || switchChar === "l") {
      while (/\d/.test(word[at + 1] ?? "")) at += 1;
      continue;
    }
    if (PERL_VALUED.has(switchChar) || !/[a-zA-Z]/.test(switchChar)) return null;
  }
  return null;
}

function sedOrPerlInPlace(verb: "sed" | "perl", args: ShellWord[]): Write[] {
  const inPlace = args.some((arg) => (verb === "sed" ? /^-[a-zA-Z]*i|^--in-place/.test(arg.text) : perlInPlace(arg.text) !== null));
  if (!inPlace) return [];
  const scriptOption = VALUE_OPTIONS[verb]!;
  // BSD sed spells "no backup" as a separate empty word: `sed -i '' 's/a/b/' f`
  const files = operands(verb, args).filter((word) => word.text !== "");
  // the script is the value of -e (or -f); without one it is the first operand
  const edited = args.some((arg) => scriptOption.test(arg.text)) ? files : files.slice(1);
  // `sed -i.orig`, `perl -pi.bak`: each file's original kept beside it under the suffix
  const suffix = inPlaceSuffix(verb, args);
  const kept = suffix === null ? [] : edited.map((word) => ({ ...word, text: `${word.text}${suffix}` }));
  return [...writes(edited, "update"), ...writes(kept, "create")];
}

/**
 * The suffix an in-place edit keeps each original under: what follows `-i` in its word (`-i.orig`,
 * `-pi.bak`, GNU sed's `-ie` is suffix `e`) or `--in-place=.bak`; null without one, or a template (`*`).
 */
function inPlaceSuffix(verb: "sed" | "perl", args: ShellWord[]): string | null {
  for (const { text } of args) {
    const long = verb === "sed" ? /^--in-place=(.+)$/.exec(text) : null;
    const short = verb === "sed" ? /^-[a-zA-Z]*?i(.+)$/.exec(text)?.[1] ?? null : perlInPlace(text) || null;
    const suffix = long?.[1] ?? (short !== null && !text.startsWith("--") ? short : null);
    if (suffix !== null) return suffix.includes("*") ? null : suffix;
  }
  return null;
}

/** `-o file` / `--output file` / `-ofile` / `--output=file`, for curl and wget. */
function optionValue(args: ShellWord[], short: string, long: string): ShellWord | undefined {
  for (let index = 0; index < args.length; index += 1) {
    const text = args[index]!.text;
    if (text === short || text === long) return args[index + 1];
    if (text.startsWith(`${long}=`)) return { ...args[index]!, text: text.slice(long.length + 1) };
    if (text.startsWith(short) && text.length > short.length && !text.startsWith("--")) return { ...args[index]!, text: text.slice(short.length) };
  }
  return undefined;
}

const UNIX: Record<string, Handler> = {
  tee: (args) => writes(operands("tee", args), "unknown"),
  touch: (args) => writes(operands("touch", args), "unknown"),
  truncate: (args) => writes(operands("truncate", args), "update"),
  rm: (args) => writes(operands("rm", args), "delete"),
  unlink: (args) => writes(operands("rm", args), "delete"),
  sed: (args) => sedOrPerlInPlace("sed", args),
  perl: (args) => sedOrPerlInPlace("perl", args),
  // the line editor: `printf '%s\n' '/x/a' … w q | ed -s f.py` edits its file operand in place
  ed: (args) => writes(operands("ed", args), "update"),
  cp: (args) => writes(copyTargets("cp", args).written, "unknown"),
  install: (args) => (args.some((arg) => arg.text === "-d") ? [] : writes(copyTargets("install", args).written, "unknown")),
  mv: (args) => {
    const { sources, written } = copyTargets("mv", args);
    return [...writes(sources, "delete"), ...writes(written, "unknown")];
  },
  ln: (args) => {
    const files = operands("ln", args);
    return files.length >= 2 ? writes(files.slice(-1), "create") : [];
  },
  dd: (args) => writes(args.filter((arg) => arg.text.startsWith("of=")).map((arg) => ({ ...arg, text: arg.text.slice(3) })), "unknown"),
  curl: (args) => {
    const output = optionValue(args, "-o", "--output");
    return output ? writes([output], "unknown") : [];
  },
  // a version from another commit or a merge's side is written over the file (the committed one is
  // the agent's change undone: src/checks/git-restore.ts reads that)
  git: (args) => {
    const rewritten = historyRewrite(args);
    if (rewritten !== null) return writes([rewritten], "unknown");
    const removed = gitRemoved(args);
    if (removed.length > 0) return writes(removed, "delete");
    const checkout = gitCheckoutOf(["git", ...args.map((arg) => arg.text)]);
    if (checkout?.from !== "other") return [];
    return writes(args.filter((arg) => arg.literal && checkout.paths.includes(arg.text)), "unknown");
  },
  patch: (args) => writes(patchTargets(args), "update"),
  find: (args) => findWrites(args),
  xargs: (args) => xargsWrites(args),
  protoc: (args) => writes(protocWrites(args), "unknown"),
  vim: (args) => writes(vimEdits(args, false), "update"),
  vi: (args) => writes(vimEdits(args, false), "update"),
  nvim: (args) => writes(vimEdits(args, false), "update"),
  ex: (args) => writes(vimEdits(args, true), "update"),
  wget: (args) => {
    const output = optionValue(args, "-O", "--output-document");
    return output && output.text !== "-" ? writes([output], "unknown") : [];
  },
};

/** find's actions that run a command on each file found, up to their `;` or `+`. */
const FIND_EXEC = /^-(?:exec|execdir|ok|okdir)$/;

/**
 * `find src -name '*.py' -exec sed -i 's/a/b/' {} +`: the files found are not named in the transcript, so
 * the folders searched are what it wrote (a change to some file under them). Only when the command it
 * runs rewrites its operand (`sed -i`, `perl -pi`); a delete (`-delete`, `-exec rm`) clears caches and
 * builds far more often than it changes the work, and names nothing to tell them apart.
 */
function findWrites(args: ShellWord[]): Write[] {
  const expression = args.findIndex((arg) => /^[-(!]/.test(arg.text) && arg.text !== "-");
  const roots = (expression === -1 ? args : args.slice(0, expression)).filter((arg) => !arg.text.startsWith("-"));
  const searched = roots.length > 0 ? roots : [{ ...args[0]!, text: "." }];
  if (args.length === 0) return [];
  const exec = args.findIndex((arg) => FIND_EXEC.test(arg.text));
  if (exec === -1) return [];
  const end = args.findIndex((arg, index) => index > exec && (arg.text === ";" || arg.text === "+"));
  return writesOperand(args.slice(exec + 1, end === -1 ? undefined : end)) ? writes(searched, "unknown") : [];
}

/** xargs's own options that take a value as the next word. */
const XARGS_VALUE = /^-[nLPIsdEa]$|^--(?:max-args|max-lines|max-procs|replace|max-chars|delimiter|eof|arg-file)$/;

/**
 * `grep -rl old src | xargs sed -i 's/old/new/'`: the files come from its input, not the transcript's
 * words, so the folder it ran in is what it wrote. Only when the command it runs rewrites its operand.
 */
function xargsWrites(args: ShellWord[]): Write[] {
  let at = 0;
  while (at < args.length && args[at]!.text.startsWith("-")) at += XARGS_VALUE.test(args[at]!.text) ? 2 : 1;
  const command = args.slice(at);
  if (command.length === 0 || !writesOperand(command)) return [];
  return writes([{ ...command[0]!, text: "." }], "unknown");
}

/** Whether a command rewrites a file given to it as an operand: `sed -i … FILE`, `perl -pi -e … FILE` (not `rm FILE`). */
function writesOperand(argv: ShellWord[]): boolean {
  const [program, ...rest] = argv;
  const handler = program === undefined ? undefined : UNIX[program.text];
  if (handler === undefined || program!.text === "find" || program!.text === "xargs") return false;
  const placeholder = { ...program!, text: "__operand__", literal: true };
  return handler([...rest.filter((arg) => arg.text !== "{}"), placeholder]).some((write) => write.word.text === "__operand__" && write.kind !== "delete");
}

/** git verbs that rewrite every commit and check the result out: the repository's files are rewritten. */
const HISTORY_REWRITES = new Set(["filter-repo", "filter-branch"]);

/**
 * `git filter-repo --replace-text r.txt`, `git -C repo filter-branch …`: the repository (its folder,
 * or `-C`'s) is rewritten as a whole, which files the transcript cannot say.
 */
function historyRewrite(args: ShellWord[]): ShellWord | null {
  // positions in ["git", ...args]: one past those in args
  const git = gitCommand(["git", ...args.map((arg) => arg.text)]);
  // `git filter-branch --help` prints the manual: it rewrites nothing
  if (git === null || !HISTORY_REWRITES.has(git.verb) || git.args.some((arg) => /^(?:--help|-h)$/.test(arg))) return null;
  return git.folderAt === null ? { ...args[git.verbAt - 1]!, text: "." } : args[git.folderAt - 1]!;
}

/** `git rm` options after which it deletes no file: only the index (`--cached`), only a list (`-n`), paths from a file. */
const GIT_RM_KEEPS_FILES = /^(?:--cached|--dry-run|-[a-z]*n[a-z]*|--pathspec-from-file(?:=.*)?)$/;

/**
 * `git rm -f a b`, `git -C repo rm x`: the paths it deletes from the working tree, under `-C`'s folder
 * when one is named. `--cached` and `-n` delete none.
 */
function gitRemoved(args: ShellWord[]): ShellWord[] {
  const git = gitCommand(["git", ...args.map((arg) => arg.text)]);
  if (git?.verb !== "rm") return [];
  // positions in ["git", ...args]: the verb's is one past its index in args
  const rest = args.slice(git.verbAt);
  if (rest.some((arg) => GIT_RM_KEEPS_FILES.test(arg.text))) return [];
  const folder = git.folderAt === null ? null : args[git.folderAt - 1]!;
  return operands("git-rm", rest).map((path) => (folder === null || path.text.startsWith("/") ? path
    : { ...path, text: `${folder.text.replace(/\/+$/, "")}/${path.text}`, literal: path.literal && folder.literal }));
}

/** Vim's short options that take the next word as their value, last in a cluster (`-Nu NONE`); `-s` only outside Ex mode. */
const VIM_VALUE = /^-[a-zA-Z]*[cSuUiTwWtqr]$|^--cmd$/;
/** Ex commands that write the buffer: `wq`, `x`, `w`, `wall`, `update`, with or without `!` and a leading `:`. */
const VIM_WRITES = /(?:^|[|:\s])(?:wq?a?(?:ll)?|xa?(?:ll)?|up(?:date)?)!?(?:\s|$|\|)/;

/**
 * Vim run as a batch editor (`ex -sc '%s/a/b/g|wq' f`, `vim -Es -c 'g/x/d' -c wq f`): the files it is
 * given are rewritten in place when a command it is given writes. A script it sources (`-S macros.vim`)
 * is the agent's program, whose text the line does not show: what it writes is that program's product,
 * not read here.
 */
function vimEdits(args: ShellWord[], exProgram: boolean): ShellWord[] {
  let exMode = exProgram;
  let writes = false;
  const files: ShellWord[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const text = args[index]!.text;
    if (/^-[a-zA-Z]*[eE]/.test(text) && !text.startsWith("--")) exMode = true;
    if (text.startsWith("+")) writes ||= VIM_WRITES.test(text.slice(1));
    else if (VIM_VALUE.test(text) || (/^-[a-zA-Z]*s$/.test(text) && !exMode)) {
      writes ||= /c$|^--cmd$/.test(text) && VIM_WRITES.test(args[index + 1]?.text ?? "");
      index += 1;
    } else if (!text.startsWith("-")) files.push(args[index]!);
  }
  return writes ? files : [];
}

/** PowerShell parameters that take a value; every other `-Name` is a switch. */
const PS_VALUE_PARAMS = /^-(?:path|literalpath|filepath|destination|value|encoding|itemtype|name|filter|include|exclude|inputobject|width|delimiter|target)(?::.*)?$/i;

function powershellArgs(args: ShellWord[]): { named: Map<string, ShellWord>; positional: ShellWord[] } {
  const named = new Map<string, ShellWord>();
  const positional: ShellWord[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const word = args[index]!;
    const param = /^-([A-Za-z]+)(?::(.*))?$/.exec(word.text);
    if (!param) positional.push(word);
    else if (param[2] !== undefined) named.set(param[1]!.toLowerCase(), { ...word, text: param[2] });
    else if (PS_VALUE_PARAMS.test(word.text) && args[index + 1]) named.set(param[1]!.toLowerCase(), args[++index]!);
  }
  return { named, positional };
}

function psPath(args: ShellWord[]): ShellWord[] {
  const { named, positional } = powershellArgs(args);
  const path = named.get("path") ?? named.get("literalpath") ?? named.get("filepath") ?? positional[0];
  return path ? [path] : [];
}

function psCopy(args: ShellWord[], moves: boolean): Write[] {
  const { named, positional } = powershellArgs(args);
  const source = named.get("path") ?? named.get("literalpath") ?? positional[0];
  const destination = named.get("destination") ?? positional[named.has("path") || named.has("literalpath") ? 0 : 1];
  return [...(moves && source ? writes([source], "delete") : []), ...(destination ? writes([destination], "unknown") : [])];
}

/** cmd's own switches (`/q`, `/s`, `/y`), distinct from a Unix path such as `/app`. */
const CMD_SWITCH = /^\/[A-Za-z](?::\S*)?$|^-/;

const WINDOWS: Record<string, Handler> = {
  "set-content": (args) => writes(psPath(args), "unknown"),
  "add-content": (args) => writes(psPath(args), "update"),
  ac: (args) => writes(psPath(args), "update"),
  "out-file": (args) => writes(psPath(args), "unknown"),
  "remove-item": (args) => writes(psPath(args), "delete"),
  ri: (args) => writes(psPath(args), "delete"),
  "new-item": (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
  ni: (args) => (/^dir/i.test(powershellArgs(args).named.get("itemtype")?.text ?? "") ? [] : writes(psPath(args), "create")),
  "copy-item": (args) => psCopy(args, false),
  "move-item": (args) => psCopy(args, true),
  del: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
  erase: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)), "delete"),
  copy: (args) => writes(args.filter((arg) => !CMD_SWITCH.test(arg.text)).slice(1, 2), "unknown"),
  move: (args) => {
    const files = args.filter((arg) => !CMD_SWITCH.test(arg.text));
    return files.length === 2 ? [...writes(files.slice(0, 1), "delete"), ...writes(files.slice(1), "unknown")] : [];
  },
};

/** `patch`'s options that take the next word as their value (`-p 1`, `-i fix.diff`, `-o out.py`). */
const PATCH_VALUED = /^(?:-[pioBdDFrVYz]|--(?:strip|input|output|prefix|directory|ifdef|fuzz|reject-file|version-control|basename-prefix|suffix))$/;

/**
 * `patch FILE PATCHFILE`, `patch -R a.py < fix.diff`: the file it is told to patch (or the `-o` file it
 * writes instead). Without a file named, the patch's own headers name the files: not read here. A
 * dry run writes nothing; under `-d DIR` the names are the folder's, not the line's.
 */
function patchTargets(args: ShellWord[]): ShellWord[] {
  const operands: ShellWord[] = [];
  let output: ShellWord | null = null;
  for (let index = 0; index < args.length; index += 1) {
    const word = args[index]!;
    const text = word.text;
    if (text === "--dry-run" || text === "-d" || text.startsWith("--directory")) return [];
    if (text === "-o" || text === "--output") output = args[index + 1] ?? null;
    else if (text.startsWith("--output=")) output = { ...word, text: text.slice("--output=".length) };
    if (PATCH_VALUED.test(text)) index += 1;
    else if (!text.startsWith("-")) operands.push(word);
  }
  if (output !== null) return [output];
  return operands.slice(0, 1);
}

/** The files a simple command writes by what it is (not by its redirections). */
export function commandWrites(words: ShellWord[], windows: boolean): Write[] {
  return unwrappedCommandWrites(stripWrappers(words), windows);
}

/** The same, for words already stripped of their wrappers. */
export function unwrappedCommandWrites(words: ShellWord[], windows: boolean): Write[] {
  const [verb, ...args] = words;
  if (!verb || !verb.literal) return [];
  const name = verb.text.split(/[\\/]/).pop()!.replace(/\.exe$/i, "");
  const lower = name.toLowerCase();
  // gRPC's packaging of protoc for Python, run as a module
  if (/^python[\d.]*$/.test(name) && args[0]?.text === "-m" && args[1]?.text === "grpc_tools.protoc") return writes(protocWrites(args.slice(2)), "unknown");
  const handler = Object.hasOwn(UNIX, name) ? UNIX[name] : Object.hasOwn(WINDOWS, lower) ? WINDOWS[lower] : undefined;
  if (!handler) return outputOptionWrites(args);
  // `copy` and `move` are cmd's only when the command is read as Windows (Unix has no such tools)
  if (!windows && ["copy", "move"].includes(lower)) return [];
  return handler(args);
}

/** Options whose value is the file a program writes: OpenSSL's `-out`/`-keyout`, and `--output`/`--outfile` spelled out. */
const OUTPUT_FILE_OPTION = /^(?:-(?:out|keyout|certout)|--(?:output|outfile|output-file))$/;
/** A value that names a file (a folder in it, or an extension), not a format (`--output json`) or stdout (`-`). */
const FILE_SHAPED = /\/|\.[A-Za-z0-9]+$/;

/** `openssl req -x509 -keyout k.pem -out c.pem`, `tool --output=report.json`: the files the options name. */
export function outputOptionWrites(args: ShellWord[]): Write[] {
  const named: ShellWord[] = [];
  args.forEach((arg, index) => {
    const [option, attached] = arg.text.startsWith("--") && arg.text.includes("=") ? arg.text.split(/=(.*)/s) : [arg.text, undefined];
    if (!OUTPUT_FILE_OPTION.test(option!)) return;
    const value = attached === undefined ? args[index + 1] : { ...arg, text: attached };
    if (value !== undefined && FILE_SHAPED.test(value.text) && !value.text.startsWith("-")) named.push(value);
  });
  return writes(named, "unknown");
}

const WRAPPERS = new Set(["sudo", "env", "nohup", "exec", "command", "nice", "stdbuf", "time", "builtin"]);
const PROJECT_RUNNERS = new Set(["uv", "poetry", "pipenv", "pdm", "hatch"]);

/** The command's own words, without `sudo`, `env VAR=x`, `timeout 5`, `uv run` and the like. */
export function stripWrappers(words: ShellWord[]): ShellWord[] {
  let rest = words;
  for (;;) {
    while (/^[A-Za-z_]\w*=/.test(rest[0]?.text ?? "")) rest = rest.slice(1);
    const head = rest[0]?.text ?? "";
    if (WRAPPERS.has(head)) {
      rest = rest.slice(1);
      while (rest[0]?.text.startsWith("-")) rest = rest.slice(/^-[ugCDp]$/.test(rest[0].text) ? 2 : 1);
    } else if (head === "timeout") {
      rest = rest.slice(1);
      while (rest[0]?.text.startsWith("-")) rest = rest.slice(/^-[sk]$/.test(rest[0].text) ? 2 : 1);
      rest = rest.slice(1);
    } else if (PROJECT_RUNNERS.has(head) && rest[1]?.text === "run") {
      rest = rest.slice(2);
    } else {
      return rest;
    }
  }
}
