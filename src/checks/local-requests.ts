import type { BuiltRunMatch } from "./built-programs.js";
import { isCut } from "../shell/cut-mark.js";

/**
 * A request to a service on this machine (`curl -s localhost:5000/predict`, `wget -qO- 127.0.0.1:8080`,
 * inline code that opens `http://127.0.0.1:5000/…`) exercises a running program: agents check the
 * servers they build this way. A request to another host fetches, it checks nothing here.
 */
const LOCAL_URL = /\b(?:https?|grpc|ws):\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::(\d+))?/i;
/** A client's URL operand on this machine, with or without its scheme (`localhost:5000/x`). */
const LOCAL_OPERAND = /^(?:(?:https?|ws):\/\/)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::(\d+))?(?:[/?]|$)/i;
/** A word that is, or ends in (`--index-url=…`), a URL with its scheme on this machine. */
const LOCAL_URL_WORD = /(?:^|=)(?:https?|ws|grpc):\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::(\d+))?(?:[/?]|$)/i;
/** Clients whose operand is the URL they request. */
const HTTP_CLIENT = /^(?:curl|wget|http|https|xh|httpie)$/;
/** A status line or a refusal that shows the request did not succeed, whatever the client's exit. */
const REQUEST_FAILED = /^HTTP\/[\d.]+ [45]\d\d\b|Connection refused|Failed to connect|couldn't connect|ECONNREFUSED/im;

/** Programs that only print, search or wait on text: a URL among their words requests nothing. */
const TEXT_ONLY = /^(?:echo|printf|grep|egrep|fgrep|rg|sed|awk|cat|head|tail|tee|less|more|export|sleep|test|\[|jq|xargs)$/;

/**
 * A client pointed at a service on this machine: an HTTP client's URL operand (`curl localhost:5000/x`),
 * or any other program given a local URL (`pip install --index-url http://localhost:8080/simple x`,
 * `git clone http://127.0.0.1:3000/repo.git`, `npm install --registry=http://localhost:4873`).
 */
export function localRequestOf(tool: string, args: readonly string[]): BuiltRunMatch | null {
  if (TEXT_ONLY.test(tool)) return null;
  if (SOCKET_CLIENT.test(tool)) return socketRequestOf(tool, args);
  const operand = (arg: string) => (HTTP_CLIENT.test(tool) ? LOCAL_OPERAND.exec(arg) : LOCAL_URL_WORD.exec(arg));
  const url = args.map(operand).find((match) => match !== null);
  if (url === undefined || url === null) return null;
  const where = `localhost${url[1] ? `:${url[1]}` : ""}`;
  return { kind: "run", runner: `${tool} ${where}`, why: `requests the service on this machine (${where})`, adHoc: true };
}

/** Clients that open a TCP connection to a host and port given as two operands (`telnet 127.0.0.1 6665`). */
const SOCKET_CLIENT = /^(?:telnet|nc|ncat|netcat)$/;
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|::1)$/i;
/** What telnet and `nc -v` print once they reach a port on this machine: the service's answer follows it. */
const LOCAL_CONNECTED = /^Connected to (?:localhost|127\.0\.0\.1|0\.0\.0\.0|::1)\.?$|^Connection to (?:localhost|127\.0\.0\.1|0\.0\.0\.0|::1) \d+ port \S+ succeeded!$/im;
/**
 * `nc -z`: a scan that sends nothing, asking only whether the port is open: a readiness probe, not a
 * request; `nc -l`: a listener, the server side, not a client.
 */
const SCAN_ONLY = /^-\w*[zl]/;

/** A socket client connected to a port on this machine (`telnet 127.0.0.1 6665`, `nc localhost 8080`). */
function socketRequestOf(tool: string, args: readonly string[]): BuiltRunMatch | null {
  if (args.some((arg) => SCAN_ONLY.test(arg))) return null;
  const host = args.findIndex((arg) => LOCAL_HOST.test(arg));
  const port = args[host + 1];
  if (host < 0 || port === undefined || !/^\d+$/.test(port)) return null;
  const where = `localhost:${port}`;
  return { kind: "run", runner: `${tool} ${where}`, why: `requests the service on this machine (${where})`, adHoc: true };
}

/**
 * Inline code that requests a service on this machine (`urllib.request.urlopen('http://127.0.0.1:5000/x')`,
 * `socket.create_connection(("127.0.0.1", 6665))`).
 */
export function requestsLocalService(code: string): string | null {
  const url = LOCAL_URL.exec(code) ?? (EXCHANGES_DATA.test(code) || isCut(code) ? LOCAL_SOCKET.exec(code) : null);
  if (url === null) return null;
  return `localhost${url[1] ? `:${url[1]}` : ""}`;
}

/**
 * A connection to a socket address on this machine, as Python's socket calls take it:
 * `create_connection(("127.0.0.1", 6665))`, `s.connect(("localhost", 8080))`; not a `bind`, which
 * asks whether the port is free.
 */
const LOCAL_SOCKET = /\b(?:create_connection|connect(?:_ex)?)\(\s*\(\s*["'](?:localhost|127\.0\.0\.1|0\.0\.0\.0|::1)["']\s*,\s*(\d+)\s*\)/;
/**
 * A socket that sends or reads: without that, the code only asked whether the port is open (as `nc -z`
 * does; `connect_ex` returns refusal as a number and exits 0 either way): a readiness probe, not a request.
 * Code the recorder cut may read in its cut part: its output decides.
 */
const EXCHANGES_DATA = /\.(?:send|sendall|sendto|recv|recvfrom|recv_into|makefile)\(/;

/**
 * A request's own part of the output shows it succeeded: a 2xx status line, the code as its first
 * line (`curl -w 'HTTP %{http_code}'`, a bare `200`), or a client's own success line
 * (`Successfully installed x-0.1.0`).
 */
const STATUS_OK = /^HTTP\/[\d.]+ 2\d\d\b.*$|^Successfully installed \S.*$/m;
/** The status code a client's format printed first, bare or labelled (`HTTP 200`, `index HTTP status: 200`). */
const CODE_OK = /^(?:HTTP|status|code)?:? ?2\d\d$|^[\w .-]{0,40}\b(?:HTTP|status|code)(?:[ _](?:status|code))?\s*[:=]\s*2\d\d$/i;

/** The line of the part a request started that shows it succeeded, when nothing in it says it failed; else null. */
export function requestSuccessLine(part: string | null): string | null {
  if (part === null || REQUEST_FAILED.test(part)) return null;
  const first = part.split("\n").find((line) => line.trim() !== "")?.trim() ?? "";
  return CODE_OK.test(first) ? first : (STATUS_OK.exec(part)?.[0].trim() ?? null);
}

/** The output shows the request failed (an HTTP error status, a refused connection). */
export function requestFailed(output: string | null): boolean {
  return output !== null && REQUEST_FAILED.test(output);
}

/**
 * A request's outcome from what it printed: failed when the output shows an error status or a refusal,
 * whatever the client's exit; passed when its status is hidden and the part of the output it starts
 * (`part`) shows its answer (`HTTP 200`, `Successfully installed …`); else null.
 */
export function requestOutcome(
  output: string | null,
  part: string | null,
  runner = "",
  echoed: readonly string[] = [],
): { outcome: "passed" | "failed"; from: "summary line"; quote?: string } | null {
  if (requestFailed(output)) return { outcome: "failed", from: "summary line" };
  const answered = (SOCKET_CLIENT.test(runner.split(" ")[0] ?? "") ? serviceAnswer(output, echoed) : null) ?? requestSuccessLine(part);
  return answered === null ? null : { outcome: "passed", from: "summary line", quote: answered };
}

/**
 * The first line a local service sent a socket client (`localhost login:`): after the client's own
 * `Connected to 127.0.0.1.`, which it prints wherever it stands in the output, a line that is neither
 * the client's own words nor one of the line's echoes. A connection the service closed without a
 * word showed only that the port was open: no answer.
 */
function serviceAnswer(output: string | null, echoed: readonly string[]): string | null {
  const connected = output === null ? null : LOCAL_CONNECTED.exec(output);
  if (output === null || connected === null) return null;
  const after = output.slice(connected.index + connected[0].length).split(/\r?\n/).map((line) => line.replace(/\^M|\r/g, "").trim());
  const sent = after.filter((line) => line !== "" && !CLIENT_WORDS.test(line) && !HARNESS_STATUS.test(line) && !echoed.includes(line));
  // a service that answered with an error answered, but not as a pass
  return sent.some((line) => SAYS_ERROR.test(line)) ? null : (sent[0] ?? null);
}

/** A line that reports an error, whoever printed it after the connection (`qemu: could not open console`). */
const SAYS_ERROR = /\b(?:error|errors|could not|cannot|can't|failed|failure|refused|denied|unable|not found|fatal|panic)\b/i;

/** A status line the agent's harness adds to a call's output (`exit code 1`), not the service's. */
const HARNESS_STATUS = /^(?:\[)?exit code:? -?\d+(?:\])?$|^\[timed out after [\d.]+ ?s\]$/i;

/** What telnet and nc print of their own about the connection, not what the service sent. */
const CLIENT_WORDS = /^(?:Trying \S+|Connected to \S+|Escape character is .*|Connection closed by foreign host\.?|Connection to \S+ \d+ port .*)$/;
