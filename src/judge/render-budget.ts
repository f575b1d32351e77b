/**
 * How many tokens each part of the rendered trajectory may take. Apart from render.ts, so that the
 * judge's settings load without the tokenizer and its ranks.
 */
export interface RenderBudget {
  /** Whole rendering; bounds prompt cost per call (× criteria × repeats per verdict). */
  total: number;
  /** Head and tail of each tool result: the command's first lines and its verdict lines. */
  resultHead: number;
  resultTail: number;
  /** The last verification's output is the deciding evidence, so it keeps this much. */
  lastVerification: number;
  /** A tool call's input when it is not a shell command (edits, file paths). */
  input: number;
  diff: number;
  prBody: number;
  finalAnswer: number;
  /** The task statement (an issue can be long); shown in its own block before the slots. */
  task: number;
}

export const DEFAULT_RENDER_BUDGET: RenderBudget = {
  total: 24_000,
  resultHead: 120,
  resultTail: 280,
  lastVerification: 3_000,
  input: 160,
  diff: 6_000,
  prBody: 600,
  finalAnswer: 600,
  task: 3_000,
};
