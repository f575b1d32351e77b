// Start-up cost of the committed bundles, as ratios to a bare `node -e 0` measured in the same run:
// `dist/cli.js --help`, and a run of `dist/index.js` on a PR the gate skips (the action's most common
// run), with a loopback stand-in that answers the API should the run ask it anything.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The bar: each start at most this many times a bare node start. */
export const MAX_START_RATIO = 2;

const GNU_TIME = "/usr/bin/time";

/** A PR by a person, as the API and the event payload show it: the gate skips it from the payload. */
const HUMAN_PULL = {
  number: 7,
  state: "open",
  user: { login: "octocat", id: 583231, type: "User" },
  labels: [],
  body: "",
  changed_files: 1,
  head: { sha: "a".repeat(40), ref: "feature", repo: { full_name: "octo/demo", id: 1 } },
  base: { sha: "b".repeat(40), ref: "main", repo: { full_name: "octo/demo", id: 1 } },
};

/** Median wall time and peak RSS of each command, runs interleaved so machine load hits all alike. */
export async function measureStartup(runs) {
  const server = createServer((request, response) => {
    const found = request.url?.startsWith("/repos/octo/demo/pulls/7");
    response.writeHead(found ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(found ? HUMAN_PULL : { message: "Not Found" }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const root = mkdtempSync(join(tmpdir(), "agent-verdict-start-"));
  try {
    const env = actionEnv(root, `http://127.0.0.1:${server.address().port}`);
    const commands = {
      node: { argv: ["-e", "0"] },
      help: { argv: ["dist/cli.js", "--help"] },
      skipped: { argv: ["dist/index.js"], env },
    };
    const samples = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const [name, command] of Object.entries(commands)) samples[name].push(await timed(command));
    }
    return Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, median(list)]));
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function actionEnv(root, apiUrl) {
  // the payload a runner gives: the whole PR as GitHub wrote it (the gate needs nothing else)
  const event = { action: "opened", number: 7, pull_request: HUMAN_PULL, repository: { full_name: "octo/demo", id: 1 }, sender: HUMAN_PULL.user };
  writeFileSync(join(root, "event.json"), JSON.stringify(event));
  for (const file of ["output", "summary.md"]) writeFileSync(join(root, file), "");
  return {
    PATH: process.env.PATH,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: join(root, "event.json"),
    GITHUB_REPOSITORY: "octo/demo",
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.test",
    GITHUB_OUTPUT: join(root, "output"),
    GITHUB_STEP_SUMMARY: join(root, "summary.md"),
    GITHUB_WORKSPACE: root,
    GITHUB_RUN_ID: "1",
    RUNNER_TEMP: root,
    "INPUT_GITHUB-TOKEN": "stand-in-token",
    "INPUT_TRANSCRIPT-ARTIFACT": "agent-transcript-{sha}",
    "INPUT_FAIL-ON": "fail,error",
  };
}

/**
 * One run under GNU time (asynchronous: the stand-in answers from this process): its wall time from
 * spawn to exit, and its peak RSS as time reports it (null where /usr/bin/time is missing).
 */
function timed({ argv, env }) {
  const time = existsSync(GNU_TIME);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const [file, args] = time ? [GNU_TIME, ["-f", "%M", process.execPath, ...argv]] : [process.execPath, argv];
    const child = spawn(file, args, { env: env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) return reject(new Error(`${argv.join(" ")} exited ${code}: ${(out + err).slice(0, 400)}`));
      const kb = Number(err.trim().split("\n").pop());
      resolve({ ms, peakRssMb: time && Number.isFinite(kb) ? kb / 1024 : null });
    });
  });
}

function median(list) {
  const sorted = [...list].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)];
}
