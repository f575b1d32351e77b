import { describe, expect, test } from "vitest";
import { verificationRuns } from "../../src/checks/verification.js";
import { requestSuccessLine } from "../../src/checks/local-requests.js";
import { trajectoryOf } from "../helpers/trajectory.js";

const outcomes = (run: string, output: string) =>
  verificationRuns(trajectoryOf([{ run, exit: 0, output }])).map((found) => [found.runner, found.outcome, found.quote ?? null]);

describe("a request to a service on this machine whose status the line hides", () => {
  test("the part of the output it starts shows its answer: a 2xx code, a client's success line", () => {
    const curl = "echo '--- port ---' && (curl -s -o /dev/null -w 'HTTP %{http_code}\\n' http://localhost:8080/simple/ || echo 'curl failed') && echo '--- done ---'";
    expect(outcomes(curl, "--- port ---\nHTTP 200\n--- done ---")).toEqual([["curl localhost:8080", "passed", "HTTP 200"]]);
    const pip = "echo '--- install ---' && pip install --index-url http://localhost:8080/simple pkg==0.1.0 2>&1 | tail -3 && echo '--- end ---'";
    expect(outcomes(pip, "--- install ---\nInstalling collected packages: pkg\nSuccessfully installed pkg-0.1.0\n--- end ---"))
      .toEqual([["pip localhost:8080", "passed", "Successfully installed pkg-0.1.0"]]);
    // quiet commands before it (a fresh venv) leave the part its own
    const fresh = "echo '--- install ---' && rm -rf /tmp/v && python3 -m venv /tmp/v && /tmp/v/bin/pip install --index-url http://localhost:8080/simple pkg 2>&1 | tail -3 && /tmp/v/bin/python -c 'import pkg; print(\"OK\")'";
    expect(outcomes(fresh, "--- install ---\nSuccessfully installed pkg-0.1.0\nOK").map(([runner, outcome]) => [runner, outcome])).toContainEqual(["pip localhost:8080", "passed"]);
  });

  test("a socket client connected to a local port requested the service; a refusal failed; a scan is no request", () => {
    const telnet = "set -e; (printf '\\r\\n'; sleep 5) | timeout 8 telnet 127.0.0.1 6665 | cat -v";
    expect(outcomes(telnet, "Trying 127.0.0.1...\nConnected to 127.0.0.1.\nEscape character is '^]'.\n^M^M\nlocalhost login: "))
      .toEqual([["telnet localhost:6665", "passed", "localhost login:"]]);
    // a connection the service closed without a word showed only an open port; an echo after it is the line's own
    const closed = "Trying 127.0.0.1...\nConnected to 127.0.0.1.\nEscape character is '^]'.\nConnection closed by foreign host.";
    expect(outcomes(telnet, closed)).toEqual([["telnet localhost:6665", "unknown", null]]);
    expect(outcomes(telnet, `${closed}\nexit code 1`)).toEqual([["telnet localhost:6665", "unknown", null]]);
    // an answer that reports an error is no pass
    const error = "Trying 127.0.0.1...\nConnected to 127.0.0.1.\nEscape character is '^]'.\nqemu: could not open console";
    expect(outcomes(telnet, error)).toEqual([["telnet localhost:6665", "unknown", null]]);
    expect(outcomes(`${telnet}; echo '--- done ---'`, `${closed}\n--- done ---`)).toEqual([["telnet localhost:6665", "unknown", null]]);
    expect(outcomes(telnet, "Trying 127.0.0.1...\ntelnet: Unable to connect to remote host: Connection refused").map(([, outcome]) => outcome)).toEqual(["failed"]);
    expect(outcomes("nc -zv localhost 8080; echo done", "Connection to localhost 8080 port [tcp/*] succeeded!\ndone")).toEqual([]);
    expect(outcomes("nc -l localhost 9000 > /tmp/got.txt", "")).toEqual([]);
    expect(outcomes("telnet example.com 23 | head -3", "Connected to example.com.")).toEqual([]);
  });

  test("inline code that only connects asked whether the port is open: no request; one that reads the answer is", () => {
    // audited run (kv-store-grpc): `connect_ex` printed 111 (refused) and exited 0, once counted as a passed check
    const probe = "python3 -c \"\nimport socket\ns = socket.socket()\nresult = s.connect_ex(('localhost', 5328))\nprint('connect_ex:', result)\n\"";
    expect(outcomes(probe, "connect_ex: 111")).toEqual([]);
    expect(outcomes(probe.replace("connect_ex", "connect"), "connect_ex: None")).toEqual([]);
    const reads = "python3 - <<'EOF'\nimport socket\ns = socket.create_connection(('127.0.0.1', 6665))\nprint(s.recv(4096))\nEOF";
    expect(outcomes(reads, "b'login: '").map(([runner]) => runner)).toEqual(["python3 (inline)"]);
    // code the recorder cut after the connection may read in the part not shown
    const cut = "python3 - <<'PY'\nimport socket\ns = socket.create_connection(('127.0.0.1', 6665), timeout=2)\n...(+56 chars)";
    expect(outcomes(cut, "localhost login: ").map(([runner]) => runner)).toEqual(["python3 (inline)"]);
  });

  test("an error status or a refusal is no success; a code that is not the first line proves nothing", () => {
    expect(requestSuccessLine("HTTP 404")).toBeNull();
    expect(requestSuccessLine("curl: (7) Failed to connect to localhost port 8080\nHTTP 200")).toBeNull();
    expect(requestSuccessLine("<html>\n200")).toBeNull();
    expect(requestSuccessLine("200\n<html>links</html>")).toBe("200");
    // a labelled code, as `-w "index HTTP status: %{http_code}\n"` prints it
    expect(requestSuccessLine("index HTTP status: 200\n[notice] pip")).toBe("index HTTP status: 200");
    expect(requestSuccessLine("index HTTP status: 500")).toBeNull();
    expect(requestSuccessLine("rows with status 200")).toBeNull();
  });
});
