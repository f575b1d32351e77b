/**
 * The shape of a `user:password` pair a base64 value decodes to (an HTTP Basic value, a registry's `auth`): a user's
 * name, then a value a password can be. Not any `word:value` a decode prints: a time, a version, a digest, a UUID, a
 * MAC address, a path, a zone or a word (`time:12:30:45`, `myapp:v1.2.3-rc4`, `sha256:…`, an `/etc/passwd` line).
 */
import { looksLikeSecret } from "./secret-shape.js";

/** A user name that labels a value instead: a digest's algorithm, an id, a time's or a tag's label. */
const LABEL_NAMES = /^(?:sha\d*|md5|blake\w*|crc\d*|id|uuid|guid|time|date|version|v|tag|image|region|zone|eth\d+|en\d+|wlan\d+|lo)$/i;
/** Values that are not a password: a time, a version, a hex digest, a UUID, a MAC address, a path, a zone's or a host's name. */
const NOT_PASSWORDS: readonly RegExp[] = [
  /^\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?Z?$/,
  /^v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?$/i,
  /^[0-9a-f]{16,}$/i,
  /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i,
  /^[0-9a-f]{2}(?:[:-][0-9a-f]{2}){5}$/i,
  /[:/].*[:/]|^\//,
  /^[a-z]+(?:-[a-z]+)*-?\d+[a-z]?$/,
];

/** A password of one class of characters (`hunter`, `123456`) this long, as a generated one is. */
const MIN_DECODED_SINGLE_CLASS = 16;

/** Whether `password`, after the user `user`, reads as a password: not a label's value, mixed or long, no word. */
export function isDecodedPassword(user: string, password: string): boolean {
  if (LABEL_NAMES.test(user) || NOT_PASSWORDS.some((shape) => shape.test(password))) return false;
  // a word, capitalized or not, is no password a decode proves
  if (!looksLikeSecret(password, "", "position") || (/^[A-Za-z]+$/.test(password) && password.length < MIN_DECODED_SINGLE_CLASS)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  return classes >= 2 || password.length >= MIN_DECODED_SINGLE_CLASS;
}
