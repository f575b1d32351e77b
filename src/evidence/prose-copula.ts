/**
 * A credential stated in prose by a copula rather than a colon: "le mot de passe du compte est X",
 * "a senha do banco é X", "das Passwort ist X", "パスワードは X です", "密码是 X"; "the API secret (don't commit
 * it!) is: X", "the PAT for the mirror (expires Friday) is X" (a parenthetical between the word and the verb);
 * and a PIN or passcode given as digits ("log in with passcode 5857-1136-0794", "the PIN for the HSM is 96148949").
 *
 * The words are the concept's vocabulary (password-words.ts has the same languages), never values. Prose's
 * guard judges the value (long, with a digit, random), so "le mot de passe est incorrect" stays.
 */
import type { LabelRule } from "./assignment-rules.js";
import { FOREIGN_ANCHORS, FOREIGN_WORDS } from "./password-words.js";
import { labelRule } from "./rule-parts.js";
import { looksLikeLiteralSecret } from "./secret-shape.js";
import { looksStated } from "./stated-values.js";

const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash, the punctuation that ends a sentence's part, nor CJK's full stop and commas. */
const VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|。、，．]+";
/** Up to this many words between the password's word and the verb ("du compte de service"). */
const MAX_WORDS = 6;
/** A word between: no blank, colon or parenthesis. */
const WORDS_BETWEEN = `(?:[ \\t]+[^\\s:：()]{1,30}){0,${MAX_WORDS}}?`;
/**
 * "is" in the languages whose password words password-words.ts knows: a spaced verb, or a CJK particle right after the word.
 * Since corpus 16 also the verbs that give a value as "reads" does (German's `lautet`) and "was" in past tenses (Portuguese's
 * `foi`, Spanish's `fue`, German's `war`, French's `était`, Swedish's and Norwegian's `var`, Finnish's `oli`, Polish's `był`).
 */
const SPACED_COPULA = "(?:est|é|è|ist|es|is|är|jest|era|was|je|to|là|هي|هو|er|on|är|van|adalah|lautet|foi|fue|war|était|var|oli|był[oa]?)";
const CJK_COPULA = "(?:は|是|為|为|는|은)";
/** A word's ending in languages that inflect it (Swedish's `lösenordet`, Turkish's `şifresi`, Polish's `hasła`). */
const WORD_ENDING = "[a-zåäöçğışüąęó]{0,4}";
/** English words that name a credential in prose ("API secret", "PAT", "access token", "passphrase"). */
const CREDENTIAL_WORDS = "(?:[Pp]ass(?:word|phrase|code)|PASSWORD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|PAT|[Aa]pi[ _-]?[Kk]ey|API[ _-]?KEY)";
/** A parenthetical aside: no nested parenthesis, no line break or backslash (a JSON escape). */
const ASIDE = "\\([^()\\n\\\\]{1,80}\\)";
/** A PIN's or passcode's digits: six to twelve, or groups joined by dashes ("5857-1136-0794"). */
const DIGITS = "(?:\\d{6,12}|\\d{3,6}(?:-\\d{3,6}){1,4})(?![\\w-])";
/**
 * What stands between "PIN" and its digits: nothing, a separator, or what the PIN is for and a copula ("the PIN for the HSM
 * partition is"); other words ("PIN validation failed for transaction 12345678") make the digits another thing's (review 33, M3).
 */
const PIN_LINK = "(?:[ \\t]+(?:for|of)(?:[ \\t]+[A-Za-z][^\\s\\d:]{0,29}){1,5}?)?(?:[ \\t]+(?:is|was|will be)(?:[ \\t]+now)?)?";
/** Four or five digits right after "is" ("the door-alarm panel PIN is 1912"): a short PIN only when stated so, never "PIN 13". */
const STATED_PIN = "(?<=(?:is|was|be)(?:[ \\t]+now)?[ \\t]*:?[ \\t]+(?:(?:\\\\{1,3})?[\"'`])?)\\d{4,5}(?![\\w-])";
/** The credential's word is the subject: right before the aside, or with what it is for ("the PAT for the mirror (…) is"). */
const SUBJECT_WORDS = `(?:[ \\t]+(?:for|of|on|to)(?:[ \\t]+[^\\s:：()]{1,30}){1,${MAX_WORDS}}?)?`;
/** A commit id, a hex number or a version is no aside's secret ("the token refresh fix (commit) is 3f2a9c1e7b"). */
const NOT_AN_ID = "(?!0x|[0-9a-f]{7,12}(?![\\w-])|[^\\s]*\\d+\\.\\d+\\.\\d)";

const rule = labelRule;

export const PROSE_COPULA_RULES: readonly LabelRule[] = [
  // another language's word for the password, a few words, then "is" in that language
  // (a value that opens on `!` or `#` is its own: "mật khẩu là !X"); the verb is a whole word, so a word that opens like one
  // ("ontem" like `on`) is one of the words between (corpus 16)
  {
    ...rule(
      "password-word-copula",
      FOREIGN_ANCHORS,
      `(?:${FOREIGN_WORDS})${WORD_ENDING}(?:${WORDS_BETWEEN}[ \\t]+${SPACED_COPULA}(?=[ \\t:：])|${CJK_COPULA})[ \\t]*[:：]?[ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`,
      "prose",
    ),
    literal: true,
    // a value so stated is a password in a name's shape too ("mật khẩu là Sen_Hong_5", corpus 17; stated-values.ts)
    guard: (value, next, confidence) => looksLikeLiteralSecret(value, next, confidence) || looksStated(value),
  },
  // a credential's word, a few words, an aside in parentheses, then "is": opens on the aside's end
  rule(
    "credential-word-aside",
    [") is", ") are"],
    `\\) (?:is|are)(?<=${CREDENTIAL_WORDS}s?${SUBJECT_WORDS}[ \\t]+${ASIDE} (?:is|are))[ \\t]*:?[ \\t]+${OPEN_QUOTE}${NOT_AN_ID}(?<secret>${VALUE})`,
    "prose",
  ),
  // "passcode 5857-1136-0794", "the PIN for the HSM partition is 96148949": digits only, so a word is never taken; unguarded,
  // as the guard refuses numbers (a PIN is one)
  rule(
    "pin-digits",
    ["asscode", "PIN"],
    `(?:[Pp]asscode|(?<![A-Za-z_])PIN(?![A-Za-z_])(?:[ \\t]+(?:code|number))?)${PIN_LINK}[ \\t]*[:=]?[ \\t]*${OPEN_QUOTE}(?<secret>${DIGITS}|${STATED_PIN})`,
  ),
];
