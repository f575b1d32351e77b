import type { Edit, Trajectory } from "../model.js";
import { pathFactsByCall } from "./path-facts.js";

/**
 * Deletes of paths the transcript last showed absent: `rm -rf /tmp/CompCert; curl …` after `ls /tmp`
 * listed no CompCert. Removing what is not there changes nothing; what the line writes next is its own edit.
 */
export function deletesOfAbsent(trajectory: Trajectory): Set<Edit> {
  const deletes = trajectory.edits.filter((edit) => edit.kind === "delete" && edit.toolCall !== null);
  if (deletes.length === 0) return new Set();
  const factsAt = pathFactsByCall(trajectory);
  return new Set(deletes.filter((edit) => factsAt(edit.toolCall!)(edit.path) === "absent"));
}
