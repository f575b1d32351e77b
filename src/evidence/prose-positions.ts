/**
 * Passwords in prose by positions the name scan (name-rules.ts) does not read (corpus 8): the value first ("X is the
 * password for the admin console"), a value opening on `!`, `#` or `%` after "the password is" (the name scan reads
 * `!` as code's negation), the English word with another language's copula ("la password dell'utente è X"), a
 * Turkish possessive right before the value ("hesabının şifresi X olarak ayarlandı"), and a token alone on the line
 * after "Token below:".
 *
 * Prose's guard judges each value (long, a digit, random), so "the password is wrong" stays. Every pattern opens on a
 * literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash or the punctuation that ends a sentence's part. */
const VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/** English words for the password in prose. */
const PASSWORD_WORD = "(?:[Pp]ass(?:word|phrase)|PASSWORD)";
/** "is" in the languages that borrow the English word (Italian, French, German, Swedish, Polish, Czech); English's is the name scan's. */
const BORROWED_COPULA = "(?:è|est|ist|är|jest|je)";
/** Words between the password's word and the verb ("dell'utente di test"). */
const WORDS_BETWEEN = "(?:[ \\t]+[^\\s:：()]{1,30}){1,6}?";

const literalRule = (kind: string, anchors: readonly string[], source: string, confidence: "prose" | "key", flags = "g"): LabelRule => ({
  ...labelRule(kind, anchors, source, confidence, flags),
  literal: true,
});

export const PROSE_POSITION_RULES: readonly LabelRule[] = [
  // "X is the password for the ledger admin console": the value before its word, which names what it opens
  literalRule(
    "value-before-password",
    [" is the password", " is the passphrase", " is the admin password"],
    ` is the (?:admin )?pass(?:word|phrase)(?<=(?:^|[\\s(:"'>]|\\\\[nt])${OPEN_QUOTE}(?<secret>${VALUE})${OPEN_QUOTE} is the (?:admin )?pass(?:word|phrase))`
      + "(?=[ \\t]+(?:for|of|to|on)[ \\t])",
    "prose",
    "gd",
  ),
  // "the password is !X": a value that opens on a mark, which the name scan reads as code
  literalRule(
    "password-copula-mark",
    ["is !", "is #", "is %", "was !", "was #"],
    `${PASSWORD_WORD}s?[ \\t]+(?:is|was)[ \\t]+${OPEN_QUOTE}(?<secret>[!#%]${VALUE})`,
    "prose",
  ),
  // the English word with another language's copula: "la password dell'utente di test è X", "das Password ist X"
  literalRule(
    "password-borrowed-copula",
    [" è ", " je ", " est ", " ist ", " är ", " jest "],
    `${PASSWORD_WORD}${WORDS_BETWEEN}[ \\t]+${BORROWED_COPULA}[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "prose",
  ),
  // Turkish's possessive right before the value: "test hesabının şifresi X olarak ayarlandı"
  literalRule("password-possessive-value", ["ifre"], `[Şş]ifre(?:si|niz)[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`, "prose"),
  // "Token below:", then the value alone on a line of its own
  literalRule(
    "value-on-next-line",
    ["below:", "follows:"],
    `(?:[Tt]oken|TOKEN|${PASSWORD_WORD}|[Ss]ecret|SECRET|[Kk]ey|KEY)s?[ \\t]+(?:below|follows)[ \\t]*:[ \\t]*(?:${NEWLINE}[ \\t]*){1,3}`
      + `${OPEN_QUOTE}(?<secret>${VALUE})(?=${OPEN_QUOTE}[ \\t]*(?:${NEWLINE}|$|"))`,
    "key",
  ),
];
