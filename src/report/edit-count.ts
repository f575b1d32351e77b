import type { Trajectory } from "../model.js";
import { isUnder, sameFile, samePath } from "../checks/paths.js";
import { sedRestoredPaths } from "../checks/undone-edits.js";
import { CAPTURED_OUTPUT, inertKind, isScratchPath, isShellStartupFile, restoredAfterEdits, restoredPaths, transientPaths, workEdits } from "../checks/work.js";
import { workFacts } from "../checks/work-facts.js";
import { madeThenDeleted } from "../checks/regenerated.js";
import { cutWrites, cutWritesNote, cutZeroLines, statusNote } from "../checks/cut-writes.js";
import { cutListedNote } from "../checks/cut-listed.js";
import { isCut } from "../shell/cut-mark.js";
import { verificationRuns } from "../checks/verification.js";
import { plural } from "../words.js";
import { isOwnCheckScript } from "../checks/scratch-in-pr.js";
import { simpleCommands } from "../checks/simple-commands.js";

/**
 * Kinds of edited file whose change does not reach the end, or is no work of the agent's (a log the
 * shell filled with a command's output), as the summary names them (one, several).
 */
const LEFT_NO_CHANGE = [
  ["a scratch file it later deleted", "scratch files it later deleted"],
  ["put back as it was", "put back as they were"],
  ["not in the PR", "not in the PR"],
  ["its own check script, not in the PR", "its own check scripts, not in the PR"],
  ["a log of a command's output", "logs of commands' output"],
  ["moved from another path, counted once", "moved from other paths, each counted once"],
] as const;

/**
 * "edited 5 files (4 of them scratch files it later deleted)": how many files the agent edited, and
 * of those how many end with no change (made and deleted; put back with git or a reversing sed) or,
 * with a PR, are not in it, so that a count of edits is not read as the size of the change.
 */
export function editedFiles(trajectory: Trajectory, prPaths: readonly string[] | null): string {
  const edits = trajectory.edits;
  const inPr = (path: string) => prPaths === null || prPaths.some((file) => samePath(path, file));
  const facts = workFacts(trajectory);
  // `mv a dir/`: the file deleted at its old path and written at its new one is one file, counted at its new path
  const moves = movesIn(trajectory);
  const movedAway = (path: string) => onlyDeleted(path, edits) && moves.some((move) => samePath(move.from, path));
  const paths = [...new Set(workEdits(edits, trajectory.task, facts).map((edit) => edit.path))]
    .filter((path) => !folderOfWritten(path, edits) && !(onlyDeleted(path, edits) && prPaths !== null && !inPr(path)) && !movedAway(path));
  const among = (set: Iterable<string>) => (path: string) => [...set].some((other) => samePath(other, path));
  // an output deleted and made again by the program the agent ran is there at the end: no scratch
  // so is a file a program the agent ran said it made and the agent then deleted, with no write recorded
  const transient = among(transientPaths(edits.filter((edit) => !facts.regenerated.has(edit))));
  const scratch = paths.filter((path) => transient(path) || madeThenDeleted(trajectory, path));
  const restores = restoredPaths(trajectory);
  const byGit = (path: string) => restoredAfterEdits(path, edits, restores);
  const bySed = among(sedRestoredPaths(trajectory, edits));
  // a file the PR changes was not put back, whatever restore the transcript shows (a plain `git stash` leaves untracked files)
  // the PR's own path, not one it ends with (`build/lib/requests/cookies.py` is not `requests/cookies.py`)
  const inPrDiff = (path: string) => prPaths !== null && prPaths.some((file) => path === file || (path.startsWith("/") && path.endsWith(`/${file}`)));
  const putBack = paths.filter((path) => !scratch.includes(path) && !inPrDiff(path) && (byGit(path) || bySed(path)));
  const notInPr = paths.filter((path) => !scratch.includes(path) && !putBack.includes(path) && !inPr(path));
  // a script it ran as its own check belongs outside the PR: said apart from a change the PR lacks
  const runs = notInPr.length === 0 ? [] : verificationRuns(trajectory);
  const ownScripts = notInPr.filter((path) => isOwnCheckScript(path, runs));
  const outside = notInPr.filter((path) => !ownScripts.includes(path));
  const noted = new Set([...scratch, ...putBack, ...notInPr]);
  const logs = paths.filter((path) => !noted.has(path) && onlyCapturedOutput(path, edits));
  const moved = paths.filter((path) => !noted.has(path) && moves.some((move) => samePath(move.to, path) && movedAway(move.from)));
  const counts = [scratch.length, putBack.length, outside.length, ownScripts.length, logs.length, moved.length];
  return `edited ${plural(paths.length, "file")}${noteOn(paths.length, counts)}`;
}

/**
 * ", besides what it wrote in temp folders,": files the agent wrote under `/tmp` and the like are
 * left out of the count above (its test scripts, their output), said so that a count of one file is
 * not read as all it wrote. Empty when the transcript shows none.
 */
export function tempFilesNote(trajectory: Trajectory, also: readonly string[] = []): string {
  const work = new Set(workEdits(trajectory.edits, trajectory.task, workFacts(trajectory)).map((edit) => edit.path));
  const temp = new Set(trajectory.edits.filter((edit) => edit.kind !== "delete" && isScratchPath(edit.path) && !work.has(edit.path)).map((edit) => edit.path));
  // no count: writes through a loop's variable, a download or a compiler's output in a temp folder are not all read
  // the count may hold temp-folder files that are the work (a proxy left running): the rest are "other" files there
  if (temp.size === 0) return also.length === 0 ? "" : `, besides ${also.join(" and ")},`;
  // a shell's start-up file (`/root/.bashrc`) is scratch but in no temp folder: named apart
  const startup = [...temp].filter(isShellStartupFile);
  const inTemp = startup.length === temp.size ? "" : [...work].some(isScratchPath) ? "other files it wrote in temp folders" : "what it wrote in temp folders";
  // the summary is plain text (the comment escapes its markdown): paths are named bare
  const shell = startup.length === 0 ? "" : `its shell's start-up ${startup.length === 1 ? "file" : "files"} ${startup.join(", ")}`;
  return `, besides ${[inTemp, shell, ...also].filter(Boolean).join(" and ")},`;
}

/** A log (`service.log`, `nohup.out`) only ever written by the shell, never by an edit tool: a command's output sent there. */
function onlyCapturedOutput(path: string, edits: Trajectory["edits"]): boolean {
  return inertKind(path) === CAPTURED_OUTPUT && edits.every((edit) => !sameFile(edit.path, path) || edit.inferred);
}

/** `rm -rf repro` after writing `repro/a.py`: the folder, counted by the files written in it. */
function folderOfWritten(path: string, edits: Trajectory["edits"]): boolean {
  return edits.some((edit) => edit.kind !== "delete" && isUnder(edit.path, path));
}

/**
 * Only ever deleted, never written, and not a file the PR changes: `rm -f` of a path that was not
 * there (or not tracked) reaches no PR, and is no edit of it.
 */
function onlyDeleted(path: string, edits: Trajectory["edits"]): boolean {
  return edits.every((edit) => !sameFile(edit.path, path) || edit.kind === "delete");
}

/** "(4 of them scratch files it later deleted, 1 put back as it was)"; "(a scratch file it later deleted)" of one file. */
function noteOn(total: number, counts: readonly number[]): string {
  const parts = counts.flatMap((count, index) => {
    if (count === 0) return [];
    const [one, several] = LEFT_NO_CHANGE[index]!;
    return [{ count, text: count === 1 ? one : several }];
  });
  if (parts.length === 0) return "";
  if (total === 1) return ` (${parts[0]!.text})`;
  return ` (${parts.map(({ count, text }, index) => `${count}${index === 0 ? " of them" : ""} ${text}`).join(", ")})`;
}

/**
 * "ran 11 commands this report reads as checks (2 more could not start)": calls that ran a check, a line running
 * several being one; a call whose every check's program was missing (`No module named pytest`, exit
 * 127) checked nothing and is counted apart.
 */
export function ranChecks(trajectory: Trajectory): string {
  const all = verificationRuns(trajectory);
  const started = new Set(all.filter((run) => run.notStarted === undefined).map((run) => run.call));
  // every call whose checks could not start is counted, one started again later too: each attempt is a step a reader can open
  const notStarted = new Set(all.filter((run) => run.notStarted !== undefined && !started.has(run.call)).map((run) => run.call)).size;
  // the count is of what this report recognized as a check, and the sentence says so: a command it
  // does not recognize may still have checked the work
  const count = started.size;
  // with none read, lines the recorder cut that exited 0 may have been checks: said, not counted
  const cut = count === 0 ? cutZeroLines(trajectory, -1, new Set()).length : 0;
  const unread = cut === 0 ? "" : `, though ${plural(cut, "line")} the recorder cut exited 0`;
  const ran = count === 0 ? `ran no command this report reads as a check${unread}` : `ran ${plural(count, "command")} this report reads as ${count === 1 ? "a check" : "checks"}`;
  return `${ran}${notStarted === 0 ? "" : ` (${notStarted} more could not start)`}`;
}

/**
 * " in what the transcript shows of its commands (the recorder cut some, and what their cut parts wrote
 * is not known; one says it wrote /app/w.json)": the count is of the edits read from the text the
 * transcript keeps, a cut command's shown part included; what its cut part wrote is known only from what
 * it printed. Empty when no command was cut.
 */
export function cutNote(trajectory: Trajectory): string {
  if (!trajectory.toolCalls.some((call) => call.command !== null && isCut(call.command))) return "";
  const said = cutWrites(trajectory);
  return ` in what the transcript shows of its commands (the recorder cut some, and what their cut parts wrote is not known${cutWritesNote(said)}${cutListedNote(trajectory, said)}${statusNote(trajectory)})`;
}

/** A file `mv` took from one path to another in one call: the delete and the write the edits record for it. */
interface Move {
  from: string;
  to: string;
}

/** Each delete and write of one call that share a file name, where the call's line runs `mv` on that name. */
function movesIn(trajectory: Trajectory): Move[] {
  const moves: Move[] = [];
  const name = (path: string) => path.split("/").filter(Boolean).at(-1) ?? path;
  for (const edit of trajectory.edits) {
    if (edit.kind !== "delete" || edit.toolCall === null) continue;
    const line = trajectory.toolCalls[edit.toolCall]?.command ?? "";
    if (!/\bmv\b/.test(line)) continue;
    const moving = simpleCommands(line).some((command) => command.words[0] === "mv" && command.words.slice(1).some((word) => name(word) === name(edit.path)));
    const to = trajectory.edits.find((other) => other.toolCall === edit.toolCall && other.kind !== "delete" && name(other.path) === name(edit.path));
    if (moving && to !== undefined) moves.push({ from: edit.path, to: to.path });
  }
  return moves;
}
