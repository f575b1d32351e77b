/**
 * Whether a token looks generated: the measured test of the window rule (credential-window.ts), which judges a value
 * by its shape alone, whatever stands before it. A generated secret is long, holds no words, mixes characters (or is
 * long in one class), and spreads them (entropy); what else stands where a value goes is code, a name, a path, a
 * version, an id or a number, each refused by its own shape below.
 */
import { isNamedFormat } from "./named-formats.js";
import { isNotSecretValue, isPlaceholderPhrase, isPlainWords, shannonEntropy } from "./secret-shape.js";

/** Shorter values are words, flags and short numbers; a generated password is at least this long. */
const MIN_GENERATED_LENGTH = 8;
/** A value of one class of characters is this long to be taken as generated, not words. */
const MIN_ONE_CLASS_LENGTH = 16;
/**
 * A value of letters without digits is this long: shorter ones are names of words and abbreviations (`mw-ui-icon-logIn`).
 * The window rule passes a shorter word of letters alone over without judging it (credential-window.ts `valueAfter`).
 */
export const MIN_LETTERS_ONLY_LENGTH = 20;
/** A hex string is a commit's id or a hash below this length; a key of hex digits is longer (a 32-hex master key). */
const MIN_HEX_LENGTH = 20;
/**
 * Entropy a generated value reaches, per character: a share of the most its length allows (8 distinct characters give 3
 * bits), at most this floor (a 64-hex key has 4 bits at most, and a long base64 value near 6).
 */
const ENTROPY_SHARE = 0.7;
/** A git commit's or blob's id, which a secret scan's output and a repository's history print everywhere. */
export const COMMIT_ID_LENGTH = 40;
const MAX_ENTROPY_FLOOR = 3.5;
/** A name's piece of this many letters is a word if it reads as one; a shorter one, or one of three that does not (`src`), is short. */
const MIN_WORD_PIECE = 3;
/** A name has this many short pieces, or as many as its words (`getX`, `x_api_key`, `token.test.ts`); random text has more. */
const MAX_SHORT_PIECES = 1;
/** A name's digit runs are this short (`v2`, `2024`); a generated value's run longer. */
const MAX_NAME_DIGITS = 4;

/** Marks that open a value (`!We&X…`, `#8kY…`): the value's own characters, judged without them. */
const LEADING_MARKS = /^[!#%&*?^+]+/;
/**
 * A reference to a value, not one: `$VAR`, `${X}`, `$(cmd)`, `%VAR%`, `#{x}`, `@var` and a URL's `@host` (`!isValid`:
 * a name after a mark).
 */
const REFERENCE = /^(?:\$[A-Za-z_{(]|%[A-Za-z_]\w*%|#\{|@)/;
/** A UUID: an id in ordinary places (a request, a session, an accessor). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A version (`v1.2.3-rc.1`, `10.15.0`, semver's pre-release and build `v2.14.3-beta.1+build.20240511`), after a product's
 * name or not (`HTTP/1.1`, `Mozilla/5.0`, `python-3.12`).
 */
const VERSION = /^(?:[A-Za-z][\w.-]*[/-])?v?\d+(?:\.\d+)+(?:[-~][0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** A regular expression's character class (`A-Za-z0-9_`, `0-9a-f`): ranges and escapes, no value. */
const CHARACTER_CLASS = /^\^?(?:[A-Za-z0-9]-[A-Za-z0-9]|\\[dwsDWS]|[_.+/=-])+$/;
/** A data file's name (`28795904000_heavy.json`): where values are, not one. */
const DATA_FILE = /^[\w.-]+\.(?:json|jsonl|ya?ml|txt|csv|tsv|html?|md|py|js|ts|log|gz|tar|zip|parquet|xml|ini|cfg|conf|toml|sh)$/i;
/** Hex digits in one case, a C literal's `0x` before them or not: a commit id, a hash or a number unless long. */
const HEX = /^(?:0x)?(?:[0-9a-f]+|[0-9A-F]+)$/;
/** The characters of a name: an identifier's, a dotted or dashed key's, a path's. */
const NAME_CHARS = /^[\w.\-/:]+$/;
/** A path from a root, the home or the working directory (`/app/tests/x.html`, `./build`, `~/.ssh/id_rsa`). */
const ROOTED_PATH = /^(?:\/|\.{1,2}\/|~\/)[^/]+\//;
/** A path with this many named parts may end in one of any shape (a git object's hex). */
const MIN_PATH_NAMES = 2;
/** Two of three parts of a path at least are names (`work/08002/gsmyrnis/ls6/dcnlp/eval`: ids and abbreviations between). */
const PATH_NAME_SHARE = 2;
const PATH_NAME_SHARE_OF = 3;
/** A path of named parts: `src/auth/token.ts`, `/etc/ssl/private`, `~/.ssh/id_ed25519`. */
const PATH_PART_SPLIT = /[/\\]+/;

/**
 * Whether `value` looks generated. `rightAfter`: it stands right after the word's separator, where a hex key is a key;
 * after words in a sentence, hex is a commit or a hash.
 */
export function looksGenerated(value: string, rightAfter: boolean): boolean {
  if (value.length < MIN_GENERATED_LENGTH || REFERENCE.test(value)) return false;
  const core = value.replace(LEADING_MARKS, "");
  if (core.length < MIN_GENERATED_LENGTH || !/[A-Za-z]/.test(core)) return false;
  // a generated value of letters alone is long (`bvajbdlamcwraxjoqtzk`); a shorter one is a word or a name
  if (!/\d/.test(core) && core.length < MIN_LETTERS_ONLY_LENGTH) return false;
  if (HEX.test(core) && (!rightAfter || core.length < MIN_HEX_LENGTH)) return false;
  if (UUID.test(core) || VERSION.test(core) || CHARACTER_CLASS.test(core) || DATA_FILE.test(core)) return false;
  if (isPlainWords(core) || isPlaceholderPhrase(core)) return false;
  // a name holds no marks but its separators: `MetINO74bgL9#` is none, however its pieces read
  if (NAME_CHARS.test(core) && readsAsName(core)) return false;
  // words joined by other marks (`Proceedings+of+the+Fifth+Workshop`) read as words when no digit is among them
  if (!/\d/.test(core) && readsAsName(core.replace(/[^A-Za-z]+/g, "_"))) return false;
  if (isNotSecretValue(core) || isPath(core) || isNamedFormat(core, readsAsName)) return false;
  if (classes(core) < 2 && core.length < MIN_ONE_CLASS_LENGTH) return false;
  return shannonEntropy(core) >= Math.min(MAX_ENTROPY_FLOOR, ENTROPY_SHARE * Math.log2(core.length));
}

/** A chosen password is this long at least when its words are a passphrase's (`Wint3r-Harb0r-92`). */
const MIN_CHOSEN_LENGTH = 10;
/** A mark between a chosen password's words: a dash, a `#`, a `!`; an identifier's are `_` and `.`. */
const CHOSEN_MARK = /[^A-Za-z0-9_./]/;

/**
 * A password a person chose, right where a credential's word names it ("the password is Wint3r-Harb0r-92"): words
 * joined by marks, with a capital and a digit, which `looksGenerated` takes for a name. Only where the word is a
 * strong one and the value follows it or its verb; elsewhere such a value is a title or a tag.
 */
export function looksChosen(value: string): boolean {
  if (value.length < MIN_CHOSEN_LENGTH || REFERENCE.test(value) || !/\d/.test(value) || !/[A-Z]/.test(value) || !/[a-z]/.test(value)) return false;
  if (!CHOSEN_MARK.test(value) || value.includes("://") || isPlaceholderPhrase(value) || CHARACTER_CLASS.test(value)) return false;
  return !VERSION.test(value) && !UUID.test(value) && !isNotSecretValue(value) && !isPath(value);
}

/** How many of lower-case letters, capitals, digits and other characters `value` holds. */
function classes(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((test) => test.test(value)).length;
}

/**
 * Whether a value reads as a name: an identifier or a dotted or dashed key (`TestLogin`, `x_api_key`, `token.test.ts`,
 * `db-password-v2`): its pieces of three letters or more are words, its digit runs short, and it has few pieces of one or
 * two letters (`ts`, `x`, `v2`), no more than words. Random text of mixed case splits into many (`8kYhOjOIDZTK8`: `k`,
 * `Yh`, `Oj`).
 */
export function readsAsName(value: string): boolean {
  const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  let short = 0;
  let words = 0;
  for (const piece of pieces) {
    if (/^\d/.test(piece)) {
      if (piece.length > MAX_NAME_DIGITS) return false;
    } else if (isPlainWords(piece) && piece.length >= MIN_WORD_PIECE) words += 1;
    else if (piece.length <= MIN_WORD_PIECE) short += 1;
    else return false;
  }
  return pieces.length > 0 && short <= Math.max(MAX_SHORT_PIECES, words);
}

/**
 * A path whose parts are names (`src/auth/token.ts`), its last part a file's or an object's name of any shape
 * (`.git/objects/6b/4c75ca…`); base64 holds `/` between random parts.
 */
function isPath(value: string): boolean {
  if (!PATH_PART_SPLIT.test(value)) return false;
  // standard base64 holds `/` but no `-`, `.` or `_`: a value with both is a path (`EleutherAI/gpt-neox-20b`)
  if (ROOTED_PATH.test(value) || /[-._]/.test(value)) return true;
  const parts = value.split(PATH_PART_SPLIT).filter((part) => part !== "");
  const names = parts.filter((part) => readsAsName(part) || isPlainWords(part)).length;
  return names >= MIN_PATH_NAMES ? names * PATH_NAME_SHARE_OF >= parts.length * PATH_NAME_SHARE : names === parts.length;
}
