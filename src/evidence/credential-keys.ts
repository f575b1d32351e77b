/**
 * A key that names a credential as a whole, for the rules that read a name inside code (Kotlin's pair, Rust's
 * `Some`, an env read's fallback, a HAR's entry): its last word is a credential's word (`apiKey`, `password`,
 * `client_secret`, `X-CSRF-Token`, `UPLOAD_KEY_PASSWORD`), so a name that only holds the letters (`author`,
 * `keyring`, `passed`, `test_auth`) names none. position-rules.ts' `CREDENTIAL_NAME` is the looser substring
 * form the older rules use.
 *
 * The part before the word is bounded: inside a look-behind, or after an env read, an unbounded run tried at
 * each split point was quadratic in the run's length (review 33, M5).
 */

/** The words a credential's key ends in. `auth` is left out: `test_auth`, `oauth` name fixtures and flows as often. */
export const CREDENTIAL_WORD = "(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|"
  + "[Kk]ey|KEY|[Cc]redentials?|CREDENTIALS?)";
/** The most characters of a key before its last word. */
const MAX_KEY_HEAD = 40;
/** A key of words joined by `_`, `.`, `-` or a camel hump, the last one of `words`, and nothing after it. */
export const wholeKey = (words: string): string => `(?:[\\w.-]{0,${MAX_KEY_HEAD}}(?:[_.-]|[a-z0-9](?=[A-Z])))?${words}(?![\\w-])`;
/** A key whose last word is a credential's. */
export const CREDENTIAL_KEY = wholeKey(CREDENTIAL_WORD);
/** A string literal's body that is one word (no blank, quote, backslash), closed by its quote: a sentence is no secret. */
export const WORD_LITERAL = "[^\\s\"'\\\\]+(?=(?:\\\\{1,3})?[\"'])";
