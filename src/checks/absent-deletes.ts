import type { Edit, ToolCall, Trajectory } from "../model.js";
import { shellNeverStarted, shellRejected } from "../shell/rejected.js";
import { pathFactsByCall } from "./path-facts.js";
import { escapeRegExp } from "../words.js";
import { samePath } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";

/**
 * Deletes of paths the transcript last showed absent, by the first command that names them: `rm -rf
 * /tmp/CompCert; curl …` after `ls /tmp` listed no CompCert. Removing what is not there changes nothing;
 * what the line writes next is its own edit. A command that named the path before (`cd /app/sqlite` after
 * a `tar -x` the edits do not record) may have seen it made, so such a delete stays a change.
 */
/** Commands that only look at paths: naming one there does not make it. */
const LOOKS_ONLY = /^(?:ls|find|stat|test|\[|\[\[|cat|head|tail|grep|wc|file|du|readlink|realpath)$/;

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
    // an earlier delete of the same path left it absent too: naming it there saw nothing made
    const deletedThere = (index: number) => deletes.some((other) => other.toolCall === index && samePath(other.path, edit.path));
    // a listing or a read (`find /app -name core`, `ls -l /app/core*`) is what shows it absent, not a sign it was made
    const namedByCommand = (line: string) => simpleCommands(line).some((command) => !LOOKS_ONLY.test(command.words[0] ?? "")
      && command.words.some((word) => names.test(` ${word} `)));
    const namedIn = (call: ToolCall, index: number) =>
      call.command != null && names.test(call.command) && ran(call) && !deletedThere(index) && namedByCommand(call.command);
    return trajectory.toolCalls.slice(0, edit.toolCall!).some(namedIn);
  };
  return new Set(deletes.filter((edit) => factsAt(edit.toolCall!)(edit.path) === "absent" && !namedBefore(edit)));
}
