/**
 * Password hashes by their format, wherever they stand: a crypt(3) string (`$apr1$salt$hash`, `$2y$05$…`, `$6$…`,
 * phpass's `$P$…`, mosquitto's `$7$…`, `$argon2id$…`), an LDAP scheme (`{SSHA}…`, `{PLAIN}…`), a SCRAM verifier
 * (`SCRAM-SHA-256$4096:salt$stored:server`) and Django's `pbkdf2_sha256$…`. A hash opens to a dictionary attack, and
 * its format says what it is whatever its line holds (an htpasswd row, a database dump, a passwd-file), as a token's
 * prefix does: a format rule, not a position.
 */

interface Found {
  start: number;
  end: number;
  kind: string;
}

/** The marker kind of a password hash. */
export const CREDENTIAL_HASH = "credential-hash";
/** A hash's characters after its scheme: base64's and crypt's alphabets and their separators. */
const HASH_CHARS = "[A-Za-z0-9./+=$,:_-]";
/** A crypt(3) body is this long at least (the shortest, MD5-crypt's salt and hash, is 31). */
const MIN_CRYPT_BODY = 20;
/** An LDAP scheme's value is this long at least (a salted SHA-1 in base64 is 28; a plain password is shorter). */
const MIN_SCHEME_BODY = 8;

/** Letters a hash holds at least (its salt and digest are base64 or hex): `$1$2$3$…` holds none. */
const MIN_HASH_LETTERS = 6;
const CRYPT_IDS = "2[abxy]?|1|5|6|7|y|gy|apr1|P|H|argon2(?:id|i|d)|pbkdf2(?:-sha\\d+)?|scrypt|sha1|md5";
const LDAP_SCHEMES = "S?SHA(?:256|384|512)?|S?MD5|CRYPT|PBKDF2[A-Za-z0-9-]*|ARGON2|PLAIN|CLEAR|CLEARTEXT|BLF-CRYPT|SHA512-CRYPT";

/** Every format, one alternation: one scan of a text. */
const HASH = new RegExp(
  `(?:\\$(?:${CRYPT_IDS})\\$${HASH_CHARS}{${MIN_CRYPT_BODY},}`
    + `|\\{(?:${LDAP_SCHEMES})\\}[A-Za-z0-9./+=$!#%&*?@^~_-]{${MIN_SCHEME_BODY},}`
    + "|SCRAM-SHA-(?:1|256)\\$\\d+:[A-Za-z0-9./+=]+\\$[A-Za-z0-9./+=]+:[A-Za-z0-9./+=]+"
    + `|pbkdf2_sha(?:1|256)\\$\\d+\\$[A-Za-z0-9./+=]+\\$[A-Za-z0-9./+=]+)`,
  "g",
);

/** Every password hash in `text`, by its format. */
export function credentialHashSpans(text: string): Found[] {
  const spans: Found[] = [];
  HASH.lastIndex = 0;
  for (let match = HASH.exec(text); match !== null; match = HASH.exec(text)) {
    // a hash starts after no word character (`x$1$…` is a variable's); tested here, as a lookbehind slows the scan
    if (match.index > 0 && /[A-Za-z0-9_$]/.test(text[match.index - 1]!)) continue;
    // a shell's positional parameters (`$1$2$3…`) are digits and `$` only: a hash's salt and digest hold letters
    if ((match[0].match(/[A-Za-z]/g)?.length ?? 0) < MIN_HASH_LETTERS) continue;
    // a separator that ends a line of a file (`hash::::::`, a dump's `|`) is the file's, not the hash's
    const value = match[0].replace(/[:,]+$/, "");
    spans.push({ start: match.index, end: match.index + value.length, kind: CREDENTIAL_HASH });
  }
  return spans;
}
