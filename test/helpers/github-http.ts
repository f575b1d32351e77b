/** HTTP plumbing of the GitHub stand-in: answers, JSON bodies, listening on loopback. */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Answer {
  status: number;
  body: unknown;
  /** A non-JSON body (the diff media type). */
  raw?: string;
  headers?: Record<string, string>;
}

/** The request's Accept header, kept beside its parsed URL for the routes that read it. */
export const ACCEPT = new WeakMap<URL, string>();
export const accept = (url: URL) => ACCEPT.get(url) ?? "";

export const notFound = (): Answer => ({ status: 404, body: { message: "Not Found" } });
export const forbidden = (): Answer => ({ status: 403, body: { message: "Resource not accessible by integration" } });
export const invalid = (message: string): Answer => ({ status: 422, body: { message: "Validation Failed", errors: [{ message }] } });

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (body === null) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
