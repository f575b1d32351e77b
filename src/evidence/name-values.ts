/**
 * How far the value after a credential's name goes (name-rules.ts finds the name and where the value
 * starts): a quoted value to its closing quote, an ODBC braced value to its brace, openssl's quoted
 * `'pass:X'` to its quote, an unquoted value on past a `&` that joins it (`DB_PASSWORD=Ss4&dF8gHj`), and a
 * passphrase of words under a password's name (`passphrase: 'amber lantern 1987'`). The value is then
 * guarded (secret-shape.ts) so code and placeholders stay.
 */
import { isPunctuatedPassword } from "./punctuated-values.js";
import { isSpacedPassphrase, isSpacedPassword, looksLikeSecret, type Confidence } from "./secret-shape.js";
import { backslashesBefore, escapedValueEnd, quotedBody } from "./value-escapes.js";

/**
 * The length of the secret that starts at `start` with the scan's `value`, or 0 when it is none.
 * `position`: ODBC's braced value ends at its brace, an assignment's or a flag's unquoted value may go
 * on past a `&`. `quoteFrom`: where the quote that opens the value would stand after (the value's start,
 * or the name's for openssl's `'pass:X'`). `passphrase`: the password's name when the name is one, so
 * that a value of several words may follow.
 */
export function secretLength(
  text: string, start: number, value: string, confidence: Confidence, position: string, quoteFrom: number, passphrase: string | null,
): number {
  if (position === "braced") {
    // a braced value may hold `;` and blanks: it ends at its closing brace
    const braced = BRACED_BODY.exec(text.slice(start, start + MAX_BRACED_CHARS));
    if (braced !== null) return accepted(braced[0], "}", confidence);
  }
  // a quoted value runs to its closing quote, whatever punctuation it holds (`"q7&Lm2(Xz)9w"`)
  const quoted = quotedValue(text, quoteFrom, quoteFrom === start ? value : text.slice(quoteFrom, start + value.length));
  if (quoted !== null) {
    const secret = quoted.slice(start - quoteFrom);
    // a quoted value full of punctuation in a password's position is a generated password's (`pass:'sRa={:?VRT:T}0N&NN;~'`)
    if (confidence === "position" && isPunctuatedPassword(secret)) return secret.length;
    return accepted(secret, text[quoteFrom + quoted.length] ?? "", confidence);
  }
  // a backslash or a quote inside the value does not end it (`pass=Fs\\7kP`, `password wp-Pa"ss7Kz`)
  const after = escapedValueEnd(text, start + value.length, VALUE_CHAR);
  let secret = text.slice(start, after);
  if (text[after] === "&" && BARE_POSITIONS.has(position)) secret += AMPERSAND_TAIL.exec(text.slice(after, after + MAX_QUOTED_CHARS))?.[0] ?? "";
  // a `(` the scan let through is the value's own (name-rules.ts `CALL_PAREN`): it runs on to the value's end
  else if (text[after] === "(" && BARE_POSITIONS.has(position)) secret += PAREN_TAIL.exec(text.slice(after, after + MAX_QUOTED_CHARS))?.[0] ?? "";
  secret = trimSentenceEnd(secret, text[start - 1] ?? "", text[start + secret.length] ?? "", position);
  // a passphrase of words under a password's name is read whole before its first word is judged alone
  const phrase = passphrase === null || text[after] !== " " ? null
    : spacedPassphrase(text, start, passphrase) ?? (BARE_POSITIONS.has(position) ? spacedQuotedPassword(text, start) : null);
  return phrase?.length ?? accepted(secret, text[start + secret.length] ?? "", confidence);
}

function accepted(secret: string, next: string, confidence: Confidence): number {
  if (secret.startsWith("[REDACTED:")) return 0;
  return looksLikeSecret(secret, next, confidence) ? secret.length : 0;
}

/** Positions whose unquoted value may go on past a `&` (`DB_PASSWORD=Ss4&dF8gHj`). */
const BARE_POSITIONS: ReadonlySet<string> = new Set(["assign", "typed", "flag"]);
/** An ODBC braced value, up to its closing brace; a backslash or a JSON-escaped quote inside it is its own (`{C0rp\\Adm1n}`). */
const BRACED_BODY = /^(?:[^}"'\\\n]|\\\\|\\"|\\(?![nrtbfu"\\]))+(?=\})/;
/** A value's characters, as name-rules.ts reads them. */
const VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";
const MAX_BRACED_CHARS = 256;
/**
 * An unquoted value's parts after a `&` (`Ss4&dF8gHj`) up to a blank, a quote or the line's end; not a
 * query's next parameter (`&user=x`), a shell's `&&`, or a `&` that sends a command to the background.
 */
const AMPERSAND_TAIL = /^(?:&[^\s"'\\`,;&<>(){}[\]|=]+)+(?=[\s"'\\`;)]|$)/;
/** An unquoted value's part from a `(` that opens no call (`o2dr(w#zz+tk`), up to a blank, a quote or the line's end. */
const PAREN_TAIL = /^\([^\s"'\\`,;()]{3,}(?=[\s"'\\`;]|$)/;

/**
 * A passphrase of words: quoted under any password's name (`password = "correct horse battery staple"`),
 * or unquoted to the line's end after a passphrase's ("Passphrase for the backup key: marble otter violet 1987").
 */
function spacedPassphrase(text: string, start: number, name: string): string | null {
  const open = text[start - 1];
  let phrase: string | undefined;
  if (open === '"' || open === "'" || open === "`") phrase = PHRASE.exec(text.slice(start, start + MAX_PHRASE_CHARS))?.[0];
  else if (/phrase$/i.test(name)) phrase = PHRASE_TO_LINE_END.exec(text.slice(start, start + MAX_PHRASE_CHARS))?.[0];
  if (phrase === undefined) return null;
  if (open === '"' || open === "'" || open === "`") {
    // it closes with the quote that opened it
    if (CLOSING_QUOTE.exec(text.slice(start + phrase.length, start + phrase.length + 4))?.[1] !== open) return null;
  }
  return isSpacedPassphrase(phrase) ? phrase : null;
}
const MAX_PHRASE_CHARS = 120;

/**
 * A password's quoted value that holds blanks, read whole to its closing quote: a dotenv's or a shell's
 * `EMAIL_HOST_PASSWORD="mail relay pass 77!"`, inner quotes of the other kind too (`"Gr4f Adm1n pw 'quoted'"`),
 * and an environment list's string whose quote opens before the name (docker inspect's
 * `"Env": ["SNOWFLAKE_PRIVATE_KEY_PASSPHRASE=Gl4cier melt 0ver!"]`). A message or a hint reads as a sentence
 * and stays (secret-shape.ts `isSpacedPassword`).
 */
function spacedQuotedPassword(text: string, start: number): string | null {
  let quoteAt = start - 1;
  const listed = text[quoteAt] === "=";
  if (listed) {
    // the quote that opens the string before the name: `"NAME=value"`, an item of a list
    quoteAt -= 1;
    while (quoteAt > 0 && /[\w.-]/.test(text[quoteAt]!)) quoteAt -= 1;
  }
  const open = text[quoteAt];
  if (open !== '"' && open !== "'") return null;
  const escapes = backslashesBefore(text, quoteAt);
  if (listed && !LIST_ITEM_BEFORE.test(text.slice(Math.max(0, quoteAt - escapes - LIST_ITEM_CHARS), quoteAt - escapes))) return null;
  const { body, closed } = quotedBody(text, start, open, escapes, MAX_PHRASE_CHARS + 1);
  // a command's string holds more than the value: another assignment (`"DB_PASSWORD=x API_KEY=x pytest"`)
  return closed && !(listed && body.includes("=")) && isSpacedPassword(body) ? body : null;
}
/** What stands before a list's string item: `[` or `,`, or a line's start, then blanks. */
const LIST_ITEM_BEFORE = /(?:[[,]|^|\n|\\n)[ \t]*$/;
const LIST_ITEM_CHARS = 8;
/** A closing quote, escaped as JSON text escapes it (up to three backslashes). */
const CLOSING_QUOTE = /^\\{0,3}(["'`])/;
const PHRASE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)+/;
const PHRASE_TO_LINE_END = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)+(?=[ \t]*(?:$|[\r\n"]|\\[nr"]))/;

/** The longest quoted value read to its closing quote. */
const MAX_QUOTED_CHARS = 200;

/**
 * The whole of a value the scan stopped inside its quotes at a punctuation mark (`&`, `(`, `;`, `,`):
 * up to the same quote, escaped as the opening one was (`\"…\"` in JSON text), on one line and with
 * no blank. Null when the value is not quoted, already whole, or its quote does not close near.
 */
export function quotedValue(text: string, start: number, value: string): string | null {
  const open = text[start - 1];
  if (open !== '"' && open !== "'" && open !== "`") return null;
  const escapes = backslashesBefore(text, start - 1);
  // to the same quote after as many backslashes, past a quote or a backslash the value holds (value-escapes.ts)
  const { body, closed } = quotedBody(text, start, open, escapes, MAX_QUOTED_CHARS + 1);
  if (!closed || body.length <= value.length) return null;
  return /\s/.test(body) || (escapes > 0 && /(?<!\\)(?:\\\\)*\\t/.test(body)) ? null : body;
}

/**
 * Prose puts a full stop or a colon after a value; it is not part of the secret. A value between its
 * own quotes is whole (`-storepass 'KsiyA52jvXb5Gq!'`), and a line's assignment keeps a final `!` or `?`
 * (`key-store-password=KsiyA52jvXb5Gq!`): no sentence ends so in a config line.
 */
function trimSentenceEnd(value: string, open: string, next: string, position: string): string {
  const last = value[value.length - 1] ?? "";
  if (!SENTENCE_END.has(last)) return value;
  if (QUOTE_CHARS.has(open) && (next === open || next === "\\")) return value;
  return value.replace(BARE_POSITIONS.has(position) ? /[.:]+$/ : /[.:!?]+$/, "");
}
const QUOTE_CHARS: ReadonlySet<string> = new Set(['"', "'", "`"]);
const SENTENCE_END: ReadonlySet<string> = new Set([".", ":", "!", "?"]);
