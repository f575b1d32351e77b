/**
 * Fencing of untrusted text (task, transcript, diff, PR body) for the judge prompt: one module owns
 * it. Each block sits between delimiters that carry a per-run random nonce, and anything inside that
 * looks like a delimiter or a score tag is neutralized, so planted text can neither close the fence
 * nor write the judge's answer.
 */
import { randomBytes } from "node:crypto";

/** 12 random bytes: a fence an attacker would have to guess is 2^96 to one. */
export const NONCE_BYTES = 12;

export function newNonce(): string {
  return randomBytes(NONCE_BYTES).toString("hex");
}

/** Stands in for the nonce when hashing a prompt, so a cache key does not change run to run. */
export const NONCE_PLACEHOLDER = "{{nonce}}";

const NEUTRALIZERS: ReadonlyArray<[RegExp, string]> = [
  [/<<</g, "‹‹‹"],
  [/>>>/g, "›››"],
  [/<(\/?)(score_)/gi, "‹$1$2"],
  [/\{\{nonce\}\}/g, "{{ nonce }}"],
];

/** Untrusted text made inert: no `<<<`/`>>>` fence marks, no `<score_…>` tags, no placeholder. */
export function neutralize(text: string, nonce?: string): string {
  let out = text;
  for (const [pattern, replacement] of NEUTRALIZERS) out = out.replace(pattern, replacement);
  return nonce === undefined || nonce === "" ? out : out.split(nonce).join("[nonce]");
}

/** The opening and closing delimiter of one fenced block. */
export function delimiters(label: string, nonce: string): { open: string; close: string } {
  return { open: `<<<BEGIN UNTRUSTED ${label} ${nonce}>>>`, close: `<<<END UNTRUSTED ${label} ${nonce}>>>` };
}

/** `text` neutralized and wrapped in nonce delimiters named `label`. */
export function fence(label: string, text: string, nonce: string): string {
  const { open, close } = delimiters(label, nonce);
  return `${open}\n${neutralize(text, nonce)}\n${close}`;
}
