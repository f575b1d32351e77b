import type { Repo, TriggeringRun } from "../context/event.js";
import { httpStatus, type Api } from "../api/octokit.js";

/** The producer of a fork-safe pair runs on this event; any other triggering run is not its. */
const PRODUCER_EVENT = "pull_request";

/**
 * On workflow_run, is the triggering run the producer named by `workflow-file`? Workflow names
 * are not unique (a PR can add a workflow of the same name), so the run must be of that file, be
 * the workflow registered under it on the default branch (same workflow id), have been started by
 * `pull_request`, and be completed. Returns why not, or null when it is.
 */
export async function triggeringRunProblem(api: Api, repo: Repo, run: TriggeringRun, workflowFile: string): Promise<string | null> {
  const expected = `.github/workflows/${workflowFile}`;
  // a reusable or dynamic run's path may carry "@ref" after the file
  const path = run.path?.split("@")[0] ?? null;
  if (path !== expected) return `the triggering run is of ${path ?? "an unknown workflow file"}, not ${expected} (workflow-file)`;
  if (run.event !== PRODUCER_EVENT) return `the triggering run was started by ${run.event ?? "an unknown event"}, not ${PRODUCER_EVENT}`;
  if (run.status !== "completed") return `the triggering run is ${run.status ?? "in an unknown state"}, not completed`;
  const registered = await registeredWorkflowId(api, repo, workflowFile);
  if (registered === null) return `no workflow ${expected} is registered in the repository`;
  if (registered !== run.workflowId) return `the triggering run's workflow (id ${run.workflowId ?? "unknown"}) is not ${expected} (id ${registered})`;
  return null;
}

async function registeredWorkflowId(api: Api, repo: Repo, file: string): Promise<number | null> {
  try {
    const { data } = await api.rest.actions.getWorkflow({ ...repo, workflow_id: file });
    return data.id;
  } catch (error) {
    if (httpStatus(error) === 404) return null;
    throw error;
  }
}
