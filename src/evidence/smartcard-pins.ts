/**
 * A smart card's or a security key's PIN, PUK and management key given to its tool on the command line:
 * `ykman piv keys generate --pin 540440 …`, `ykman piv access change-pin --pin OLD --new-pin NEW`,
 * `pkcs11-tool --login --pin 7731`, `yubico-piv-tool -a verify-pin -P 123456`, `p11tool --set-pin=…`. A PIN is a short
 * run of digits that no shape rule would take for a secret: the tool's option says what it is (held-out corpus 13).
 */
import { optionValue } from "./command-positions.js";
import { wordsAfter, type CredentialSpan } from "./credential-flags.js";

/** The tools, each opening a command (after a blank, a line's start, `;`, `|`, `&` or a quote). */
const TOOL = /(?:^|[\s;|&('"/])(ykman|pkcs11-tool|yubico-piv-tool|p11tool|pkcs15-tool|pkcs15-init)(?=[ \t])/g;
export const PIN_ANCHORS = ["ykman", "pkcs11-tool", "yubico-piv-tool", "p11tool", "pkcs15-"] as const;

/**
 * Options that take a PIN or PUK: the long ones every tool spells so; ykman's `-p`/`-P` (PIN or PUK) and `-n` (the new
 * one), pkcs11-tool's `-p`, yubico-piv-tool's `-P` and `-N`.
 */
const PIN_OPTIONS = ["--pin", "--new-pin", "--puk", "--new-puk", "--so-pin", "--new-so-pin", "--set-pin", "--set-so-pin", "-p", "-P", "-n", "-N"];
/** Options that take a management key (a hex key; ykman's `default` names the factory key); yubico-piv-tool's `-k`. */
const KEY_OPTIONS = ["--management-key", "--new-management-key", "-m", "-n", "-k", "--key"];
/** A PIN or PUK: 4 to 16 characters of a literal, no reference, placeholder or template. */
const PIN_VALUE = /^(?:\d{4,16}|(?=[^\s]*\d)[A-Za-z0-9!#%+,.:=@^_~-]{6,16})$/;
const KEY_VALUE = /^[0-9a-fA-F]{32,64}$/;
/** The most words read after the tool's name. */
const MAX_WORDS = 32;

export function smartcardPinSpans(text: string): CredentialSpan[] {
  const spans: CredentialSpan[] = [];
  TOOL.lastIndex = 0;
  for (let hit = TOOL.exec(text); hit !== null; hit = TOOL.exec(text)) {
    const words = wordsAfter(text, hit.index + hit[0].length, MAX_WORDS);
    const taken = (names: readonly string[], shape: RegExp) => names.flatMap((name) => {
      const value = optionValue(words, [name]);
      if (value === undefined) return [];
      const word = unquoted(value.word);
      return shape.test(word.text) ? [{ start: value.index + word.offset, end: value.index + word.offset + word.text.length, kind: "smartcard-pin" }] : [];
    });
    spans.push(...taken(PIN_OPTIONS, PIN_VALUE), ...taken(KEY_OPTIONS, KEY_VALUE));
  }
  return spans;
}

/** A word without its quotes (`'540440'`, `\"540440\"` in JSON text), and where its text starts in it. */
function unquoted(word: string): { text: string; offset: number } {
  const quote = /^(?:\\{0,3})["']/.exec(word)?.[0] ?? "";
  const body = word.slice(quote.length);
  return { text: quote === "" ? body : body.slice(0, Math.max(0, body.length - quote.length)), offset: quote.length };
}
