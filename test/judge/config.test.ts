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

  it("carries the rubric fallback note", () => {
    const r = resolveJudgeConfig({ criteria: "nope", baseUrl: "http://x/v1" }, {});
    expect(r.notes[0]).toMatch(/"nope"/);
  });
});
