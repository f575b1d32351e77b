/**
 * Commands that take a password by a word of their own, and a password typed twice into a command that sets one
 * (command-positions.ts has the shape): `openssl passwd [-6] X` (it prints X's hash), `mysqladmin … password X` (the new
 * root password), Windows' `schtasks … /rp X` and `winrs -p:X`, PHP's `curl_setopt($ch, CURLOPT_USERPWD, "user:X")`, and
 * `echo -e "X\nX" | passwd bob` or `(echo X; echo X) | smbpasswd -s -a bob` (a new password and its confirmation).
 *
 * Each value is guarded as a flag's is (`valueSpan`) or as a literal: a reference (`$PW`) or a placeholder stays.
 */
import type { LabelRule } from "./assignment-rules.js";
import { byWords, positional, type CommandPosition } from "./command-positions.js";
import { valueSpan } from "./credential-flags.js";
import { labelRule } from "./rule-parts.js";
import { looksLikeLiteralSecret } from "./secret-shape.js";
import { isPunctuatedPassword } from "./punctuated-values.js";
import { backslashesBefore, quotedBody } from "./value-escapes.js";

/** openssl passwd's options that take a value. */
const OPENSSL_PASSWD_VALUED: ReadonlySet<string> = new Set(["-salt", "-in"]);
/** mysqladmin's options that take a separate value. */
const MYSQLADMIN_VALUED: ReadonlySet<string> = new Set(["-u", "-h", "-P", "-S", "--user", "--host", "--port", "--socket"]);
/** The rest of a command's line: up to a line break (raw or JSON-escaped), a pipe, `&` or `;`. */
const LINE_REST = /^(?:[^\n\\|&;]|\\(?![nr"]))*/;
/** The most characters of a command's line read for its switch. */
const MAX_LINE_CHARS = 300;
/** schtasks' run-as password (`/rp X`) and winrs' (`-p:X`, `-password:X`). */
const WINDOWS_PASSWORD_SWITCH = /[ \t](?:\/[Rr][Pp][ \t]+|-p(?:assword)?:)/;

export const PASSWORD_COMMANDS: readonly CommandPosition[] = [
  {
    // openssl's `-passout 'pass:X'`, the quote before `pass:`: X runs to that quote, whatever it holds (`pass:X` and
    // `pass:'X'` are name-rules.ts's)
    kind: "openssl-pass-arg",
    anchors: ["'pass:", "\"pass:"],
    opening: /(?:^|[\s"'])-(?:pass|passin|passout|kpass|srppass)[ \t]+\\{0,3}(["'])pass:/g,
    secretAfter: quotedPassArgument,
  },
  {
    kind: "openssl-passwd",
    anchors: ["openssl passwd"],
    opening: /openssl passwd(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, OPENSSL_PASSWD_VALUED)[0]),
  },
  {
    // `mysqladmin -u root -pOLD password NEW`: the subcommand's word is the new password
    kind: "mysqladmin-password",
    anchors: ["mysqladmin"],
    opening: /mysqladmin(?=[ \t])/g,
    secretAfter: byWords((words) => {
      const rest = positional(words, MYSQLADMIN_VALUED);
      const at = rest.findIndex(({ word }) => word === "password");
      return at === -1 ? undefined : rest[at + 1];
    }),
  },
  {
    kind: "windows-password-switch",
    anchors: ["schtasks", "winrs"],
    opening: /(?:schtasks|winrs)(?:\.exe)?(?=[ \t])/g,
    secretAfter: (text, at) => {
      const line = LINE_REST.exec(text.slice(at, at + MAX_LINE_CHARS))?.[0] ?? "";
      const option = WINDOWS_PASSWORD_SWITCH.exec(line);
      return option === null ? null : valueSpan(text, at + option.index + option[0].length);
    },
  },
];

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON. */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = `(?:${QUOTE})?`;
/** A shell word's value: no blank, quote, backslash or the shell's punctuation. */
const WORD = "[^\\s\"'\\\\`;&|<>()]+";

/** Between a password and its confirmation: an escaped line break (`echo -e "X\nX"`), or a second echo (`echo X; echo X`). */
const CONFIRM_BETWEEN = `(?:\\\\{1,2}n|${OPEN_QUOTE}[ \\t]*;[ \\t]*echo[ \\t]+${OPEN_QUOTE})`;
const CONFIRM_SPLIT = new RegExp(CONFIRM_BETWEEN);

export const PASSWORD_COMMAND_RULES: readonly LabelRule[] = [
  // the same word twice, a new password and its confirmation, into a command that sets one (`passwd`, `smbpasswd`, `vncpasswd`)
  {
    ...labelRule(
      "confirmed-password",
      ["passwd"],
      `(?:echo(?:[ \\t]+-[neE]+)*|printf)[ \\t]+${OPEN_QUOTE}(?<secret>(?<typed>${WORD})${CONFIRM_BETWEEN}\\k<typed>)`
        + `(?=[^|\\n]{0,40}\\|[ \\t]*(?:sudo[ \\t]+)?[\\w-]*passwd\\b)`,
      "position",
      "gd",
    ),
    guard: (value, next, confidence) => looksLikeLiteralSecret(value.split(CONFIRM_SPLIT)[0]!, next, confidence),
  },
  // PHP's curl: `curl_setopt($ch, CURLOPT_USERPWD, "user:X")` (and the proxy's)
  {
    ...labelRule("curlopt-userpwd", ["USERPWD"], `CURLOPT_(?:PROXY)?USERPWD[ \\t]*,[ \\t]*${QUOTE}[^:"'\\\\\\s]*:(?<secret>[^\\s"'\\\\]+)`, "position"),
    literal: true,
  },
];

/** The value of `'pass:X'` from `at` (after `pass:`) to the quote that opened before `pass:`. */
function quotedPassArgument(text: string, at: number): { start: number; end: number } | null {
  const quote = text[at - "pass:".length - 1]!;
  const { body, closed } = quotedBody(text, at, quote, backslashesBefore(text, at - "pass:".length - 1), MAX_LINE_CHARS);
  if (!closed || body === "" || /\s/.test(body)) return null;
  return isPunctuatedPassword(body) || looksLikeLiteralSecret(body, quote, "position") ? { start: at, end: at + body.length } : null;
}

