import type { Edit } from "../model.js";
import { lookupTable, str } from "./json.js";
import { changesBeforeNotFound, shellWrites, surelyMadeChanges, type ShellContext } from "./shell-writes.js";

import type { FileChange } from "../shell/change.js";
import { patchNotesOnly, replacesNotesOnly, type ShownFile } from "./notes-only.js";
import { scriptFiles, scriptReplacements } from "./script-replacements.js";

export type { FileChange };

/** Tools that change one file named in their input, and the kind of change each makes. */
const FILE_EDIT_TOOLS = lookupTable<Edit["kind"]>({
  edit: "update",
  multiedit: "update",
  multi_edit: "update",
  notebookedit: "update",
  replace: "update",
  edit_file: "update",
  str_replace: "update",
  write: "unknown",
  write_file: "unknown",
  create_file: "create",
  write_to_file: "unknown",
  replace_in_file: "update",
  delete_file: "delete",
});
const PATH_FIELDS = ["file_path", "path", "notebook_path", "target_file", "filename", "absolute_path"] as const;
const PATCH_COMMAND = /^\s*apply_patch\b[\s\S]*\*\*\* Begin Patch/;
const EDITOR_TOOLS = new Set(["str_replace_editor", "str_replace_based_edit_tool", "edit_tool"]);
const EDITOR_KINDS = lookupTable<Edit["kind"]>({ create: "create", str_replace: "update", insert: "update" });

const NOTES = { notesOnly: true as const };

/** The files a tool call changed, read from its name and input. Shell edits are read from the command. */
export function changesOf(
  name: string,
  input: Record<string, unknown>,
  command: string | null,
  shown?: (path: string) => ShownFile,
): FileChange[] {
  const tool = name.toLowerCase();
  const path = PATH_FIELDS.map((field) => str(input[field])).find((value) => value) ?? null;
  const fileKind = FILE_EDIT_TOOLS[tool];
  // a replacement of comments or docstrings only is marked: it changes nothing a check runs
  const notes = (kind: Edit["kind"]) => (kind === "update" && path !== null && replacesNotesOnly(path, input, shown) ? NOTES : {});
  if (fileKind && path) return [{ path, kind: fileKind, ...notes(fileKind) }];
  if (EDITOR_TOOLS.has(tool)) {
    const kind = EDITOR_KINDS[str(input.command) ?? ""];
    return kind && path ? [{ path, kind, ...(str(input.command) === "str_replace" ? notes(kind) : {}) }] : [];
  }
  if (tool === "apply_patch") return patchChanges(str(input.patch) ?? str(input.input) ?? command ?? "");
  // Codex before custom tools ran `apply_patch` through its shell tool, the patch as an argument
  if (command !== null && PATCH_COMMAND.test(command)) return patchChanges(command);
  if (command !== null) return withScriptNotes(shellChanges(command, name, input), command, shown);
  return [];
}

/**
 * A shell line whose one change is a Python script's literal replacements: an update of a file that was there; a note when
 * they change comments or docstrings only.
 */
function withScriptNotes(changes: FileChange[], command: string, shown?: (path: string) => ShownFile): FileChange[] {
  const [change] = changes;
  if (changes.length !== 1 || change === undefined || change.kind === "delete" || change.kind === "create" || !command.includes(".replace(")) return changes;
  const pairs = scriptReplacements(command);
  if (pairs === null) return changes;
  // a script that read the file it writes and replaced text in it found the file there: an edit tool's update (one that
  // reads another file, `open('repro.py').read().replace(…)` written to check.py, made the file it writes)
  const files = scriptFiles(command) ?? [];
  const own = files.length > 0 && files.every((file) => change.path === file || change.path.endsWith(`/${file.replace(/^\.\//, "")}`));
  const found = change.kind === "unknown" && own && pairs.every(([old]) => old !== "") ? { kind: "update" as const } : {};
  const notes = pairs.every(([old, text]) => replacesNotesOnly(change.path, { old_string: old, new_string: text }, shown));
  return [{ ...change, ...found, ...(notes ? NOTES : {}) }];
}

/** `*** Add File: p` / `*** Update File: p` / `*** Delete File: p` headers of an apply_patch body. */
export function patchChanges(patch: string): FileChange[] {
  const kinds = lookupTable<Edit["kind"]>({ Add: "create", Update: "update", Delete: "delete", "Move to": "create" });
  const changes: FileChange[] = [];
  const lines = patch.split("\n");
  for (const [index, line] of lines.entries()) {
    const match = /^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* (Move to): (.+)$/.exec(line);
    if (match === null) continue;
    const verb = match[1] ?? match[3] ?? "";
    const path = (match[2] ?? match[4] ?? "").trim();
    if (!path) continue;
    const end = lines.findIndex((next, at) => at > index && next.startsWith("***"));
    const section = lines.slice(index + 1, end < 0 ? lines.length : end);
    const moved = lines[index + 1]?.startsWith("*** Move to:") === true;
    const notes = verb === "Update" && !moved && patchNotesOnly(path, section);
    changes.push({ path, kind: kinds[verb] ?? "unknown", ...(notes ? { notesOnly: true as const } : {}) });
  }
  return changes;
}

/** Tool names that run PowerShell or cmd rather than a POSIX shell. */
const WINDOWS_SHELL = /powershell|pwsh|\bcmd\b/i;
/** A command that reads as PowerShell or cmd: a file cmdlet, or a drive-letter path. */
const WINDOWS_COMMAND = /\b(?:Set|Add|Remove|New|Copy|Move|Get|Out)-(?:Content|Item|File|ChildItem)\b|(?:^|[\s"'])[A-Za-z]:\\/i;

/**
 * Files a shell command writes, read with a shell tokenizer (see shell-writes.ts): redirections
 * to files, file commands, inline scripts. The directory is the call's own (`workdir`, `cwd`)
 * when it states one; `cd` inside the command moves it.
 */
export function shellChanges(command: string, tool = "", input: Record<string, unknown> = {}): FileChange[] {
  return shellWrites(command, shellContextOf(command, tool, input));
}

/** Of a shell line that exited non-zero, the changes its commands surely made; at 127, those before the command not found. */
export function failedLineChanges(
  command: string,
  tool: string,
  input: Record<string, unknown>,
  output: string | null,
  exitCode: number | null = null,
): FileChange[] {
  const context = shellContextOf(command, tool, input);
  return exitCode === NOT_FOUND_STATUS ? changesBeforeNotFound(command, context, output) : surelyMadeChanges(command, context, output);
}

/** The shell's statuses for a command it could not execute (126) or find (127). */
export const NOT_EXECUTABLE_STATUS = 126;
export const NOT_FOUND_STATUS = 127;

/** The folder a shell call says it runs in, and whether it is PowerShell or cmd. */
function shellContextOf(command: string, tool: string, input: Record<string, unknown>): ShellContext {
  const cwd = str(input.workdir) ?? str(input.cwd) ?? str(input.working_directory) ?? null;
  return { cwd, windows: WINDOWS_SHELL.test(tool) || WINDOWS_COMMAND.test(command) };
}

/** Errors naming an operand that does not exist: `sed: can't read show: No such file or directory`, `rm: cannot remove 'x'`. */
const OPERAND_MISSING = /^[\w.+-]+: (?:can't read |cannot stat |cannot open |cannot access |cannot remove )?['‘`]?([^'’\n:]+?)['’]?: No such file or directory\s*$/gm;
const NO_SUCH_FILE = ": No such file or directory";

/**
 * The paths a command's own errors say do not exist: a file command given them changed nothing
 * there (a quote that closed early turns words of a sed script into file operands; sed says it
 * cannot read them, and no file of that name was written).
 */
export function missingOperands(output: string | null): Set<string> {
  const missing = new Set<string>();
  if (output === null) return missing;
  // the pattern's own words, found first: a scan for a literal skips, a multi-line pattern tries each line
  if (output.includes(NO_SUCH_FILE)) for (const match of output.matchAll(OPERAND_MISSING)) missing.add(match[1]!.trim());
  for (const path of refusedByGit(output)) missing.add(path);
  return missing;
}

/**
 * `git rm` refusing to remove files with changes (`error: the following file has changes staged in the index:`,
 * the files indented below, then `(use --cached to keep the file, or -f to force removal)`): it kept them all.
 */
const GIT_RM_REFUSED = /^error: the following files? ha(?:s|ve) (?:local modifications|changes staged in the index|staged content different from both the file and the HEAD):\n((?:[ \t]+\S[^\n]*\n)+)\(use --cached to keep the files?, or -f to force removal\)/gm;

function refusedByGit(output: string): string[] {
  if (!output.includes("to force removal")) return [];
  return [...output.matchAll(GIT_RM_REFUSED)].flatMap(([, listed]) => listed!.split("\n").map((line) => line.trim()).filter(Boolean));
}
