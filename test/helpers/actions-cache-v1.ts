/**
 * The legacy cache service (v1 REST, what @actions/cache 6 speaks on GitHub Enterprise Server or
 * without ACTIONS_CACHE_SERVICE_V2), served by the cache stand-in under `<ACTIONS_CACHE_URL>_apis/artifactcache/`:
 * - GET  cache?keys=k1,k2&version=v    204 on a miss, 200 {cacheKey, archiveLocation, ...} on a hit
 * - POST caches {key, version, cacheSize}    201 {cacheId}; 409 when the key exists or is reserved
 * - PATCH caches/{id} (Content-Range: bytes s-e/*)    204; POST caches/{id} {size}    204 (commit)
 * - GET  caches?key=k    200 {totalCount, artifactCaches} (the toolkit's miss diagnostics under RUNNER_DEBUG)
 * Every call needs the runtime token and the API version in Accept. The archive is a plain GET of a
 * signed loopback URL (not an Azure host, so the toolkit downloads it with its http client).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CacheEntry, CacheRequest } from "./actions-cache-server.js";

export const V1_API = "/_apis/artifactcache/";
const ARCHIVE = "/v1-archive/";
/** The Accept the toolkit sends; the service refuses a call without an API version. */
const API_VERSION = "api-version=6.0-preview.1";
const CHUNK_RANGE = /^bytes (\d+)-(\d+)\/\*$/;

/** What the v1 side needs of the stand-in it is part of. */
export interface CacheStore {
  readonly token: string;
  readonly url: string;
  readonly entries: CacheEntry[];
  readonly requests: CacheRequest[];
  failServiceWith: number | null;
  readonly v1HitsOmitKey: boolean;
  readonly v1ArchiveDelayMs: number;
  /** The entry a lookup answers (the stand-in's key rules), or undefined for a miss. */
  match(key: string, restoreKeys: string[], version: string): CacheEntry | undefined;
  /** Marks an entry committed as the newest. */
  commit(entry: CacheEntry, sizeBytes: number): void;
}

interface Reservation {
  entry: CacheEntry;
  chunks: Map<number, Buffer>;
}

export class CacheServiceV1 {
  private readonly reservations = new Map<number, Reservation>();
  private readonly archives = new Map<string, { data: Buffer; sig: string }>();

  constructor(private readonly store: CacheStore) {}

  serves(path: string): boolean {
    return path.includes(V1_API) || path.startsWith(ARCHIVE);
  }

  handle(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer): void {
    const method = req.method ?? "";
    if (url.pathname.startsWith(ARCHIVE)) return this.download(res, url, method);
    const resource = url.pathname.slice(url.pathname.indexOf(V1_API) + V1_API.length);
    const body = parseJson(raw);
    const operation = `${method} ${resource.replace(/\/\d+$/, "/{id}")}`;
    this.store.requests.push({ method, path: url.pathname, operation, body: body ?? raw.length });
    if (req.headers.authorization !== `Bearer ${this.store.token}`) return vssError(res, 401, "the runtime token is not valid");
    if (!String(req.headers.accept ?? "").includes(API_VERSION)) return vssError(res, 400, `Accept must name ${API_VERSION}`);
    if (this.store.failServiceWith !== null) return vssError(res, this.store.failServiceWith, "the cache service is failing");
    if (method === "GET" && resource === "cache") return this.lookup(res, url);
    if (method === "GET" && resource === "caches") return json(res, 200, { totalCount: 0, artifactCaches: [] });
    if (method === "POST" && resource === "caches") return this.reserve(res, body);
    const id = /^caches\/(\d+)$/.exec(resource)?.[1];
    const reservation = id === undefined ? undefined : this.reservations.get(Number(id));
    if (reservation === undefined) return vssError(res, 404, `no reserved cache ${resource}`);
    if (method === "PATCH") return this.chunk(req, res, reservation, raw);
    if (method === "POST") return this.commit(res, Number(id), reservation, body);
    return vssError(res, 405, `${method} ${resource} is not served`);
  }

  private lookup(res: ServerResponse, url: URL): void {
    const keys = (url.searchParams.get("keys") ?? "").split(",").filter(Boolean);
    const version = url.searchParams.get("version") ?? "";
    if (keys.length === 0 || version === "") return vssError(res, 400, "keys and version are required");
    const entry = this.store.match(keys[0]!, keys.slice(1), version);
    if (entry === undefined) return void res.writeHead(204).end();
    json(res, 200, {
      scope: "refs/heads/main", cacheKey: this.store.v1HitsOmitKey ? undefined : entry.key, cacheVersion: entry.version,
      creationTime: new Date(entry.createdAt * 1000).toISOString(), archiveLocation: this.archiveUrl(entry.blob),
    });
  }

  private reserve(res: ServerResponse, body: Record<string, unknown> | null): void {
    const key = String(body?.key ?? "");
    const version = String(body?.version ?? "");
    if (key === "" || version === "") return vssError(res, 400, "key and version are required");
    // a committed entry and a reservation in progress both hold the key (GitHub's 409 names both "exists")
    if (this.store.entries.some((entry) => entry.key === key && entry.version === version)) {
      return vssError(res, 409, `Cache already exists. Scope: refs/heads/main, Key: ${key}, Version: ${version}`);
    }
    const entry: CacheEntry = { key, version, blob: randomBytes(8).toString("hex"), committed: false, sizeBytes: 0, createdAt: 0 };
    this.store.entries.push(entry);
    const cacheId = this.store.entries.length;
    this.reservations.set(cacheId, { entry, chunks: new Map() });
    json(res, 201, { cacheId });
  }

  private chunk(req: IncomingMessage, res: ServerResponse, reservation: Reservation, data: Buffer): void {
    const range = CHUNK_RANGE.exec(String(req.headers["content-range"] ?? ""));
    if (req.headers["content-type"] !== "application/octet-stream") return vssError(res, 400, "chunks are application/octet-stream");
    if (range === null) return vssError(res, 400, "Content-Range must be bytes start-end/*");
    const start = Number(range[1]);
    if (Number(range[2]) - start + 1 !== data.length) return vssError(res, 400, `Content-Range ${range[0]} does not match ${data.length} bytes`);
    reservation.chunks.set(start, data);
    res.writeHead(204).end();
  }

  private commit(res: ServerResponse, id: number, reservation: Reservation, body: Record<string, unknown> | null): void {
    const parts = [...reservation.chunks.entries()].sort(([a], [b]) => a - b);
    let offset = 0;
    for (const [start, data] of parts) {
      if (start !== offset) return vssError(res, 400, `chunks leave a gap at byte ${offset}`);
      offset += data.length;
    }
    if (Number(body?.size) !== offset) return vssError(res, 400, `size ${String(body?.size)} does not match the ${offset} bytes uploaded`);
    this.archives.set(reservation.entry.blob, { data: Buffer.concat(parts.map(([, data]) => data)), sig: randomBytes(12).toString("base64url") });
    this.store.commit(reservation.entry, offset);
    this.reservations.delete(id);
    res.writeHead(204).end();
  }

  private archiveUrl(blob: string): string {
    return `${this.store.url.replace(/\/$/, "")}${ARCHIVE}${blob}?sig=${this.archives.get(blob)!.sig}`;
  }

  private download(res: ServerResponse, url: URL, method: string): void {
    const archive = this.archives.get(url.pathname.slice(ARCHIVE.length));
    this.store.requests.push({ method, path: url.pathname, operation: "v1-archive", body: 0 });
    if (archive === undefined || url.searchParams.get("sig") !== archive.sig) return vssError(res, 403, "the archive's signature is not valid");
    const send = () => res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(archive.data.length) }).end(archive.data);
    if (this.store.v1ArchiveDelayMs > 0) setTimeout(send, this.store.v1ArchiveDelayMs);
    else send();
  }
}

function parseJson(raw: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw.toString("utf8"));
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/** The service's error body (an Azure DevOps exception): the toolkit quotes its `message`. */
function vssError(res: ServerResponse, status: number, message: string): void {
  json(res, status, { $id: "1", innerException: null, message, typeName: "GitHub.Services.WebApi.VssServiceException", typeKey: "VssServiceException", errorCode: 0, eventId: 3000 });
}
