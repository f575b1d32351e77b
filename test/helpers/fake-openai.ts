/**
 * A loopback OpenAI-compatible Chat Completions server (node:http on 127.0.0.1, port 0) for the
 * judge's tests: the real `openai` client talks to it over HTTP, and each test scripts the replies.
 */
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { countTokens } from "../../src/judge/tokens.js";

export interface ReceivedRequest {
  index: number;
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    logprobs?: boolean;
    top_logprobs?: number;
    temperature?: number;
    max_tokens?: number;
  };
}

export interface ScriptedResponse {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON body; ignored when `raw` is given. */
  json?: unknown;
  raw?: string;
  delayMs?: number;
}

export type Responder = (request: ReceivedRequest) => ScriptedResponse | Promise<ScriptedResponse>;

export interface FakeOpenAI {
  /** Base URL for the client, ending in /v1. */
  baseURL: string;
  requests: ReceivedRequest[];
  /** Most requests being handled at the same time. */
  maxInFlight: number;
  close(): Promise<void>;
}

/** How long the stand-in keeps an idle connection open: longer than any test's pause between calls. */
const IDLE_SOCKET_MS = 120_000;

export async function startFakeOpenAI(responder: Responder): Promise<FakeOpenAI> {
  const requests: ReceivedRequest[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        inFlight += 1;
        state.maxInFlight = Math.max(state.maxInFlight, inFlight);
        const raw = Buffer.concat(chunks).toString("utf8");
        let body: ReceivedRequest["body"];
        try {
          body = JSON.parse(raw) as ReceivedRequest["body"];
        } catch {
          body = {};
        }
        const request: ReceivedRequest = { index: requests.length, path: req.url ?? "", headers: req.headers, raw, body };
        requests.push(request);
        const reply = await responder(request);
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        inFlight -= 1;
        if (res.destroyed) return;
        const text = reply.raw ?? JSON.stringify(reply.json ?? {});
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
        res.end(text);
      })();
    });
  });
  // Node closes an idle keep-alive socket after 5 s; a client that reuses it at that moment has its
  // request reset and retried unseen, so a slow (loaded) test run would count a call the log lacks
  server.keepAliveTimeout = IDLE_SOCKET_MS;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TokenSpec {
  token: string;
  /** Alternatives as token → probability; the sampled token's own probability is taken from here. */
  top?: Record<string, number>;
}

const ln = (p: number): number => Math.log(p);

/** A Chat Completions response with per-token logprobs built from the token specs. */
export function completion(
  tokens: TokenSpec[] | null,
  options: { text?: string; usage?: { prompt: number; completion: number; cached?: number } } = {},
): unknown {
  const text = options.text ?? (tokens ?? []).map((t) => t.token).join("");
  const content =
    tokens === null
      ? null
      : tokens.map((t) => {
          const top = Object.entries(t.top ?? { [t.token]: 1 });
          const own = t.top?.[t.token] ?? 1;
          return {
            token: t.token,
            logprob: ln(own),
            bytes: null,
            top_logprobs: top.map(([token, p]) => ({ token, logprob: ln(p), bytes: null })),
          };
        });
  const usage = options.usage ?? { prompt: 1000, completion: 50, cached: 0 };
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 1,
    model: "fake-judge",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text, refusal: null }, logprobs: tokens === null ? null : { content, refusal: null } }],
    usage: {
      prompt_tokens: usage.prompt,
      completion_tokens: usage.completion,
      total_tokens: usage.prompt + usage.completion,
      prompt_tokens_details: { cached_tokens: usage.cached ?? 0 },
    },
  };
}

/** A letter distribution: letter → probability. */
export type Dist = Record<string, number>;

function argmax(dist: Dist): string {
  return Object.entries(dist).sort((a, b) => b[1] - a[1])[0]![0];
}

/** Tokens of one score line: `<score_X>`, a space token, the letter with its alternatives, the close tag. */
export function scoreLine(slot: "A" | "B", dist: Dist, fused = false): TokenSpec[] {
  if (fused) {
    const top = Object.fromEntries(Object.entries(dist).map(([k, p]) => [`>${k}`, p]));
    return [{ token: `<score_${slot}` }, { token: `>${argmax(dist)}`, top }, { token: ` </score_${slot}>` }, { token: "\n" }];
  }
  return [{ token: `<score_${slot}>` }, { token: " " }, { token: argmax(dist), top: dist }, { token: ` </score_${slot}>` }, { token: "\n" }];
}

/** A judge reply: some reasoning, then both score lines. */
export function scoredReply(a: Dist, b: Dist, options: { fused?: boolean; preamble?: string } = {}): TokenSpec[] {
  const preamble = options.preamble ?? "The trajectory ran the tests after the edit.\n";
  return [{ token: preamble }, ...scoreLine("A", a, options.fused), ...scoreLine("B", b, options.fused)];
}

/** Which slot holds the agent in a judge request (the checks block names it). */
export function agentSlot(request: ReceivedRequest): "A" | "B" {
  const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
  return /about the trajectory in slot B/.test(user) ? "B" : "A";
}

/** The criterion a judge request asks about. */
export function criterionOf(request: ReceivedRequest): string {
  const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
  return /## Criterion: (.*)/.exec(user)?.[1] ?? "";
}

/** A judge that gives the agent `agent` and the baseline `baseline`, whichever slot they are in. */
export function scriptedJudge(agent: Dist, baseline: Dist, options: { fused?: boolean } = {}): Responder {
  return (request) => {
    const [a, b] = agentSlot(request) === "A" ? [agent, baseline] : [baseline, agent];
    const tokens = scoredReply(a, b, options);
    const usage = { prompt: promptTokensOf(request), completion: 50 };
    return { json: completion(request.body.logprobs ? tokens : null, { text: tokensText(tokens), usage }) };
  };
}

/** The request's prompt as the judge counts it: what an endpoint that read all of it reports. */
export function promptTokensOf(request: ReceivedRequest): number {
  return countTokens((request.body.messages ?? []).map((m) => m.content).join("\n"));
}

export function tokensText(tokens: TokenSpec[]): string {
  return tokens.map((t) => t.token).join("");
}
