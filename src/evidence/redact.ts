/**
 * Secret redaction, applied to every untrusted text (transcript, PR body, diff) before any stage
 * reads it, so a secret reaches neither the model, the comment, nor the report. Patterns never
 * match a quote or a backslash, so redacting raw JSON text keeps it valid JSON.
 */
interface SecretPattern {
  kind: string;
  pattern: RegExp;
  /** Replace only this capture group (keep the label around the secret readable). */
  group?: number;
}

const TOKEN = "[A-Za-z0-9_\\-]";
/**
 * A secret starts after a non-word character, or right after a JSON escape (`\n`, `\t`): in raw
 * JSON text a line that begins with a secret reads `\nghp_…`, where `\b` sees no boundary. The
 * check sits after the pattern's opening literal, never before it: a regex that opens with a
 * literal is scanned for that literal, one that opens with a look-behind is tried at every position
 * (30 times slower on a large transcript).
 */
const at = (first: string, rest: string, { flags = "g", open = "" } = {}) =>
  new RegExp(`${open}${first}(?<=(?:^|[^A-Za-z0-9_]|\\\\[nrtbf])${first})${rest}`, flags);
/** Characters of a header's credential: base64 and token alphabets, never a quote or a backslash. */
const HEADER_VALUE = "[A-Za-z0-9._~+/=-]";
/** An optional quote around a label or value, escaped when the text is raw JSON. */
const QUOTE = "(?:\\\\?[\"'])?";
/** An unquoted .env value: stops at whitespace, quotes, backslashes and template syntax. */
const ENV_VALUE = `([^\\s"'\\\\$<>{}]{8,})`;
/** How the name of an environment secret ends (`OPENAI_API_KEY`, `DB_PASSWORD`). */
const NAME_END = "(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD)";
const SECRET_PATTERNS: readonly SecretPattern[] = [
  { kind: "private-key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[^"]*?-----END [A-Z ]*PRIVATE KEY-----/g },
  { kind: "github-token", pattern: at("gh", "[pousr]_[A-Za-z0-9]{36,}\\b") },
  { kind: "github-token", pattern: at("github_pat_", "[A-Za-z0-9_]{22,}") },
  { kind: "anthropic-key", pattern: at("sk-ant-", `${TOKEN}{20,}`) },
  { kind: "openai-key", pattern: at("sk-", `(?:proj-|svcacct-|admin-)?${TOKEN}{20,}`) },
  { kind: "aws-access-key", pattern: at("(?:AKIA|ASIA)", "[0-9A-Z]{16}\\b") },
  { kind: "slack-token", pattern: at("xox", "[abposr]-[A-Za-z0-9-]{10,}") },
  { kind: "slack-webhook", pattern: /(hooks\.slack\.com\/services\/)([A-Za-z0-9_/]{20,})/g, group: 2 },
  { kind: "jwt", pattern: at("eyJ", "[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}") },
  // Proxy-Authorization is caught too: "-" is a boundary
  {
    kind: "auth-header",
    pattern: at("Authorization", `${QUOTE}\\s*[:=]\\s*${QUOTE}\\s*(?:Bearer|Basic|token)\\s+)(${HEADER_VALUE}{8,})`, {
      flags: "gi",
      open: "(",
    }),
    group: 2,
  },
  // x-api-key, x-goog-api-key: the header name ends in "api-key"
  { kind: "api-key-header", pattern: /(api-key(?:\\?["'])?\s*:\s*(?:\\?["'])?\s*)([A-Za-z0-9._~+/=-]{12,})/gi, group: 2 },
  // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
  { kind: "url-credentials", pattern: /(:\/\/)([^\s:/@"'\\]+:[^\s@/"'\\]+)(?=@)/g, group: 2 },
  {
    // opens on the name's keyword, the rest of the name checked behind it: a pattern that opened on
    // any capital letter was tried at every one of them (half of all redaction time)
    kind: "env-secret",
    pattern: new RegExp(
      `(${NAME_END}(?<=(?:^|[^A-Za-z0-9_]|\\\\[nrtbf])[A-Z][A-Z0-9_]*${NAME_END})${QUOTE}\\s*[=:]\\s*${QUOTE})${ENV_VALUE}`,
      "g",
    ),
    group: 2,
  },
  // credentials files and YAML use lower case (`aws_secret_access_key = …`): anchored on the suffix, and a
  // token-like value keeps code (`secret_key = os.environ[…]`) out
  { kind: "env-secret", pattern: /(_(?:key|secret|token|password)(?:\\?["'])?\s*[=:]\s*(?:\\?["'])?)([A-Za-z0-9/+=_.-]{16,})/g, group: 2 },
];

/** Literal secret values the running process knows (its API keys, tokens), registered once. */
const knownSecretValues = new Set<string>();
/** Shorter values would redact ordinary words; real keys and tokens are far longer. */
export const MIN_SECRET_VALUE_LENGTH = 8;

/** Registers the process's own secret values (e.g. the judge's API key) for every later redaction. */
export function addSecretValues(values: Iterable<string | null | undefined>): void {
  for (const value of values) {
    if (typeof value === "string" && value.trim().length >= MIN_SECRET_VALUE_LENGTH) knownSecretValues.add(value.trim());
  }
}

export interface Redacted {
  text: string;
  count: number;
}

export function redactSecrets(text: string): Redacted {
  let count = 0;
  let result = text;
  for (const { kind, pattern, group } of SECRET_PATTERNS) {
    result = result.replace(pattern, (...match: unknown[]) => {
      const whole = match[0] as string;
      const secret = group === undefined ? whole : (match[group] as string);
      if (secret.startsWith("[REDACTED")) return whole;
      count += 1;
      return group === undefined ? `[REDACTED:${kind}]` : whole.replace(secret, `[REDACTED:${kind}]`);
    });
  }
  for (const value of knownSecretValues) {
    const parts = result.split(value);
    count += parts.length - 1;
    result = parts.join("[REDACTED:configured-secret]");
  }
  return { text: result, count };
}
