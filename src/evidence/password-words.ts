/**
 * A password named in prose by a word the credential-name scan (name-rules.ts) does not spell: the
 * abbreviation `pw` (`pw: X`), the word for password in other languages (`contraseña del usuario: X`,
 * `Passwort für den Testnutzer: X`, `mot de passe : X`, `пароль: X`, `密码：X`), and any password's word
 * followed by a dash instead of a colon ("Passphrase for the signing key — X").
 *
 * The words are the concept's vocabulary, not values. Prose's guard judges the value (long, with a digit,
 * random), so a sentence that goes on after the word stays. Each rule opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule } from "./rule-parts.js";

const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A prose value: no blank, quote, backslash or the punctuation that ends a sentence's part. */
const VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|]+";
/**
 * Other languages' words for a password: Spanish, Portuguese, French, German, Dutch, Swedish, Polish, Russian, CJK; since
 * corpus 8 also Czech and Slovak, Vietnamese, Arabic, Turkish, Danish and Norwegian, Finnish, Hungarian, Indonesian.
 */
export const FOREIGN_WORDS = "[Cc]ontraseña|CONTRASEÑA|[Ss]enha|SENHA|[Mm]ot de passe|[Pp]asswort|PASSWORT|[Kk]ennwort|KENNWORT|[Ww]achtwoord|[Ll]ösenord|[Hh]asło|"
  + "[Пп]ароль|ПАРОЛЬ|密码|密碼|パスワード|비밀번호|[Hh]eslo|[Mm]ật khẩu|كلمة المرور|كلمة السر|[Şş]ifre|[Aa]dgangskode|[Pp]assord|"
  + "[Ss]alasana|[Jj]elszó|[Kk]ata sandi";
/** Their literals, each holding a part of one spelling (the first letter's case aside). */
export const FOREIGN_ANCHORS = ["ontraseña", "ONTRASEÑA", "senha", "Senha", "SENHA", "ot de passe", "asswort", "ASSWORT", "ennwort", "ENNWORT", "achtwoord", "ösenord", "asło",
  "ароль", "АРОЛЬ", "密码", "密碼", "パスワード", "비밀번호", "eslo", "ật khẩu", "كلمة المرور", "كلمة السر", "ifre", "dgangskode", "assord",
  "alasana", "elszó", "ata sandi"];
/** Up to this many words between the password's word and its separator ("del usuario de pruebas"). */
const MAX_WORDS = 6;
/** A word between: no blank, colon or dash, as a sentence's words are. */
const WORDS_BETWEEN = `(?:[ \\t]+[^\\s:：—–]{1,30}){0,${MAX_WORDS}}?`;
/** English password words, for the dash rule (the name scan reads them before a colon). */
const ENGLISH_WORDS = "[Pp]ass(?:word|phrase)|PASS(?:WORD|PHRASE)";

const rule = labelRule;

export const PASSWORD_WORD_RULES: readonly LabelRule[] = [
  // `pw: X`, `DB_PW=X`: the abbreviation as a whole word before a colon or `=`
  rule("pw-abbreviation", ["pw:", "pw=", "PW:", "PW="], `(?<![A-Za-z0-9])(?:pw|PW)[ \\t]*[:=][ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`, "prose"),
  // another language's word for the password, a few words, then a colon (a full-width one too) and the value
  rule(
    "password-word-other-language",
    FOREIGN_ANCHORS,
    `(?:${FOREIGN_WORDS})${WORDS_BETWEEN}[ \\t]*[:：=][ \\t]*${OPEN_QUOTE}(?<secret>${VALUE})`,
    "prose",
  ),
  // a password's word, a few words, then a spaced dash before the value: "Passphrase for the test signing key — X"
  rule(
    "password-word-dash",
    [" — ", " – "],
    `[ \\t][—–](?<=(?:${ENGLISH_WORDS}|${FOREIGN_WORDS})${WORDS_BETWEEN}[ \\t][—–])[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
    "prose",
  ),
];
