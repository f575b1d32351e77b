/**
 * A loopback stand-in of the GitHub Actions cache service v2, as @actions/cache 6 speaks it: Twirp
 * JSON at `/twirp/github.actions.results.api.v1.CacheService/<method>` (bearer ACTIONS_RUNTIME_TOKEN,
 * snake_case fields) handing out signed URLs to an Azure Blob endpoint, which is served here too
 * (Put Blob, Put Block + Put Block List, Get Blob with a Range, Get Blob Properties), in memory.
 * Key lookup follows GitHub's rules: the key exactly, then the key and each restore key as a prefix,
 * newest entry first, always within the same version. The legacy v1 REST protocol is served too, from
 * the same entries (./actions-cache-v1.ts; `envV1()`). Nothing leaves 127.0.0.1.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { CacheServiceV1 } from "./actions-cache-v1.js";
import { close, listen } from "./github-http.js";

const TWIRP = "/twirp/github.actions.results.api.v1.CacheService/";
/** Azurite's account name: the Azure SDK reads the first path segment of an IP-style URL as the account. */
const ACCOUNT = "devstoreaccount1";
const CONTAINER = "actions-cache";

export interface CacheEntry {
  key: string;
  version: string;
  blob: string;
  committed: boolean;
  sizeBytes: number;
  createdAt: number;
}

export interface CacheRequest {
  method: string;
  path: string;
  /** The Twirp method, or the blob operation (`put-blob`, `put-block`, `put-block-list`, `get-blob`, `head-blob`). */
  operation: string;
  body: unknown;
}

export class FakeActionsCache {
  readonly token = `stand-in-runtime-${randomBytes(6).toString("hex")}`;
  readonly entries: CacheEntry[] = [];
  readonly requests: CacheRequest[] = [];
  /** Answer every call to the service (Twirp, or v1 REST) with this HTTP status instead of serving it. */
  failServiceWith: number | null = null;
  /** Answer every lookup with a miss, as for a run that started before an entry was saved. */
  lookupsMiss = false;
  /** v1: answer a hit without `cacheKey` (optional in the protocol): the toolkit extracts the archive yet reports a miss. */
  v1HitsOmitKey = false;
  /** v1: hold each archive download this long, as a slow storage account would. */
  v1ArchiveDelayMs = 0;
  url = "";
  private readonly blobs = new Map<string, Buffer>();
  private readonly blocks = new Map<string, Map<string, Buffer>>();
  private readonly signatures = new Map<string, string>();
  private clock = 0;
  private readonly v1 = new CacheServiceV1(this);
  private server: Server = createServer((req, res) => void this.handle(req, res).catch((error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end(String(error));
  }));

  async start(): Promise<this> {
    this.url = `http://127.0.0.1:${await listen(this.server)}/`;
    return this;
  }

  stop(): Promise<void> {
    return close(this.server);
  }

  /** What a runner sets for the cache service v2 (github.com, so the toolkit does not fall back to v1). */
  env(): Record<string, string> {
    return { ACTIONS_RESULTS_URL: this.url, ACTIONS_RUNTIME_TOKEN: this.token, ACTIONS_CACHE_SERVICE_V2: "true", GITHUB_SERVER_URL: "https://github.com" };
  }

  /** What a GitHub Enterprise Server runner sets: the legacy service's URL (with its path), no ACTIONS_CACHE_SERVICE_V2. */
  envV1(): Record<string, string> {
    return { ACTIONS_CACHE_URL: `${this.url}_services/artifactcache/stand-in/`, ACTIONS_RUNTIME_TOKEN: this.token, GITHUB_SERVER_URL: "https://ghes.example.test" };
  }

  committed(): CacheEntry[] {
    return this.entries.filter((entry) => entry.committed);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readAll(req);
    if (url.pathname.startsWith(TWIRP)) return this.twirp(req, res, url.pathname.slice(TWIRP.length), body);
    if (this.v1.serves(url.pathname)) return this.v1.handle(req, res, url, body);
    return this.blob(req, res, url, body);
  }

  private twirp(req: IncomingMessage, res: ServerResponse, method: string, raw: Buffer): void {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      return twirpError(res, 400, "malformed", "the body is not JSON");
    }
    this.requests.push({ method: req.method ?? "", path: TWIRP + method, operation: method, body });
    if (req.method !== "POST" || req.headers["content-type"] !== "application/json") return twirpError(res, 400, "bad_route", "POST application/json only");
    if (req.headers.authorization !== `Bearer ${this.token}`) return twirpError(res, 401, "unauthenticated", "invalid runtime token");
    if (this.failServiceWith !== null) return twirpError(res, this.failServiceWith, "internal", "the cache service is failing");
    const key = String(body.key ?? "");
    const version = String(body.version ?? "");
    if (key === "" || version === "") return twirpError(res, 400, "invalid_argument", "key and version are required");
    if (method === "CreateCacheEntry") return this.create(res, key, version);
    if (method === "FinalizeCacheEntryUpload") return this.finalize(res, key, version, Number(body.size_bytes ?? -1));
    if (method === "GetCacheEntryDownloadURL") return this.lookup(res, key, (body.restore_keys as string[] | undefined) ?? [], version);
    return twirpError(res, 404, "bad_route", `no method ${method}`);
  }

  private create(res: ServerResponse, key: string, version: string): void {
    if (this.committed().some((entry) => entry.key === key && entry.version === version)) {
      return twirpError(res, 409, "already_exists", "cache entry with the same key, version, and scope already exists");
    }
    const blob = `${randomBytes(8).toString("hex")}`;
    this.entries.push({ key, version, blob, committed: false, sizeBytes: 0, createdAt: ++this.clock });
    json(res, 200, { ok: true, signed_upload_url: this.signed(blob) });
  }

  private finalize(res: ServerResponse, key: string, version: string, sizeBytes: number): void {
    const entry = this.entries.find((e) => !e.committed && e.key === key && e.version === version);
    const data = entry === undefined ? undefined : this.blobs.get(entry.blob);
    if (entry === undefined || data === undefined) return json(res, 200, { ok: false, message: "no upload for this key and version" });
    if (data.length !== sizeBytes) return json(res, 200, { ok: false, message: `size ${sizeBytes} does not match the ${data.length} bytes uploaded` });
    this.commit(entry, sizeBytes);
    json(res, 200, { ok: true, entry_id: String(this.entries.indexOf(entry) + 1) });
  }

  commit(entry: CacheEntry, sizeBytes: number): void {
    Object.assign(entry, { committed: true, sizeBytes, createdAt: ++this.clock });
  }

  /** The entry a lookup answers, or undefined for a miss (always when `lookupsMiss`). */
  match(key: string, restoreKeys: string[], version: string): CacheEntry | undefined {
    if (this.lookupsMiss) return undefined;
    const newestFirst = this.committed().filter((e) => e.version === version).sort((a, b) => b.createdAt - a.createdAt);
    return newestFirst.find((e) => e.key === key)
      ?? [key, ...restoreKeys].map((prefix) => newestFirst.find((e) => e.key.startsWith(prefix))).find((e) => e !== undefined);
  }

  private lookup(res: ServerResponse, key: string, restoreKeys: string[], version: string): void {
    const match = this.match(key, restoreKeys, version);
    if (match === undefined) return json(res, 200, { ok: false, signed_download_url: "", matched_key: "" });
    json(res, 200, { ok: true, signed_download_url: this.signed(match.blob), matched_key: match.key });
  }

  /** A SAS-style URL: the signature is checked on every blob request. */
  private signed(blob: string): string {
    const sig = this.signatures.get(blob) ?? randomBytes(12).toString("base64url");
    this.signatures.set(blob, sig);
    return `${this.url}${ACCOUNT}/${CONTAINER}/${blob}?sv=2025-01-05&sr=b&sp=rcw&sig=${sig}`;
  }

  private blob(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): void {
    const [account, container, name] = url.pathname.split("/").filter(Boolean);
    const comp = url.searchParams.get("comp");
    const operation = blobOperation(req.method ?? "", comp);
    this.requests.push({ method: req.method ?? "", path: url.pathname, operation, body: body.length });
    if (account !== ACCOUNT || container !== CONTAINER || name === undefined || !this.signatures.has(name)) return storageError(res, 404, "BlobNotFound");
    if (url.searchParams.get("sig") !== this.signatures.get(name)) return storageError(res, 403, "AuthenticationFailed");
    if (operation === "put-blob") {
      if (req.headers["x-ms-blob-type"] !== "BlockBlob") return storageError(res, 400, "MissingRequiredHeader");
      this.blobs.set(name, body);
      return created(res);
    }
    if (operation === "put-block") {
      const staged = this.blocks.get(name) ?? new Map<string, Buffer>();
      staged.set(url.searchParams.get("blockid") ?? "", body);
      this.blocks.set(name, staged);
      return created(res);
    }
    if (operation === "put-block-list") {
      const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]!);
      const staged = this.blocks.get(name);
      if (staged === undefined || ids.some((id) => !staged.has(id))) return storageError(res, 400, "InvalidBlockList");
      this.blobs.set(name, Buffer.concat(ids.map((id) => staged.get(id)!)));
      this.blocks.delete(name);
      return created(res);
    }
    const data = this.blobs.get(name);
    if (data === undefined) return storageError(res, 404, "BlobNotFound");
    if (operation === "head-blob") return void res.writeHead(200, blobHeaders(data.length)).end();
    if (operation !== "get-blob") return storageError(res, 405, "UnsupportedHttpVerb");
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers["x-ms-range"] ?? req.headers.range ?? ""));
    if (range === null) return void res.writeHead(200, blobHeaders(data.length)).end(data);
    const start = Number(range[1]);
    const end = Math.min(range[2] === "" ? data.length - 1 : Number(range[2]), data.length - 1);
    if (start > end) return storageError(res, 416, "InvalidRange");
    const part = data.subarray(start, end + 1);
    res.writeHead(206, { ...blobHeaders(part.length), "content-range": `bytes ${start}-${end}/${data.length}` }).end(part);
  }
}

function blobOperation(method: string, comp: string | null): string {
  if (method === "PUT") return comp === "block" ? "put-block" : comp === "blocklist" ? "put-block-list" : "put-blob";
  return method === "HEAD" ? "head-blob" : method === "GET" ? "get-blob" : method.toLowerCase();
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** Twirp's error body: `{code, msg}` with the matching HTTP status. */
function twirpError(res: ServerResponse, status: number, code: string, msg: string): void {
  json(res, status, { code, msg });
}

function storageHeaders(): Record<string, string> {
  return { "x-ms-request-id": randomBytes(8).toString("hex"), "x-ms-version": "2025-01-05", date: new Date().toUTCString() };
}

function created(res: ServerResponse): void {
  res.writeHead(201, { ...storageHeaders(), etag: `"0x${randomBytes(6).toString("hex")}"`, "last-modified": new Date().toUTCString(), "content-length": "0" }).end();
}

function blobHeaders(length: number): Record<string, string> {
  return {
    ...storageHeaders(), "content-type": "application/octet-stream", "content-length": String(length), "x-ms-blob-type": "BlockBlob",
    etag: '"0x1"', "last-modified": new Date(0).toUTCString(), "accept-ranges": "bytes",
  };
}

function storageError(res: ServerResponse, status: number, code: string): void {
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
  res.writeHead(status, { ...storageHeaders(), "content-type": "application/xml", "x-ms-error-code": code }).end(xml);
}
