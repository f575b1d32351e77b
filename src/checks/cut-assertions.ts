import type { Trajectory } from "../model.js";
import { isCut } from "../shell/cut-mark.js";
import { assertsSomething } from "./shell-verdicts.js";
import { simpleCommands } from "./simple-commands.js";
import { clip, stepLabel } from "./quote.js";

/** How much of an assertion's command the note quotes. */
const MAX_ASSERTION_CHARS = 60;

/**
 * "; the line the recorder cut at step 31 asserts with `git merge-base --is-ancestor …` (and 1 more), but
 * what it shows does not settle whether they held": a line after `afterCall` whose shown part asserts by
 * exit status, cut before its end. The part cut may hold `|| true` or `;` after them, so its exit 0 does not
 * say they held, and they print nothing when they do: no check is credited, but a reader is told one was tried.
 */
export function cutAssertionsNote(trajectory: Trajectory, afterCall: number): string {
  const asserting = (command: string) => simpleCommands(command).filter((simple) => !simple.nested && assertsSomething(simple));
  let call: (typeof trajectory.toolCalls)[number] | undefined;
  let held: ReturnType<typeof asserting> = [];
  for (let at = trajectory.toolCalls.length - 1; at > afterCall && held.length === 0; at -= 1) {
    call = trajectory.toolCalls[at]!;
    held = call.command !== null && isCut(call.command) ? asserting(call.command) : [];
  }
  if (call === undefined || held.length === 0) return "";
  const more = held.length > 1 ? ` (and ${held.length - 1} more)` : "";
  const first = clip(held[0]!.words.join(" "), MAX_ASSERTION_CHARS);
  return `; the line the recorder cut at ${stepLabel(call.step)} asserts with \`${first}\`${more}, but what it shows does not settle whether ${held.length === 1 ? "it" : "they"} held`;
}
