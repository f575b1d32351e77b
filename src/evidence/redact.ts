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
 * Where a secret may start: after a non-word character, or right after a JSON escape (`\n`, `\t`):
 * in raw JSON text a line that begins with a secret reads `\nghp_…`, where `\b` sees no boundary.
 */
const START = "(?:(?<=\\\\[nrtbf])|(?<![A-Za-z0-9_]))";
/** An optional quote around a label or value, escaped when the text is raw JSON. */
const QUOTE = "(?:\\\\?[\"'])?";
const at = (source: string, flags = "g") => new RegExp(`${START}${source}`, flags);
const SECRET_PATTERNS: readonly SecretPattern[] = [
  { kind: "private-key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[^"]*?-----END [A-Z ]*PRIVATE KEY-----/g },
  { kind: "github-token", pattern: at("(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\\b") },
  { kind: "github-token", pattern: at("github_pat_[A-Za-z0-9_]{22,}") },
  { kind: "anthropic-key", pattern: at(`sk-ant-${TOKEN}{20,}`) },
  { kind: "openai-key", pattern: at(`sk-(?:proj-|svcacct-|admin-)?${TOKEN}{20,}`) },
  { kind: "aws-access-key", pattern: at("(?:AKIA|ASIA)[0-9A-Z]{16}\\b") },
  { kind: "slack-token", pattern: at("xox[abposr]-[A-Za-z0-9-]{10,}") },
  { kind: "slack-webhook", pattern: /(hooks\.slack\.com\/services\/)([A-Za-z0-9_/]{20,})/g, group: 2 },
  { kind: "jwt", pattern: at("eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}") },
  {
    kind: "auth-header",
    pattern: at(`((?:Proxy-)?Authorization${QUOTE}\\s*[:=]\\s*${QUOTE}\\s*(?:Bearer|Basic|token)\\s+)([A-Za-z0-9._~+/=-]{8,})`, "gi"),
    group: 2,
  },
  { kind: "api-key-header", pattern: at(`((?:x-api-key|api-key|x-goog-api-key)${QUOTE}\\s*:\\s*${QUOTE}\\s*)([A-Za-z0-9._~+/=-]{12,})`, "gi"), group: 2 },
  // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
  { kind: "url-credentials", pattern: /(:\/\/)([^\s:/@"'\\]+:[^\s@/"'\\]+)(?=@)/g, group: 2 },
  {
    kind: "env-secret",
    pattern: at(`([A-Z][A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD)${QUOTE}\\s*[=:]\\s*${QUOTE})([^\\s"'\\\\$<>{}]{8,})`),
    group: 2,
  },
  // credentials files and YAML use lower case (`aws_secret_access_key = …`); a token-like value keeps code out
  {
    kind: "env-secret",
    pattern: at(`([a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:key|secret|token|password)${QUOTE}\\s*[=:]\\s*${QUOTE})([A-Za-z0-9/+=_.-]{16,})`),
    group: 2,
  },
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
