/**
 * Positions held-out corpus 16 found with no name right before the value (session 41):
 *
 * - a credentials' word, then a user and a password joined by a slash, as people write a login in prose or a ticket
 *   ("staging creds if you need them: svc_app / X", "Zugangsdaten: admin / X", "identifiants : admin / X");
 * - a string literal that is a whole `Authorization` value, wherever the header's name stands (Swift's
 *   `request.setValue("Bearer X", forHTTPHeaderField: "Authorization")`, `headers.put(key, "Token X")`): the scheme's word
 *   opens the literal, the credential closes it.
 *
 * The words are the concept's ("credentials" in the languages of credential-words.ts), never values; each value is
 * judged by its shape (a chosen password or a generated one; a key's length and randomness for a scheme's credential).
 */
import type { LabelRule } from "./assignment-rules.js";
import { looksChosen, looksGenerated } from "./generated-values.js";
import { labelRule } from "./rule-parts.js";

/** A login's or credentials' word, in the languages the credential words are known in. */
const CREDENTIALS_WORDS = [
  "[Cc]reds", "CREDS", "[Cc]redentials", "CREDENTIALS", "[Ll]ogins?", "LOGINS?", "[Zz]ugangsdaten", "[Aa]nmeldedaten",
  "[Ii]dentifiants", "[Cc]redenciales", "[Cc]redenciais", "[Cc]redenziali", "[Ii]nloggegevens", "dane logowania",
  "[Уу]ч[её]тные данные", "kimlik bilgileri",
];
/**
 * The same words' literals, each held by every match of its word (the anchors the rule opens on), each opening on a character
 * another anchor opens on (redact.ts): not the CJK words, whose characters no other anchor opens on (a third more scan).
 */
const CREDENTIALS_ANCHORS = [
  "creds", "Creds", "CREDS", "redentials", "REDENTIALS", "login", "Login", "LOGIN", "ugangsdaten", "nmeldedaten", "dentifiants",
  "redenciales", "redenciais", "redenziali", "nloggegevens", "dane logowania", "анные", "kimlik bilgileri",
];
/**
 * What stands between the word and the pair on its line: no line break, backslash (a JSON escape) or slash. The pair follows a
 * colon (`login: user/X`, `creds: user / X`) or stands alone with blanks around its slash (`creds are user / X`): a path's
 * slash has none (`the login flow calls auth/callback`).
 */
const BETWEEN = "[^\\n\\\\/]{0,80}?";
/** A user's name: an identifier, an e-mail address, a domain's `DOM\\user` left out (no backslash in JSON text). */
const USER = "[\\w.@+-]{2,64}";
/** A password in prose: no blank, quote, backslash, slash, nor the punctuation around a value. */
const VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|/。、，]+";

/** A path's file or a URL's query after a slash: no password ("secrets/ab12cd34.json", "auth/callback?code=…"). */
const NOT_A_PASSWORD = /\.[a-z]{2,5}$|\?[\w.-]+=/;

/**
 * A scheme's word that opens an `Authorization` value. Not `Basic`: its credential is base64 that may encode no pair
 * ("Basic SGVsbG8…" as a sample), which shape-positions.ts decodes to tell.
 */
const SCHEMES = "(?:Bearer|Token|bearer|token)";
/** RFC 6750's token characters: a scheme's credential. */
const CREDENTIAL = "[A-Za-z0-9._~+/=-]{16,}";

export const LITERAL_POSITION_RULES: readonly LabelRule[] = [
  {
    ...labelRule(
      "credential-pair-slash",
      CREDENTIALS_ANCHORS,
      `(?:${CREDENTIALS_WORDS.join("|")})${BETWEEN}(?:[:：][ \\t]*${USER}[ \\t]?/[ \\t]?|[ \\t]${USER}[ \\t]/[ \\t])`
        + `(?:\\\\{0,3}["'\`])?(?<secret>${VALUE})`,
      "prose",
    ),
    guard: (value) => !NOT_A_PASSWORD.test(value) && (looksGenerated(value, false) || looksChosen(value)),
  },
  labelRule("scheme-literal", ["\"Bearer ", "'Bearer ", "\"Token ", "'Token ", "\"bearer ", "'bearer ", "\"token ", "'token "],
    `["'](?:${SCHEMES})[ \\t]+(?<secret>${CREDENTIAL})(?=\\\\{0,3}["'])`, "key"),
];
