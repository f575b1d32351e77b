import type { CheckResult } from "../model.js";
import type { CheckContext } from "./context.js";

type Memo = WeakMap<CheckContext, CheckResult>;

/** ended_cleanly reads both verification checks: each is worked out once per context. */
export const VERIFIED: Memo = new WeakMap();
export const GREEN: Memo = new WeakMap();

/** The check's result for this context, worked out on first use. */
export function once(memo: Memo, context: CheckContext, check: (context: CheckContext) => CheckResult): CheckResult {
  const known = memo.get(context);
  if (known !== undefined) return known;
  const result = check(context);
  memo.set(context, result);
  return result;
}
