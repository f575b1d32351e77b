import { mkdir, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve } from "node:path";
import * as core from "@actions/core";
import { oneLine } from "../errors.js";
import { Verdict, type Report } from "../model.js";
import { errorReport } from "../report/build.js";
import { renderComment } from "../report/comment.js";
import { verify, type TextSource } from "../verify.js";

const DEFAULT_FAIL_ON = "fail,error";

/** The action's inputs, as action.yml declares them. */
interface ActionInputs {
  transcriptPath: string;
  format: string | undefined;
  diffPath: string | undefined;
  prBodyPath: string | undefined;
  failOn: Set<Verdict>;
  reportPath: string;
}

/**
 * The GitHub Action: reads its inputs, runs verify(), and writes the job summary, the JSON report
 * and the outputs. Whatever fails, the summary and outputs are still written, never a green pass.
 */
export async function runAction(): Promise<void> {
  let report: Report;
  let markdown: string;
  let inputs: ActionInputs | null = null;
  try {
    inputs = readInputs();
    const result = await verify({
      transcriptPath: inputs.transcriptPath,
      format: inputs.format,
      diff: fileSource(inputs.diffPath),
      prBody: fileSource(inputs.prBodyPath),
      noLlm: true,
      sha: process.env.GITHUB_SHA ?? null,
    });
    ({ report, markdown } = result);
    if (result.inputError !== null) core.error(result.inputError);
  } catch (error) {
    core.error(`agent-verdict: ${oneLine(error)}`);
    report = errorReport(oneLine(error));
    markdown = renderComment(report, { sha: process.env.GITHUB_SHA ?? null });
  }
  await publish(report, markdown, inputs?.reportPath ?? defaultReportPath());
  const failOn = inputs?.failOn ?? new Set<Verdict>(["fail", "error"]);
  if (failOn.has(report.verdict)) core.setFailed(`agent-verdict: verdict ${report.verdict}: ${report.reasons[0] ?? report.summary}`);
}

async function publish(report: Report, markdown: string, reportPath: string): Promise<void> {
  core.setOutput("verdict", report.verdict);
  core.setOutput("score", report.score === null ? "" : String(report.score));
  core.setOutput("comment-id", "");
  try {
    await mkdir(dirname(reportPath), { recursive: true });
    await writeFile(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    core.setOutput("report-path", reportPath);
  } catch (error) {
    core.warning(`agent-verdict: could not write the report to ${reportPath}: ${oneLine(error)}`);
    core.setOutput("report-path", "");
  }
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write();
  core.info(`agent-verdict: ${report.verdict}${report.score === null ? "" : ` (score ${report.score})`}`);
}

function readInputs(): ActionInputs {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const optional = (name: string) => core.getInput(name) || undefined;
  const inWorkspace = (path: string | undefined) => (path === undefined || isAbsolute(path) ? path : resolve(workspace, path));
  return {
    transcriptPath: inWorkspace(core.getInput("transcript-path", { required: true }))!,
    format: optional("transcript-format"),
    diffPath: inWorkspace(optional("diff-path")),
    prBodyPath: inWorkspace(optional("pr-body-path")),
    failOn: parseFailOn(core.getInput("fail-on") || DEFAULT_FAIL_ON),
    reportPath: inWorkspace(optional("report-path")) ?? defaultReportPath(),
  };
}

/** `fail-on: fail,error` → the verdicts that fail the job step. Unknown words are an input error. */
export function parseFailOn(value: string): Set<Verdict> {
  const words = value.split(/[\s,]+/).filter(Boolean);
  if (words.length === 1 && words[0] === "never") return new Set();
  const verdicts = words.map((word) => Verdict.safeParse(word));
  const bad = words.filter((_, index) => !verdicts[index]!.success);
  if (bad.length > 0) throw new Error(`input fail-on: "${bad.join(", ")}" is not a verdict; use pass, neutral, fail, error or never`);
  return new Set(verdicts.map((verdict) => verdict.data!));
}

function fileSource(path: string | undefined): TextSource | undefined {
  return path === undefined ? undefined : { path };
}

function defaultReportPath(): string {
  return join(process.env.RUNNER_TEMP ?? process.cwd(), "agent-verdict", "report.json");
}
