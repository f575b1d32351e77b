import { clip } from "./quote.js";

/** What a sentence of the agent's answer or the PR body says about the work. */
export type ClaimKind = "tests" | "count" | "security" | "data" | "migration" | "number" | "build" | "fixed" | "lint" | "style";

export interface Claim {
  kind: ClaimKind;
  sentence: string;
  source: "final answer" | "PR description";
  /** For a count claim: the number of tests claimed; for a number claim: the number. */
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
}

/**
 * Claims are checked riskiest first: a false "tests pass", "no secrets leak", "no data is lost" or
 * "migration runs" costs most when believed; a false style claim costs least.
 */
export const RISK_ORDER: readonly ClaimKind[] = ["tests", "count", "security", "data", "migration", "number", "build", "fixed", "lint", "style"];

const CLAIM_PATTERNS: readonly { kind: ClaimKind; pattern: RegExp }[] = [
  { kind: "count", pattern: /\b(\d[\d,]*)\s*(?:\/\s*\d[\d,]*\s*)?(?:unit |integration |e2e )?(?:tests?|specs?|checks?)\s+(?:now\s+)?(?:pass|passed|passing|succeed|green)\b/i },
  { kind: "count", pattern: /\b(?:all\s+)?(\d[\d,]*)\s+(?:of\s+\d[\d,]*\s+)?(?:pass|passed|passing)\b/i },
  { kind: "tests", pattern: /\b(?:all|the|every)?\s*(?:unit |integration |e2e )?(?:tests?|test suite|specs?)\s+(?:now\s+|still\s+)?(?:pass|passes|passed|passing|are passing|succeed|are green|green)\b/i },
  { kind: "security", pattern: /\b(?:secure|security|vulnerabilit(?:y|ies)|injection|XSS|CSRF|sanitiz\w+|escap(?:ed|es) (?:user )?input|secrets?|credentials?|auth(?:entication|orization)?)\b[^.]*\b(?:fixed|safe|no longer|prevented|handled|patched|protected|removed|not (?:exposed|leaked|logged))\b/i },
  { kind: "data", pattern: /\b(?:no data (?:is |will be )?(?:lost|loss)|data (?:is |are )?(?:preserved|kept|intact)|without (?:losing|deleting) (?:any )?data|backward[s]?[- ]compatible|non-destructive)\b/i },
  { kind: "migration", pattern: /\bmigrations?\b[^.]*\b(?:runs?|ran|applies|applied|succeeds|succeeded|works|is reversible|completed?)\b/i },
  { kind: "build", pattern: /\b(?:build|compil\w+|type-?check\w*)\s+(?:now\s+)?(?:succeeds|succeeded|passes|passed|is green|works|is clean|clean)\b|\bbuilds (?:successfully|cleanly)\b|\bcompiles (?:successfully|cleanly|without (?:errors|warnings))\b/i },
  { kind: "lint", pattern: /\b(?:lint(?:er|ing)?)\s+(?:now\s+)?(?:passes|passed|is clean|clean)\b|\bno lint (?:errors|warnings)\b/i },
  { kind: "style", pattern: /\b(?:follows?|matches|consistent with) (?:the )?(?:existing |project(?:'s)? |code )?(?:style|conventions)\b|\bformatted (?:with|by|using)\b|\b(?:clean|readable|idiomatic) code\b/i },
  { kind: "fixed", pattern: /\b(?:fixed|resolved)\s+(?:the|this|a|an)\b|\bis (?:now )?fixed\b|\bhas been (?:fixed|resolved)\b/i },
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

/** The claims of one text, with the line each starts on. */
export function findClaims(text: string, source: Claim["source"]): Claim[] {
  return text
    .replace(MARKDOWN_MARKS, "")
    .split("\n")
    .flatMap((line, index) => line.split(/(?<=[.!?])\s+/).map((sentence) => ({ sentence: sentence.trim(), line: index + 1 })))
    .filter(({ sentence }) => sentence !== "")
    .flatMap(({ sentence, line }) => {
      const claim = claimOf(sentence);
      return claim ? [{ ...claim, sentence: clip(sentence), source, line }] : [];
    });
}

function claimOf(sentence: string): Omit<Claim, "sentence" | "source" | "line"> | null {
  const negated = NEGATION.test(sentence);
  for (const { kind, pattern } of CLAIM_PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match || (negated && !NEGATION_IS_CLAIM.has(kind))) continue;
    const count = kind === "count" ? match[1]?.replace(/,/g, "") : undefined;
    return { kind, ...(count ? { count } : {}) };
  }
  const number = NUMBER_CLAIM.exec(sentence);
  if (!number || negated || !RESULT_VERB.test(sentence)) return null;
  const digits = number[1]!.replace(/,/g, "");
  // "the answer 79586 has been written": the word after is a verb, so the number stands alone and
  // is a claim only when specific enough that seeing it printed backs it
  if (BARE_NUMBER_FOLLOWER.test(number[2]!)) return SPECIFIC_NUMBER.test(digits) ? { kind: "number", count: digits, unit: "" } : null;
  if (!NOT_A_RESULT_UNIT.test(number[2]!) && !/^\d{4}$/.test(number[1]!)) {
    return { kind: "number", count: digits, unit: number[2]!.toLowerCase(), counted: countedWords(sentence.slice(number.index + number[1]!.length)) };
  }
  return null;
}
