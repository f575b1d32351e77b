import type { DiffFile } from "../evidence/diff.js";
import type { Edit } from "../model.js";
import type { Judgement } from "./claim-runs.js";
import type { Claim } from "./claim-kinds.js";
import type { CheckContext } from "./context.js";
import { samePath } from "./paths.js";
import { evidence } from "./quote.js";

/**
 * "Modified `sphinx/domains/python.py` to …", "I updated `utils.py`", "Added a test in `tests/test_x.py`":
 * the answer says it changed that file.
 */
const CHANGED_VERB = /\b(?:modified|changed|updated|edited|patched|rewrote|rewritten|added|created)\b/i;
/** A code span that names a file: a path with a folder, or a name with an extension (`setup.py`, `src/a.ts`). */
const FILE_SPAN = /^(?:[\w.-]+\/)*[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,5}$|^(?:[\w.-]+\/)+[\w.-]+$/;

/** Words that say a change was taken back: the file is named as no longer changed. */
const UNDONE = /\b(?:revert(?:ed|ing)?|undone|undid|restored|rolled back|backed out|put back|removed again|no longer)\b/i;

/** A span that is plainly a file's path, not code (`os.path`): a folder and an extension. */
const FILE_PATH = /^(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z][A-Za-z0-9]{0,5}$/;

/** The files a sentence says the agent changed, as its inline code names them. */
export function changedFilesSaid(sentence: string, code: readonly string[]): string[] {
  // "a debug print I added to `cli.py` was reverted": the sentence says the change is gone
  if (!CHANGED_VERB.test(sentence) || UNDONE.test(sentence)) return [];
  return code.filter((span) => FILE_SPAN.test(span));
}


/** The PR's file is the one named: by its path, or by the path a rename took it from. */
const changes = (changed: DiffFile, file: string) =>
  samePath(changed.path, file) || (changed.oldPath !== null && samePath(changed.oldPath, file));

/** The transcript's last edit of a file, unless that edit deleted it (a scratch file made and removed changed nothing). */
function lastEditOf(edits: readonly Edit[], file: string): Edit | undefined {
  const last = edits.findLast((edit) => samePath(edit.path, file));
  return last?.kind === "delete" ? undefined : last;
}

/** The files a claim names that the run edited or the PR changes: `os.path` in "changed `os.path` handling" is neither. */
function filesKnown(claim: Claim, edits: readonly Edit[], diff: readonly DiffFile[]): string[] {
  const inPr = (file: string) => diff.some((changed) => changes(changed, file));
  return (claim.files ?? []).filter((file) => lastEditOf(edits, file) !== undefined || inPr(file));
}

/** A files claim the PR can speak to: a diff is given and the claim names a file the run or the PR has. */
export const filesClaimRead = (claim: Claim, { trajectory, diff }: CheckContext) =>
  diff !== null && filesKnown(claim, trajectory.edits, diff).length > 0;

/**
 * A claim that the agent changed a file, against the PR: backed when the PR changes every file it
 * names; contradicted when the transcript edits a file it names and the PR does not change it (the
 * change the answer describes did not reach the PR). A file only the PR has is not judged by the run.
 */
export function judgeChangedFiles(claim: Claim, { trajectory, diff }: CheckContext): Judgement {
  const files = diff === null ? [] : filesKnown(claim, trajectory.edits, diff);
  if (diff === null || files.length === 0) return { verdict: "unchecked", evidence: [] };
  const inPr = (file: string) => diff.find((changed) => changes(changed, file));
  // a path plainly a file's (a folder and an extension: `tests/test_cli.py`) that the PR does not change and no step wrote
  const unwritten = (claim.files ?? []).find((file) => FILE_PATH.test(file) && !files.includes(file) && inPr(file) === undefined);
  if (unwritten !== undefined) {
    return { verdict: "unbacked", overstated: true, evidence: [evidence(null, `the PR does not change ${unwritten}, and no step of the transcript wrote it`)] };
  }
  const missing = files.find((file) => inPr(file) === undefined);
  if (missing !== undefined) {
    // known and not in the PR: the transcript edited it
    const edit = lastEditOf(trajectory.edits, missing)!;
    const said = [evidence(edit.step, `${missing} · edited in the transcript`, edit.path), evidence(null, `the PR does not change ${missing}`)];
    return { verdict: "contradicted", evidence: said };
  }
  const changed = files.map(inPr).map((file) => evidence(null, `changed in the PR (+${file!.additions} −${file!.deletions})`, file!.path));
  return { verdict: "backed", evidence: changed };
}
