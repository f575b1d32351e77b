import type { Claim } from "./claim-kinds.js";
import type { Judgement } from "./claim-runs.js";

/**
 * A claim about tests that says itself that some fail is not contradicted by a run that failed: "In make test_strict the
 * string tests pass; the two remaining failures (test_primitive and test_count) are unrelated", "60 of 64 pass". What
 * it says of the failures (unrelated, pre-existing) is final_checks_green's to weigh; the claim is at most unbacked.
 */

/** "60 of 64 pass", "14 out of 16 tests": a count of passing tests short of the whole. */
const PART_OF = /\b(\d[\d,]*)\s+(?:of|out\s+of)\s+(\d[\d,]*)\s+(?:tests?\b|pass)/gi;
/**
 * A sentence that says tests fail now: "the two remaining failures", "test_x still fails", "2 tests fail", "fails
 * identically with my change stashed"; not one that says a failure is gone ("previously failing … now passes").
 */
const FAILS_NOW = /\b(?:remaining|other|still)\s+(?:[\w`-]+\s+){0,3}?fail(?:s|ed|ing|ures?)\b|\b(?:[1-9]\d*|one|two|three|four|five|six)\s+(?:[\w`-]+\s+){0,2}?(?:fail(?:s|ed|ing)?|failures)\b|\bfails?\s+(?:the\s+same\s+way|identically|as\s+before|on\s+the\s+original|without\s+(?:my|the)\s+change)/i;
const FAILURE_GONE = /\b(?:previously|no\s+longer|formerly|used\s+to)\b|\bnow\s+pass/i;

/** The sentence admits that some tests do not pass now. */
export function admitsFailures(sentence: string): boolean {
  return (FAILS_NOW.test(sentence) && !FAILURE_GONE.test(sentence)) || partOfWhole(sentence);
}

/** "60 of 64": a count short of the whole it names. */
function partOfWhole(sentence: string): boolean {
  const number = (text: string) => Number(text.replace(/,/g, ""));
  return [...sentence.matchAll(PART_OF)].some((match) => number(match[1]!) < number(match[2]!));
}

/** A contradicted claim about tests that admits failures is unbacked: the failing run is the one it speaks of. */
export function admittedFailure(claim: Claim, judged: Judgement): Judgement {
  // a count that names its failure ("24 pass; test_fetch fails") is still judged by the count: "60 of 64" is one that admits
  const admits = claim.kind === "tests" ? admitsFailures(claim.sentence) : claim.kind === "count" && partOfWhole(claim.sentence);
  if (judged.verdict !== "contradicted" || !admits) return judged;
  return { verdict: "unbacked", evidence: judged.evidence };
}

