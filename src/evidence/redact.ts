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
const SECRET_PATTERNS: readonly SecretPattern[] = [
  { kind: "private-key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[^"]*?-----END [A-Z ]*PRIVATE KEY-----/g },
  { kind: "github-token", pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g },
  { kind: "github-token", pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
  { kind: "anthropic-key", pattern: new RegExp(`\\bsk-ant-${TOKEN}{20,}`, "g") },
  { kind: "openai-key", pattern: new RegExp(`\\bsk-(?:proj-|svcacct-|admin-)?${TOKEN}{20,}`, "g") },
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "auth-header", pattern: /(\bAuthorization:\s*(?:Bearer|Basic|token)\s+)([A-Za-z0-9._~+/=-]{8,})/gi, group: 2 },
  // anchored on "://" rather than the scheme: a scan from every word start was most of the redaction time
  { kind: "url-credentials", pattern: /(:\/\/)([^\s:/@"'\\]+:[^\s@/"'\\]+)(?=@)/g, group: 2 },
  {
    kind: "env-secret",
    pattern: /(\b[A-Z][A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD)\s*[=:]\s*)([^\s"'\\$<>{}]{8,})/g,
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
