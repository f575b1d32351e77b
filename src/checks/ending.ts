import type { CheckResult } from "../model.js";
import type { CheckContext } from "./context.js";
import { evidence } from "./quote.js";

/**
 * Proves the run ended on the agent's own completion rather than an error, a limit, an
 * interruption or a denied permission. An agent stopped from outside did not say it was done.
 */
export function endedCleanly({ trajectory }: CheckContext): CheckResult {
  const { ending } = trajectory;
  const base = { id: "ended_cleanly", blocking: true, required: false, evidence: [evidence(ending.step, ending.detail)] };
  switch (ending.kind) {
    case "completed":
      return { ...base, status: "pass", summary: "The agent finished its run on its own." };
    case "unknown":
      return { ...base, status: "warn", blocking: false, summary: `Unclear how the run ended: ${ending.detail}.` };
    case "error":
      return { ...base, status: "fail", summary: "The run ended on an error, not on the agent's completion." };
    case "limit":
      return { ...base, status: "fail", summary: "The run stopped at a turn, token or budget limit before the agent finished." };
    case "interrupted":
      return { ...base, status: "fail", summary: "The run was interrupted before the agent finished." };
    case "permission_denied":
      return { ...base, status: "fail", summary: "Tool uses were denied permission: the agent could not do all it tried." };
  }
}
