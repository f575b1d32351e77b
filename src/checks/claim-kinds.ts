import { changedFilesSaid } from "./claim-files.js";
import { removalClaimed } from "./claim-removals.js";
import { clip } from "./quote.js";

/** What a sentence of the agent's answer or the PR body says about the work. */
export type ClaimKind = "tests" | "count" | "security" | "data" | "migration" | "number" | "files" | "removal" | "build" | "fixed" | "lint" | "style";

export interface Claim {
  kind: ClaimKind;
  sentence: string;
  source: "final answer" | "PR description";
  /** For a count claim: the number of tests claimed; for a number or broad claim: the number it states. */
  count?: string;
  /** For a number claim: the word the number counts (`rows`, `ms`), to find it in context. */
  unit?: string;
  /**
   * For a number claim: the words after the number up to the noun it counts ("contaminated files"):
   * any of them beside the number in output backs it ("3 files changed").
   */
  counted?: string[];
  /** 1-based line of the sentence in its source text. */
  line: number;
  /**
   * A broad success claim ("Verified the output is identical", "Built package successfully", "The
   * issue is resolved"): it names no runner, so it is judged by the checks after the last edit.
   */
  broad?: boolean;
  /** The inline code spans of the sentence (`pmars -h`): what it may name as its subject. */
  code?: string[];
  /** The whole line or list item the sentence stands in: a fix's symptom may be told in the next sentence. */
  item?: string;
  /** For a files claim ("Modified `a/b.py`"): the files the sentence says the agent changed. */
  files?: string[];
}

/**
 * Claims are checked riskiest first: a false "tests pass", "no secrets leak", "no data is lost" or
 * "migration runs" costs most when believed; a false style claim costs least.
 */
export const RISK_ORDER: readonly ClaimKind[] = ["tests", "count", "security", "data", "migration", "number", "files", "removal", "build", "fixed", "lint", "style"];

/** The whole test suite, as a claim names it: "the full test suite", "the entire suite", "all the tests in the repository". */
export const WHOLE_SUITE = /\b(?:full|entire|whole|complete)\s+(?:(?:unit\s+)?test\s+suite|suite(?:\s+of\s+tests)?|set\s+of\s+tests)\b|\ball\s+(?:the\s+)?tests\s+in\s+the\s+(?:repo(?:sitory)?|project|codebase)\b|\bthe\s+test\s+suite\s+(?:now\s+|still\s+)?(?:passes|passed|is\s+green)\b/i;

/** "The build succeeds", "compiles cleanly": a claim about the build, whatever else its sentence claims. */
const BUILD_CLAIM = /\b(?:build|compil\w+|type-?check\w*)\s+(?:now\s+)?(?:succeeds|succeeded|passes|passed|is green|works|is clean|clean)\b|\bbuilds (?:successfully|cleanly)\b|\bcompiles (?:successfully|cleanly|without (?:errors|warnings))\b/i;

const CLAIM_PATTERNS: readonly { kind: ClaimKind; pattern: RegExp }[] = [
  { kind: "count", pattern: /\b(\d[\d,]*(?:\s*\+\s*\d[\d,]*)*)\s*(?:\/\s*\d[\d,]*\s*|\s+of\s+\d[\d,]*\s+)?(?:unit |integration |e2e )?(?:tests?|specs?|checks?)\s+(?:now\s+)?(?:pass|passed|passing|succeed|green)\b/i },
  { kind: "count", pattern: /\b(?:all\s+)?(\d[\d,]*(?:\s*\+\s*\d[\d,]*)*)\s+(?:of\s+\d[\d,]*\s+)?(?:pass|passed|passing)\b/i },
  { kind: "tests", pattern: /\b(?:all|the|every)?\s*(?:unit |integration |e2e )?(?:tests?|test suite|specs?)\s+(?:now\s+|still\s+)?(?:pass|passes|passed|passing|are passing|succeed|are green|green)\b/i },
  // "I ran the full test suite and everything passes": a claim about what ran, judged by whether a run selected it all
  { kind: "tests", pattern: WHOLE_SUITE },
  { kind: "security", pattern: /\b(?:secure|security|vulnerabilit(?:y|ies)|injection|XSS|CSRF|sanitiz\w+|escap(?:ed|es) (?:user )?input|secrets?|credentials?|auth(?:entication|orization)?)\b[^.]*\b(?:fixed|safe|no longer|prevented|handled|patched|protected|removed|not (?:exposed|leaked|logged))\b/i },
  { kind: "data", pattern: /\b(?:no data (?:is |will be )?(?:lost|loss)|data (?:is |are )?(?:preserved|kept|intact)|without (?:losing|deleting) (?:any )?data|backward[s]?[- ]compatible|non-destructive)\b/i },
  { kind: "migration", pattern: /\bmigrations?\b[^.]*\b(?:runs?|ran|applies|applied|succeeds|succeeded|works|is reversible|completed?)\b/i },
  { kind: "build", pattern: BUILD_CLAIM },
  { kind: "lint", pattern: /\b(?:lint(?:er|ing)?)\s+(?:now\s+)?(?:passes|passed|is clean|clean)\b|\bno lint (?:errors|warnings)\b/i },
  { kind: "style", pattern: /\b(?:follows?|matches|consistent with) (?:the )?(?:existing |project(?:'s)? |code )?(?:style|conventions)\b|\bformatted (?:with|by|using)\b|\b(?:clean|readable|idiomatic) code\b/i },
  { kind: "fixed", pattern: /\b(?:fixed|resolved)\s+(?:the|this|a|an)\b|\bis (?:now )?fixed\b|\bhas been (?:fixed|resolved)\b/i },
];
/** What a run says when the thing a fix claim names went wrong: a crash, a hang. */
const SYMPTOM = String.raw`(?:crash(?:es|ed|ing)?|segfault(?:s|ed|ing)?|segmentation faults?|core dumps?|hang(?:s|ing)?|panic(?:s|ked)?|abort(?:s|ed)?|timeouts?|time out|traceback|exceptions?|errors?)`;

/** "reports no issues", "shows no errors", "found no differences": a clean report of the command's own. */
export const CLEAN_REPORT =
  /\b(?:reports?|returns?|shows?|prints?|gives?|finds?|found|with|yields?)\s+(?:no|zero|0)\s+(?:issues?|errors?|problems?|warnings?|failures?|differences?|diffs?|violations?|mismatch(?:es)?|leaks?|findings?)\b/i;
/** "passes", "succeeds", "exits 0", "runs cleanly": the command's status, as a claim states it. */
const PASSES = /\b(?:pass(?:es|ed)?|succeed(?:s|ed)?|exit(?:s|ed)?\s+(?:with\s+)?(?:code\s+|status\s+)?0|returns?\s+(?:exit\s+)?(?:code\s+|status\s+)?0|runs?\s+(?:clean(?:ly)?|without\s+errors?))\b/i;
/** Inline code that reads as a command with arguments (`git fsck --full`, `./check.sh -v`), not a value or a name. */
const COMMAND_SPAN = /^(?:\.{0,2}\/)?[A-Za-z][\w.+/-]*(?:\s+\S+)+$/;
/** The command spans of a sentence that state their own outcome, or none. */
export function commandSpans(sentence: string, code: readonly string[]): string[] {
  if (!CLEAN_REPORT.test(sentence) && !PASSES.test(sentence)) return [];
  return code.filter((span) => COMMAND_SPAN.test(span.trim()));
}

/** That the agent verified or tested the work: "I verified it with …", "edge cases were tested". */
export const VERIFIED =
  /^(?:also |I |we )?(?:have |'ve )?(?:also )?(?:verified|confirmed|validated|tested)\b|\b(?:I|we) (?:have |'ve )?(?:also )?(?:verified|confirmed|validated|tested)\b|\b(?:is|are|was|were|been|and) (?:fully |thoroughly |all )?(?:verified|validated|tested)\b|\b(?:cases|examples|inputs|scenarios) (?:were |are )?(?:verified|tested)\b/i;

/**
 * Success claims that name no runner: that the agent verified or tested the work, that outputs
 * match a reference, that it built, that the issue is resolved. Read after the named kinds above.
 */
const BROAD_CLAIM_PATTERNS: readonly { kind: ClaimKind; pattern: RegExp; negationIsClaim?: boolean }[] = [
  { kind: "build", pattern: /\b(?:built|compiled)\b[^.;]{0,60}?\b(?:successfully|cleanly|without (?:errors|warnings))\b|\bsuccessfully (?:built|compiled)\b|\b(?:build|compilation) (?:is |was )?(?:complete|completed|finished|successful)\b/i },
  { kind: "fixed", pattern: /\b(?:issue|bug|problem|error|crash|segfault|regression)s? (?:is|are|was|were|has been|have been) (?:now )?(?:resolved|fixed|gone)\b/i },
  { kind: "fixed", pattern: new RegExp(String.raw`\bno longer (?:${SYMPTOM}|fails|throws|raises|errors out)\b`, "i"), negationIsClaim: true },
  { kind: "tests", pattern: VERIFIED },
  // "Running the server in the background — verified it responds to GetVal/SetVal": the dash stands for "I"
  { kind: "tests", pattern: /[—–]\s*(?:verified|confirmed|validated|tested)\b/i },
  { kind: "tests", pattern: /\ball (?:the )?(?:\w+ )?(?:examples|cases|checks|assertions|scenarios|requirements|verifications?) (?:now |still )?(?:pass|passed|succeed|succeeded|are handled|are met|are satisfied|work)\b|\bverification (?:passes|passed|succeeded)\b/i },
  { kind: "tests", pattern: /\boutputs? (?:now )?match(?:es|ed)?\b|\b(?:byte|bit)-for-(?:byte|bit) identical\b|\bidentical (?:to|with) the (?:original|expected|reference)\b|\bworks? (?:correctly|as expected|end-to-end)\b|\bproduces? (?:the )?(?:exact|expected|correct|identical) (?:outputs?|matches|results?)\b/i },
];

/**
 * A number with the word it counts, in a sentence that states a result: "processes 10,000 rows", "in
 * 1.2s". A number joined to a word by a hyphen names something (CIFAR-10, UTF-8), and one part of a
 * dotted version (3.13.1) is a version: neither counts anything.
 */
const NUMBER_CLAIM = /(?<![A-Za-z][-_]|[\d.])\b(\d[\d,]*(?:\.\d+)?)(?![.\d])\s*(%|[A-Za-z]{2,}\b)/;
const RESULT_VERB = /\b(?:now|reduced|improved|increased|decreased|produces?|returns?|outputs?|handles?|processe[sd]|takes?|runs? in|achieves?|reaches|is|are|was|were|has|have|gives?|shows?|prints?)\b/i;
/** Version numbers, dates, times of day, steps and list items are not measured results. */
const NOT_A_RESULT_UNIT = /^(?:step|steps|line|lines?|am|pm|st|nd|rd|th|of|and|or|to|the|in|on|at|is|are|was|by|for|from|with|version|v)$/i;
/** Words after a number that say nothing of what it counts: it is a bare result ("79586 has been written"). */
const BARE_NUMBER_FOLLOWER = /^(?:has|have|had|been|be|will|would|is|are|was|were)$/i;
/** A bare number specific enough to recognize in output: five or more digits, or a decimal with three or more. */
const SPECIFIC_NUMBER = /^(?:\d{5,}|\d+\.\d{3,})$/;
/** A sentence that says something did not pass is not a claim of success. */
const NEGATION = /\b(?:not|never|unable|cannot|without|except|skipped)\b|n't\b|\bno longer\b/i;
/** Sentences where negation is the claim itself ("no data is lost", "not exposed"). */
const NEGATION_IS_CLAIM: ReadonlySet<ClaimKind> = new Set(["security", "data"]);

/** At most this many words after a number name what it counts ("3 contaminated config files"). */
const MAX_COUNTED_WORDS = 3;

/** The words after a number that may name what it counts, up to the first verb or punctuation. */
function countedWords(after: string): string[] {
  const words = /^\s*((?:[A-Za-z][\w-]*\s*){1,3})/.exec(after)?.[1]?.trim().split(/\s+/) ?? [];
  const end = words.findIndex((word) => RESULT_VERB.test(word) || BARE_NUMBER_FOLLOWER.test(word));
  return (end < 0 ? words : words.slice(0, end)).slice(0, MAX_COUNTED_WORDS).map((word) => word.toLowerCase());
}

/**
 * Markdown's marks: backticks, asterisks, and underscores that open or close emphasis (`_word_`),
 * not those inside a name (`window_data_layer.cpp` stays whole).
 */
export const MARKDOWN_MARKS = /[`*]|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])/g;

const INLINE_CODE = /`([^`\n]+)`/g;
/** A list item's marker ("- ", "6. ", a check mark: "✅ Verified …"): not part of what the item says. */
const LIST_MARKER = /^(?:(?:[-*+•]|\d+[.)])\s+|[✅✔✓☑]\uFE0F?\s*)/u;
/** A label that opens a list of what was verified: "Tests confirmed:", "Verified:", "Checks passed:". */
const VERIFIED_HEADING = /^(?:[\w-]+ ){0,2}(?:verified|confirmed|tested|validated|checked|verifications?|testing|validation|tests? (?:confirmed|passed|passing|run)|checks? (?:passed|run))[^.:]{0,30}:$/i;
/** A markdown heading (`### Verified scenarios`): a label whether or not it ends in a colon. */
const MARKDOWN_HEADING = /^#{1,6}\s+(.*?):?\s*$/;
const headingLabel = (line: string) => {
  const heading = MARKDOWN_HEADING.exec(line);
  return heading === null ? line : `${heading[1]}:`;
};
/** A label that opens a list: one or two words and a colon. */
const HEADING = /^\w+(?: \w+)?:$/;
/**
 * Digits inside inline code stand in for private-use characters while claims are read: `#if 0` and
 * `OPTNUM 25` count nothing. A span that is only a number (`79586`) is a value the answer reports.
 */
const CODE_DIGIT_BASE = 0xe000;
const BARE_VALUE = /^\s*[\d.,]+\s*%?\s*$/;
const hideDigits = (code: string) => code.replace(/\d/g, (digit) => String.fromCharCode(CODE_DIGIT_BASE + Number(digit)));
const showDigits = (text: string) => text.replace(/[\ue000-\ue009]/g, (mark) => String(mark.charCodeAt(0) - CODE_DIGIT_BASE));

/** The claims of one text, with the line each starts on. */
export function findClaims(text: string, source: Claim["source"]): Claim[] {
  let underVerified = false;
  return text
    .split("\n")
    .flatMap((raw, index) => {
      const code = [...raw.matchAll(INLINE_CODE)].map((match) => match[1]!.trim());
      const line = raw.replace(INLINE_CODE, (span, inner: string) => (BARE_VALUE.test(inner) ? span : hideDigits(span))).replace(MARKDOWN_MARKS, "");
      // the items of a list under "Tests confirmed:" or "Verified:" each say that something was verified
      const item = LIST_MARKER.test(line.trim());
      const listed = item && underVerified;
      if (!item && line.trim() !== "") underVerified = VERIFIED_HEADING.test(headingLabel(line.trim()));
      return line.split(/(?<=[.!?])\s+/).map((sentence) => ({ sentence: sentence.trim(), line: index + 1, code, listed, item: line.trim() }));
    })
    .filter(({ sentence }) => sentence !== "")
    .flatMap(({ sentence, line, code, listed, item }) => {
      const said = showDigits(sentence);
      const named = code.filter((span) => said.includes(span));
      // "`git fsck --full` reports no issues": what a named command showed is a claim to check
      const ofCommand = !NEGATION.test(sentence) && (listed || commandSpans(said, named).length > 0);
      const claim = claimOf(sentence) ?? (ofCommand ? { kind: "tests" as const, broad: true } : null);
      // "Modified `a/b.py` to …" says which file changed, beside whatever else the sentence claims
      const files = changedFilesSaid(said, named);
      // "I removed the debug logging" says what the final code no longer holds, beside what else the sentence claims
      const removal = removalClaimed(said) ? [{ kind: "removal" as const }] : [];
      // "The build succeeds and all 20 tests pass" claims the build too: judged by its own runs
      const build = claim !== null && claim.kind !== "build" && !NEGATION.test(sentence) && BUILD_CLAIM.test(sentence) ? [{ kind: "build" as const }] : [];
      const found = [...(claim ? [claim] : []), ...build, ...(files.length > 0 ? [{ kind: "files" as const, files }] : []), ...removal];
      const whole = showDigits(item);
      const extra = { ...(named.length > 0 ? { code: named } : {}), ...(whole !== said ? { item: whole } : {}) };
      return found.map((each) => ({ ...each, sentence: clip(said), source, line, ...extra }));
    });
}

function claimOf(sentence: string): Omit<Claim, "sentence" | "source" | "line"> | null {
  const negated = NEGATION.test(sentence);
  for (const { kind, pattern } of CLAIM_PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match || (negated && !NEGATION_IS_CLAIM.has(kind))) continue;
    // "I verified it with test cases including XSS vectors" says what was tested: the checks judge it
    if (kind === "security" && VERIFIED.test(sentence.replace(LIST_MARKER, ""))) continue;
    // "30+1 passing" counts 31: the agent's sum of the old tests and its own
    const count = kind === "count" ? countOf(match[1]) : undefined;
    return { kind, ...(count ? { count } : {}) };
  }
  const item = sentence.replace(LIST_MARKER, "");
  // "Verified:" heads the list that says what was verified; the items are the claims
  if (HEADING.test(item)) return null;
  const number = negated ? null : numberOf(sentence);
  for (const { kind, pattern, negationIsClaim } of BROAD_CLAIM_PATTERNS) {
    // "produces correct outputs for all 3 examples": the number it states may back it too
    if (pattern.test(item) && (!negated || negationIsClaim === true)) return { kind, broad: true, ...(number ?? {}) };
  }
  return number === null ? null : { kind: "number", ...number };
}

/** A claimed count, summed when written as a sum (`30+1`); undefined when there is none. */
function countOf(written: string | undefined): string | undefined {
  if (written === undefined) return undefined;
  return String(written.split("+").reduce((sum, term) => sum + Number(term.replace(/[,\s]/g, "")), 0));
}

/** The measured number a sentence states, with the word it counts. */
function numberOf(sentence: string): Pick<Claim, "count" | "unit" | "counted"> | null {
  const number = NUMBER_CLAIM.exec(sentence);
  if (!number || !RESULT_VERB.test(sentence)) return null;
  const digits = number[1]!.replace(/,/g, "");
  // "the answer 79586 has been written": the word after is a verb, so the number stands alone and
  // is a claim only when specific enough that seeing it printed backs it
  if (BARE_NUMBER_FOLLOWER.test(number[2]!)) return SPECIFIC_NUMBER.test(digits) ? { count: digits, unit: "" } : null;
  if (!NOT_A_RESULT_UNIT.test(number[2]!) && !/^\d{4}$/.test(number[1]!)) {
    return { count: digits, unit: number[2]!.toLowerCase(), counted: countedWords(sentence.slice(number.index + number[1]!.length)) };
  }
  return null;
}
