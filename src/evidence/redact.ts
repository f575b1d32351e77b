/**
 * Secret redaction, applied to every untrusted text (transcript, PR body, diff) before any stage
 * reads it, so a secret reaches neither the model, the comment, nor the report. Patterns never
 * match a quote or a backslash, so redacting raw JSON text keeps it valid JSON.
 *
 * The finders (SPAN_FINDERS) find spans to hide: provider tokens and the project's prefixed shapes
 * by prefix (token-rules.ts, from gitleaks), secrets after a credential name (name-rules.ts),
 * clients' credential flags and positional passwords (credential-flags.ts), commands' positional
 * secrets and piped passwords (command-positions.ts), calls' arguments by order (argument-positions.ts),
 * token shapes without a prefix (token-shapes.ts), and other labels and positions (assignment-rules.ts,
 * password-rules.ts, prose-rules.ts, literal-positions.ts, stated-positions.ts); overlapping spans are merged and each merged
 * span counts once.
 * Each finder is a scan of the whole text, and a scan costs a fixed part of JSON.parse whatever it
 * looks for (bench/RESULTS.md): rules share a scan where they share an anchor.
 * Every anchor opens on a character that another anchor or a token's prefix opens on: one that opens
 * on a new character cost the shared scan a third more (session 28, profiled), wherever it stood.
 */
import { AnchorScan, type LiteralScan } from "./anchor-scan.js";
import { ARGUMENT_ANCHORS, argumentSpans } from "./argument-positions.js";
import { LABEL_RULES, type LabelRule } from "./assignment-rules.js";
import { COMMAND_POSITIONS, commandPositionSpans } from "./command-positions.js";
import { credentialHashSpans } from "./credential-hashes.js";
import { credentialWindowSpans } from "./credential-window.js";
import { CREDENTIAL_STEM_LEADS } from "./credential-words.js";
import { credentialFlagSpans, POSITIONAL_ANCHORS, positionalPasswordSpans } from "./credential-flags.js";
import { DIRECTIVE_RULES } from "./directive-rules.js";
import { encodedCredentialSpan, JWK_ANCHORS, jwkPrivateSpans } from "./key-objects.js";
import { NAME_LEADS, nameSpans } from "./name-rules.js";
import { PASSWORD_RULES } from "./password-rules.js";
import { PASSWORD_WORD_RULES } from "./password-words.js";
import { POSITION_RULES } from "./position-rules.js";
import { PROSE_RULES } from "./prose-rules.js";
import { PROSE_COPULA_RULES } from "./prose-copula.js";
import { WRAPPED_VALUE_RULES } from "./wrapped-values.js";
import { LINE_PAIR_RULES } from "./line-pairs.js";
import { CONFIG_KEYWORD_RULES } from "./config-keywords.js";
import { CLIENT_POSITION_RULES } from "./client-positions.js";
import { PROSE_POSITION_RULES } from "./prose-positions.js";
import { DECLARED_DEFAULT_RULES } from "./declared-defaults.js";
import { SCRIPT_POSITION_RULES } from "./script-positions.js";
import { PASSWORD_COMMAND_RULES, PASSWORD_COMMANDS } from "./password-commands.js";
import { SECRET_COMMANDS } from "./secret-commands.js";
import { SPLIT_ANCHORS, splitLiteralSpans } from "./split-literals.js";
import { TABLE_ANCHORS, tableCellSpans } from "./table-cells.js";
import { DECODE_ANCHORS, decodedTokenSpans, PKCS12_ANCHORS, pkcs12Spans } from "./decoded-literals.js";
import { isDocumentationExample, isPlainWords, looksLikeLiteralSecret, looksLikeSecret, shannonEntropy } from "./secret-shape.js";
import { TOKEN_RULES, type TokenRule } from "./token-rules.js";
import { DISCORD_ANCHORS, discordTokenSpans, TELEGRAM_ANCHORS, telegramTokenSpans } from "./token-shapes.js";
import { BASIC_ANCHORS, basicCredentialSpans, DISCORD_WEBHOOK_ANCHORS, discordWebhookSpans } from "./shape-positions.js";
import { PRINTF_ANCHORS, printfPasswordSpans } from "./printf-positions.js";
import { PIN_ANCHORS, smartcardPinSpans } from "./smartcard-pins.js";
import { punctuatedPasswordSpans } from "./punctuated-values.js";
import { PrefixScanner } from "./token-scan.js";
import { escapedValueEnd } from "./value-escapes.js";
import { continuedSpans } from "./continued-values.js";
import { LIBPQ_ANCHORS, libpqEchoSpans } from "./libpq-echoes.js";
import { LITERAL_POSITION_RULES } from "./literal-positions.js";
import { STATED_POSITION_RULES } from "./stated-positions.js";
import type { SeenSecrets } from "./seen-secrets.js";

/**
 * A secret starts after a non-word character, or right after a JSON escape (`\n`, `\t`): in raw
 * JSON text a line that begins with a secret reads `\nghp_…`, where `\b` sees no boundary.
 */
const BOUNDARY = "(?:^|[^A-Za-z0-9_]|\\\\[nrtbf])";
/**
 * gitleaks' entropy floors are for finding leaks in code without noise; a redactor hides more
 * gladly. Only a prefix followed by a placeholder (`ghp_xxxx…`, entropy near 0) is left; a token
 * made of a short repeated pattern (test data, entropy 2.6) is still hidden.
 */
const MAX_TOKEN_ENTROPY_FLOOR = 2;
/** The token goes on to its end: a longer token than the rule's length is hidden whole. */
const TOKEN_TAIL = "[A-Za-z0-9_-]*";

/**
 * The project's own prefixed shapes, found in the same scan as gitleaks' tokens: one scan per
 * prefix separator costs as much as several rules (profiled), so a shape with a prefix is a token rule.
 */
const SHAPE_TOKEN_RULES: readonly TokenRule[] = [
  { id: "openai-key", prefixes: ["sk-"], rest: "[A-Za-z0-9_-]{20,}" },
  { id: "jwt", prefixes: ["eyJ"], rest: "[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}" },
  { id: "slack-webhook", prefixes: ["hooks.slack.com/"], rest: "(?:services|workflows|triggers)/[A-Za-z0-9_/+]{20,}" },
  // Vault's tokens shorter than gitleaks' 90 (`vault server -dev`'s root token: `hvs.` and 24), and its recovery tokens
  { id: "vault-token", prefixes: ["hvs.", "hvb.", "hvr."], rest: "[A-Za-z0-9_-]{24,}", entropy: 3 },
  // Doppler's service, service account, CLI, SCIM and audit tokens (gitleaks has the personal `dp.pt.`)
  { id: "doppler-token", prefixes: ["dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."], rest: "(?:[a-z0-9_-]{1,40}\\.)?[A-Za-z0-9]{40,}", entropy: 3 },
  // Stripe's webhook signing secret (`stripe listen --print-secret`), and Svix's, which Clerk and others sign with
  { id: "stripe-webhook-secret", prefixes: ["whsec_"], rest: "[A-Za-z0-9+/]{24,}", entropy: 3 },
  // Tailscale's auth, API, OAuth-client and webhook keys: `tskey-auth-<id>-<secret>`
  { id: "tailscale-key", prefixes: ["tskey-"], rest: "(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,}", entropy: 3 },
];
const PREFIXED_RULES = [...TOKEN_RULES, ...SHAPE_TOKEN_RULES];
const PREFIXES = new PrefixScanner(PREFIXED_RULES.flatMap((tokenRule) => tokenRule.prefixes));
interface PrefixedRule {
  rule: TokenRule;
  /** The rest of the token, matched in place right after the prefix. */
  rest: RegExp;
}
const RULES_BY_PREFIX = new Map<string, PrefixedRule[]>();
for (const tokenRule of PREFIXED_RULES) {
  const rest = new RegExp(`(?:${tokenRule.rest})${TOKEN_TAIL}`, "y");
  for (const prefix of tokenRule.prefixes) RULES_BY_PREFIX.set(prefix, [...(RULES_BY_PREFIX.get(prefix) ?? []), { rule: tokenRule, rest }]);
}
/** A token starts after a non-word character or a JSON escape (`\ntoken`), like `at` above. */
const TOKEN_START = new RegExp(`${BOUNDARY}$`);


/** What a redacted span becomes; text redacted twice keeps its markers. */
const MARKER_OPEN = "[REDACTED:";
/** The marker kind of a labelled value that reads as plain words (secret-shape.ts `isPlainWords`). */
export const PLAIN_WORDS = "plain-words";
/** The kinds of the markers in a redacted text, in order. */
export function redactedKinds(text: string): string[] {
  return [...text.matchAll(/\[REDACTED:([\w-]+)\]/g)].map((match) => match[1]!);
}

export interface Span {
  start: number;
  end: number;
  kind: string;
}

/** Literal secret values the running process knows (its API keys, tokens), registered once. */
const knownSecretValues = new Set<string>();
/** Shorter values would redact ordinary words; real keys and tokens are far longer. */
export const MIN_SECRET_VALUE_LENGTH = 8;

/** Registers the process's own secret values (e.g. the judge's API key) for every later redaction. */
export function addSecretValues(values: Iterable<string | null | undefined>): void {
  for (const value of values) {
    if (typeof value === "string" && value.trim().length >= MIN_SECRET_VALUE_LENGTH) knownSecretValues.add(value.trim());
  }
}

export interface Redacted {
  text: string;
  count: number;
}

/** One named way of finding secrets in a text; the bench's profile times each on its own. */
export interface SpanFinder {
  name: string;
  /** `literals`: the text's literal scan, when `secretSpans` made it (a finder alone makes what it needs). */
  find: (text: string, literals?: LiteralScan) => Span[];
  /** Literals of which every span's match holds one, when the finder opens on one: without them it is skipped. */
  anchors?: readonly string[];
}

/** The label rules, each a pattern opened by its anchors. */
const ALL_LABEL_RULES = [
  ...LABEL_RULES, ...PASSWORD_RULES, ...POSITION_RULES, ...PROSE_RULES, ...DIRECTIVE_RULES, ...PASSWORD_WORD_RULES,
  ...PROSE_COPULA_RULES, ...WRAPPED_VALUE_RULES, ...LINE_PAIR_RULES, ...CONFIG_KEYWORD_RULES, ...CLIENT_POSITION_RULES,
  ...PROSE_POSITION_RULES, ...DECLARED_DEFAULT_RULES, ...SCRIPT_POSITION_RULES, ...PASSWORD_COMMAND_RULES, ...LITERAL_POSITION_RULES,
  ...STATED_POSITION_RULES,
];
/** Every finder redaction runs: the provider tokens, then each label and shape rule. */
export const SPAN_FINDERS: readonly SpanFinder[] = [
  { name: "provider-tokens", find: tokenSpans },
  { name: "credential-names", find: nameSpans },
  { name: "client-credential-flags", find: credentialFlagSpans },
  { name: "positional-passwords", find: positionalPasswordSpans, anchors: POSITIONAL_ANCHORS },
  ...[...COMMAND_POSITIONS, ...SECRET_COMMANDS, ...PASSWORD_COMMANDS].map((entry) => ({
    name: entry.kind,
    find: (text: string) => commandPositionSpans(entry, text),
    anchors: entry.anchors,
  })),
  { name: "credential-call-arguments", find: argumentSpans, anchors: ARGUMENT_ANCHORS },
  { name: "discord-bot-token", find: discordTokenSpans, anchors: DISCORD_ANCHORS },
  { name: "telegram-bot-token", find: telegramTokenSpans, anchors: TELEGRAM_ANCHORS },
  { name: "discord-webhook", find: discordWebhookSpans, anchors: DISCORD_WEBHOOK_ANCHORS },
  { name: "basic-credentials", find: basicCredentialSpans, anchors: BASIC_ANCHORS },
  { name: "printf-password", find: printfPasswordSpans, anchors: PRINTF_ANCHORS },
  { name: "smartcard-pin", find: smartcardPinSpans, anchors: PIN_ANCHORS },
  { name: "jwk-private-member", find: jwkPrivateSpans, anchors: JWK_ANCHORS },
  { name: "decoded-token-literal", find: decodedTokenSpans, anchors: DECODE_ANCHORS },
  { name: "pkcs12-base64", find: pkcs12Spans, anchors: PKCS12_ANCHORS },
  { name: "split-credential-literal", find: splitLiteralSpans, anchors: SPLIT_ANCHORS },
  { name: "table-password-cell", find: tableCellSpans, anchors: TABLE_ANCHORS },
  { name: "libpq-echoed-password", find: libpqEchoSpans, anchors: LIBPQ_ANCHORS },
  // the general rule: a generated value beside any credential's word, in any language (credential-window.ts)
  { name: "credential-window", find: credentialWindowSpans },
  // a generated password full of punctuation, bounded by its position (punctuated-values.ts)
  { name: "punctuated-password", find: punctuatedPasswordSpans },
  // password hashes by their format (credential-hashes.ts)
  { name: "credential-hash", find: credentialHashSpans },
  ...ALL_LABEL_RULES.map((labelRule) => ({
    name: labelRule.kind,
    find: (text: string) => ruleSpans(text, labelRule),
    anchors: labelRule.anchors,
  })),
];
/** The finders' literals and the tokens' prefixes found by an alternation, in one scan of a text instead of one per finder. */
const LITERALS = new AnchorScan(SPAN_FINDERS.flatMap((finder) => finder.anchors ?? []), PREFIXES.literalPrefixes, [
  CREDENTIAL_STEM_LEADS, NAME_LEADS,
]);

/**
 * Every span to hide in `text`, named by its rule, before overlapping spans are merged: the
 * process's own values and every finder's, plain-word values marked so. `redactSecrets` replaces
 * the known values first instead; a caller that keeps only part of a text (redact-ends.ts) needs
 * them as spans, in the text's own offsets.
 */
export function redactionSpans(text: string, seen?: SeenSecrets): Span[] {
  const spans: Span[] = [];
  for (const value of knownSecretValues) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
      spans.push({ start: at, end: at + value.length, kind: "configured-secret" });
    }
  }
  const found = secretSpans(text);
  seen?.record(text, found);
  spans.push(...markPlainWords(text, found));
  return spans;
}

/**
 * `text` with every secret the rules find hidden. `seen`: where the values found are kept, so that
 * their other occurrences are hidden too (seen-secrets.ts), in this text and the others of a verification.
 */
export function redactSecrets(text: string, seen?: SeenSecrets): Redacted {
  // the process's own values first: their marker says where they came from, and no rule re-reads it
  let known = text;
  let count = 0;
  for (const value of knownSecretValues) {
    const parts = known.split(value);
    count += parts.length - 1;
    known = parts.join(`${MARKER_OPEN}configured-secret]`);
  }
  const found = secretSpans(known);
  // the spans' own kinds, before plain words are marked: a URL's user-info keeps its user apart
  seen?.record(known, found);
  const redacted = applySpans(known, markPlainWords(known, found));
  return { text: redacted.text, count: count + redacted.count };
}

/** Every span a rule finds, named by its rule, before overlapping spans are merged. */
export function secretSpans(text: string): Span[] {
  const spans: Span[] = [];
  const literals = LITERALS.scan(text);
  // a text holds few anchors: the finders they open, marked, rather than each finder's anchors looked up; one array for
  // every text, as making one per text cost a fifth of the walk (profiled; no finder redacts, so none reenters)
  const opened = OPENED.fill(0);
  for (const anchor of literals.anchors) for (const at of FINDERS_BY_ANCHOR.get(anchor)!) opened[at] = 1;
  for (let at = 0; at < SPAN_FINDERS.length; at += 1) {
    const finder = SPAN_FINDERS[at]!;
    if (finder.anchors !== undefined && opened[at] === 0) continue;
    spans.push(...finder.find(text, literals));
  }
  // a value read from inside a marker of a text redacted before (`orders:[REDACTED:dsn-user-password]@tcp(`) is none, and a
  // documentation's example credential (`AKIAIOSFODNN7EXAMPLE`) is published as one: each span is read, not the text
  const kept = spans.filter((span) => !insideMarker(text, span.start) && !isDocumentationExample(text.slice(span.start, span.end)));
  // a literal or a wrapped line that continues a secret on the next line is its rest (continued-values.ts)
  return kept.length === 0 ? kept : [...kept, ...continuedSpans(text, kept)];
}

/** The finders a text's anchors open, by their index. */
const OPENED = new Uint8Array(SPAN_FINDERS.length);

/** Whether `at` is inside a marker, from its `[` to its `]`: read back a marker's length at most. */
function insideMarker(text: string, at: number): boolean {
  const from = Math.max(0, at - MAX_MARKER_CHARS);
  const open = text.slice(from, at + 1).lastIndexOf(MARKER_OPEN);
  if (open === -1) return false;
  const close = text.indexOf("]", from + open);
  return close !== -1 && close >= at;
}
/** A marker's length at most: its opening, a kind, its `]`. */
const MAX_MARKER_CHARS = 64;
/** The finders (by their index, in order) each anchor opens. */
const FINDERS_BY_ANCHOR = new Map<string, number[]>();
SPAN_FINDERS.forEach((finder, at) => {
  for (const anchor of finder.anchors ?? []) FINDERS_BY_ANCHOR.set(anchor, [...(FINDERS_BY_ANCHOR.get(anchor) ?? []), at]);
});

/**
 * A value found by where it stands that reads as plain words is hidden under a marker of its own,
 * so a reader of the redacted text (the red-flag check) can tell a placeholder (`changeme`) from a
 * generated secret. Provider tokens and private keys keep theirs.
 */
function markPlainWords(text: string, spans: Span[]): Span[] {
  return spans.map((span) =>
    span.kind === "private-key" || TOKEN_KINDS.has(span.kind) || !isPlainWords(text.slice(span.start, span.end)) ? span : { ...span, kind: PLAIN_WORDS },
  );
}

const TOKEN_KINDS = new Set(TOKEN_RULES.map((rule) => rule.id));
/** The base64 of `{"`, a JWT's prefix too. */
const ENCODED_JSON_PREFIX = "eyJ";

function tokenSpans(text: string, literals?: LiteralScan): Span[] {
  const spans: Span[] = [];
  for (const { index, prefix } of PREFIXES.hits(text, literals?.starts)) {
    // base64 of a JSON object opens like a JWT: one that is no token may be encoded credentials (key-objects.ts)
    const span = tokenAt(text, index, prefix) ?? (prefix === ENCODED_JSON_PREFIX ? encodedCredentialSpan(text, index) : null);
    if (span !== null) spans.push(span);
  }
  return spans;
}

/** The token whose prefix was found at `index`, if a rule's rest follows and it is random enough. */
function tokenAt(text: string, index: number, prefix: string): Span | null {
  // Terraform's `<id>.atlasv1.<token>`: a prefix that opens on punctuation follows the token's first part
  const opensOnWord = /^\w/.test(prefix);
  if (opensOnWord && !TOKEN_START.test(text.slice(Math.max(0, index - 2), index))) return null;
  for (const { rule: tokenRule, rest } of RULES_BY_PREFIX.get(prefix) ?? []) {
    rest.lastIndex = index + prefix.length;
    const found = rest.exec(text);
    if (found === null) continue;
    let start = index;
    const lead = tokenRule.lead ?? 0;
    while (start > index - lead && start > 0 && /[A-Za-z0-9]/.test(text[start - 1]!)) start -= 1;
    const end = rest.lastIndex;
    if (shannonEntropy(text.slice(start, end)) < Math.min(tokenRule.entropy ?? 0, MAX_TOKEN_ENTROPY_FLOOR)) continue;
    return { start, end, kind: tokenRule.id };
  }
  return null;
}

function ruleSpans(text: string, { kind, pattern, confidence, literal, guard: ownGuard, wholeValue }: LabelRule): Span[] {
  const spans: Span[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === "") {
      pattern.lastIndex += 1;
      continue;
    }
    const matchEnd = match.index + match[0].length;
    const found = match.groups?.secret;
    const ending: [number, number] = found === undefined ? [match.index, matchEnd] : [matchEnd - found.length, matchEnd];
    const [start, matchedEnd] = match.indices?.groups?.secret ?? ending;
    // a value a rule guards goes on past a backslash or a quote inside it (value-escapes.ts)
    const end = confidence === undefined || wholeValue === true ? matchedEnd : escapedValueEnd(text, matchedEnd, RULE_VALUE_CHAR);
    const secret = wholeValue === true ? text.slice(start, end) : trimSentenceEnd(text.slice(start, end));
    const marker = secret.startsWith(MARKER_OPEN);
    const guard = ownGuard ?? (literal === true ? looksLikeLiteralSecret : looksLikeSecret);
    if (marker || (confidence !== undefined && !guard(secret, text[end] ?? "", confidence))) {
      // a later label may start inside this match ("secret key is X": not "key", but "X")
      pattern.lastIndex = match.index + 1;
      continue;
    }
    // still hidden, but its marker says it was words: a placeholder or a weak password, not a generated key
    spans.push({ start, end: start + secret.length, kind });
  }
  return spans;
}

/** The characters of a rule's value (assignment-rules.ts `VALUE`). */
const RULE_VALUE_CHAR = "[^\\s\"'\\\\`,;&<>(){}\\[\\]|]";

/** Prose puts a full stop or a colon after a value; it is not part of the secret. */
function trimSentenceEnd(value: string): string {
  return value.replace(/[.:!?]+$/, "");
}

/** Replaces the union of the spans, each merged span once, by a marker naming its first rule. */
export function applySpans(text: string, spans: Span[]): Redacted {
  if (spans.length === 0) return { text, count: 0 };
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: string[] = [];
  let cursor = 0;
  let count = 0;
  let current: Span | null = null;
  for (const span of spans) {
    if (current !== null && span.start <= current.end) {
      current.end = Math.max(current.end, span.end);
      continue;
    }
    if (current !== null) cursor = emit(text, pieces, cursor, current);
    current = { ...span };
    count += 1;
  }
  cursor = emit(text, pieces, cursor, current!);
  pieces.push(text.slice(cursor));
  return { text: pieces.join(""), count };
}

function emit(text: string, pieces: string[], cursor: number, span: Span): number {
  pieces.push(text.slice(cursor, span.start), `${MARKER_OPEN}${span.kind}]`);
  return span.end;
}
