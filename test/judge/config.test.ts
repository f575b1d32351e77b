import { describe, expect, it } from "vitest";
import { resolveJudgeConfig } from "../../src/judge/config.js";
import { redactSecrets } from "../../src/evidence/redact.js";

describe("resolveJudgeConfig", () => {
  it("skips judging without a key and without a base URL, with the reason", () => {
    const r = resolveJudgeConfig({}, {});
    expect(r).toMatchObject({ status: "skipped" });
    expect(r.status === "skipped" && r.reason).toMatch(/OPENAI_API_KEY is not set/);
    expect(resolveJudgeConfig({ noLlm: true }, { OPENAI_API_KEY: "sk-x" })).toMatchObject({ status: "skipped" });
  });

  it("reads the key from --api-key-env and the endpoint from OPENAI_BASE_URL; registers the key for redaction", () => {
    const key = "judge-secret-value-123456";
    const r = resolveJudgeConfig({ apiKeyEnv: "MY_JUDGE_KEY", model: "m", repeats: "4" }, { MY_JUDGE_KEY: key, OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(r.status).toBe("ready");
    if (r.status !== "ready") return;
    expect(r.config).toMatchObject({ apiKey: key, baseURL: "http://127.0.0.1:9/v1", model: "m", repeats: 4 });
    expect(redactSecrets(`error: bad key ${key}`).text).toBe("error: bad key [REDACTED:configured-secret]");
  });

  it("judges a keyless local endpoint given --base-url", () => {
    const r = resolveJudgeConfig({ baseUrl: "http://localhost:8000/v1" }, {});
    expect(r).toMatchObject({ status: "ready", config: { apiKey: null, repeats: 2, rubric: { source: "preset:coding" } } });
  });

  it("rejects odd or malformed repeats and bad URLs", () => {
    expect(() => resolveJudgeConfig({ repeats: 3 }, {})).toThrow(/even/);
    expect(() => resolveJudgeConfig({ repeats: "two" }, {})).toThrow(/positive integer/);
    expect(() => resolveJudgeConfig({ baseUrl: "localhost:8000" }, {})).toThrow(/http/);
  });

  it("refuses a rubric that cannot be used, naming it", () => {
    expect(() => resolveJudgeConfig({ criteria: "nope", baseUrl: "http://x/v1" }, {})).toThrow(/criteria "nope" cannot be used/);
  });
});

describe("judge options", () => {
  const ready = (options: Parameters<typeof resolveJudgeConfig>[0]) => {
    const r = resolveJudgeConfig({ baseUrl: "http://127.0.0.1:9/v1", ...options }, {});
    if (r.status !== "ready") throw new Error("not ready");
    return r;
  };

  it("defaults by model kind: the reasoning default model gets the larger budget and low effort, a plain model neither", () => {
    expect(ready({}).config).toMatchObject({ model: "gpt-6-luna", maxOutputTokens: 16_000, reasoningEffort: "low" });
    expect(ready({ model: "gpt-4.1-mini" }).config).toMatchObject({ maxOutputTokens: 1_500, reasoningEffort: null });
    expect(ready({ model: "llama3.2", reasoningEffort: "medium" }).config).toMatchObject({ maxOutputTokens: 16_000, reasoningEffort: "medium" });
    expect(ready({ model: "o3", maxReplyTokens: "4000" }).config.maxOutputTokens).toBe(4_000);
  });

  it("timeouts: 60 s per call, a wall of 60 s per criterion and pair at most 5 min, both settable", () => {
    expect(ready({}).config).toMatchObject({ callTimeoutMs: 60_000, wallBudgetMs: 180_000, maxRetries: 3 });
    expect(ready({ repeats: 8 }).config.wallBudgetMs).toBe(300_000);
    expect(ready({ requestTimeout: "2.5", judgeTimeout: "30", maxRetries: "0" }).config).toMatchObject({ callTimeoutMs: 2_500, wallBudgetMs: 30_000, maxRetries: 0 });
  });

  it("prices: the options, else the built-in table, else none", () => {
    expect(ready({ priceInput: "1", priceOutput: "2" }).config.price).toEqual({ inputPerMTok: 1, outputPerMTok: 2 });
    expect(ready({}).config.price).toMatchObject({ inputPerMTok: 0.1 });
    expect(ready({ model: "local" }).config.price).toBeNull();
  });

  it("judge required: by default when a key or endpoint is set, on request otherwise; never silently", () => {
    expect(ready({}).required).toBe(true);
    expect(resolveJudgeConfig({}, {})).toMatchObject({ status: "skipped", required: false });
    expect(resolveJudgeConfig({ judgeRequired: "true" }, { OPENAI_API_KEY: "" })).toMatchObject({ status: "skipped", required: true });
    expect(ready({ judgeRequired: false }).required).toBe(false);
  });

  it("rejects malformed values with one line naming the option", () => {
    expect(() => ready({ reasoningEffort: "max" })).toThrow(/--reasoning-effort must be low, medium, high/);
    expect(() => ready({ judgeTimeout: "0" })).toThrow(/--judge-timeout must be seconds/);
    expect(() => ready({ requestTimeout: "soon" })).toThrow(/--request-timeout/);
    expect(() => ready({ maxRetries: "-1" })).toThrow(/--max-retries/);
    expect(() => ready({ maxReplyTokens: "1.5" })).toThrow(/--max-reply-tokens/);
    expect(() => ready({ priceInput: "1" })).toThrow(/--price-input and --price-output go together/);
    expect(() => ready({ priceInput: "-1", priceOutput: "1" })).toThrow(/--price-input must be/);
    expect(() => ready({ judgeRequired: "yes" })).toThrow(/--judge-required must be true or false/);
    expect(() => resolveJudgeConfig({ baseUrl: "http://x/v1?key=1" }, {})).toThrow(/query string is kept only on Azure/);
  });
});
