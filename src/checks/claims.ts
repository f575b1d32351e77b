import type { CheckResult, Evidence } from "../model.js";
import type { CheckContext } from "./context.js";
import { clip, evidence } from "./quote.js";
import { runEvidence } from "./verified.js";
import { runOutcome, type VerificationKind } from "./verification.js";

/** What a sentence of the agent's answer or the PR body says was verified. */
type ClaimKind = "tests" | "build" | "lint" | "fixed" | "count";

interface Claim {
  kind: ClaimKind;
  sentence: string;
  source: "final answer" | "PR description";
  /** For a count claim: the number claimed. */
  count?: string;
}

const CLAIM_PATTERNS: readonly { kind: ClaimKind; pattern: RegExp }[] = [
  { kind: "count", pattern: /\b(\d[\d,]*)\s*(?:\/\s*\d[\d,]*\s*)?(?:unit |integration |e2e )?(?:tests?|specs?|checks?)\s+(?:now\s+)?(?:pass|passed|passing|succeed|green)\b/i },
  { kind: "count", pattern: /\b(?:all\s+)?(\d[\d,]*)\s+(?:of\s+\d[\d,]*\s+)?(?:pass|passed|passing)\b/i },
  { kind: "tests", pattern: /\b(?:all|the|every)?\s*(?:unit |integration |e2e )?(?:tests?|test suite|specs?)\s+(?:now\s+|still\s+)?(?:pass|passes|passed|passing|are passing|succeed|are green|green)\b/i },
  { kind: "build", pattern: /\b(?:build|compil\w+|type-?check\w*)\s+(?:now\s+)?(?:succeeds|succeeded|passes|passed|is green|works|is clean|clean)\b|\bbuilds (?:successfully|cleanly)\b/i },
  { kind: "lint", pattern: /\b(?:lint(?:er|ing)?)\s+(?:now\s+)?(?:passes|passed|is clean|clean)\b|\bno lint (?:errors|warnings)\b/i },
  { kind: "fixed", pattern: /\b(?:fixed|resolved)\s+(?:the|this|a|an)\b|\bis (?:now )?fixed\b|\bhas been (?:fixed|resolved)\b/i },
];
/** A sentence that says something did not pass is not a claim of success. */
const NEGATION = /\b(?:not|never|unable|cannot|without|except|skipped)\b|n't\b|\bno longer\b/i;
const KINDS_FOR: Record<Exclude<ClaimKind, "count" | "fixed">, VerificationKind[]> = {
  tests: ["test"],
  build: ["build", "typecheck"],
  lint: ["lint"],
};

export function findClaims(text: string, source: Claim["source"]): Claim[] {
  return text
    .replace(/[`*_]/g, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "" && !NEGATION.test(sentence))
    .flatMap((sentence) => {
      const found = CLAIM_PATTERNS.find(({ pattern }) => pattern.test(sentence));
      if (!found) return [];
      const count = found.kind === "count" ? found.pattern.exec(sentence)?.[1]?.replace(/,/g, "") : undefined;
      return [{ kind: found.kind, sentence: clip(sentence), source, ...(count ? { count } : {}) }];
    });
}

type Judgement = { claim: Claim; verdict: "backed" | "unbacked" | "contradicted"; evidence: Evidence[] };

/**
 * Matches what the agent says it verified against what the transcript shows it ran. A claimed
 * number must stand alone in some observed output (576 is not found in 1576).
 */
function judgeClaim(claim: Claim, context: CheckContext): Judgement {
  if (claim.kind === "count") return judgeCount(claim, context);
  const kinds: VerificationKind[] = claim.kind === "fixed" ? ["test", "build", "typecheck", "lint", "custom"] : KINDS_FOR[claim.kind];
  const last = context.runs.filter((run) => kinds.includes(run.kind)).at(-1);
  if (last === undefined) return { claim, verdict: "unbacked", evidence: [] };
  const outcome = runOutcome(last);
  const verdict = outcome === "passed" ? "backed" : outcome === "failed" ? "contradicted" : "unbacked";
  return { claim, verdict, evidence: [runEvidence(last)] };
}

function judgeCount(claim: Claim, { trajectory }: CheckContext): Judgement {
  const digits = claim.count ?? "";
  const standalone = new RegExp(`(?<![\\d.,])${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",?")}(?![\\d.,]\\d|\\d)`);
  const seen = trajectory.toolCalls.findLast((call) => call.output !== null && standalone.test(call.output));
  if (seen === undefined) return { claim, verdict: "unbacked", evidence: [] };
  const line = seen.output!.split("\n").find((text) => standalone.test(text)) ?? "";
  return { claim, verdict: "backed", evidence: [evidence(seen.step, line)] };
}

/**
 * Proves the final answer's and PR description's claims of verified work ("all tests pass", "build
 * succeeds", "fixed", "42 tests passed") match observed output. A claim the output contradicts
 * blocks; a claim nothing observed supports is a warning. It cannot prove a claim it cannot parse.
 */
export function claimsBacked(context: CheckContext): CheckResult {
  const base = { id: "claims_backed", blocking: true, required: false };
  const claims = [
    ...findClaims(context.trajectory.finalAnswer ?? "", "final answer"),
    ...findClaims(context.prBody ?? "", "PR description"),
  ];
  if (claims.length === 0) return { ...base, status: "skip", summary: "No claim of verified work found in the final answer or PR.", evidence: [] };
  const judged = claims.map((claim) => judgeClaim(claim, context));
  const contradicted = judged.filter((item) => item.verdict === "contradicted");
  const unbacked = judged.filter((item) => item.verdict === "unbacked");
  const quote = (item: Judgement) => [evidence(null, `${item.claim.source}: "${item.claim.sentence}"`), ...item.evidence];
  if (contradicted.length > 0) {
    const summary = `The ${contradicted[0]!.claim.source} claims "${clip(contradicted[0]!.claim.sentence, 80)}", but the last such run failed.`;
    return { ...base, status: "fail", summary, evidence: contradicted.flatMap(quote) };
  }
  if (unbacked.length > 0) {
    const summary = `${unbacked.length} of ${claims.length} claim(s) have no observed output behind them.`;
    return { ...base, status: "warn", blocking: false, summary, evidence: unbacked.flatMap(quote) };
  }
  return { ...base, status: "pass", summary: `${claims.length} claim(s) match observed output.`, evidence: judged.flatMap(quote).slice(0, 4) };
}
