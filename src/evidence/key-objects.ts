/**
 * Secrets inside structured values that no name before them marks: a JSON Web Key's private members
 * (in an object with `"kty"`, the members `d`, `p`, `q`, `dp`, `dq`, `qi` and an `oct` key's `k`; `x`, `y`,
 * `n`, `e` are public), and base64 that decodes to a JSON object holding a credential's member (a
 * Kubernetes `.dockerconfigjson`, `{"auths":{"ghcr.io":{"password":"…","auth":"…"}}}`).
 */
import { Buffer } from "node:buffer";

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** `"kty":` as plain and as JSON-escaped text: every JWK holds one (the finder's anchors, redact.ts). */
export const JWK_ANCHORS: readonly string[] = ['ty":', 'ty\\":'];
/** A JWK object is read this far around its `kty`; a longer one (an RSA key of 4096 bits is ~3.3 K) is cut there. */
const MAX_JWK_CHARS = 8192;
/** A private member and its base64url value, quotes escaped or not. */
const PRIVATE_MEMBER = /(?:^|[{,\s])(?:\\{1,3})?"(?:d|p|q|dp|dq|qi|k)(?:\\{1,3})?"[ \t]*:[ \t]*(?:\\{1,3})?"([A-Za-z0-9_-]{16,})/g;

/** Every private member of every JWK in `text`. */
export function jwkPrivateSpans(text: string): Found[] {
  const spans: Found[] = [];
  for (let at = text.indexOf("kty"); at !== -1; at = text.indexOf("kty", at + 1)) {
    // each search stays within the object's longest reach: a scan of the whole text per `kty` is quadratic
    const before = Math.max(0, at - MAX_JWK_CHARS);
    const inBefore = text.slice(before, at).lastIndexOf("{");
    const inAfter = text.slice(at, at + MAX_JWK_CHARS).indexOf("}");
    if (inBefore === -1 || inAfter === -1) continue;
    const open = before + inBefore;
    const close = at + inAfter;
    const object = text.slice(open, close);
    PRIVATE_MEMBER.lastIndex = 0;
    for (let found = PRIVATE_MEMBER.exec(object); found !== null; found = PRIVATE_MEMBER.exec(object)) {
      const end = open + found.index + found[0].length;
      spans.push({ start: end - found[1]!.length, end, kind: "jwk-private-member" });
    }
  }
  return spans;
}

/** Base64 of a JSON object (`{"` encodes as `eyJ`), long enough to hold a credential; a `.` after it makes it a JWT's part. */
const ENCODED_OBJECT = /eyJ[A-Za-z0-9+/]{40,65536}={0,2}(?![A-Za-z0-9+/=.])/y;
/** A character of a base64 run. */
const BASE64_CHAR = /[A-Za-z0-9+/]/;
/** The longest run decoded. */
const MAX_ENCODED_CHARS = 65536;
/** A member whose name holds a credential's word, with a string value (`"password":"…"`, `"auth":"…"`, `"identitytoken":"…"`). */
const CREDENTIAL_MEMBER = /"[\w-]*(?:auth(?!or)|password|passwd|token|secret|credential)[\w-]*"\s*:\s*"[^"]{4,}"/i;

/**
 * A Cloudflare Tunnel's token, `cloudflared service install <token>`: base64 of `{"a":"<account>","t":"<tunnel id>","s":"<secret>"}`,
 * whose members are single letters that no credential's name matches.
 */
const TUNNEL_TOKEN = /^\{"a"\s*:\s*"[0-9a-f]{32}"\s*,\s*"t"\s*:\s*"[0-9a-f-]{36}"\s*,\s*"s"\s*:\s*"[A-Za-z0-9+/=]{16,}"/;

/** The base64-encoded JSON credential that starts at `index` (where `eyJ` was found), or null. */
export function encodedCredentialSpan(text: string, index: number): Found | null {
  // only where a base64 run begins: an `eyJ` inside a longer run would scan that run again from each (quadratic)
  if (index > 0 && BASE64_CHAR.test(text[index - 1]!)) return null;
  ENCODED_OBJECT.lastIndex = index;
  const found = ENCODED_OBJECT.exec(text);
  if (found === null || found[0].length > MAX_ENCODED_CHARS) return null;
  const decoded = Buffer.from(found[0], "base64").toString("utf8");
  if (!decoded.startsWith("{")) return null;
  const kind = CREDENTIAL_MEMBER.test(decoded) ? "encoded-credentials" : TUNNEL_TOKEN.test(decoded) ? "cloudflare-tunnel-token" : null;
  return kind === null ? null : { start: index, end: index + found[0].length, kind };
}
