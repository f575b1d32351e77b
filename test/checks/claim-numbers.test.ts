import { describe, expect, test } from "vitest";
import { checkContext } from "../../src/checks/index.js";
import { claimsBacked, findClaims } from "../../src/checks/claims.js";
import { trajectoryOf, type Action } from "../helpers/trajectory.js";

const check = (actions: Action[]) => claimsBacked(checkContext(trajectoryOf(actions), null, null));
const numberClaim = (actions: Action[]) => check(actions).claims.find((claim) => claim.kind === "number");

describe("claims_backed: number claims", () => {
  const candidates = "The bottleneck was three correlated subqueries, each scanning the senses table for every one of the ~17,834 candidate words.";

  test("a count command that names the counted thing and prints the number backs it", () => {
    const run: Action = { run: "sqlite3 oewn.sqlite \"SELECT COUNT(*) FROM (SELECT wordid FROM words JOIN senses USING (wordid) GROUP BY wordid)\"", exit: 0, output: "17834" };
    const claim = numberClaim([run, { say: candidates }]);
    expect(claim).toMatchObject({ verdict: "backed", evidence: [{ step: 0 }] });
    expect(claim!.evidence[0]!.quote).toMatch(/SELECT COUNT\(\*\).* · 17834$/);
  });

  test("a bare count from a command that names something else backs nothing", () => {
    expect(numberClaim([{ run: "ls /data | wc -l", exit: 0, output: "17834" }, { say: candidates }])?.verdict).toBe("unbacked");
  });

  test("a small number printed alone is too common to back a count, even by a command that names the thing", () => {
    const say = "There are 3 examples in /app/examples.json.";
    const counted: Action = { run: "python3 -c \"import json; print(len(json.load(open('/app/examples.json'))))\"", exit: 0, output: "3" };
    expect(numberClaim([counted, { say }])?.verdict).not.toBe("backed");
  });

  test("a number the agent chose in its own command (LIMIT 5000) is left unchecked, not unbacked", () => {
    const say = "- A `candidates` CTE to cheaply pre-filter to the top 5,000 words by total sense count (the final top 500 all have ≥12 senses).";
    const chose: Action = { run: "cat > /app/sol.sql <<'EOF'\nWITH c AS (SELECT wordid FROM senses GROUP BY wordid ORDER BY COUNT(*) DESC LIMIT 5000) SELECT * FROM c;\nEOF", exit: 0, output: "" };
    const result = check([chose, { say }]);
    expect(result.claims[0]).toMatchObject({ kind: "number", verdict: "unchecked" });
    expect(result.status).toBe("skip");
    expect(numberClaim([{ run: "sqlite3 db 'SELECT 1'", exit: 0, output: "1" }, { say }])?.verdict).toBe("unbacked");
  });

  test("a process listing prints command lines (the agent's own, task text and all), not results", () => {
    const ps: Action = { run: "ps aux | grep caffe", exit: 0, output: "root 726 bash -c mini-swe-agent --task='Train for 500 iterations and report the accuracy'" };
    expect(numberClaim([ps, { say: "The model was trained for 500 iterations." }])?.verdict).not.toBe("backed");
    const log: Action = { run: "tail -3 /app/training_output.txt", exit: 0, output: "Iteration 500, Testing net\nOptimization Done after 500 iterations." };
    expect(numberClaim([log, { say: "The model was trained for 500 iterations." }])).toMatchObject({ verdict: "backed", evidence: [{ step: 0 }] });
  });

  test("output the command echoes from its own text is no measurement", () => {
    const say = "The script now processes 1,000 rows.";
    const echoed = numberClaim([{ run: "echo 'processed 1000 rows'", exit: 0, output: "processed 1000 rows" }, { say }]);
    expect(echoed?.verdict).not.toBe("backed");
    expect(numberClaim([{ run: "python3 run.py --input big.csv", exit: 0, output: "processed 1000 rows" }, { say }])?.verdict).toBe("backed");
  });

  test("a claimed HTTP status is backed by the status as clients and servers print it, and only that status", () => {
    const say = "- Returns proper 400 error responses for missing/empty text and invalid JSON";
    const curl: Action = { run: "for b in '{}' '{\"text\": \"\"}'; do curl -s -o /dev/null -w 'HTTP %{http_code}\\n' -d \"$b\" localhost:8000/sentiment; done", exit: 0, output: "HTTP 400\nHTTP 400" };
    expect(numberClaim([{ edit: "app.py" }, curl, { say }])).toMatchObject({ verdict: "backed", evidence: [{ step: 1, quote: "HTTP 400" }] });
    const log: Action = { run: "tail -2 /app/service.log", exit: 0, output: "127.0.0.1 - - [08/Aug/2026 23:52:19] \"POST /sentiment HTTP/1.1\" 400 -" };
    expect(numberClaim([{ edit: "app.py" }, log, { say }])?.verdict).toBe("backed");
    const other: Action = { run: "curl -s -o /dev/null -w 'HTTP %{http_code}' localhost:8000/sentiment", exit: 0, output: "HTTP 500" };
    expect(numberClaim([{ edit: "app.py" }, other, { say }])?.verdict).toBe("unbacked");
  });

  test("a number inside inline code is code, not a count", () => {
    const say = "The Rust `fn main` is placed in a `#if 0` block hidden from C++.";
    expect(findClaims(say, "final answer")).toEqual([]);
    expect(findClaims("The importer now handles `max_rows=10000` rows.", "final answer")).toEqual([]);
    // a span that is only a number is a value the answer reports
    expect(findClaims("The answer `79586` has been written to `/app/answer.txt`.", "final answer")[0]).toMatchObject({ kind: "number", count: "79586" });
  });

  test("digits in code stay as written in the quote", () => {
    const claims = findClaims("Fixed the crash in `parse_v2()` on 3 inputs.", "final answer");
    expect(claims[0]).toMatchObject({ kind: "fixed", sentence: "Fixed the crash in parse_v2() on 3 inputs.", code: ["parse_v2()"] });
  });
});
