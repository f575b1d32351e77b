/**
 * action.yml shows each input's real default, and inputs.ts reads an empty input as that same value;
 * judge tuning has one home, `judge-config`, and the old separate inputs are still read.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INPUT_DEFAULTS, InputProblem, JUDGE_CONFIG_KEYS, readInputs } from "../../src/github/context/inputs.js";
import { captureStdoutSync } from "../helpers/stdout.js";

interface ActionInput {
  default?: string;
  deprecationMessage?: string;
}
const ACTION = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, ActionInput> };
/** The runner's own token expression, and a list whose empty value means "none", are not the code's defaults. */
const NOT_CODE_DEFAULTS = new Set(["github-token", "agent-branch-prefixes"]);
const BASE = { GITHUB_WORKSPACE: "/w", RUNNER_TEMP: "/t" };
const REQUIRED = { "github-token": "t", "transcript-path": "t.json" };

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (key.startsWith("INPUT_")) delete process.env[key];
  Object.assign(process.env, saved);
});

/** readInputs as the runner calls it: every input in the environment as INPUT_<NAME>. */
function read(inputs: Record<string, string>) {
  for (const key of Object.keys(process.env)) if (key.startsWith("INPUT_")) delete process.env[key];
  for (const [name, value] of Object.entries({ ...REQUIRED, ...inputs })) process.env[`INPUT_${name.toUpperCase()}`] = value;
  // readInputs masks the credentials (::add-mask:: on stdout): captured, and nothing else is written
  const { value, written } = captureStdoutSync(() => readInputs({ ...BASE }));
  expect(written.split("\n").filter((line) => line !== "" && !line.startsWith("::add-mask::"))).toEqual([]);
  return value;
}

describe("action.yml defaults", () => {
  const shown = Object.entries(ACTION.inputs).filter(([name, input]) => (input.default ?? "") !== "" && !NOT_CODE_DEFAULTS.has(name));

  it("every default action.yml shows is the one inputs.ts applies to an empty input, and the other way round", () => {
    expect(Object.fromEntries(shown.map(([name, input]) => [name, input.default]))).toEqual(INPUT_DEFAULTS);
    expect(ACTION.inputs.model?.default).toBe("gpt-6-luna");
    expect(ACTION.inputs.repeats?.default).toBe("2");
  });

  it("an input left empty reads exactly as the default action.yml shows", () => {
    const empty = Object.fromEntries(shown.map(([name]) => [name, ""]));
    const defaults = Object.fromEntries(shown.map(([name, input]) => [name, input.default!]));
    expect(read(empty)).toEqual(read(defaults));
    expect(read(empty).judge).toMatchObject({ model: "gpt-6-luna", repeats: "2", criteria: "coding" });
  });

  it("an input whose default depends on others keeps an empty default and says so", () => {
    for (const name of ["judge-required", "base-url", "token-budget", "report-path"]) expect(ACTION.inputs[name]?.default, name).toBe("");
  });
});

describe("judge-config", () => {
  it("sets the tuning from YAML, and from JSON", () => {
    const yaml = read({ "judge-config": "request-timeout: 90\nmax-retries: 1\nreasoning-effort: high\ntoken-budget: 500000\nmax-transcript-bytes: 1024\nprice-input: 0.5" });
    expect(yaml.judge.tuning).toMatchObject({ requestTimeout: "90", maxRetries: "1", reasoningEffort: "high", priceInput: "0.5" });
    expect(yaml.judge.tokenBudget).toBe(500_000);
    expect(yaml.maxTranscriptBytes).toBe(1024);
    const json = read({ "judge-config": '{"judge-timeout": 120, "max-reply-tokens": 4000}' });
    expect(json.judge.tuning).toMatchObject({ judgeTimeout: "120", maxReplyTokens: 4000 });
  });

  it("validates each key with the schema of the input of the same name, and names the key", () => {
    expect(() => read({ "judge-config": "request-timeout: soon" })).toThrow(/^input judge-config: request-timeout "soon": must be seconds$/);
    expect(() => read({ "judge-config": "reasoning-effort: extreme" })).toThrow(/judge-config: reasoning-effort .*low, medium or high/);
    expect(() => read({ "judge-config": "token-budget: -5" })).toThrow(InputProblem);
  });

  it("refuses an unknown key, a list, and YAML that does not parse, in one line", () => {
    expect(() => read({ "judge-config": "request-timout: 90" })).toThrow(/unknown key "request-timout"; known keys: max-reply-tokens/);
    expect(() => read({ "judge-config": "- 90" })).toThrow(/must be a mapping/);
    expect(() => read({ "judge-config": "a: [1" })).toThrow(/not YAML or JSON/);
    expect(() => read({ "judge-config": "request-timeout: {a: 1}" })).toThrow(/must be a number or a word/);
  });

  it("the old separate inputs are still read, each marked deprecated in action.yml; a key given both ways is an error", () => {
    expect(read({ "request-timeout": "45", "token-budget": "1000" }).judge).toMatchObject({ tokenBudget: 1000, tuning: { requestTimeout: "45" } });
    expect(() => read({ "request-timeout": "45", "judge-config": "request-timeout: 90" })).toThrow(/request-timeout is also given as the input request-timeout/);
    for (const key of JUDGE_CONFIG_KEYS) {
      expect(ACTION.inputs[key]?.deprecationMessage, key).toContain("judge-config");
      expect(ACTION.inputs["judge-config"]?.default).toBe("");
    }
    expect(JUDGE_CONFIG_KEYS).toHaveLength(10);
  });
});
