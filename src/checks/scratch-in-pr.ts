import { posix } from "node:path";
import type { DiffFile } from "../evidence/diff.js";
import type { VerificationRun } from "./verification.js";
import { evidence } from "./quote.js";
import { samePath } from "./paths.js";
import type { Edit, Evidence, ToolCall } from "../model.js";
import { simpleCommands } from "./simple-commands.js";
import { scriptOf } from "./script-of.js";

/**
 * Files a PR adds that the transcript shows are the agent's own tools, not the change: a script the
 * agent wrote and ran as its own check (`python verify_fix.py`) or to edit the work (`python update_x.py`),
 * a backup copy (`utils.py.bak`, `x.orig`, `x~`), or an excerpt it cut from another file to read (`sed -n
 * '110,180p' python.py > parse_annotation.py`). A reviewer would ask for them to be taken out.
 */

/** Names editors and agents give the copies they keep of a file. */
const BACKUP = /(?:\.(?:bak|orig|old|backup|swp)|~)$/;
const OWN_CHECK_SCRIPT = "the agent's own check script";
/** How a backup copy the transcript shows the agent making is named: a leftover the PR must not ship (diff-match.ts). */
export const MADE_BACKUP = "a backup copy it made of";

export interface ScratchInPr {
  file: DiffFile;
  why: string;
  step: number | null;
}

export function scratchFilesInPr(
  diff: readonly DiffFile[],
  runs: readonly VerificationRun[],
  edits: readonly Edit[] = [],
  calls: readonly ToolCall[] = [],
): ScratchInPr[] {
  // the scripts whose runs wrote files of the work: a call's script, when a write of that call came from running code
  const ranScript = (edit: Edit) => (edit.byScript === undefined || edit.toolCall === null
    ? [] : scriptsRun(calls[edit.toolCall]?.command ?? null));
  return diff.filter((file) => file.status === "added").flatMap((file): ScratchInPr[] => {
    if (BACKUP.test(file.path)) {
      // the agent's own copy of a file, as the transcript shows it made it (`cp utils.py utils.py.bak`)
      const copy = copiedOnly(file.path, edits, calls);
      return [copy === null || !copy.whole ? { file, why: "a backup copy", step: null } : { file, why: `${MADE_BACKUP} ${copy.source}`, step: copy.step }];
    }
    const ran = ownCheckRun(file.path, runs);
    if (ran !== undefined) return [{ file, why: OWN_CHECK_SCRIPT, step: ran.step }];
    // a script whose run edited the work (`python update_x.py` rewriting `x.py`): the agent's tool for the change
    const edited = edits.find((edit) => ranScript(edit).some((script) => samePath(script, file.path)));
    if (edited !== undefined) return [{ file, why: `a script it ran to edit ${edited.path}`, step: edited.step }];
    const copied = copiedOnly(file.path, edits, calls);
    if (copied !== null) return [{ file, why: `${copied.whole ? "a copy" : "an excerpt"} it made of ${copied.source}`, step: copied.step }];
    const drafted = draftOf(file, diff);
    const written = edits.find((edit) => samePath(edit.path, file.path));
    return drafted === null || written === undefined ? [] : [{ file, why: `a draft of the lines its change adds to ${drafted}`, step: written.step }];
  });
}

/** A draft must hold at least this many lines to be told from a line any file could share. */
const MIN_DRAFT_LINES = 3;
/** Of them, at least this many are lines the change adds: a copy of unchanged code is an excerpt, not a draft. */
const MIN_ADDED_SHARED = 2;

/**
 * A file the PR adds whose every line is on the new side of another file's hunks, lines the change adds among
 * them (`replacement.txt` holding the block then pasted into `__init__.py`): the agent's draft of that change,
 * not part of it. The other file, or null.
 */
function draftOf(file: DiffFile, diff: readonly DiffFile[]): string | null {
  const lines = file.lines.filter((line) => line.kind === "+" && line.text.trim() !== "").map((line) => line.text.trim());
  if (lines.length < MIN_DRAFT_LINES) return null;
  const holds = (other: DiffFile) => {
    const added = new Set(other.lines.filter((line) => line.kind === "+").map((line) => line.text.trim()));
    const kept = new Set(other.lines.filter((line) => line.kind === " ").map((line) => line.text.trim()));
    return lines.every((line) => added.has(line) || kept.has(line)) && lines.filter((line) => added.has(line)).length >= MIN_ADDED_SHARED;
  };
  return diff.find((other) => other !== file && other.status !== "added" && holds(other))?.path ?? null;
}

/**
 * The leftovers a PR must lose before it merges, whatever the checks say: a copy of a work file, an excerpt, a draft
 * of the change's own lines, a script the agent ran to make its edit, an output its own code saved, at the repository's
 * root. The task that names the file asked for it. A check script the agent ran is not among them: a new test or an example the task
 * wanted is run the same way.
 */
export function certainLeftovers(scratch: readonly ScratchInPr[], task: string | null): ScratchInPr[] {
  const asked = (found: ScratchInPr) => task !== null && task.includes(posix.basename(found.file.path));
  // at the repository's root, where an agent's working files land: in a folder of the project (`tests/fixtures/`,
  // `examples/`, `tools/`) a copy, an excerpt or a generator may be what the change needs
  const atRoot = (found: ScratchInPr) => !found.file.path.includes("/");
  return scratch.filter((found) => found.why !== OWN_CHECK_SCRIPT && found.why !== "a backup copy" && atRoot(found) && !asked(found));
}

/** The files a PR adds that the agent ran as its own check scripts. */
export function ownCheckScripts(diff: readonly DiffFile[], runs: readonly VerificationRun[]): string[] {
  return scratchFilesInPr(diff, runs).filter((found) => found.why === OWN_CHECK_SCRIPT).map((found) => found.file.path);
}

/** The agent ran the file as its own check script (`python3 reproduce.py`). */
export function isOwnCheckScript(path: string, runs: readonly VerificationRun[]): boolean {
  return ownCheckRun(path, runs) !== undefined;
}

/** The agent's run of the file as its own check script, if any. */
function ownCheckRun(path: string, runs: readonly VerificationRun[]): VerificationRun | undefined {
  return runs.find((run) => run.adHoc && checkScriptOf(run) !== null && samePath(checkScriptOf(run)!, path));
}

/** The script an agent's run executed, as its runner names it (`python3 verify_fix.py`). */
function checkScriptOf(run: VerificationRun): string | null {
  const words = run.runner.split(" ");
  return words.length === 2 && /\.(?:py|sh|js|ts|rb|pl)$/.test(words[1]!) ? words[1]! : null;
}

export function scratchEvidence(found: ScratchInPr): Evidence {
  return evidence(found.step, `added by the PR, ${found.why}: ${found.file.path}`, found.file.path);
}

/** The script files a command line runs (`python3 update_x.py`). */
export function scriptsRun(line: string | null): string[] {
  return line === null ? [] : simpleCommands(line).flatMap((command) => scriptOf(command) ?? []);
}

interface Copied {
  source: string;
  step: number;
  /** The whole file (`cp`, `cat`), not a part of it. */
  whole: boolean;
}

/** Commands that print (part of) the files they are given: sent to a file, what they write is a copy. */
const COPIES = /^(?:sed|head|tail|cat|grep|awk|cut|nl)$/;

/**
 * The file was only ever written by one command that printed part of another file into it (`sed -n
 * '110,180p' a.py > b.py`, `cp a.py b.py`), and by nothing after: the agent's excerpt, with its source and step.
 */
function copiedOnly(path: string, edits: readonly Edit[], calls: readonly ToolCall[]): Copied | null {
  const writes = edits.filter((edit) => samePath(edit.path, path));
  const write = writes[0];
  if (writes.length !== 1 || write === undefined || write.toolCall === null || write.kind === "delete") return null;
  const line = calls[write.toolCall]?.command;
  if (line == null) return null;
  for (const command of simpleCommands(line)) {
    if (!command.writes.some((written) => samePath(written, path))) continue;
    const [program = "", ...args] = command.words;
    const operands = args.filter((word) => !word.startsWith("-") && /\.\w+$/.test(word) && !samePath(word, path));
    // `sed -i.orig 's/a/b/' f.py` keeps f.py's original whole as `f.py.orig`
    const keptOriginal = (program === "sed" || program === "perl") && args.some((word) => /^-[a-zA-Z]*?i./.test(word) && !word.startsWith("--"));
    if (keptOriginal && operands.length === 1) return { source: operands[0]!, step: write.step, whole: true };
    const copies = program === "cp" ? args.length >= 2 : COPIES.test(program) && !(program === "sed" && args.includes("-i"));
    if (copies && operands.length === 1) return { source: operands[0]!, step: write.step, whole: program === "cp" || program === "cat" };
  }
  return null;
}
