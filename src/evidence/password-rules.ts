/**
 * Passwords recognized by where they stand without a name before them: the user-info of schemeless
 * DSNs and Oracle logons, SQL's `IDENTIFIED BY 'X'`, a .pgpass line's last field, PowerShell's
 * `ConvertTo-SecureString 'X'`. Positions after a name (flags, assignments in
 * any syntax, prose) are in name-rules.ts, clients' flags in credential-flags.ts. The value is
 * guarded (secret-shape.ts) so placeholders and references stay.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too: a value never spans a quote or a
 * backslash. Each pattern opens on a literal (`-`, `<`, `@`, a keyword) so that V8 skips ahead to it.
 */
import type { LabelRule } from "./assignment-rules.js";
import type { Confidence } from "./secret-shape.js";

const OPEN_QUOTE = `(?:(?:\\\\{1,3})?["'\`])?`;
const QUOTE = `(?:\\\\{1,3})?["']`;
/** A line break, raw or JSON-escaped (rule-parts.ts `NEWLINE`). */
const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";

/** The secret ends each match, so no indices are asked for (`d` doubles a scan's cost). */
const rule = (kind: string, anchors: readonly string[], source: string, confidence: Confidence): LabelRule => ({
  kind,
  pattern: new RegExp(source, "g"),
  confidence,
  anchors,
});

export const PASSWORD_RULES: readonly LabelRule[] = [
  // Go's MySQL DSN has no scheme: `user:X@tcp(host:3306)/db`, `user:X@unix(/tmp/sock)/db`
  {
    kind: "dsn-user-password",
    anchors: ["cp(", "x("],
    pattern: new RegExp(`@(?<=[\\w.-]:(?<secret>[^\\s:@/"'\\\\]{1,128})@)(?:tcp|unix)\\(`, "gd"),
    confidence: "position",
  },
  // Oracle logons `user/X@db`: sqlplus, Data Pump, SQL*Loader, the JDBC thin and OCI URLs, and Python's drivers'
  // connect strings (`cx_Oracle.connect("u/X@dsn")`, `oracledb.connect("u/X@dsn")`)
  rule(
    "oracle-logon",
    ["qlplus", "xpdp", "mpdp", "qlldr", "c:oracle:", "Oracle.connect(", "acledb.connect("],
    `(?:sqlplus|expdp|impdp|sqlldr|jdbc:oracle:(?:thin|oci)|(?:cx_Oracle|oracledb)\\.connect\\():?[ \\t]*(?:-[A-Za-z]+[ \\t]+)*${OPEN_QUOTE}[\\w$#.]+/(?<secret>[^\\s@/"'\\\\]+)(?=@)`,
    "position",
  ),
  // MySQL's `CREATE USER … IDENTIFIED BY 'X'`, `ALTER USER … IDENTIFIED WITH mysql_native_password BY 'X'`; the quotes may be
  // a shell's splice (`'"'"'X'"'"'` inside `sh -c '…'`), and a leading `!` is the literal's own
  {
    ...rule(
      "sql-identified-by",
      ["ENTIFIED", "entified"],
      `(?:IDENTIFIED|identified)(?:[ \\t]+(?:WITH|with)[ \\t]+\\w+)?[ \\t]+(?:BY|by)[ \\t]+(?:${QUOTE}){1,5}(?<secret>[^"'\\\\\\n]+)(?=${QUOTE})`,
      "position",
    ),
    literal: true,
  },
  // Oracle's unquoted `CREATE USER u IDENTIFIED BY X;`, `… CONNECT TO u IDENTIFIED BY X USING …` (corpus 16): an identifier's
  // characters up to a blank, `;`, the line's end or the quote that ends a command's string. Not a keyword there (Oracle's
  // `IDENTIFIED BY VALUES '…'`, MySQL's `BY PASSWORD '*…'`); a substitution variable (`&pw`, `:pw`) is no identifier
  rule(
    "sql-identified-by-bare",
    ["ENTIFIED", "entified"],
    `(?:IDENTIFIED|identified)[ \\t]+(?:BY|by)[ \\t]+(?!(?:VALUES|PASSWORD|values|password)\\b)(?<secret>[A-Za-z][\\w$#]{5,127})(?=[ \\t;]|$|${NEWLINE}|${QUOTE})`,
    "position",
  ),
  // MySQL's and MariaDB's `SET PASSWORD [FOR 'u'@'h'] = 'X'`, the old form's `= PASSWORD('X')` too (corpus 16)
  {
    ...rule(
      "sql-set-password",
      ["ET PASSWORD", "et password"],
      `(?:SET|set)[ \\t]+(?:PASSWORD|password)(?:[ \\t]+(?:FOR|for)[ \\t]+[^=\\n]{1,120}?)?[ \\t]*=[ \\t]*(?:(?:PASSWORD|password)\\([ \\t]*)?`
        + `${QUOTE}(?<secret>[^"'\\\\\\n]+)(?=${QUOTE})`,
      "position",
    ),
    literal: true,
  },
  // .pgpass: `host:port:database:user:X` on a line of its own (or a quoted one echoed into the file), for
  // PostgreSQL's ports (5432, a second cluster's 5433, pgbouncer's 6432) or any (`*`)
  rule(
    "pgpass-password",
    [":5432:", ":5433:", ":6432:", ":*:"],
    // opens on the port's colon; the host (a name, an address or `*`) is read back from there
    `:(?:543[23]|6432|\\*):(?<=(?:^|[\\s"'>]|\\\\n)(?:\\*|[\\w.-]*[A-Za-z.][\\w.-]*):(?:543[23]|6432|\\*):)`
      + `[^\\s:"'\\\\]+:[^\\s:"'\\\\]+:(?<secret>[^\\s"'\\\\]+)(?=$|[\\s"'\\\\])`,
    "position",
  ),
  rule("powershell-secure-string", ["ecureString"], `ConvertTo-SecureString[ \\t]+(?:-String[ \\t]+)?${OPEN_QUOTE}(?<secret>[^\\s"'\\\\]+)`, "position"),
];
