/**
 * Secrets known by the position a tool's or a file format's syntax gives them, with no credential name
 * right before the value (or a name the name scan cannot read there): kubectl's `--from-literal=NAME=X`
 * when NAME is a credential's, SQL's `WITH PASSWORD 'X'`, Postfix's sasl_passwd line `[host]:port user:X`,
 * LDIF's base64 `userPassword:: X`, the body of a PEM-like block that holds no public key or certificate
 * (OpenVPN's static key), and the token of a Microsoft Teams incoming webhook's URL.
 *
 * Like assignment-rules.ts, every pattern reads raw JSON text too (a value never spans a quote or a
 * backslash, `\n` counts as a line break), and each opens on a literal whose first character another
 * anchor opens on (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { BASE64_LINE, labelRule, NEWLINE, PEM_HEADER_LINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = `(?:\\\\{1,3})?["']`;
/**
 * The quotes around a shell-spliced value: `'"'"'X'"'"'` closes a single-quoted word, adds a quoted `'`
 * and reopens it (Ansible's `-vvv` EXEC lines, any `sh -c '…'` that quotes SQL inside).
 */
const QUOTES = `(?:${QUOTE}){1,5}`;
/** A line of a block's body: a cut block ends at the first line that is not one (Gemini CLI's `Error: (none)` after `head`). */
const BODY_LINE = "[A-Za-z0-9+/=]{16,}";
/** What a credential's name holds (`password`, `db-pass`, `api_token`, `SECRET_KEY`, `tls.key`, `dsn`). */
export const CREDENTIAL_NAME = "[\\w.-]*(?:[Pp]ass|PASS|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Kk]ey|KEY|[Cc]redential|CREDENTIAL|"
  + "[Aa]uth|AUTH|[Pp]rivate|PRIVATE|[Ss]alt|SALT|[Dd]sn|DSN)[\\w.-]*";
/**
 * The blocks whose body is public or not a credential: certificates (and requests, CRLs, PKCS#7), public keys,
 * signatures, parameters, PGP messages; private keys are assignment-rules.ts's `private-key`, whole.
 */
const NOT_SECRET_BLOCK = "(?![A-Za-z0-9 _.]*(?:CERTIFICATE|PUBLIC KEY|CRL|SIGNATURE|PARAMETERS|PKCS7|CMS|MESSAGE|PRIVATE KEY))";

const rule = labelRule;

export const POSITION_RULES: readonly LabelRule[] = [
  // `kubectl create secret generic db --from-literal=password='X'` (also `--from-literal 'api-key=X'`): the value of a
  // literal whose key is a credential's name; a string literal, so a leading `!` is the value's own
  {
    ...rule(
      "kubectl-literal",
      ["m-literal"],
      `--from-literal(?:=|[ \\t]+)(?:${QUOTE})?${CREDENTIAL_NAME}=(?:${QUOTE})?(?<secret>[^\\s"'\\\\]+)`,
      "position",
    ),
    literal: true,
  },
  // PostgreSQL's `CREATE ROLE app WITH LOGIN PASSWORD 'X'`, `ALTER USER app WITH ENCRYPTED PASSWORD 'X'`, SQL Server's
  // `CREATE LOGIN etl WITH PASSWORD = 'X'` (or T-SQL's unicode literal `N'X'`), Snowflake's `CREATE USER etl PASSWORD = 'X'`,
  // quotes spliced or not. Upper-case
  // only: an anchor that opens on a blank or a `p` cost the shared scan a tenth more; the name scan reads `password 'X'`
  // and `password = 'X'` (prose and assignment) where the quotes are not spliced
  {
    ...rule(
      "sql-password",
      ["PASSWORD"],
      "PASSWORD(?<=(?:WITH|LOGIN|ENCRYPTED|SET|USER|ROLE)[ \\t]+(?:[^\\s;]+[ \\t]+)?PASSWORD)"
        + `(?:[ \\t]*=)?[ \\t]*N?${QUOTES}(?<secret>[^"'\\\\\\n]+)(?=${QUOTE})`,
      "position",
    ),
    literal: true,
  },
  // Postfix's /etc/postfix/sasl_passwd: `[smtp.mailgun.org]:587 postmaster@mg.acme.dev:X` (a bracketed relay, or a
  // user that is an address), on the submission ports; opens on the port, the host read back from it
  rule(
    "sasl-passwd",
    [":587", ":465"],
    ":(?:587|465)(?<=(?:^|[\\s\"'>]|\\\\n)(?:\\[[\\w.-]+\\]|[\\w-]+(?:\\.[\\w-]+)+):(?:587|465))[ \\t]+"
      + "(?:(?<=\\]:\\d{2,4}[ \\t]+)|(?=[^\\s:\"'\\\\]*@))[^\\s:\"'\\\\]+:(?<secret>[^\\s\"'\\\\]+)",
    "position",
  ),
  // LDIF's `::` holds a value in base64: `userPassword:: e1NTSEF9…`, Active Directory's `unicodePwd:: …`
  rule("ldif-password", ["Password:", "PASSWORD", "Pwd::"], "(?:Password|PASSWORD|Pwd)::[ \\t]+(?<secret>[A-Za-z0-9+/]{8,}={0,2})", "key"),
  // a PEM-like block that is neither a public key nor a certificate (`-----BEGIN OpenVPN Static key V1-----`):
  // every line of its body (its headers, long lines, and a short last one before END); its BEGIN and END lines
  // stay, so the reader sees what it was
  rule(
    "pem-block",
    ["BEGIN"],
    `-----BEGIN ${NOT_SECRET_BLOCK}[A-Za-z0-9 _.]{1,60}-----${NEWLINE}+(?<secret>(?:${PEM_HEADER_LINE}${NEWLINE}+)*`
      + `${BODY_LINE}(?:${NEWLINE}+${BODY_LINE})*(?:${NEWLINE}+${BASE64_LINE}(?=${NEWLINE}+-----END))?)`,
    undefined,
    "gd",
  ),
  // Microsoft Teams' incoming webhook (`https://acme.webhook.office.com/webhookb2/<group>@<tenant>/IncomingWebhook/<token>/<id>`,
  // and Office 365's older `outlook.office.com/webhook/…`): whoever has the token posts to the channel
  rule(
    "teams-webhook",
    [".webhook.office.com/", ".office.com/webhook"],
    "\\.office\\.com/webhook(?:b2)?/[^\\s/\"'\\\\]+/IncomingWebhook/(?<secret>[0-9A-Fa-f]{32}/[0-9A-Fa-f-]{36}(?:/[\\w-]+)?)",
  ),
];
