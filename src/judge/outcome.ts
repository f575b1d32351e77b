/**
 * What a judging came to, and the report fields it fills. Apart from index.ts, so that a run without
 * the judge (`--no-llm`) reports a skipped judge without loading the client or the tokenizer.
 */
import type { CriterionScore, Report, Usage } from "../model.js";
import { EMPTY_USAGE } from "../model.js";
import { PROMPT_VERSION } from "./prompt.js";

export interface JudgeOutcome {
  status: "ok" | "failed" | "skipped";
  reason: string;
  model: string | null;
  criteria: CriterionScore[];
  judgeScore: number | null;
  baselineScore: number | null;
  usage: Usage;
  /** The first pair of repeats was decisive, so later repeats were not taken. */
  earlyStopped: boolean;
  costUsd: number | null;
  cacheHits: number;
  /** Mean (agent score in slot A − in slot B) over complete pairs; cancelled in the scores, shown as a judge health figure. */
  positionBias: number | null;
  /** How scores were read: from logprobs, from written letters, or both across samples. */
  scoreMode: "logprobs" | "text" | "mixed" | null;
  promptVersion: string;
  /** Rubric source (`preset:coding` or a path). */
  rubric: string | null;
  /** Prompt tokens of one request (the largest), counted locally before sending. */
  promptTokens: number;
  stepsOmitted: number;
  redactions: number;
  /** Facts worth showing (a refused logprobs parameter, a cache problem). */
  notes: string[];
  /** Why samples failed, redacted. */
  errors: string[];
}

export function skippedOutcome(reason: string): JudgeOutcome {
  return {
    status: "skipped", reason, model: null, criteria: [], judgeScore: null, baselineScore: null, usage: EMPTY_USAGE,
    earlyStopped: false, costUsd: null, cacheHits: 0, positionBias: null, scoreMode: null, promptVersion: PROMPT_VERSION, rubric: null,
    promptTokens: 0, stepsOmitted: 0, redactions: 0, notes: [], errors: [],
  };
}

/** The report fields (agent-verdict/report@1) a judge outcome fills. */
export function reportParts(outcome: JudgeOutcome): Pick<Report, "criteria" | "judgeScore" | "baselineScore" | "usage" | "judge"> {
  return {
    criteria: outcome.criteria,
    judgeScore: outcome.judgeScore,
    baselineScore: outcome.baselineScore,
    usage: outcome.usage,
    judge: {
      status: outcome.status,
      reason: outcome.reason,
      model: outcome.model,
      earlyStopped: outcome.earlyStopped,
      scoreMode: outcome.scoreMode,
      promptVersion: outcome.promptVersion,
      rubric: outcome.rubric,
      notes: outcome.notes,
      layers: outcome.status === "ok" ? "checks+judge" : "checks",
      // only a judge that ran reads samples; a skipped one's report keeps its shape
      ...(outcome.status === "skipped" ? {} : { cacheHits: outcome.cacheHits }),
    },
  };
}
