import type { Edit } from "../model.js";
import { lookupTable, str } from "./json.js";

export type FileChange = { path: string; kind: Edit["kind"]; inferred?: boolean };

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

/** The files a tool call changed, read from its name and input. Shell edits are best effort. */
export function changesOf(name: string, input: Record<string, unknown>, command: string | null): FileChange[] {
  const tool = name.toLowerCase();
  const path = PATH_FIELDS.map((field) => str(input[field])).find((value) => value) ?? null;
  const fileKind = FILE_EDIT_TOOLS[tool];
  if (fileKind && path) return [{ path, kind: fileKind }];
  if (EDITOR_TOOLS.has(tool)) {
    const kind = EDITOR_KINDS[str(input.command) ?? ""];
    return kind && path ? [{ path, kind }] : [];
  }
  if (tool === "apply_patch") return patchChanges(str(input.patch) ?? str(input.input) ?? command ?? "");
  // Codex before custom tools ran `apply_patch` through its shell tool, the patch as an argument
  if (command !== null && PATCH_COMMAND.test(command)) return patchChanges(command);
  if (command !== null) return shellChanges(command);
  return [];
}

/** `*** Add File: p` / `*** Update File: p` / `*** Delete File: p` headers of an apply_patch body. */
export function patchChanges(patch: string): FileChange[] {
  const kinds = lookupTable<Edit["kind"]>({ Add: "create", Update: "update", Delete: "delete", "Move to": "create" });
  const changes: FileChange[] = [];
  for (const match of patch.matchAll(/^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* (Move to): (.+)$/gm)) {
    const verb = match[1] ?? match[3] ?? "";
    const path = (match[2] ?? match[4] ?? "").trim();
    if (path) changes.push({ path, kind: kinds[verb] ?? "unknown" });
  }
  return changes;
}

/**
 * Files a shell command writes: output redirections, `tee`, `sed -i`/`perl -i`, `rm`, `mv`,
 * `cp`, `touch`. Heredoc bodies and quoted text are ignored so that code inside them is not read
 * as a redirection. A shell can write files in ways no parser sees; this finds the common ones.
 */
export function shellChanges(command: string): FileChange[] {
  if (!MAY_WRITE.test(command)) return [];
  const script = blankQuotedText(stripHeredocBodies(command));
  const changes: FileChange[] = [];
  for (const match of script.matchAll(/(?<![\d&>=-])>>?\s*([^\s;&|<>()]+)/g)) {
    if (match[1]) changes.push({ path: match[1], kind: "unknown" });
  }
  for (const segment of script.split(/&&|\|\||[;|\n]/)) changes.push(...segmentChanges(segment.trim().split(/\s+/)));
  return changes.filter((change) => isFilePath(change.path)).map((change) => ({ ...change, inferred: true }));
}

/** Without one of these a command writes no file this parser could find: skip the full parse. */
const MAY_WRITE = />|\b(?:tee|touch|rm|mv|cp|sed|perl)\b/;

function segmentChanges(words: string[]): FileChange[] {
  const [verb = "", ...rest] = words[0] === "sudo" ? words.slice(1) : words;
  const args = rest.filter((word) => !word.startsWith("-"));
  const flags = rest.filter((word) => word.startsWith("-"));
  switch (verb) {
    case "tee":
    case "touch":
      return args.map((path) => ({ path, kind: "unknown" }));
    case "rm":
      return args.map((path) => ({ path, kind: "delete" }));
    case "mv":
      return args.length === 2 ? [{ path: args[0]!, kind: "delete" }, { path: args[1]!, kind: "unknown" }] : [];
    case "cp":
      return args.length >= 2 ? [{ path: args[args.length - 1]!, kind: "unknown" }] : [];
    case "sed":
    case "perl":
      // the first non-flag argument is the script; the files follow it
      return flags.some((flag) => /^-[a-zA-Z]*i/.test(flag)) ? args.slice(1).map((path) => ({ path, kind: "update" })) : [];
    default:
      return [];
  }
}

function stripHeredocBodies(command: string): string {
  const lines = command.split("\n");
  const kept: string[] = [];
  let terminator: string | null = null;
  for (const line of lines) {
    if (terminator !== null) {
      if (line.trim() === terminator) terminator = null;
      continue;
    }
    kept.push(line);
    terminator = /<<-?\s*['"]?(\w+)['"]?/.exec(line)?.[1] ?? null;
  }
  return kept.join("\n");
}

/** Quoted text becomes a placeholder word, except a quoted redirection target. */
function blankQuotedText(script: string): string {
  return script.replace(/(>>?\s*)?(['"])((?:(?!\2)[^\\]|\\.)*)\2/g, (_all, redirect: string | undefined, _q, body: string) =>
    redirect ? `${redirect}${body.replace(/\s/g, "_")}` : "QUOTED",
  );
}

function isFilePath(path: string): boolean {
  return path !== "" && !path.startsWith("/dev/") && !path.startsWith("$") && path !== "QUOTED" && !/^&?\d$/.test(path);
}
