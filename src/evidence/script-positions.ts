/**
 * Passwords that a script's line gives by position, read by the program the script feeds: an ftp script's
 * `user NAME X` (`ftp -n host <<EOF`, an `ftp -s:script` file, the `ftp>` prompt), and a Nagios resource file's
 * `$USER3$=X` (the macros that hold the plugins' passwords; `$USER1$` is the plugins' path, which the guard leaves).
 *
 * Each value is guarded as a literal (secret-shape.ts): `user anonymous guest@`, a reference or a placeholder stays.
 * Every pattern reads raw JSON text too and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'])?";
/** A script's word: no blank, quote or backslash. */
const WORD = "[^\\s\"'\\\\]+";
/** Anonymous FTP's users, whose password is by convention an e-mail address or `guest`: no secret. */
const ANONYMOUS = "(?:anonymous|ftp)[ \\t]";
/** How far back the `ftp` command may stand from its script's `user` line (a here-document's few lines). */
const MAX_SCRIPT_CHARS = 500;

const literalRule = (kind: string, anchors: readonly string[], source: string, confidence: "position" | "labelled"): LabelRule => ({
  ...labelRule(kind, anchors, source, confidence),
  literal: true,
});

export const SCRIPT_POSITION_RULES: readonly LabelRule[] = [
  // ftp's `user NAME PASSWORD` on a line of its own (or a JSON string's first), the ftp command a few lines before it
  // (read back once a line fits)
  literalRule(
    "ftp-user-password",
    ["ftp ", "ftp>"],
    `(?:^|${NEWLINE}|")[ \\t]*(?:ftp>[ \\t]*)?user[ \\t]+(?!${ANONYMOUS})${WORD}[ \\t]+${OPEN_QUOTE}(?<secret>${WORD})(?=${OPEN_QUOTE}[ \\t]*(?:$|${NEWLINE}|"))`
      + `(?<=(?:^|[^\\w.-]|\\\\[nrt])s?ftp[ >][\\s\\S]{0,${MAX_SCRIPT_CHARS}})`,
    "position",
  ),
  // Nagios' and Icinga's resource.cfg: `$USER3$=X`
  literalRule(
    "nagios-resource-macro",
    ["$USER"],
    `(?:^|${NEWLINE})[ \\t]*\\$USER\\d{1,3}\\$[ \\t]*=[ \\t]*${OPEN_QUOTE}(?<secret>${WORD})`,
    "labelled",
  ),
];
