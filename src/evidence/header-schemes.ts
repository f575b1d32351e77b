/**
 * `Authorization: <scheme> <credential>` for any scheme: the name scan's `bearer` position spells the
 * common ones (`Bearer`, `Basic`, `Token`); others are a word of their own before the credential (Okta's
 * `SSWS`, Opsgenie's `GenieKey`, Splunk's `Splunk`, `Klaviyo-API-Key`, `Negotiate`). The scan reads the
 * scheme as the header's value; the credential after it is judged as a key is (long and random), so a
 * header described in prose (`Authorization: required for every call`) stays.
 */
import { looksLikeSecret } from "./secret-shape.js";

/** The scheme's word, blanks, then the credential: a value's characters, as name-rules.ts reads them. */
const SCHEME_THEN_CREDENTIAL = /^[A-Za-z][\w.-]{1,30}[ \t]+([^\s"'\\`,;&<>(){}[\]|]+)/;
/** The longest scheme and credential read. */
const MAX_CHARS = 300;

/** The credential after the scheme that starts at `start`, or null. */
export function schemeCredential(text: string, start: number): { start: number; end: number } | null {
  const found = SCHEME_THEN_CREDENTIAL.exec(text.slice(start, start + MAX_CHARS));
  if (found === null) return null;
  const credential = found[1]!;
  const end = start + found[0].length;
  if (!looksLikeSecret(credential, text[end] ?? "", "key")) return null;
  return { start: end - credential.length, end };
}
