/**
 * Token accounting for one verdict: usage summed over calls, and its price from an optional table.
 */
import type { Usage } from "../model.js";

/** Prices in US dollars per million tokens; cached input defaults to the input price. */
export interface PriceTable {
  inputPerMTok: number;
  cachedInputPerMTok?: number;
  outputPerMTok: number;
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    calls: a.calls + b.calls,
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  };
}

/**
 * cost = ((in − cached)·p_in + cached·p_cached + out·p_out) / 10⁶; null without a price table.
 */
export function usageCost(usage: Usage, price: PriceTable | null): number | null {
  if (price === null) return null;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const cachedPrice = price.cachedInputPerMTok ?? price.inputPerMTok;
  return ((usage.inputTokens - cached) * price.inputPerMTok + cached * cachedPrice + usage.outputTokens * price.outputPerMTok) / 1e6;
}
