import type { Edit, Trajectory } from "../model.js";
import { operandTexts } from "../shell/command-writes.js";
import { unwrap } from "../shell/wrappers.js";
import { sameFile } from "./paths.js";
import { simpleCommands } from "./simple-commands.js";

/**
 * Files moved away and back: `mv f f.bak && ./check; mv f.bak f`, to see how a check behaves when
 * `f` is missing. With nothing else written to either name in between, `f` is back as it was, so
 * neither move (nor anything written to `f` while it was away, which the move back replaces)
 * changes the work. The move back must certainly run; if the move away failed, so does the move
 * back, and the file was never touched.
 */

interface Away {
  /** The file moved away, and the name it was moved to. */
  readonly path: string;
  readonly temporary: string;
  /** The tool call that moved it away. */
  readonly call: number;
}

interface RoundTrip extends Away {
  /** The tool call that moved it back. */
  readonly back: number;
}

export function movedAwayAndBack(trajectory: Trajectory): Set<Edit> {
  const restored = new Set<Edit>();
  for (const trip of roundTrips(trajectory)) for (const edit of tripEdits(trajectory.edits, trip) ?? []) restored.add(edit);
  return restored;
}

/** `mv a b` with two file operands and no target-folder option: [a, b]; otherwise null. */
function moveOf(words: readonly string[]): [string, string] | null {
  const unwrapped = unwrap(words);
  if (!("argv" in unwrapped) || unwrapped.argv[0] !== "mv") return null;
  const args = unwrapped.argv.slice(1);
  if (args.some((word) => /^-[a-zA-Z]*[tT]/.test(word) || word.startsWith("--target-directory"))) return null;
  const operands = operandTexts("mv", args);
  if (operands.length !== 2 || operands.some((operand) => /\/$|^\.\.?$/.test(operand))) return null;
  return [operands[0]!, operands[1]!];
}

/** Every move away the session later undid, in order. */
function roundTrips(trajectory: Trajectory): RoundTrip[] {
  if (!trajectory.toolCalls.some((call) => call.command != null && /\bmv\b/.test(call.command))) return [];
  let away: Away[] = [];
  const trips: RoundTrip[] = [];
  const toolWritesAt = new Map<number, string[]>();
  for (const edit of trajectory.edits) {
    if (edit.toolCall !== null && !edit.inferred) toolWritesAt.set(edit.toolCall, [...(toolWritesAt.get(edit.toolCall) ?? []), edit.path]);
  }
  trajectory.toolCalls.forEach((call, index) => {
    // an edit tool's write to a temporary name breaks its round trip
    const toolWrites = toolWritesAt.get(index) ?? [];
    away = away.filter((entry) => !toolWrites.some((path) => sameFile(path, entry.temporary)));
    if (call.command == null) return;
    for (const command of simpleCommands(call.command, undefined, call.exitCode ?? null)) {
      const move = moveOf(command.words);
      const back = move === null ? undefined : away.find((entry) => sameFile(entry.temporary, move[0]) && sameFile(entry.path, move[1]));
      if (back !== undefined && command.certainty === "ran") {
        trips.push({ ...back, back: index });
        away = away.filter((entry) => entry !== back);
        continue;
      }
      const written = move === null ? command.writes : [...command.writes, move[0]];
      const writes = (path: string) => written.some((name) => sameFile(name, path));
      away = away.filter((entry) => !writes(entry.temporary));
      // a write after the move back, in the same line, changes the file (its record may merge with the move's)
      for (const trip of trips.filter((made) => made.back === index && writes(made.path))) trips.splice(trips.indexOf(trip), 1);
      if (move !== null && !command.nested) away.push({ path: move[0], temporary: move[1], call: index });
    }
  });
  return trips;
}

/**
 * The edits a round trip made, or null when the record holds other edits of the two names in the
 * calls that moved them (a write before the move away or after the move back is a change).
 */
function tripEdits(edits: readonly Edit[], trip: RoundTrip): Edit[] | null {
  const inWindow = edits.filter((edit) => edit.toolCall !== null && edit.toolCall >= trip.call && edit.toolCall <= trip.back);
  const of = (path: string, call: number) => inWindow.filter((edit) => edit.toolCall === call && sameFile(edit.path, path));
  const kinds = (found: Edit[]) => found.map((edit) => (edit.kind === "delete" ? "delete" : "write")).join(",");
  const [file, temporary] = [trip.path, trip.temporary];
  const sameCall = trip.call === trip.back;
  const expected = sameCall
    ? kinds(of(file, trip.call)) === "delete,write" && kinds(of(temporary, trip.call)) === "write,delete"
    : kinds(of(file, trip.call)) === "delete" && kinds(of(temporary, trip.call)) === "write" &&
      kinds(of(file, trip.back)) === "write" && kinds(of(temporary, trip.back)) === "delete";
  if (!expected) return null;
  const between = (edit: Edit) => edit.toolCall! > trip.call && edit.toolCall! < trip.back;
  if (inWindow.some((edit) => between(edit) && sameFile(edit.path, temporary))) return null;
  return inWindow.filter((edit) => sameFile(edit.path, file) || sameFile(edit.path, temporary));
}
