import type { Evidence, ToolCall, Trajectory } from "../model.js";
import { plural } from "../words.js";
import { clip, evidence, named, stepLabel } from "./quote.js";
import type { VerificationRun } from "./verification.js";
import { CUT_MARK, isCut } from "../shell/cut-mark.js";
import { simpleCommands } from "./simple-commands.js";
import { samePath } from "./paths.js";
import { WROTE } from "./regenerated.js";
import { gitCommand, type GitCommand } from "../shell/git-args.js";
import { GIT_FILLS } from "./filled-folders.js";
import { cutListedNote } from "./cut-listed.js";

/** Paths a program writes for itself, not the work: the temp folder. */
export const TEMP = /^\/(?:tmp|var\/tmp)\//;
/**
 * `recovered one secret to /app/secret.txt`, `exported 3 rows into /data/out.csv`: a past-tense verb, a
 * few words, then `to` and an absolute path to a file (its name has a suffix: `Redirected to /login` is
 * a route), as programs report where they put what they made.
 */
const PUT_TO = /\b[a-z]+ed\b(?:[ \t]+[\w-]+){0,4}?[ \t]+(?:to|into)[ \t]+['"`]?(\/(?:[\w.+-]+\/)*[\w+-]+\.[\w.+-]*\w)/gi;
/**
 * `updated ray_processing/process.py`, `Modified: /app/x.yaml`: a program saying it changed a file, named by a path
 * with a folder in it and a suffix (`updated 3 rows` names none).
 */
const CHANGED = /\b(?:updated|modified|patched|rewrote|rewritten)\s*:?\s+['"`]?((?:\/|[\w.-]+\/)(?:[\w.+-]+\/)*[\w+-]+\.[\w.+-]*\w)/gi;

/**
 * The files the output of commands the recorder cut says they wrote (`wrote /app/x`, `saved to …`,
 * `recovered … to …`) that no edit records: a cut command's own text is not read, so what it wrote is
 * known only from what it printed. Temp files are left out. (A path a cut output merely names, such as
 * `3057 /app/gates.txt`, may be an input as well as a product: it is not said to be written.)
 */
export function cutWrites(trajectory: Trajectory): string[] {
  const recorded = (path: string) => trajectory.edits.some((edit) => samePath(edit.path, path));
  const said = new Set<string>();
  for (const call of trajectory.toolCalls) {
    if (call.command === null || !isCut(call.command) || call.output === null) continue;
    for (const pattern of [WROTE, PUT_TO, CHANGED]) {
      for (const found of call.output.matchAll(pattern)) {
        const path = found[1]!.replace(/[.:]$/, "");
        // a relative path only as a program says it changed it: `wrote x` may name what it only mentions
        const named = path.startsWith("/") || pattern === CHANGED;
        if (named && !TEMP.test(path) && !recorded(path)) said.add(path);
      }
    }
  }
  return [...said];
}

/** At most this many files a cut command's output names are named. */
const MAX_NAMED_CUT_WRITES = 2;

/** "; one says it wrote /app/w.json": what the cut commands printed about files they wrote, or nothing. */
export function cutWritesNote(said: readonly string[]): string {
  if (said.length === 0) return "";
  // the summary is plain text (the comment escapes its markdown): paths are named bare
  const more = said.length > MAX_NAMED_CUT_WRITES ? ` and ${said.length - MAX_NAMED_CUT_WRITES} more` : "";
  return `; ${said.length === 1 ? "one says it wrote" : "they say they wrote"} ${said.slice(0, MAX_NAMED_CUT_WRITES).join(", ")}${more}`;
}

/** At most this many commands the recorder cut are listed by step. */
const MAX_LISTED_CUT = 3;

/** A command the recorder cut: its index among the tool calls, its step, and what it printed when it exited 0. */
interface CutCall {
  call: number;
  step: number;
  /** Its output's last line, when it exited 0: a check the recorder cut shows its verdict there. */
  printed?: string;
}

/** The commands the recorder cut, with their index among the tool calls. */
export function cutCalls(trajectory: Trajectory): CutCall[] {
  const cut = (call: ToolCall) => call.command !== null && isCut(call.command);
  return trajectory.toolCalls.flatMap((call, index) => (cut(call) ? [{ call: index, step: call.step, ...printedLine(call) }] : []));
}

/** How much of a cut command's last output line the sentence quotes. */
const MAX_PRINTED_QUOTE = 60;

function printedLine(call: ToolCall): { printed?: string } {
  const last = call.exitCode === 0 ? call.output?.trim().split("\n").at(-1)?.trim() : undefined;
  return last === undefined || last === "" || isCut(last) ? {} : { printed: clip(last, MAX_PRINTED_QUOTE) };
}

/**
 * No edit of the work in the transcript. Commands the recorder cut may have written it (a here-document
 * that regenerates the deliverable): the sentence leads with that, never with "no edit of the work".
 */
export function noEditRecorded(trajectory: Trajectory, cut: readonly { call: number; step: number }[]): string {
  const other = trajectory.edits.at(-1);
  const recorded = other === undefined
    ? ""
    : `${trajectory.edits.length === 1 ? "the one edit recorded is" : `the ${plural(trajectory.edits.length, "edit")} recorded are`} to temp files, caches, outputs made again, files later deleted or paths not there; the last, ${named(other.path)}, ${stepLabel(other.step)}`;
  if (cut.length === 0) return other === undefined ? "No file edits recorded" : `No edit of the work (${recorded})`;
  const steps = cut.slice(0, MAX_LISTED_CUT).map((call) => stepLabel(call.step)).join(", ") + (cut.length > MAX_LISTED_CUT ? ", …" : "");
  const what = cut.length === 1 ? "a command" : `${cut.length} commands`;
  const said = cutWrites(trajectory);
  const known = `${cutWritesNote(said)}${cutListedNote(trajectory, said)}`;
  const lead = `No edit of the work is recorded, but the recorder cut ${what} (${steps}), and what ${cut.length === 1 ? "it" : "they"} wrote is not known${known}`;
  return other === undefined ? lead : `${lead} (${recorded})`;
}

/** Where the check stands against the cut commands, which may have written the work. */
export function afterCut(last: VerificationRun, cut: readonly CutCall[]): string {
  const lastCut = cut.at(-1);
  if (lastCut === undefined) return "";
  // the check's own line may be the last one cut: what it wrote is its own output, not an edit before it
  if (lastCut.call === last.call) return cut.length === 1 ? ", itself that command" : ", itself the last of them";
  if (lastCut.call < last.call) return cut.length === 1 ? ", after it" : ", after the last of them";
  // what it printed says whether it was a check of its own (`login prompt detected on 127.0.0.1:6665`) or a writer
  const printed = lastCut.printed === undefined ? "" : `, which exited 0 printing \`${lastCut.printed}\``;
  return `, before the last of them (${stepLabel(lastCut.step)}${printed})`;
}

/** A cut line's failure after the checks: the summary's note and its evidence. */
interface CutFailure {
  note: string;
  evidence: Evidence;
}

/** How much of a cut line's failing output the summary quotes. */
const MAX_CUT_FAILURE_QUOTE = 90;

/**
 * "; but the line the recorder cut at step 18 exited 1 after it (`…: No such file or directory`): …": the last
 * command the recorder cut that exited non-zero after call `fromCall`, no check having been read from it.
 * What it ran is not all shown, so it may be a check of the final work that failed. Null when there is none.
 */
export function cutFailureAfter(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>): CutFailure | null {
  const failed = trajectory.toolCalls.findLast((call, index) => index > fromCall && !read.has(index) && call.command !== null
    && isCut(call.command) && call.exitCode !== null && call.exitCode > 0 && !cutInHereDocument(call.command)
    && !onlyNotFound(call.output));
  if (failed === undefined) return null;
  const said = clip(failureLine(failed.output), MAX_CUT_FAILURE_QUOTE);
  const note = `; but the line the recorder cut at ${stepLabel(failed.step)} exited ${failed.exitCode} after it (\`${said}\`): what it ran there is not all shown`;
  return { note, evidence: evidence(failed.step, `exit ${failed.exitCode} · ${said}`) };
}

/** The shell's own word that a program it was asked to run is not there (`bash: line 1: ./main: No such file or directory`). */
const SHELL_NOT_FOUND = /^(?:\S*\/)?(?:ba|da|z)?sh: (?:line \d+: |\d+: )?\S.*?: (?:No such file or directory|command not found|not found)$/;

/**
 * The line failed only because the shell found no program to run (every line it printed says so): what
 * failed never started, so it is no check that failed on the work (a probe of where a build put its output).
 */
function onlyNotFound(output: string | null): boolean {
  const lines = (output ?? "").split(/\r?\n/).map((line) => line.replace(/^stderr:\s*/, "").trim()).filter((line) => line !== "" && !STATUS_LINE.test(line));
  return lines.length > 0 && lines.every((line) => SHELL_NOT_FOUND.test(line));
}

/**
 * The recorder cut the line inside a here-document (`curl … | python3 - <<'PY' … j=json.load(…`): what is cut
 * is that program's text, and the command that failed is the one shown, read for what it is.
 */
function cutInHereDocument(command: string): boolean {
  const last = simpleCommands(command).filter((simple) => simple.heredocs.length > 0).at(-1);
  return last !== undefined && last.heredocs.some((body) => CUT_MARK.test(body));
}

/**
 * "; 1 more command the recorder cut exited non-zero after the edit (step 31, exit 1)": cut commands after `fromCall`
 * that no check was read from and that exited non-zero. Their text is not shown, so whether each was a
 * check is unknown, but a scan that exits 1 printing its hits may be one that failed.
 */
export function cutFailuresNote(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>, after = "the edit"): string {
  const cutFailure = (call: ToolCall) => call.command !== null && isCut(call.command) && call.exitCode !== null && call.exitCode > 0;
  const failed = trajectory.toolCalls.filter((call, index) => index > fromCall && !read.has(index) && cutFailure(call));
  if (failed.length === 0) return "";
  const steps = failed.slice(0, MAX_LISTED_CUT).map((call) => `${stepLabel(call.step)}, exit ${call.exitCode}`).join("; ");
  const more = failed.length > MAX_LISTED_CUT ? `; ${failed.length - MAX_LISTED_CUT} more` : "";
  return `; ${failed.length === 1 ? "1 more command the recorder cut" : `${failed.length} more commands the recorder cut`} exited non-zero after ${after} (${steps}${more})`;
}

/**
 * "; the recorder also cut step 14 and step 15, which exited 0 with output this report does not read as a
 * check's": lines after the edit, cut before their end, whose output may be what their cut part checked.
 */
export function cutUnreadNote(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>): string {
  const unread = (call: ToolCall) => call.command !== null && isCut(call.command) && call.exitCode === 0 && (call.output ?? "").trim() !== "";
  const calls = trajectory.toolCalls.filter((call, index) => index > fromCall && !read.has(index) && unread(call));
  if (calls.length === 0) return "";
  const steps = calls.slice(0, MAX_LISTED_CUT).map((call) => stepLabel(call.step)).join(", ");
  const more = calls.length > MAX_LISTED_CUT ? ` and ${calls.length - MAX_LISTED_CUT} more` : "";
  return `; the recorder also cut ${steps}${more}, which exited 0 with output this report does not read as a check's`;
}

/** How much of the output a cut line printed is quoted beside its step. */
const MAX_CUT_PRINT_QUOTE = 70;

/** Lines the recorder cut, after call `fromCall`, that exited 0 and gave no check this report read. */
export function cutZeroLines(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>): ToolCall[] {
  return trajectory.toolCalls.filter((call, index) => index > fromCall && !read.has(index) && call.command !== null
    && isCut(call.command) && call.exitCode === 0);
}

/**
 * "; the recorder cut 2 lines after it that exited 0 (step 12, printing `No secret found`; step 15, printing
 * nothing): what they ran is not all shown": where no check was read, a cut line that exited 0 may be one
 * (a `test … && grep -q …` chain prints nothing when every test holds), so its silence is not "no check".
 */
export function cutZeroNote(trajectory: Trajectory, fromCall: number, read: ReadonlySet<number>): string {
  const calls = cutZeroLines(trajectory, fromCall, read);
  if (calls.length === 0) return "";
  const printed = (call: ToolCall) => {
    const last = (call.output ?? "").split(/\r?\n/).map((line) => line.trim()).findLast((line) => line !== "");
    return last === undefined ? "printing nothing" : `printing \`${clip(last, MAX_CUT_PRINT_QUOTE)}\``;
  };
  const shown = calls.slice(-MAX_LISTED_CUT).map((call) => `${stepLabel(call.step)}, ${printed(call)}`).join("; ");
  const earlier = calls.length > MAX_LISTED_CUT ? `${calls.length - MAX_LISTED_CUT} earlier and ` : "";
  const lines = calls.length === 1 ? "a line after it that exited 0" : `${calls.length} lines after it that exited 0`;
  return `; the recorder cut ${lines} (${earlier}${shown}): what ${calls.length === 1 ? "it" : "they"} ran is not all shown, so whether ${calls.length === 1 ? "it" : "they"} checked the work is not known`;
}

/** " (2 lines the recorder cut exited 0: what they ran is not all shown)": where no check was read at all, said, not counted. */
export function cutZeroCount(trajectory: Trajectory): string {
  const cut = cutZeroLines(trajectory, -1, new Set()).length;
  return cut === 0 ? "" : ` (${plural(cut, "line")} the recorder cut exited 0: what ${cut === 1 ? "it" : "they"} ran is not all shown)`;
}

/** A line that says what went wrong (`/bin/bash: line 1: ./main: No such file or directory`). */
const SAYS_WHAT_FAILED = /error|no such file|not found|denied|fail|traceback|exception|cannot|can't/i;
/** The harness's own status line (`exit code 1`): it says that, not what, failed. */
const STATUS_LINE = /^exit(?: code| status)?:? ?-?\d+$/i;

/** The line of a failed command's output that says what failed, the harness's `stderr:` mark dropped; else its last line. */
export function failureLine(output: string | null): string {
  const lines = (output ?? "").split(/\r?\n/).map((line) => line.replace(/^stderr:\s*/, "").trim()).filter((line) => line !== "" && !STATUS_LINE.test(line));
  return lines.findLast((line) => SAYS_WHAT_FAILED.test(line)) ?? lines.at(-1) ?? "(no output recorded)";
}

/** A line of `git status --short` (` M a.py`, `A  b.py`, `R  a -> b`) or of `git status` (`\tmodified:   a.py`) naming a changed file. */
const STATUS_SHORT = /^\s*[MADRCU]{1,2}\s+(\S.*)$/;
const STATUS_LONG = /^\t(?:modified|new file|deleted|renamed):\s+(\S.*)$/;

/** `git status`, `git -C dir status --short`. */
const GIT_STATUS = /\bgit\s+(?:-C\s+\S+\s+)?status\b/;

/**
 * "; git status at step 28 lists 3 changed files": when the recorder cut the commands that wrote, the last
 * `git status` that listed changes shows what they changed; empty when none did.
 */
/** How the status note says a git merge or reset before it changed files itself: the lead then names no such write again. */
export const GIT_REWRITE_SAID = ", which changes files itself";

export function statusNote(trajectory: Trajectory): string {
  for (let index = trajectory.toolCalls.length - 1; index >= 0; index -= 1) {
    const call = trajectory.toolCalls[index]!;
    if (call.command === null || !GIT_STATUS.test(call.command) || call.output === null) continue;
    const files = new Set(call.output.split("\n").flatMap((line) => {
      const found = STATUS_SHORT.exec(line) ?? STATUS_LONG.exec(line);
      return found === null ? [] : [found[1]!.trim()];
    }));
    // plain text, as the rest of the summary (the comment escapes its markdown)
    if (files.size === 0) continue;
    const rewrite = gitRewriteBefore(trajectory, index);
    const after = rewrite === null ? "" : `, after git ${rewrite.verb} at ${stepLabel(rewrite.step)}${GIT_REWRITE_SAID}`;
    return `; git status at ${stepLabel(call.step)} lists ${files.size === 1 ? "1 changed file" : `${files.size} changed files`}${after}`;
  }
  return "";
}


/** The last git command before call `before` that writes the work tree from commits, with its step; else null. */
function gitRewriteBefore(trajectory: Trajectory, before: number): { verb: string; step: number } | null {
  for (let index = before - 1; index >= 0; index -= 1) {
    const call = trajectory.toolCalls[index]!;
    if (call.command === null || !call.command.includes("git")) continue;
    const git = simpleCommands(call.command).map(({ words }) => gitCommand(words));
    const verb = git.findLast((command) => command !== null && writesTree(command))?.verb;
    if (verb !== undefined) return { verb, step: call.step };
  }
  return null;
}

/** `git reset` writes files only with `--hard` (or `--merge`/`--keep`); `git stash` only when it pops or applies. */
function writesTree({ verb, args }: GitCommand): boolean {
  // a clone writes a new tree, not the one a later status reads
  if (!GIT_FILLS.has(verb) || verb === "clone") return false;
  if (verb === "reset") return args.some((word) => /^--(?:hard|merge|keep)$/.test(word));
  if (verb === "stash") return args[0] === "pop" || args[0] === "apply";
  // a new branch made from where HEAD is (`git checkout -b fix`) leaves the files as they are
  if (verb === "checkout" || verb === "switch") return !(args.length <= 2 && /^-[bBcC]$/.test(args[0] ?? "")) && !restoresPaths(verb, args);
  if (verb === "restore") return !restoresPaths(verb, args);
  return true;
}

/**
 * `git checkout -- a.py` and `git restore a.py` put paths back as the index holds them, from no other
 * commit: the files they touch then differ from HEAD no more than before, so they explain no change a
 * later status lists. With a commit (`git checkout v1 -- a.py`, `git restore -s v1 a.py`) they do.
 */
function restoresPaths(verb: string, args: readonly string[]): boolean {
  if (verb === "restore") return !args.some((word) => /^(?:-s|--source)(?:=|$)/.test(word) || /^-s./.test(word));
  return verb === "checkout" && args[0] === "--";
}

