import * as core from "@actions/core";
import { oneLine } from "../../errors.js";
import type { Annotation } from "./annotations.js";
import type { Repo } from "../context/event.js";
import type { Api } from "../api/octokit.js";

/** A check run's output as every request must repeat it: title and summary with each batch. */
export interface RunOutput {
  title: string;
  summary: string;
}

/**
 * Appends annotation batches past the first to a created check run: each update's annotations are
 * added to those already there (the Checks API's way past 50). A failed update is a warning: the
 * verdict is set and the comment says everything, so losing pointers must not lose the run.
 */
export async function appendAnnotations(
  api: Api, repo: Repo, checkRunId: number, output: RunOutput, batches: Annotation[][],
): Promise<number> {
  let added = 0;
  for (const annotations of batches) {
    try {
      await api.rest.checks.update({ ...repo, check_run_id: checkRunId, output: { ...output, annotations } });
      added += annotations.length;
    } catch (error) {
      const total = batches.flat().length;
      core.warning(`agent-verdict: ${added} of ${total} further annotations added, the rest refused (${oneLine(error)}); the comment has them all`);
      break;
    }
  }
  return added;
}
