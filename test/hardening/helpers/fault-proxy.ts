/**
 * A loopback proxy in front of the GitHub stand-in that injects faults by route: a status on every
 * matching call, a connection that never answers, a reset. Links the stand-in writes point through
 * the proxy, so every later call (pagination, downloads) meets the same faults. A gate can hold
 * calls back, to interleave two runs.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeGitHub } from "../../helpers/github-server.js";

export type Fault = { status: number; message?: string; headers?: Record<string, string> } | "hang" | "reset";
export interface ProxiedRequest {
  method: string;
  path: string;
  fault: string | null;
}

export class FaultProxy {
  /** The fault for a call, or null to pass it on to the stand-in. */
  rule: (method: string, path: string) => Fault | null = () => null;
  /** Awaited before a call is passed on: tests hold calls back to interleave two runs. */
  gate: (method: string, path: string) => Promise<void> | null = () => null;
  readonly requests: ProxiedRequest[] = [];
  private target = "";
  private server = createServer((req, res) => void this.handle(req, res));

  async start(github: FakeGitHub): Promise<this> {
    this.target = github.url;
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    github.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const fault = this.rule(method, path);
    this.requests.push({ method, path, fault: fault === null ? null : typeof fault === "string" ? fault : String(fault.status) });
    if (fault === "hang") return;
    if (fault === "reset") return void req.socket.destroy();
    await this.gate(method, path);
    if (fault !== null) {
      res.writeHead(fault.status, { "content-type": "application/json", ...fault.headers });
      return void res.end(JSON.stringify({ message: fault.message ?? "fault injected" }));
    }
    const upstream = forward(`${this.target}${req.url}`, { method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    upstream.end(Buffer.concat(chunks));
  }
}
