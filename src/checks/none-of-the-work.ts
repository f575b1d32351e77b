import type { DiffFile } from "../evidence/diff.js";
import type { Edit, Evidence, ToolCall } from "../model.js";
import { clip, evidence, named, stepLabel } from "./quote.js";
import { samePath } from "./paths.js";
import type { ScratchInPr } from "./scratch-in-pr.js";
import { restoreAfterEdits, type Restore } from "./work.js";
import { simpleCommands } from "./simple-commands.js";
import { isTestFile } from "./weakened-tests.js";

/** At most this many put-back files are named in the sentence. */
const MAX_NAMED_DISCARDED = 3;
/** The command that put a file back is quoted up to this many characters. */
const MAX_COMMAND_CHARS = 50;

export interface Discarded {
  path: string;
  /** The step of the file's first edit: a check after it and before the put-back ran on the change. */
  edited: number;
  /** The step of the git command that put the file back or set its change aside. */
  step: number;
  command: string;
}

/**
 * The agent's changes to files the PR does not hold, each put back by git after its last edit (`git checkout
 * variable.py`, `git restore`, a `git stash` nothing popped), with the step and command that did it.
 */
export function discardedChanges(
  candidates: readonly string[],
  edits: readonly Edit[],
  restores: readonly Restore[],
  calls: readonly ToolCall[],
): Discarded[] {
  return candidates.flatMap((path) => {
    const own = edits.filter((edit) => samePath(edit.path, path));
    const restore = restoreAfterEdits(path, edits, restores);
    const call = restore === undefined ? undefined : calls[restore.call];
    return call === undefined || own.length === 0 ? [] : [{ path, edited: own[0]!.step, step: call.step, command: gitCommandOf(call.command ?? "") }];
  });
}

/** The git command of a line (`git checkout a.py` of `cd /repo && git checkout a.py && git status`), or the line. */
function gitCommandOf(line: string): string {
  const git = simpleCommands(line).find((command) => command.words[0] === "git");
  return git === undefined ? line : git.words.join(" ");
}

export interface NoneOfTheWork {
  summary: string;
  evidence: Evidence[];
}

/**
 * A PR that holds none of the agent's change: it only adds new files (its check script, its own test) or changes
 * tests, while the tracked files the agent changed, and ran checks on, were put back by git before the PR was made
 * (git puts back only what it tracks), and no check passed on what was left. The checks ran on a change the PR does
 * not merge: a problem the transcript shows, not missing evidence. `checkedBetween` says a check ran after the one
 * step and before the other; `passedAfter`, that one passed after the step. Null otherwise.
 */
export function noneOfTheWork(
  diff: readonly DiffFile[],
  scratch: readonly ScratchInPr[],
  discarded: readonly Discarded[],
  runs: { checkedBetween: (after: number, before: number) => boolean; passedAfter: (step: number) => boolean },
): NoneOfTheWork | null {
  const tested = discarded.filter((item) => runs.checkedBetween(item.edited, item.step) && !isTestFile(item.path)
    && !runs.passedAfter(item.step));
  const carriesNoChange = (file: DiffFile) => file.status === "added" || isTestFile(file.path);
  if (diff.length === 0 || tested.length === 0 || !diff.every(carriesNoChange)) return null;
  const why = (file: DiffFile) => scratch.find((found) => found.file === file)?.why
    ?? (file.status === "added" ? "a new file" : "a test file");
  const verb = diff.every((file) => file.status === "added") ? "adds" : "changes";
  const adds = diff.slice(0, MAX_NAMED_DISCARDED).map((file) => `${named(file.path)} (${why(file)})`).join(", ")
    + (diff.length > MAX_NAMED_DISCARDED ? ` and ${diff.length - MAX_NAMED_DISCARDED} more` : "");
  const first = tested[0]!;
  const files = tested.slice(0, MAX_NAMED_DISCARDED).map((item) => named(item.path)).join(", ")
    + (tested.length > MAX_NAMED_DISCARDED ? ` and ${tested.length - MAX_NAMED_DISCARDED} more` : "");
  const one = tested.length === 1;
  const summary = `The PR holds none of the change the agent checked: it only ${verb} ${adds}, while the agent's change to ${files}, `
    + `which its checks ran on, ${one ? "was" : "were"} put back by \`${clip(first.command, MAX_COMMAND_CHARS)}\` (${stepLabel(first.step)}) `
    + `and ${one ? "is" : "are"} not in the PR.`;
  const cited = tested.map((item) => evidence(item.step, `put back, not in the PR: ${item.path}`, item.path));
  return { summary, evidence: cited };
}
