import type { ToolCall } from "../model.js";
import { cutMiddle } from "./text.js";

/**
 * Tool output kept whole for all calls but the latest together (4 MB in memory at most). Past it,
 * older outputs are cut to head + tail. Whole outputs held until the budget is spent outlive the
 * young-generation GC: on a 100 MB session a 4M budget peaked 15 MB higher than this one, 1M 2 MB lower.
 */
export const RETAINED_OUTPUT_CHARS = 2 * 1024 * 1024;
/** The latest outputs are never shortened by the budget (each is bounded by MAX_TEXT_CHARS): the checks read the last test runs. */
export const RECENT_OUTPUTS = 100;
/** What an older output is first cut to when the budget is spent; halved while still over it. */
const FIRST_OLDER_OUTPUT_CHARS = 16 * 1024;
/** Older outputs never shrink below this: the judge shows 120 + 280 chars of a result, and a summary line fits. */
const MIN_OLDER_OUTPUT_CHARS = 512;

/**
 * Keeps the tool outputs of a trajectory under RETAINED_OUTPUT_CHARS: once over, the output of every
 * call but the RECENT_OUTPUTS latest is cut to head + tail as it leaves them (so no whole output
 * lives long), shorter each time the total is still over. A session under the budget is never cut.
 */
export class OutputBudget {
  private retained = 0;
  private olderChars = FIRST_OLDER_OUTPUT_CHARS;
  /** Calls before this index are cut to `olderChars` already. */
  private cutBefore = 0;
  /** Length before the budget cut, of each output it cut: a second cut still names what is gone. */
  private readonly wholeChars = new Map<number, number>();
  private cut = false;

  constructor(
    private readonly calls: ToolCall[],
    /** Cuts the output of call `index` to head + tail; the builder's redacts the ends it keeps. */
    private readonly cutOutput: (index: number, output: string, chars: number, wholeChars: number) => string = (_, output, chars, whole) =>
      cutMiddle(output, chars, whole),
  ) {}

  /** What older outputs were cut to, or null when the budget was never spent. */
  get olderOutputChars(): number | null {
    return this.cut ? this.olderChars : null;
  }

  /**
   * Accounts for a call's output set or replaced (`wholeChars`: its length before cleaning cut it),
   * then cuts older outputs while over budget.
   */
  replaced(index: number, before: string | null, wholeChars?: number): void {
    if (wholeChars === undefined) this.wholeChars.delete(index);
    else this.wholeChars.set(index, wholeChars);
    this.retained += (this.calls[index]?.output?.length ?? 0) - (before?.length ?? 0);
    if (this.cut || this.retained > RETAINED_OUTPUT_CHARS) this.shrink();
  }

  private shrink(): void {
    const older = this.calls.length - RECENT_OUTPUTS;
    if (older <= 0) return;
    this.cutRange(this.cutBefore, older);
    while (this.retained > RETAINED_OUTPUT_CHARS && this.olderChars > MIN_OLDER_OUTPUT_CHARS) {
      this.olderChars /= 2;
      this.cutRange(0, older);
    }
  }

  private cutRange(from: number, to: number): void {
    for (let index = from; index < to; index += 1) {
      const call = this.calls[index]!;
      const output = call.output;
      if (output === null || output.length <= this.olderChars) continue;
      const whole = this.wholeChars.get(index) ?? output.length;
      this.cut = true;
      call.output = this.cutOutput(index, output, this.olderChars, whole);
      this.wholeChars.set(index, whole);
      this.retained += call.output.length - output.length;
    }
    this.cutBefore = Math.max(this.cutBefore, to);
  }
}
