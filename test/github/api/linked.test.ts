import { describe, expect, it } from "vitest";
import { closesIssue } from "../../../src/github/api/linked.js";

const REPO = { owner: "octo", repo: "demo" };

describe("closesIssue: GitHub's closing keywords in a PR description", () => {
  it.each([
    "Fixes #5",
    "fixes #5.",
    "This pull request fixes #5",
    "Closes: #5",
    "RESOLVED #5",
    "close #5, fix #6",
    "* Resolves octo/demo#5",
    "Fixed https://github.com/octo/demo/issues/5",
    "fix #6\nfix #5",
  ])("%j closes #5", (body) => {
    expect(closesIssue(body, REPO, 5)).toBe(true);
  });

  it.each([
    "Related to #5",
    "Fixes #55",
    "Fixes #5a",
    "prefix #5",
    "hotfixes #5",
    "Fixes other/demo#5",
    "Fixes https://github.com/octo/other/issues/5",
    "Fixes #6, #5",
    "Fixes\n#5 later",
    "",
  ])("%j does not close #5", (body) => {
    expect(closesIssue(body, REPO, 5)).toBe(false);
  });
});
