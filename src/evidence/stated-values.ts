/**
 * A value a sentence states as a password right where a strong word or its verb names it, in a shape that neither
 * `looksGenerated` nor `looksChosen` takes (corpus 17): words joined by an identifier's marks with a digit (`Sen_Hong_5`,
 * `Kopi_Susu_8`), or a short word and digits (`lemonade42`). Only where the position already says "this is the
 * password" (generated-values.ts `looksChosen` has the same rule): a digit and a letter, six characters at least, and
 * none of the shapes that stand where a value goes in prose (a version, a UUID, a hex id, a path, a reference, a name
 * in capitals, a placeholder).
 */
import { isNotSecretValue, isPlaceholderPhrase } from "./secret-shape.js";

/** A stated password is this long at least; shorter ones are labels' words and versions (`v2`, `py3`). */
const MIN_STATED_LENGTH = 6;
/** A reference to a value, not one: `$VAR`, `${X}`, `%VAR%`, `#{x}`, `@var`, `<placeholder>`. */
const REFERENCE = /^(?:\$[A-Za-z_{(]|%[A-Za-z_]\w*%|#\{|@|<)/;
/** A version (`v1.2.3`, `python-3.12`), a UUID, hex digits in one case (a commit id, a hash), a number. */
const NOT_STATED = [
  /^(?:[A-Za-z][\w.-]*[/-])?v?\d+(?:\.\d+)+(?:[-~][0-9A-Za-z.-]+)?$/,
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^(?:0x)?(?:[0-9a-f]+|[0-9A-F]+)$/,
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
  /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/])/, // paths
  /^[\w.-]+\.(?:json|ya?ml|txt|csv|md|py|js|ts|log|ini|cfg|conf|toml|sh|env|key|pem)$/i, // a file's name
];

/**
 * A person's password in a name's shape: words (two letters at least before the digits) joined by a mark or not, then its
 * digits at the end (`Sen_Hong_5`, `lemonade42`, `Kalyna#Step3`). Digits inside (`cl100k_base`, `pbkdf2_sha256`), a
 * version's `v2`, dots, slashes and colons are code's, formats' and paths'.
 */
const STATED_SHAPE = /^(?:[A-Za-z]+[_#!@$%^&*+~-])*[A-Za-z]{2,}[_#!@$%^&*+~-]?\d{1,4}[!#$%&*?]?$/;
/** A stated password is this long at most: a longer run is data, not a person's choice. */
const MAX_STATED_LENGTH = 64;
/** An algorithm's or an encoding's name with its digits (`sha256`, `base64`, `utf8`, `argon2`): no password. */
const ALGORITHM = /^(?:sha|md|aes|rsa|ed|utf|base|rc|des|crc|pbkdf|scrypt|argon|hs|rs|es|ps|ipv|http|tls|ssl|oauth|x)\d/i;

/** Whether `value`, where a strong word states it, is a password (see above). */
export function looksStated(value: string): boolean {
  if (value.length < MIN_STATED_LENGTH || value.length > MAX_STATED_LENGTH || !STATED_SHAPE.test(value)) return false;
  if (ALGORITHM.test(value) || REFERENCE.test(value)) return false;
  if (value.includes("://") || NOT_STATED.some((shape) => shape.test(value))) return false;
  return !isPlaceholderPhrase(value) && !isNotSecretValue(value);
}
