/**
 * Passwords in prose and in tools' output that no credential's name stands right before
 * (name-rules.ts has "the password is X"): a user and a password joined by `/`, `,` or `:` after
 * "login is", "creds:", "default credentials are", "log in with", or by a spaced `/` after a service's
 * name ("postgres (ledger / X)"); and tools announcing a password
 * they generated: MySQL's temporary password, Jenkins' initial admin password on the lines after its
 * banner, `argocd admin initial-password`'s bare line, `elasticsearch-reset-password`'s "New value:".
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too (a value never spans a quote or a
 * backslash) and opens on a literal, so that V8 skips ahead to it. Each rule's anchors open on characters
 * the other anchors open on (redact.ts): "sign in" and "Creds " have no such literal, and are left.
 */
import type { LabelRule } from "./assignment-rules.js";
import type { Confidence } from "./secret-shape.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

const OPEN_QUOTE = "(?:(?:\\\\{1,3})?[\"'`])?";
/** A password of a pair: no blank, quote, backslash, `/` (a path's) or the punctuation that ends a sentence's part. */
const PAIR_VALUE = "[^\\s\"'\\\\`,;<>(){}\\[\\]|/]+";
/** Services a user and a password are given for in prose: databases, brokers, file and mail servers, accounts. */
const SERVICE = "(?:[Pp]ostgres(?:QL)?|POSTGRES|MySQL|[Mm]ysql|MariaDB|[Mm]ariadb|[Rr]edis|RabbitMQ|[Rr]abbitmq|[Mm]ongo(?:DB)?|"
  + "S?FTP|s?ftp|SSH|ssh|SMTP|smtp|IMAP|imap|LDAP|ldap|VPN|vpn|[Dd]atabase|DB|db|[Aa]dmin|[Aa]ccount|[Pp]ortal|[Dd]ashboard)";
/** A generated password: anything but blanks, quotes and backslashes (MySQL's hold `;`, `,`, `<`, `.`). */
const GENERATED = "[^\\s\"\\\\]+";

const rule = (kind: string, anchors: readonly string[], source: string, confidence: Confidence, indices = false): LabelRule =>
  labelRule(kind, anchors, source, confidence, indices ? "gd" : "g");

export const PROSE_RULES: readonly LabelRule[] = [
  // "the staging login is ops-admin / X", "Creds: jdoe / X", "default credentials are admin:X",
  // "log in with admin:X", "creds for the test account: user@example.com, X", "logged in as `root` with `X`"; the words
  // stay on the line, JSON-escaped breaks too (`Login Succeeded\n1.8.2: digest: sha256:…` pairs no user with a password)
  rule(
    "credential-pair",
    ["login", "Login", "creds", "eds:", "edentials", "EDENTIALS", "log in", "Log in", "logged in"],
    "(?:[Ll]ogin|creds|Creds(?=:)|[Cc]redentials|CREDENTIALS|[Ll]og in|logged in)(?:[ \\t]+(?:[^\\s:/`\\\\]|\\\\(?![nrt]))+){0,5}?[ \\t]*"
      + "(?:is|are|:|with|using|as)[ \\t]+`?[\\w.@+-]{1,64}`?"
      + `(?:[ \\t]*[/,:][ \\t]*|[ \\t]+with[ \\t]+(?:password[ \\t]+)?)${OPEN_QUOTE}(?<secret>${PAIR_VALUE})`,
    "prose",
  ),
  // a service's user and password joined by a spaced slash, after the service's name and `(` or `:`:
  // "postgres (ledger / X)", "FTP for uploads: wpdeploy / X", "the admin account: ops / X"
  rule(
    "service-credential-pair",
    [" / "],
    `(?:(?<![\\w.-])|(?<=\\\\[nrt]))${SERVICE}(?:[ \\t]+[\\w.-]+){0,3}?[ \\t]*[(:][ \\t]*\`?[\\w.@+-]{1,64}\`?[ \\t]+/[ \\t]+${OPEN_QUOTE}(?<secret>${PAIR_VALUE})`,
    "prose",
  ),
  // MySQL's first start: "A temporary password is generated for root@localhost: X"
  rule("mysql-temporary-password", ["A temporary password"], `A temporary password is generated for [^\\s:]+:[ \\t]*(?<secret>${GENERATED})`, "position"),
  // Jenkins' setup wizard banner, then the password alone after a blank line
  rule(
    "jenkins-initial-password",
    ["llowing password"],
    `following password to proceed to installation:(?:[ \\t]*${NEWLINE})+[ \\t]*(?<secret>[0-9a-f]{32})`,
    "position",
  ),
  // `cat …/secrets/initialAdminPassword` and its output in one text
  rule("jenkins-initial-password-file", ["lAdminPassword"], `initialAdminPassword[^\\n\\\\"]*(?:[ \\t]*${NEWLINE})+(?<secret>[0-9a-f]{32})(?![0-9a-f])`, "position"),
  // `argocd admin initial-password` prints the password on a line of its own, then this sentence
  rule(
    "argocd-initial-password",
    ["t be only used"],
    `This password must be only used(?<=(?:^|${NEWLINE}|")(?<secret>[A-Za-z0-9_-]{8,64})(?:[ \\t]*${NEWLINE})+[ \\t]*This password must be only used)`,
    "position",
    true,
  ),
  rule("argocd-initial-password-command", ["tial-password"], `initial-password[^\\n\\\\"]*${NEWLINE}(?<secret>[A-Za-z0-9_-]{8,64})(?=[ \\t]*(?:${NEWLINE}|$))`, "position"),
  // `elasticsearch-reset-password`: "Password for the [elastic] user successfully reset.\nNew value: X"
  rule("elastic-reset-password", ["ew value:"], `successfully reset\\.?(?:[ \\t]*${NEWLINE})+[ \\t]*New value:[ \\t]*(?<secret>${GENERATED})`, "position"),
];
