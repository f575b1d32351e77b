import type { Edit, ToolCall, Trajectory } from "../model.js";
import { shellNeverStarted, shellRejected } from "../shell/rejected.js";
import { pathFactsByCall } from "./path-facts.js";
import { escapeRegExp } from "../words.js";

/**
 * Deletes of paths the transcript last showed absent, by the first command that names them: `rm -rf
 * /tmp/CompCert; curl …` after `ls /tmp` listed no CompCert. Removing what is not there changes nothing;
 * what the line writes next is its own edit. A command that named the path before (`cd /app/sqlite` after
 * a `tar -x` the edits do not record) may have seen it made, so such a delete stays a change.
 */
export function deletesOfAbsent(trajectory: Trajectory): Set<Edit> {
  const deletes = trajectory.edits.filter((edit) => edit.kind === "delete" && edit.toolCall !== null);
  if (deletes.length === 0) return new Set();
  const factsAt = pathFactsByCall(trajectory);
  const namedBefore = (edit: Edit) => {
    // the name as a whole path part: `cd /app/sqlite`, not `sqlite-fossil-release.tar.gz`
    const name = escapeRegExp(edit.path.split("/").filter(Boolean).at(-1) ?? edit.path);
    const names = new RegExp(`(?:^|[\\s/'"=])${name}(?:$|[\\s/'";&|)])`);
    // a line that never ran (its shell never started, or refused it) saw nothing
    const ran = (call: ToolCall) => !shellNeverStarted(call.output, call.exitCode) && !shellRejected(call.output, call.exitCode);
    return trajectory.toolCalls.slice(0, edit.toolCall!).some((call) => call.command != null && names.test(call.command) && ran(call));
  };
  return new Set(deletes.filter((edit) => factsAt(edit.toolCall!)(edit.path) === "absent" && !namedBefore(edit)));
}
