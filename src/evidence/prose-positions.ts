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
import { FOREIGN_WORDS } from "./password-words.js";
import { labelRule, NEWLINE } from "./rule-parts.js";
import { escapeRegExp } from "../words.js";

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

/** A credential's word in prose, with what it names before it ("the redis password", "the admin PIN"). */
const CREDENTIAL_WORD = "(?:[Pp]ass(?:word|phrase|code)|PASSWORD|[Ss]ecret|[Tt]oken|PIN)s?";
/** The verbs of a credential's change ("rotated", "changed", "reset", "set", "updated", "switched"). */
const CHANGED = "(?:[Rr]otated|[Cc]hanged|[Rr]eset|[Ss]et|[Uu]pdated|[Ss]witched)";
/** Up to this many words between a verb and what it changed ("rotated the staging redis password"). */
const CHANGED_WORDS = "(?:[ \\t]+[\\w'-]{1,30}){0,4}?";
/** Words of the same sentence: no full stop before a blank, line break or backslash (a JSON escape) between. */
const SAME_SENTENCE = "(?:[^.!?\\s\\\\]|[ \\t]|[.!?](?=\\S)){0,120}?";
/**
 * A value stated in a sentence: to a blank or a quote, less the sentence's own marks after it (`X, it's dead`, `X.`); a
 * `!` or `?` the sentence goes on after is the value's (`X!, it's dead`, `X! and updated`).
 */
const STATED_VALUE = "[^\\s\"'\\\\`]*[^\\s\"'\\\\`.,;:!?)](?:[!?](?=[,;)]|[ \\t]+[a-z]))?";
/** The least characters of a value a sentence states as a credential's new value. */
const MIN_STATED_CHARS = 8;

/**
 * A password a sentence gives as a credential's value: eight characters or more of three kinds (letters of both cases,
 * digits, marks), no reference, template, placeholder, path or URL. Punctuation is its own (`9+dWUh({f:.+(f[18t`).
 */
function isStatedPassword(value: string): boolean {
  if (value.length < MIN_STATED_CHARS || /^[$%<{~/.]|\$\{|\$\(|\{\{|:\/\/|^\[REDACTED/.test(value)) return false;
  // a name, a version or a file in one case (`SECRET_KEY_V2`, `v2.0.0-rc1`, `test_token_refresh_2`, `cert-2024.pem`), or a path
  if (/^[\w.-]+$/.test(value) && (!/[a-z]/.test(value) || !/[A-Z]/.test(value))) return false;
  // a path, a file, or a name ending in a version (`Python3.11`)
  if (value.includes("/") || /\.[a-z]{2,4}$|\d\.\d+$/.test(value)) return false;
  return mixesPasswordKinds(value);
}

/** Three of lower-case letters, capitals, digits and marks, as punctuated-values.ts counts (an import breaks load order). */
function mixesPasswordKinds(value: string): boolean {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(value)).length >= 3;
}

/**
 * A pronoun that stands for a credential the sentence named, in a clause of its own, with what it is of: French's "celui
 * de", Italian's "quella del", Spanish's "la del", Portuguese's "a do", German's "das des", English's "that of", "the one for".
 * Each is also the rule's literal, with its blanks, so a match holds one as it is spelled here.
 */
const PRONOUNS_OF = [
  "celui ", "celle ", "quello ", "quella ", " la del ", " la de ", " el del ", " el de ", " la para ", " el para ", " a do ", " a da ",
  " a de ", " o do ", " o da ", " o de ", "das des ", "das der ", "das vom ", "das von ", "das für ", "that of ", " one for ",
];
/** The pronouns as the pattern opens on them: a literal first, the look-behind for the credential's word after it. */
const PRONOUN_OF = `(?:${PRONOUNS_OF.map(escapeRegExp).join("|")})`;
/** "is" and "was" in those languages. */
const PRONOUN_COPULA = "(?:est|était|etait|sera|es|era|fue|será|è|é|ist|war|is|was|will[ \\t]+be)";
/** The words between the pronoun and its verb ("de l'ancien serveur"): a sentence's words, an inner dot a host's (`db01.acme`). */
const OF_WORDS = "(?:[^\\s,;:!?：()\"`]{0,29}[^\\s.,;:!?：()\"`][ \\t]+){0,5}?";

export const PROSE_POSITION_RULES: readonly LabelRule[] = [
  // a second value of the same sentence's credential, by a pronoun that stands for it: "le mot de passe du compte est X, et celui
  // de l'ancien serveur était Y", "the password is X and that of the old server was Y"
  {
    ...literalRule(
      "credential-pronoun-of",
      PRONOUNS_OF,
      `${PRONOUN_OF}(?<=(?:${FOREIGN_WORDS}|${CREDENTIAL_WORD})${SAME_SENTENCE}${PRONOUN_OF})${OF_WORDS}${PRONOUN_COPULA}`
        + `(?:[ \\t]+(?:now|maintenant|ahora|jetzt|ora|agora))?[ \\t]*:?[ \\t]+${OPEN_QUOTE}(?<secret>${STATED_VALUE})`,
      "prose",
    ),
    guard: isStatedPassword,
    wholeValue: true,
  },
  // a credential changed to a value: "rotated the redis password to X", "changed the password from OLD to X", "reset the
  // admin PIN to X"; rotating is done to credentials, so "I've rotated it to X" needs no word for what "it" is
  {
    ...literalRule(
      "credential-changed-to",
      [" to "],
      ` to (?<=(?:${CHANGED}${CHANGED_WORDS}[ \\t]+${CREDENTIAL_WORD}(?:[ \\t]+from[ \\t]+\\S+)?|[Rr]otated[ \\t]+(?:it|them)) to )${OPEN_QUOTE}(?<secret>${STATED_VALUE})`,
      "prose",
    ),
    guard: isStatedPassword,
    wholeValue: true,
  },
  // the value it was changed from: "changed the password from X to NEW"
  {
    ...literalRule(
      "credential-changed-from",
      [" from "],
      ` from (?<=${CHANGED}${CHANGED_WORDS}[ \\t]+${CREDENTIAL_WORD} from )${OPEN_QUOTE}(?<secret>${STATED_VALUE})(?=${OPEN_QUOTE}[ \\t]+to[ \\t])`,
      "prose",
    ),
    guard: isStatedPassword,
    wholeValue: true,
  },
  // "one" standing for a credential the sentence named: "the redis password is X and the mongo one is now Y (the old one
  // was Z)"
  {
    ...literalRule(
      "credential-one-is",
      [" one is ", " one was "],
      ` one (?:is|was)(?<=${CREDENTIAL_WORD}${SAME_SENTENCE} one (?:is|was))(?:[ \\t]+now)?[ \\t]+${OPEN_QUOTE}(?<secret>${STATED_VALUE})`,
      "prose",
    ),
    guard: isStatedPassword,
    wholeValue: true,
  },
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
