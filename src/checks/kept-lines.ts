import type { OutcomeSource, RunOutcome } from "./run-outcome.js";
import { unwrappedWords, type SimpleCommand } from "./simple-commands.js";
import { programName } from "../shell/program.js";
import { withoutCodexHeader } from "../transcript/exit-code.js";

/**
 * `go test ./... | tail -3`: a runner that prints one result line per package (go) or per test binary
 * (cargo), piped through a filter that keeps the last or first N lines. When the output fills the N lines,
 * the lines dropped may hold the failing packages, and the status is the filter's: the green lines kept
 * speak for their packages only, not for the run.
 */

/** Runners, by `program verb`, whose output has no summary of the whole run, only one line per unit. */
const PER_UNIT_RUNNERS = new Set(["go test", "cargo test", "cargo nextest"]);
/** `tail -3`, `tail -n 3`, `tail -n3`, `tail --lines=3`, and the same of head. */
const COUNT = /^(?:-n?(\d+)|--lines=(\d+))$/;

/** The outcome when the filter may have dropped result lines, else null (the output is read as usual). */
export function keptLinesOutcome(
  command: SimpleCommand,
  top: readonly SimpleCommand[],
  output: string | null,
): { outcome: RunOutcome; from: OutcomeSource; partial: string } | null {
  const words = unwrappedWords(command);
  if (!PER_UNIT_RUNNERS.has(`${programName(words[0] ?? "")} ${words[1] ?? ""}`)) return null;
  const filter = top[top.indexOf(command) + 1];
  if (command.next !== "|" || filter === undefined || command.pipefail) return null;
  const tool = programName(filter.words[0] ?? "");
  if (tool !== "tail" && tool !== "head") return null;
  const kept = keptCount(filter.words);
  // Codex's status header above the output is the recorder's, not lines the filter kept
  const lines = withoutCodexHeader(output ?? "").split(/\r?\n/).filter((line) => line.trim() !== "").length;
  if (kept === null || lines < kept) return null;
  const where = tool === "tail" ? "last" : "first";
  return { outcome: "unknown", from: "none", partial: `\`${filter.words.join(" ")}\` kept only its ${where} ${kept} lines, and the results of the packages it dropped are not shown` };
}

function keptCount(words: readonly string[]): number | null {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    // `tail -n +2` keeps all from line 2 on; `-c 100` counts bytes, `-f` follows: none keeps a last few lines
    if (/^(?:-c|--bytes|-f|--follow)/.test(word) || /^(?:-n|--lines=)\+/.test(word)) return null;
    if (word === "-n" || word === "--lines") return /^\d+$/.test(words[index + 1] ?? "") ? Number(words[index + 1]) : null;
    const found = COUNT.exec(word);
    if (found !== null) return Number(found[1] ?? found[2]);
  }
  // tail and head keep 10 lines unless told
  return 10;
}
