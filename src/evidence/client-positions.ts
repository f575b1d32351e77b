/**
 * Passwords a client takes by a word of its own syntax rather than a flag (corpus 8): an `expect` script's `send "X\r"`
 * right after it expects a password prompt, DB2's `connect to DB user U using X`, NetworkManager's
 * `nmcli … password X` (and `wifi-sec.psk X`), and unixODBC's `isql [-v] DSN USER X` (positional).
 *
 * Each value stands where the client reads a password, so it is judged as a literal's (a leading `!` or `#` is its own).
 * Every pattern reads raw JSON text too and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A shell word's value: stops at white space, quotes, backslashes and the shell's punctuation. */
const VALUE = "[^\\s\"'\\\\`;&|<>()]+";
/** A shell word that is no flag. */
const WORD = "[^\\s\"'\\\\`;&|<>()-][^\\s\"'\\\\`;&|<>()]*";

const literalRule = (kind: string, anchors: readonly string[], source: string): LabelRule => ({
  ...labelRule(kind, anchors, source, "position"),
  literal: true,
});

export const CLIENT_POSITION_RULES: readonly LabelRule[] = [
  // `expect "password:"; send "X\r"` (or on the next line, or in Tcl's action block `expect "*assword*" { send "X\r" }`):
  // the answer to a password prompt
  literalRule(
    "expect-send-password",
    ['send "', 'send \\"', "send -- "],
    `send[ \\t]+(?<=expect[ \\t]+[^\\n;]{0,40}?(?:[Pp]?ass(?:word|phrase)|PASSWORD)[^\\n;{]{0,20}?(?:;|\\{|${NEWLINE})[ \\t]*send[ \\t]+)`
      + `(?:--[ \\t]+)?${QUOTE}(?<secret>[^\\s"'\\\\]+)`,
  ),
  // IBM DB2's CLP: `db2 connect to SALES user db2inst1 using X`
  literalRule(
    "db2-connect-password",
    ["connect to", "CONNECT TO"],
    `(?:connect to|CONNECT TO)[ \\t]+[\\w.-]+[ \\t]+(?:user|USER)[ \\t]+${WORD}[ \\t]+(?:using|USING)[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
  ),
  // NetworkManager: `nmcli dev wifi connect SSID password X`, `nmcli con modify NAME wifi-sec.psk X`
  literalRule(
    "nmcli-password",
    ["nmcli"],
    `nmcli[ \\t][^\\n|;&]{0,200}?[ \\t](?:password|wifi-sec\\.psk|802-1x\\.password)[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
  ),
  // unixODBC's `isql -v DSN USER X` (Sybase's `isql -U user -P X` is a flag's: credential-flags.ts)
  literalRule(
    "isql-positional-password",
    ["isql "],
    `(?<![\\w-])isql(?:[ \\t]+-[A-Za-z]+)*[ \\t]+[\\w.][\\w.-]*[ \\t]+${WORD}[ \\t]+${OPEN_QUOTE}(?<secret>${VALUE})`,
  ),
];
