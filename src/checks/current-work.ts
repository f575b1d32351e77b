import type { Edit, Trajectory } from "../model.js";
import { sameVersions, workVersions } from "./file-versions.js";

/**
 * The work's last change and the checks that saw the work as it ends. An edit that brings the
 * work back to a state a check already saw (a save-and-restore round trip, a revert of a revert)
 * does not make that check stale: the last change is then the edit that led to the state the
 * check saw, and only checks that saw the final state count after it.
 */
export interface CurrentWork {
  lastEdit: Edit | undefined;
  /** The check at this call saw the work as it ends (it ran after the last change, on that state). */
  sawFinal(call: number): boolean;
  /** The last edit that brought the work back to a state a check saw, when one came after `lastEdit`. */
  returnedBy?: Edit;
}

export function currentWork(trajectory: Trajectory, checkable: readonly Edit[], runCalls: readonly number[]): CurrentWork {
  const plain = (lastEdit: Edit | undefined): CurrentWork => ({
    lastEdit,
    sawFinal: (call) => lastEdit?.toolCall == null || call >= lastEdit.toolCall,
  });
  const edited = checkable.filter((edit) => edit.toolCall !== null);
  if (edited.length < 2 || runCalls.length === 0) return plain(checkable.at(-1));
  const paths = [...new Set(edited.map((edit) => edit.path))];
  const versions = workVersions(trajectory, trajectory.edits, paths);
  const lastEditUpTo = (call: number) => edited.findLast((edit) => edit.toolCall! <= call);
  let lastEdit: Edit | undefined;
  let returned: Edit | undefined;
  for (const call of [...new Set(edited.map((edit) => edit.toolCall!))]) {
    const state = versions.after(call);
    const seenAt = runCalls.findLast((run) => run < call && sameVersions(versions.after(run), state));
    const led = seenAt === undefined ? undefined : lastEditUpTo(seenAt);
    if (led === undefined) {
      lastEdit = edited.findLast((edit) => edit.toolCall === call);
      returned = undefined;
    } else {
      lastEdit = led;
      returned = edited.findLast((edit) => edit.toolCall === call);
    }
  }
  if (!returned || lastEdit === undefined) return plain(checkable.at(-1));
  const from = lastEdit.toolCall!;
  const sawFinal = (call: number) => call >= from && sameVersions(versions.after(call), versions.final);
  // a state the shell left unread (a stash never popped) can leave no check on the final state: read as before
  if (!runCalls.some(sawFinal)) return plain(checkable.at(-1));
  return { lastEdit, sawFinal, returnedBy: returned };
}
