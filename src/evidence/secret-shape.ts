/**
 * Whether a value found after a secret's label is a secret or ordinary code: the guards that keep
 * `password = getPassword()`, `TOKEN=$TOKEN` and `secret: ${{ secrets.X }}` unredacted.
 */

/**
 * How sure the label is: a client's credential flag (`mysql -pX`, `redis-cli -a X`) holds a
 * password whatever it looks like; `password=` names a secret; `cache_key=` may name one (the value
 * must look random too); `key` in prose rarely does (the value must be long, mixed and random).
 */
export type Confidence = "position" | "labelled" | "key" | "prose";

/** A value in a credential position shorter than this is a flag or a stray character. */
export const MIN_POSITIONAL_LENGTH = 4;

/** Shorter values after a label are words or flags; real passwords are at least this long. */
export const MIN_LABELLED_LENGTH = 6;
/** Prose ("log in with secret X") names a secret only when X is longer and mixed. */
export const MIN_PROSE_LENGTH = 10;
/** Bits per character: random tokens are above, words and identifiers mostly below. */
export const MIN_PROSE_ENTROPY = 3;
/** A value under a `…_key` name is an identifier unless it is this long and random. */
export const MIN_KEY_LENGTH = 12;
/** A letters-only value this long is a passphrase rather than an identifier. */
const MIN_PASSPHRASE_LENGTH = 20;

/** Shannon entropy of the characters of `text`, in bits per character. */
export function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** Words that stand where a value goes in code, docs and types, not values themselves. */
const PLACEHOLDERS = new Set([
  "true", "false", "null", "none", "nil", "undefined", "string", "str", "bool", "boolean", "int", "number",
  "required", "optional", "changeme", "example", "placeholder", "redacted", "dummy", "secret", "password",
  "token", "value", "your-token", "your-password", "your_token", "your_password", "xxxxxxxx",
  "change-me", "change_me", "changeit", "passwd", "pass", "your-secret", "your_secret", "mypassword", "prompt",
]);

/** References and expressions: variables, templates, member access, calls, paths, numbers. */
const CODE_SHAPES: readonly RegExp[] = [
  /^[$%{<@*[(&!#?]/, // $VAR, ${{ … }}, %VAR%, {{ … }}, <placeholder>, @var, *** masks
  /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+$/, // member access: os.environ, process.env.X, match.groups?.secret
  /^(?:\.{0,2}\/|~\/)/, // paths
  /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
  /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
  /^[xX*.•-]+$/, // masks
];

/**
 * The shortest value each confidence accepts below: a shorter one is refused before the shape tests,
 * which run on every candidate (most of them code: `token = await …`, `authorization: \`Bearer`).
 */
const MIN_LENGTH: Readonly<Record<Confidence, number>> = {
  position: MIN_POSITIONAL_LENGTH,
  labelled: MIN_LABELLED_LENGTH,
  key: MIN_KEY_LENGTH,
  prose: MIN_PROSE_LENGTH,
};

/** A value the label is followed by, judged with the character right after it. */
export function looksLikeSecret(value: string, next: string, confidence: Confidence): boolean {
  if (value.length < MIN_LENGTH[confidence]) return false;
  if (next === "(" || next === "[" || next === "{") return false; // a call or an index
  if (PLACEHOLDERS.has(value.toLowerCase())) return false;
  if (CODE_SHAPES.some((shape) => shape.test(value))) return false;
  const lettersOnly = /^[A-Za-z_-]+$/.test(value);
  if (confidence === "position") return value.length >= MIN_POSITIONAL_LENGTH;
  if (confidence === "labelled") {
    if (value.length < MIN_LABELLED_LENGTH) return false;
    return !lettersOnly || value.length >= MIN_PASSPHRASE_LENGTH;
  }
  if (confidence === "key") return value.length >= MIN_KEY_LENGTH && !lettersOnly && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
  if (value.length < MIN_PROSE_LENGTH || lettersOnly) return false;
  return /[A-Za-z]/.test(value) && /[0-9]/.test(value) && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
}

/** Digit runs a plain-words value may hold: `123`, a year, a version; longer runs are random. */
const MAX_WORD_DIGITS = 4;
/** Consonant runs longer than this are not in words ("strengths" has five). */
const MAX_CONSONANT_RUN = 5;
/** Share of vowels (with y) below which a run of letters is not a word. */
const MIN_VOWEL_SHARE = 0.1;

/**
 * True when a value reads as plain words, not as a generated secret: `secret`, `changeme`,
 * `dummy-secret-key-for-testing`, `test_key_123`, `Summer2024`. Each run of letters (split at
 * separators, digits and camel-case humps) is one case throughout, two letters or more, and
 * pronounceable (vowels, no long consonant run); digit runs are short. Random tokens break one of
 * these almost always: single letters between digits, mixed case, consonant clusters, long numbers.
 */
export function isPlainWords(value: string): boolean {
  const pieces = value.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g) ?? [];
  let letters = 0;
  for (const piece of pieces) {
    if (/^[^A-Za-z\d]+$/.test(piece)) continue;
    if (/^\d+$/.test(piece)) {
      if (piece.length > MAX_WORD_DIGITS) return false;
      continue;
    }
    if (!isWordLike(piece)) return false;
    letters += piece.length;
  }
  return letters > 0;
}

function isWordLike(piece: string): boolean {
  if (piece.length < 2) return false;
  const vowels = piece.replace(/[^aeiouyAEIOUY]/g, "").length;
  if (vowels / piece.length < MIN_VOWEL_SHARE) return false;
  const longestConsonants = Math.max(0, ...(piece.match(/[^aeiouyAEIOUY]+/g) ?? []).map((run) => run.length));
  return longestConsonants <= MAX_CONSONANT_RUN;
}
