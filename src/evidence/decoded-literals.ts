/**
 * Secrets known by what they decode to: a base64 literal handed to a decode call (`LEGACY = base64.b64decode("d3g0…")`,
 * `atob("…")`, Ruby's `Base64.decode64("…")`) whose text is a token, one word of printable characters, random enough
 * to be a key (the encoding hides nothing: anyone decodes it); and the base64 of a PKCS#12 bundle (`.pfx`, `.p12`),
 * which holds a private key, found by its version's encoding (`MII…IBAzCC`: a SEQUENCE whose first member is INTEGER 3).
 * A fixture's text ("hello world", a JSON object, a URL) decodes to no token and stays.
 */
import { Buffer } from "node:buffer";
import { isPlainWords, looksLikeSecret } from "./secret-shape.js";
import { NEWLINE } from "./rule-parts.js";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** The decode calls' literals (redact.ts, `LITERALS`): each match holds one. */
export const DECODE_ANCHORS: readonly string[] = ["b64decode(", "atob(", "decode64("];
/** A base64 literal as a decode call's argument, its quotes escaped in JSON text or not. */
const DECODED_LITERAL = /(?:b64decode|atob|decode64)\([ \t]*b?(?:\\{1,3})?["']([A-Za-z0-9+/]{16,}={0,2})(?:\\{1,3})?["']/g;
/** A file name's extension: `report_2024_final.pdf` is words. */
const FILE_EXTENSION = /\.[a-z0-9]{1,5}$/;
/** A token's text: one word of printable ASCII, no blank, this long at least. */
const TOKEN_TEXT = /^[\x21-\x7e]{12,}$/;

/** Every decode call's literal in `text` that decodes to a token. */
export function decodedTokenSpans(text: string): Found[] {
  const spans: Found[] = [];
  DECODED_LITERAL.lastIndex = 0;
  for (let found = DECODED_LITERAL.exec(text); found !== null; found = DECODED_LITERAL.exec(text)) {
    const encoded = found[1]!;
    const decoded = Buffer.from(encoded, "base64").toString("latin1");
    // a fixture that decodes to words (`HelloWorld123`, `report_2024_final.pdf`) is no token (review 33, L5)
    if (!TOKEN_TEXT.test(decoded) || !looksLikeSecret(decoded, "", "key") || isPlainWords(decoded.replace(FILE_EXTENSION, ""))) continue;
    const start = found.index + found[0].indexOf(encoded);
    spans.push({ start, end: start + encoded.length, kind: "decoded-token-literal" });
  }
  return spans;
}

/** The literal every PKCS#12 bundle's base64 holds at its sixth character: INTEGER 3, then a SEQUENCE (`02 01 03 30 82`). */
export const PKCS12_ANCHORS: readonly string[] = ["IBAzCC"];
/** A body line of the bundle's base64, after the first. */
const BODY_LINE = "[A-Za-z0-9+/=]{16,}";
/** The bundle: its first line from `MII`, then every line of base64 after it (to a cut's end). */
const PKCS12_BASE64 = new RegExp(`MII[A-Za-z0-9+/]{3}IBAzCC[A-Za-z0-9+/=]*(?:${NEWLINE}${BODY_LINE})*`, "g");

/** Every base64 PKCS#12 bundle in `text`, whole. */
export function pkcs12Spans(text: string): Found[] {
  const spans: Found[] = [];
  PKCS12_BASE64.lastIndex = 0;
  for (let found = PKCS12_BASE64.exec(text); found !== null; found = PKCS12_BASE64.exec(text)) {
    spans.push({ start: found.index, end: found.index + found[0].length, kind: "pkcs12-base64" });
  }
  return spans;
}
