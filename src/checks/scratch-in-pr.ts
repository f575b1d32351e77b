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
 * or a backup copy (`utils.py.bak`, `x.orig`, `x~`). A reviewer would ask for them to be taken out.
 */

/** Names editors and agents give the copies they keep of a file. */
const BACKUP = /(?:\.(?:bak|orig|old|backup|swp)|~)$/;
const OWN_CHECK_SCRIPT = "the agent's own check script";

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
    if (BACKUP.test(file.path)) return [{ file, why: "a backup copy", step: null }];
    const ran = runs.find((run) => run.adHoc && checkScriptOf(run) !== null && samePath(checkScriptOf(run)!, file.path));
    if (ran !== undefined) return [{ file, why: OWN_CHECK_SCRIPT, step: ran.step }];
    // a script whose run edited the work (`python update_x.py` rewriting `x.py`): the agent's tool for the change
    const edited = edits.find((edit) => ranScript(edit).some((script) => samePath(script, file.path)));
    return edited === undefined ? [] : [{ file, why: `a script it ran to edit ${edited.path}`, step: edited.step }];
  });
}

/** The files a PR adds that the agent ran as its own check scripts. */
export function ownCheckScripts(diff: readonly DiffFile[], runs: readonly VerificationRun[]): string[] {
  return scratchFilesInPr(diff, runs).filter((found) => found.why === OWN_CHECK_SCRIPT).map((found) => found.file.path);
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
function scriptsRun(line: string | null): string[] {
  return line === null ? [] : simpleCommands(line).flatMap((command) => scriptOf(command) ?? []);
}
