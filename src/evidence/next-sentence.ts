/**
 * The value a sentence gives right after the sentence that names the credential: "I changed the SFTP password yesterday.
 * It's now X." The second sentence names nothing but refers back ("it", "that", "the new one"), and gives the value by a
 * copula; the window rule (credential-window.ts) reads it when a strong word's own sentence ends before any value.
 */

/**
 * A sentence's end, then a sentence that refers back to the credential and gives its value: "It's now", "It is",
 * "That was", "The new one is", "Now it's", with "set to" or "changed to" and a colon or a quote before the value.
 */
const REFERRING_SENTENCE = new RegExp(
  "[.!?;](?:[ \\t]+|\\\\{1,3}[nt]|\\r?\\n)[ \\t]*"
    + "(?:(?:[Nn]ow[ \\t,]+)?(?:[Ii]t|[Tt]hat|[Tt]he[ \\t]+new[ \\t]+one)(?:['’]s|[ \\t]+is|[ \\t]+was|[ \\t]+will[ \\t]+be))"
    + "(?:[ \\t]+(?:now|still))?(?:[ \\t]+(?:set|changed|reset|updated)[ \\t]+to)?[ \\t]*:?[ \\t]+(?:\\\\{0,3}[\"'`])?",
  "y",
);

/** Where the value of the referring sentence that starts at `at` (on its sentence's end) starts; -1 when none does. */
export function nextSentenceValueAt(text: string, at: number): number {
  REFERRING_SENTENCE.lastIndex = at;
  return REFERRING_SENTENCE.test(text) ? REFERRING_SENTENCE.lastIndex : -1;
}
