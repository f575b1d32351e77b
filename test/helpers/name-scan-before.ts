/**
 * The credential-name scan and its value guard as they were before Run 31 (bench/RESULTS.md),
 * copied from 3b99581 (src/evidence/name-rules.ts, and `looksLikeSecret` of secret-shape.ts): the
 * scan with named groups, its refusals by regex. test/evidence/name-scan-same.test.ts holds the
 * faster scan to it. Only the imports, the names and exports of functions and this header differ,
 * and the rules both were given since (session 26: `::` no assignment and `PASS:` a test's status, written
 * here as in the scan; a quoted value read to its closing quote, the scan's own `quotedValue`, shared).
 * Session 28 gave the scan new names and positions and the value new ends and refusals: the scan's
 * source (`scanSource`, named groups) and what follows the groups (`nameSpanAt`) are now the scan's
 * own, shared; what Run 31 changed, reading the groups by number and refusing names by character
 * codes, is still compared. The value guard takes the refusals added since (`isNotSecretShape`).
 */
import { kindOfName, nameSpanAt, scanSource, type NameKind, type NameSpan, type Position } from "../../src/evidence/name-rules.js";
import {
  isNotSecretShape, MIN_KEY_LENGTH, MIN_LABELLED_LENGTH, MIN_POSITIONAL_LENGTH, MIN_PROSE_ENTROPY, MIN_PROSE_LENGTH, shannonEntropy,
  type Confidence,
} from "../../src/evidence/secret-shape.js";

const MIN_PASSPHRASE_LENGTH = 20;
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
  /^(?:\.{0,2}\/|~\/)/, // paths
  /^\d[\d_]*(?:\.\d+)*$/, // numbers (1_000_000), versions
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, // CONSTANT_NAMES
  /^[a-z]{2,}(?:[A-Z][a-z]{2,}\d*)+$/, // camelCase identifiers
  /^[xX*.•-]+$/, // masks
];

/** A value the label is followed by, judged with the character right after it. */
export function looksLikeSecretBefore(value: string, next: string, confidence: Confidence): boolean {
  if (next === "(" || next === "[" || next === "{") return false; // a call or an index
  if (PLACEHOLDERS.has(value.toLowerCase())) return false;
  if (CODE_SHAPES.some((shape) => shape.test(value)) || isNotSecretShape(value)) return false;
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
const POSITION_KEYS: readonly Position[] = [
  "bearer", "braced", "tuple", "call", "define", "block", "then", "typed", "assign", "fallback", "flag", "copula", "xml", "prose", "described",
];
const SCAN = new RegExp(scanSource(true), "g");

/** Every secret after a credential name, with the rule that found it. */
export function nameSpansBefore(text: string): NameSpan[] {
  const spans: NameSpan[] = [];
  SCAN.lastIndex = 0;
  for (let match = SCAN.exec(text); match !== null; match = SCAN.exec(text)) {
    const span = spanOf(text, match);
    if (span !== null) {
      spans.push(span);
      continue;
    }
    // a later name may start inside this match ("secret key is X": not "key", but "X")
    SCAN.lastIndex = match.index + 1;
  }
  return spans;
}

/**
 * Whether the name found is a whole name: `pass`, `pwd` and `auth` are not when a letter of their
 * case follows (`passes`, `author`); `KEY` not after a letter (`MONKEY`); `Key` ends a name only
 * after a lower-case letter (`apiKey`), else it is the bare word.
 */
function nameKindAt(text: string, index: number, name: string, kind: NameKind): NameKind | null {
  const next = text[index + name.length] ?? "";
  const short = /^(?:[Pp]ass|[Pp]wd|[Aa]uth)$/.test(name) ? /[a-z]/ : /^(?:PASS|PWD|AUTH)$/.test(name) ? /[A-Z]/ : null;
  if (short !== null && short.test(next)) return null;
  const previous = text[index - 1] ?? "";
  if (name === "KEY" && /[A-Za-z]/.test(previous)) return null;
  if (name === "Key" && !/[a-z]/.test(previous)) return "word";
  return kind;
}

const WORD_CHAR = /[\w.-]/;

function spanOf(text: string, match: RegExpExecArray): NameSpan | null {
  const groups = match.groups!;
  // the scan's source names one group for every name (Run 43); its kind is read from its text
  const name = groups.name!;
  const nameKind = nameKindAt(text, match.index, name, kindOfName(name)!);
  if (nameKind === null) return null;
  if (name === "PASS" && text[match.index + 4] === ":" && !WORD_CHAR.test(text[match.index - 1] ?? "")) return null;
  const position = POSITION_KEYS.find((key) => groups[key] !== undefined)!;
  return nameSpanAt(text, match, name, nameKind, position, groups.secret!);
}
