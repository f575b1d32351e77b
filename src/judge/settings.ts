/**
 * What a verification needs of the judge before it knows whether the judge runs: its settings and
 * the report fields of a skipped judge. None of it loads the `openai` client or the tokenizer's
 * ranks, which only index.ts (the judge that runs) reaches.
 */
export { resolveJudgeConfig } from "./config.js";
export { reportParts, skippedOutcome } from "./outcome.js";
