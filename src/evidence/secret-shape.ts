/**
 * Whether a value found after a secret's label is a secret or ordinary code: the guards that keep
 * `password = getPassword()`, `TOKEN=$TOKEN` and `secret: ${{ secrets.X }}` unredacted.
 */
import { createHash } from "node:crypto";

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

/**
 * Values a credential's name holds that are not secrets, whatever the name: a URL (`OAUTH_REDIRECT_URI=https://…`;
 * a secret in one is found by its own rule, user-info or token), an AWS ARN, a provider prefix before a
 * placeholder (`ghp_xxxx…`, `AKIAXXXX…`), an age public key, another name's assignment read as the value
 * (`auth.hashers: password_hash_iterations=260000`, BuildKit's `--secret id=pip_index_url`: the later name is scanned
 * on its own), openssl's
 * `env:VAR`, `file:path`, `fd:N` (where the password is, not it), Spring's `classpath:keystore.jks` (a file), a lookup
 * table by its type and absolute path (Postfix's `smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd`), and
 * validation rules joined by `|` (Laravel's `'password' => 'required|min:12'`, `'required|string|confirmed'`), a publishable
 * key, an authentication method's name and a date.
 * Each regex runs behind a test of a character it needs: every candidate value of the name scan comes here.
 */
export function isNotSecretValue(value: string): boolean {
  const last = value[value.length - 1]!;
  return (value.includes("://") && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value))
    || value.startsWith("arn:")
    || (PLACEHOLDER_ENDS.has(last) && /^(?:(?:[A-Za-z0-9]{1,12}[_.-])?([xX*#•0])\1{5,}|[A-Za-z0-9]{2,8}?(?:x{8,}|X{8,}))$/.test(value))
    || (value.startsWith("age1") && /^age1[02-9ac-hj-np-z]{58}$/.test(value))
    || (value.includes("=") && /^[A-Za-z_][A-Za-z_.-]{1,}=(?!=|$)/.test(value))
    || (value.includes(":") && /^(?:env|file|fd|classpath\*?):[\w./-]/.test(value))
    || (value.includes(":/") && TYPED_TABLE.test(value))
    || (value.includes("|") && VALIDATION_RULES.test(value))
    || ((value.startsWith("pk") || value.startsWith("phc_")) && PUBLISHABLE_KEY.test(value))
    || (value.includes("@") && EMAIL_ADDRESS.test(value))
    || (value.includes(".") && KEY_FILE.test(value) && isPlainWords(value.slice(0, value.lastIndexOf("."))))
    || (value.includes(":") && CONTENT_DIGEST.test(value))
    || (value.includes("-") && (AUTH_METHOD.test(value) || DATE.test(value)));
}
/**
 * Keys public by design, meant to ship in clients: Mapbox's public token (`pk.eyJ…`), Stripe's publishable key (`pk_test_…`),
 * PostHog's project key (`phc_…`; its personal key `phx_` is a secret).
 */
const PUBLISHABLE_KEY = /^(?:pk(?:\.eyJ|_(?:test|live)_)|phc_)/;
/** A table's type, a proxy's too, then an absolute path of two parts or more (`proxy:mysql:/etc/postfix/mysql-sasl.cf`). */
const TYPED_TABLE = /^(?:[a-z][a-z0-9]{1,11}:){1,2}\/[\w.-]+(?:\/[\w.-]+)+$/;
/** An e-mail address (a mail config's user, `AuthUser=alerts@acme.dev`): a name, not a secret. */
const EMAIL_ADDRESS = /^[\w.+-]+@[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)+$/;
/** A file named by words with a key's or a config's extension (`--client-key=legacy-admin.key`): where a secret is, not it. */
const KEY_FILE = /^[\w.-]+\.(?:key|pem|crt|cer|der|csr|p12|pfx|jks|keystore|kdbx|asc|gpg|pub|json|ya?ml|txt|env|conf|ini|cfg)$/;
/** A content digest (`sha256:4bc8…`, a Docker image's): a hash of public content. */
const CONTENT_DIGEST = /^(?:sha(?:1|224|256|384|512)|md5|blake2b?):[0-9a-f]{32,128}$/;
/** An authentication method's name where a config sets the method (PgBouncer's `auth_type = scram-sha-256`), not a password. */
const AUTH_METHOD = /^(?:scram-sha-(?:1|256)(?:-plus)?|cram-md5|digest-md5)$/i;
/** A date, with its time or not (`databricks secrets list`'s last-updated column after a secret's name). */
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** Rule words of lower-case letters, each with its `:arguments`, joined by `|`. */
const VALIDATION_RULES = /^[a-z_]+(?::[^|\s]*)?(?:\|[a-z_]+(?::[^|\s]*)?)+$/;
const PLACEHOLDER_ENDS: ReadonlySet<string> = new Set(["x", "X", "*", "#", "•", "0"]);

/** References and expressions: variables, templates, calls, paths, numbers (member access: `isMemberAccess`). */
const CODE_SHAPES: readonly RegExp[] = [
  /^[$%{<@*[(&!#?]/, // $VAR, ${{ … }}, %VAR%, {{ … }}, <placeholder>, @var, *** masks
  /^(?:\.{0,2}\/|~\/|[A-Za-z]:[\\/])/, // paths, Windows' too (`C:\secrets\db.txt`, a backslash the value now reads on)
  /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
  /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
  /^[xX*.•-]+$/, // masks
];

/** A value no credential's name makes a secret (`isNotSecretValue`), member access that reads as words, or a secret's name or path. */
export function isNotSecretShape(value: string): boolean {
  return isNotSecretValue(value) || isMemberAccess(value) || isNamePath(value);
}

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
  // the cheap refusals first, as most candidates are words of code or prose (the order decides nothing else)
  const lettersOnly = /^[A-Za-z_-]+$/.test(value);
  if (lettersOnly && (confidence === "key" || confidence === "prose" || (confidence === "labelled" && value.length < MIN_PASSPHRASE_LENGTH))) return false;
  if (confidence === "prose" && !/[0-9]/.test(value)) return false;
  if (PLACEHOLDERS.has(value.toLowerCase()) || isPlaceholderPhrase(value)) return false;
  if (CODE_SHAPES.some((shape) => shape.test(value)) || isNotSecretShape(value)) return false;
  // the least lengths were tested first (`MIN_LENGTH`): a position's and a label's value is a secret now
  if (confidence === "position" || confidence === "labelled") return true;
  if (confidence === "key") return shannonEntropy(value) >= MIN_PROSE_ENTROPY;
  return /[A-Za-z]/.test(value) && shannonEntropy(value) >= MIN_PROSE_ENTROPY;
}

/**
 * A documentation's example credential, marked so by its publisher (AWS's `AKIAIOSFODNN7EXAMPLE` and
 * `wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`): `EXAMPLE` in capitals inside the value, as gitleaks' allowlists
 * read it. A generated value does not spell it by chance.
 */
export function isDocumentationExample(value: string): boolean {
  // AWS's documented shapes end so (`AKIAIOSFODNN7EXAMPLE`, `…/bPxRfiCYEXAMPLEKEY`): EXAMPLE inside a value is no marker
  return /EXAMPLE(?:KEY)?$/.test(value) || isPublishedDevelopmentKey(value);
}

/**
 * A key its publisher documents as every installation's, for local development only: the Azure Storage emulator's
 * (Azurite's) account key for `devstoreaccount1`, printed in Microsoft's docs and Azurite's README. Kept here as its
 * SHA-256, so no scanner takes this file for one holding a key; a value is hashed only when it has that key's length
 * and padding.
 */
function isPublishedDevelopmentKey(value: string): boolean {
  return value.length === EMULATOR_KEY_LENGTH && value.endsWith("==") && PUBLISHED_KEY_DIGESTS.has(createHash("sha256").update(value).digest("hex"));
}
/** The base64 of a 64-byte key. */
const EMULATOR_KEY_LENGTH = 88;
const PUBLISHED_KEY_DIGESTS: ReadonlySet<string> = new Set(["0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059"]);

/**
 * A value that is a whole string literal where a password stands (a connector's third argument, a
 * `--from-literal=password='X'`, SQL's `IDENTIFIED BY 'X'`): a leading `!`, `&`, `#` or `?` is the
 * password's own character, not code's negation or a comment (`'!We&XobfE7!ISEq'`), so the rest is judged.
 */
export function looksLikeLiteralSecret(value: string, next: string, confidence: Confidence): boolean {
  if (looksLikeSecret(value, next, confidence)) return true;
  // a format's or a template's reference is no password: `%DB_PASS%`, Symfony's `%env(APP_SECRET)%`, `%(pw)s`, `%s`,
  // Ruby's `#{password}`; nor is a strftime format (`%Y-%m-%dT%H:%M:%SZ`) or a colour (`#FF5733`)
  if (LITERAL_REFERENCE.test(value)) return false;
  const mark = LEADING_MARKS.exec(value)?.[0].length ?? 0;
  return mark > 0 && mark < value.length && looksLikeSecret(value.slice(mark), next, confidence);
}
const LEADING_MARKS = /^[!&#?%]+/;

/**
 * A value in a config file's or a URL's credential position: a literal's, and a dotted value with a digit that reads as no
 * words (`bBxfm.cRVN7gLfH`, `dcYi4iKBrwPBJ.o`), which code would read as member access; a config holds no code there.
 */
export function looksLikeConfigSecret(value: string, next: string, confidence: Confidence): boolean {
  if (looksLikeLiteralSecret(value, next, confidence)) return true;
  const bare = value.replace(LEADING_MARKS, "");
  return bare.length >= MIN_LABELLED_LENGTH && bare.includes(".") && /\d/.test(bare) && !isPlainWords(bare)
    && MEMBER_ACCESS.test(bare) && !isNotSecretValue(bare);
}
const LITERAL_REFERENCE = /^(?:%[^%\s]*%$|%\(|%[-#0 +]?\d*[sdifr]$|#\{|#[0-9A-Fa-f]{3,8}$|(?:[^%]*%[A-Za-z]){2,}[^%]*$)/;

/**
 * A placeholder written as a phrase, after a token's prefix or not (`changeme-in-production`, `SG.your-key-here`, `CSRF-TOKEN-PLACEHOLDER`,
 * `whsec_your-signing-secret-here`, `replace_me_with_a_real_key`): plain words holding a word that
 * asks for the real value. A generated secret is not plain words, so holds none by chance.
 */
export function isPlaceholderPhrase(value: string): boolean {
  // a token's prefix (`SG.`, `CSRF-`) need not read as a word: the words after it say what the value is
  return PLACEHOLDER_WORDS.test(value) && (isPlainWords(value) || isPlainWords(value.replace(TOKEN_PREFIX, "")));
}
/** A token's prefix before a placeholder's words: a short run of letters or digits and a separator (`SG.your-key-here`). */
const TOKEN_PREFIX = /^[A-Za-z0-9]{1,5}[._-]/;
const PLACEHOLDER_WORDS = new RegExp(
  "(?:^|[^a-z])(?:change[_-]?me|replace[_-]?(?:me|this|with)|your[_-]|insert[_-]|put[_-]|fill[_-]?in)|[_-]here$|placeholder"
    // words that say the value is not real: `fake-key-for-unit-tests`, `dummy_secret`, `sample-token`, `not-a-real-key`
    + "|(?:^|[^a-z])(?:fake|dummy|sample|example|mock)(?![a-z])|not[_-]?a[_-]?real",
  "i",
);

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
  // read by character codes, piece by piece as `/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g` split it: its match
  // array and a pattern per piece were a tenth of the window rule's time on word-rich text (bench/RESULTS.md, Run 67)
  let letters = 0;
  for (let at = 0; at < value.length; ) {
    const kind = pieceKind(value.charCodeAt(at));
    const end = pieceEnd(value, at, kind);
    if (kind === DIGITS) {
      if (end - at > MAX_WORD_DIGITS) return false;
    } else if (kind !== MARKS) {
      if (!isWordLikeAt(value, at, end)) return false;
      letters += end - at;
    }
    at = end;
  }
  return letters > 0;
}

/** What a piece of `isPlainWords` opens on: capitals (a run of them not before a small letter), a word, digits, marks. */
const CAPITAL = 0;
const SMALL = 1;
const DIGITS = 2;
const MARKS = 3;
const pieceKind = (code: number) =>
  code >= 0x41 && code <= 0x5a ? CAPITAL : code >= 0x61 && code <= 0x7a ? SMALL : code >= 0x30 && code <= 0x39 ? DIGITS : MARKS;

/** Where the piece that opens at `at` ends, as `isPlainWords`'s pattern matched it. */
function pieceEnd(value: string, at: number, kind: number): number {
  const end = runEnd(value, at, kind);
  if (kind !== CAPITAL || pieceKind(value.charCodeAt(end)) !== SMALL) return end;
  // capitals before a small letter: the last of them opens the next word (`HTTPServer`), or a lone one opens this (`Server`)
  return end - at > 1 ? end - 1 : runEnd(value, end, SMALL);
}

/** Where the run of characters of `kind` from `at` ends. */
function runEnd(value: string, at: number, kind: number): number {
  let end = at;
  while (end < value.length && pieceKind(value.charCodeAt(end)) === kind) end += 1;
  return end;
}

function isWordLike(piece: string): boolean {
  return isWordLikeAt(piece, 0, piece.length);
}

/** Whether the letters from `start` to `end` read as a word: two at least, enough vowels, no long run of the rest. */
function isWordLikeAt(value: string, start: number, end: number): boolean {
  if (end - start < 2) return false;
  // one pass over the characters, counting vowels and the longest run of the rest: it is called for every word of prose
  let vowels = 0;
  let run = 0;
  let longestConsonants = 0;
  for (let at = start; at < end; at += 1) {
    if (VOWELS.includes(value[at]!)) {
      vowels += 1;
      run = 0;
    } else {
      run += 1;
      if (run > longestConsonants) longestConsonants = run;
    }
  }
  return vowels / (end - start) >= MIN_VOWEL_SHARE && longestConsonants <= MAX_CONSONANT_RUN;
}
/** The vowels, with y, of `isWordLike`. */
const VOWELS = "aeiouyAEIOUY";

/** `os.environ`, `process.env.X`, TypeScript's `process.env.X!`, `match.groups?.secret`: member access, not a value. */
const MEMBER_ACCESS = /^[A-Za-z_$][\w$]*(?:[?!]?\.[A-Za-z_$][\w$]*)+!?$/;
/** A dotted token (`hvs.CAES…`, `abc123.def456.jkl789`) is this long, with this many digits, and not words. */
const MIN_DOTTED_TOKEN_LENGTH = 16;
const MIN_DOTTED_TOKEN_DIGITS = 3;

/**
 * Member access reads as words (`settings.SECRET_KEY`, `config.oauth2.client_secret`); a dotted value
 * that does not, long and with digits, is a token of dotted parts (Vault's `hvs.…`, `abc123.def456ghi.jkl789`).
 */
export function isMemberAccess(value: string): boolean {
  if (value.length < MIN_DOTTED_TOKEN_LENGTH) return MEMBER_ACCESS.test(value);
  // the cheap tests first: most member access is short or holds few digits
  if ((value.match(/\d/g)?.length ?? 0) < MIN_DOTTED_TOKEN_DIGITS) return MEMBER_ACCESS.test(value);
  return MEMBER_ACCESS.test(value) && isPlainWords(value);
}

/**
 * The name or path of a secret, not the secret (`secret_id = "prod/orders/db-password"`, a Vault path
 * `secret/data/app`): two parts or more joined by `/`, each lower-case words, short abbreviations (`db`)
 * or short numbers. A generated secret with a `/` (base64) mixes cases and digits.
 */
export function isNamePath(value: string): boolean {
  if (!value.includes("/")) return false;
  const parts = value.split("/");
  return parts.length >= 2 && parts.every((part) => NAME_PART.test(part) && part.split(/[^a-z]+/).every(isNamePiece));
}
const NAME_PART = /^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*$/;
const MAX_ABBREVIATION = 3;
const isNamePiece = (piece: string) => piece.length <= MAX_ABBREVIATION || isWordLike(piece);

/**
 * Words that a message, a label or a hint holds and a passphrase does not: a quoted value of several
 * words under a password's name is a passphrase unless it reads as a sentence.
 */
const SENTENCE_WORDS = new Set((
  "a an the and or but nor to of in on at for with by from into is are was were be been being it its this that these those "
  + "your you my our their his her we they i me not no must should will can may might enter please required invalid "
  + "characters character least minimum maximum min max new confirm current old forgot reset change show hide here there "
  + "if as use used using see set all any more than then so do does did has have had when where which who what how why also "
  + "only just user username login sign account email field value empty none null too short long match matches wrong incorrect "
  + "hint placeholder example type password passwords passphrase secret token key"
).split(" "));
/** A passphrase has this many words, and this many characters at least. */
const MIN_PASSPHRASE_WORDS = 3;
const MAX_PASSPHRASE_WORDS = 8;
const MIN_SPACED_PASSPHRASE_LENGTH = 12;
/** A word of a passphrase: letters (a capital first) or lower-case letters and digits, a letter in it. */
const PASSPHRASE_WORD = /^(?:[A-Za-z][a-z]+|(?=[a-z\d]*[a-z])[a-z\d]{2,})$/;

/**
 * A passphrase of words separated by single blanks (`amber lantern 1987`, `correct horse battery staple`):
 * three to eight words of letters (or short numbers), none of them a word of a sentence or a message.
 */
export function isSpacedPassphrase(value: string): boolean {
  if (value.length < MIN_SPACED_PASSPHRASE_LENGTH) return false;
  const words = value.split(" ");
  if (words.length < MIN_PASSPHRASE_WORDS || words.length > MAX_PASSPHRASE_WORDS) return false;
  let letterWords = 0;
  for (const word of words) {
    if (/^\d{1,4}$/.test(word)) continue;
    // a generated passphrase's words may hold digits (`t9it5 tl9vdi6 ivnvjl dokm`), in one case
    if (!PASSPHRASE_WORD.test(word) || SENTENCE_WORDS.has(word.toLowerCase())) return false;
    letterWords += 1;
  }
  return letterWords >= MIN_PASSPHRASE_WORDS - 1;
}

/** A password with blanks has this many words at most, and this many characters at least. */
const MAX_SPACED_PASSWORD_WORDS = 8;
const MIN_SPACED_PASSWORD_LENGTH = 8;

/**
 * A password a person typed with blanks in it, read whole from between its quotes under a password's name
 * (`"mail relay pass 77!"`, `"Gr4f Adm1n pw 'quoted'"`): two to eight words, one of them at least a password's word
 * (`isPasswordWord`), one word of a sentence at most, or a passphrase of words (`isSpacedPassphrase`). Not a message or a
 * hint (`"Enter your password"`, `"must be 8 characters"`), a reference or a command's output (`"$(cat /run/secrets/db)"`),
 * nor prose that points elsewhere: a file's name, a version, a lone number, a note in brackets (`"See README.md"`,
 * `"from vault v2"`, `"use env var 1"`, `"None (disabled)"`).
 */
export function isSpacedPassword(value: string): boolean {
  if (value.length < MIN_SPACED_PASSWORD_LENGTH || !value.includes(" ") || /^[$%{<@`\\[(]|\s{2}|[\t\r\n]/.test(value)) return false;
  if (isSpacedPassphrase(value)) return true;
  const words = value.split(" ");
  if (words.length < 2 || words.length > MAX_SPACED_PASSWORD_WORDS || words.some((word) => word === "")) return false;
  const sentenceWords = words.filter((word) => SENTENCE_WORDS.has(word.replace(/[^A-Za-z]/g, "").toLowerCase())).length;
  return sentenceWords <= 1 && words.some(isPasswordWord) && !isPlaceholderPhrase(value);
}

/**
 * A word only a password holds: letters and digits mixed inside it (`Gr4f`, `0ver!`), digits with a mark (`77!`), or a
 * mark inside it that joins no names (`p@ss`); not a version (`v2`, `1.2.3`), a file's or a host's name (`README.md`), a
 * lone number, or a word a quote or a bracket wraps (`'quoted'`, `(disabled)`).
 */
function isPasswordWord(word: string): boolean {
  const core = word.replace(EDGE_MARKS, "");
  if (core === "" || VERSION_WORD.test(core)) return false;
  if (/[A-Za-z]/.test(core) && /\d/.test(core)) return true;
  if (/\d/.test(word) && /[^A-Za-z\d]/.test(word) && !/^\(.*\)$/.test(word)) return true;
  // a mark inside the core that no name joins its parts with
  return /[^A-Za-z\d._/-]/.test(core);
}
/** Quotes and brackets around a word, and a sentence's closing mark. */
const EDGE_MARKS = /^['"([]+|['")\],.:;]+$/g;
/** A version's word: `v2`, `1.2`, `v1.2.3`. */
const VERSION_WORD = /^v?\d+(?:\.\d+)*$/i;
