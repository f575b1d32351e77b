import { NO_SUBJECT_WORD, stem } from "./claim-subject.js";
import type { VerificationRun } from "./verification.js";
import { escapeRegExp } from "../words.js";

/** A list names its cases when it has this many items or more ("random, black, white and RGB images"). */
const MIN_LISTED_CASES = 3;
/** An item longer than this many words is a clause, not a case's name. */
const MAX_CASE_WORDS = 3;
/** Words of the first item's end and the last item's start that name their case ("empty input", "unicode names"). */
const EDGE_ITEM_WORDS = 2;
/** A part that opens a clause ("which is long") is an aside, not a listed case. */
const CLAUSE_OPENER = /^(?:which|that|who|where|when|while|if|because|so|but|as|since|although|is|are|was|were)$/i;
/** Shorter words ("s", "an") name no case. */
const MIN_CASE_WORD = 3;
/** Words a list item shares with any sentence, beside those that name no subject: they say how, not which case. */
const FILLER = new Set(["and", "or", "with", "names", "plus", "including", "etc", "inputs", "images", "image", "several", "their"]);
const namesNoCase = (word: string) => FILLER.has(word) || NO_SUBJECT_WORD.has(word);

/**
 * The cases a claim enumerates: "Tested with random, black, white, RGB, and non-28×28 images" gives
 * random, black, white, rgb, non-28×28. A list is three or more short items joined by commas, the
 * last after "and"/"or"; the first item's last word and the last item's first word name their cases.
 * None when the sentence lists nothing.
 */
export function listedCases(sentence: string): string[] {
  const parts = sentence.split(/,\s*/);
  let best: string[][] = [];
  let current: string[][] = [];
  parts.forEach((part, index) => {
    const words = part.replace(/^(?:and|or)\s+/i, "").trim().split(/\s+/).filter(Boolean);
    const inner = index > 0 && index < parts.length - 1;
    // a middle item is short and names a thing; the first item ends with its case, the last begins with it
    if (inner && (words.length > MAX_CASE_WORDS || CLAUSE_OPENER.test(words[0] ?? ""))) {
      current = [];
      return;
    }
    if (index === 0) current = [words.slice(-EDGE_ITEM_WORDS)];
    else current.push(inner ? words : words.slice(0, EDGE_ITEM_WORDS));
    if (current.length > best.length) best = [...current];
  });
  if (best.length < MIN_LISTED_CASES) return [];
  const cases = best.flat().map((word) => word.replace(/^[("'`]+|[)"'`.:;!?]+$/g, "").toLowerCase());
  return [...new Set(cases.filter((word) => word.length >= MIN_CASE_WORD && !namesNoCase(word) && !/^\d+$/.test(word)))];
}

/** True when the run's command or output names one of the cases, as a word or its stem. */
export function exercisesCase(run: VerificationRun, cases: readonly string[]): boolean {
  const text = `${run.command}\n${run.output ?? ""}`.toLowerCase();
  return cases.some((name) => {
    const pattern = new RegExp(`(?<![a-z0-9])${escapeRegExp(stem(name))}(?:s|es|ed|ing)?(?![a-z0-9])`);
    return pattern.test(text);
  });
}

