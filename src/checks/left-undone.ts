/**
 * The agent's own word that part of the task is not done: "I did not get to the `--binary` flag: that part of
 * the task is still open." Green checks of what it did do cannot approve work it says it left.
 */

/** First person, a verb of finishing work, negated: "I did not get to", "I couldn't finish", "I haven't implemented". */
const NOT_FINISHED = /\bI (?:did not|didn't|could not|couldn't|was unable to|wasn't able to|have not|haven't|did not have time to|ran out of time to) (?:yet )?(?:get to|finish(?:ed)?|complete(?:d)?|implement(?:ed)?|address(?:ed)?|handle(?:d)?)\b/i;
/** The work spoken of as still open: "that part of the task is still open", "remains to be done", "left as a TODO". */
const STILL_OPEN = /\b(?:(?:part|rest|remainder) of (?:the|this) (?:task|issue|work|request)\b[^.;]*?\b(?:is|remains) (?:still )?(?:open|undone|unfinished|not (?:yet )?(?:done|finished|implemented|addressed))|remains? to be (?:done|implemented|addressed)|left (?:as )?(?:a )?TODO|(?:is|are) (?:still )?(?:not yet|yet to be) (?:done|implemented|addressed))\b/i;
/** What the agent says it left aside on purpose: not the task (a failure that is not its change's). */
const SET_ASIDE = /\b(?:unrelated|pre-?existing|out of scope|also fails|fails on (?:main|master|the original))\b/i;

/** How long a quoted admission may be. */
export const MAX_UNDONE_QUOTE = 160;

/** The first sentence of `text` saying part of the task is not done, or null. */
export function leftUndone(text: string | null): string | null {
  if (text === null || text.trim() === "") return null;
  const prose = text.replace(/```[\s\S]*?```/g, " ");
  const sentences = prose.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim()).filter(Boolean);
  return sentences.find((sentence) => (NOT_FINISHED.test(sentence) || STILL_OPEN.test(sentence)) && !SET_ASIDE.test(sentence)) ?? null;
}
