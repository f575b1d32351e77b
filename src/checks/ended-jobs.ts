import type { Trajectory } from "../model.js";
import { ownSegment } from "./output-segments.js";
import { simpleCommands, type SimpleCommand } from "./simple-commands.js";

/** Programs that list running processes, whose lines a grep then picks (`ps aux | grep name`). */
const PROCESS_LISTERS: ReadonlySet<string> = new Set(["ps"]);
/** A grep pattern read as a plain name: a literal part of a command line, no regex of its own. */
const PLAIN_NAME = /^[\w][\w.-]{2,}$/;

/**
 * A process listing after `fromCall` showed no process of `path` running: a line `ps aux | grep name
 * [| grep -v grep] [|| echo done]`, `name` a part of the file's name, whose own part of the output (echoes
 * bound it) holds no line naming it but the grep's own. A job started from the file had ended by then.
 */
export function shownEnded(trajectory: Trajectory, fromCall: number, path: string): boolean {
  const name = path.slice(path.lastIndexOf("/") + 1);
  for (let index = fromCall + 1; index < trajectory.toolCalls.length; index++) {
    const call = trajectory.toolCalls[index]!;
    if (call.command == null || !call.command.includes("ps") || call.output === null) continue;
    const line = simpleCommands(call.command);
    for (let at = 0; at < line.length; at++) {
      const pattern = listedName(line, at);
      if (pattern === null || !name.includes(pattern)) continue;
      const part = ownSegment(line, at, call.output);
      if (part !== null && !part.split("\n").some((shown) => shown.includes(pattern) && !/\bgrep\b/.test(shown))) return true;
    }
  }
  return false;
}

/** The plain name a process listing at `at` is grepped for (`ps aux | grep test_run`), or null. */
function listedName(line: readonly SimpleCommand[], at: number): string | null {
  const lister = line[at]!;
  if (!PROCESS_LISTERS.has(lister.words[0] ?? "") || lister.next !== "|") return null;
  const grep = line[at + 1];
  if (grep === undefined || grep.words[0] !== "grep") return null;
  const pattern = grep.words.slice(1).find((word) => !word.startsWith("-"));
  return pattern !== undefined && PLAIN_NAME.test(pattern) ? pattern : null;
}
