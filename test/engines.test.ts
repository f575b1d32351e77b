/**
 * The Node versions package.json promises are ones every locked dependency accepts, so `npm ci` on
 * a supported Node prints no EBADENGINE warning (content-type 3, under @octokit/request, needs 22).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const semver = createRequire(import.meta.url)("semver") as { subset(a: string, b: string): boolean; satisfies(v: string, r: string): boolean };
const ours = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node;
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { engines?: { node?: string } | string[] }> };

describe("engines", () => {
  it("package.json and the lock file's root agree", () => {
    expect(lock.packages[""]?.engines).toEqual({ node: ours });
  });

  it("every Node version package.json accepts, every locked package accepts too", () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== "")
      .map(([path, entry]) => ({ path, node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ node }) => node !== undefined && !semver.subset(ours, node!));
    expect(refusing).toEqual([]);
  });

  it("Node 20 is not promised (past its end of life, and content-type 3 refuses it); the action's node24 is", () => {
    expect(semver.satisfies("20.19.0", ours)).toBe(false);
    expect(semver.satisfies("24.0.0", ours)).toBe(true);
    expect(semver.satisfies("22.13.0", ours)).toBe(true);
  });
});
