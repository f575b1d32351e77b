import type { Trajectory } from "../model.js";
import { simpleCommands, unwrappedWords, type SimpleCommand } from "../checks/simple-commands.js";
import { stepLabel } from "../checks/quote.js";
import { programName } from "../shell/program.js";
import { isProbe } from "../checks/probes.js";

/**
 * ", besides what its commands unpacked and built (tar and make at step 13)": an archive extracted, a
 * repository cloned, a tree configured and built write many files the edit count cannot list. Said when
 * the count names no file, so that "edited 0 files" is not read as "made nothing".
 */

/** Steps named at most. */
const MAX_STEPS = 2;

/** What a command does to the tree, when it unpacks or builds; else null. */
function treeWork(words: readonly string[]): "unpacked" | "built" | null {
  const program = programName(words[0] ?? "");
  const rest = words.slice(1);
  if (program === "tar") return rest.some((word) => /^-?[a-wyzA-Z]*x[a-zA-Z]*$/.test(word) || word === "--extract") ? "unpacked" : null;
  if (program === "unzip" || (program === "7z" && rest[0] === "x") || (program === "git" && rest[0] === "clone")) return "unpacked";
  // a dry run (`make -n`) is a probe, left out before this is asked
  if (program === "configure" || program === "make" || program === "ninja") return "built";
  if ((program === "cmake" && rest.includes("--build")) || ((program === "cargo" || program === "go") && rest[0] === "build")) return "built";
  return null;
}

/**
 * What a command made of the tree, or null. A probe (`command -v make`, `./configure --help`) makes
 * nothing; it is asked only of the few commands that unpack or build, and their words are unwrapped
 * once: asked of every command, the probe tests were most of the report's time on a long session (Run 46).
 */
function madeBy(command: SimpleCommand): "unpacked" | "built" | null {
  const words = unwrappedWords(command);
  const kind = treeWork(words);
  return kind === null || isProbe(command.words) || isProbe(words) ? null : kind;
}

/** The note, or "" when the agent's commands unpacked and built nothing (or the line failed). */
export function unpackedNote(trajectory: Trajectory): string {
  const kinds = new Set<string>();
  const steps: number[] = [];
  for (const call of trajectory.toolCalls) {
    if (call.command === null || (call.exitCode !== null && call.exitCode !== 0)) continue;
    const found = simpleCommands(call.command).map(madeBy).filter((kind) => kind !== null);
    if (found.length === 0) continue;
    for (const kind of found) kinds.add(kind);
    if (steps.length < MAX_STEPS) steps.push(call.step);
  }
  if (kinds.size === 0) return "";
  const what = kinds.size === 2 ? "unpacked and built" : [...kinds][0]!;
  return `, besides what its commands ${what} (${steps.map(stepLabel).join(", ")}${steps.length === MAX_STEPS ? " and others" : ""}),`;
}
