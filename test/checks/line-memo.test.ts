import { expect, test } from "vitest";
import { MAX_LINES_KEPT, perLine } from "../../src/checks/line-memo.js";

test("a line is read once and its reading shared, frozen", () => {
  const asked: string[] = [];
  const words = perLine((line: string) => (asked.push(line), line.split(" ")));
  const first = words("npm test");
  expect(words("npm test")).toBe(first);
  expect(words("npm run lint")).toEqual(["npm", "run", "lint"]);
  expect(asked).toEqual(["npm test", "npm run lint"]);
  expect(Object.isFrozen(first)).toBe(true);
  expect(() => (first as string[]).push("x")).toThrow(TypeError);
});

test("past MAX_LINES_KEPT lines the memo starts over, and still answers each line as read", () => {
  let reads = 0;
  const length = perLine((line: string) => (reads += 1, [line.length]));
  for (let index = 0; index <= MAX_LINES_KEPT; index += 1) expect(length(`x${index}`)).toEqual([`x${index}`.length]);
  expect(reads).toBe(MAX_LINES_KEPT + 1);
  length("x0");
  expect(reads).toBe(MAX_LINES_KEPT + 2);
  length(`x${MAX_LINES_KEPT}`);
  expect(reads).toBe(MAX_LINES_KEPT + 2);
});
