/**
 * The rooms of src/ (its folders) say what they hold only while the arrows between them run one
 * way: no circle among the rooms, no import from a nested room back up to the room around it
 * (src/github's top files order the steps; its rooms do the steps), and no circle among files.
 */
import { describe, expect, it } from "vitest";
import { findCycle, importEdges, roomOf, upwardImports, type ImportEdge } from "./helpers/import-graph.js";

/**
 * Known arrows against the rule, each with its reason; the test fails when one is no longer taken,
 * so the list only shrinks. The transcript readers share their parent's toolkit (builder, records,
 * exit codes), which the reading work's shell room is to reshape. The action's inputs parse the
 * `attestation-workflows` entries with the attestation room's policy parser, while that room reads
 * the inputs' and the event's types: a circle until the parser moves to the inputs.
 */
const KNOWN_ARROWS: ReadonlyArray<{ from: string; to: string }> = [
  { from: "transcript/formats", to: "transcript" },
  { from: "github/context", to: "github/attestation" },
];

const edges = importEdges("src");
const arrow = (edge: ImportEdge) => `${roomOf(edge.from)} → ${roomOf(edge.to)}`;
const known = (edge: ImportEdge) => KNOWN_ARROWS.some((k) => arrow(edge) === `${k.from} → ${k.to}`);

describe("rooms of src/", () => {
  it("reads the import graph (static, type-only and dynamic imports)", () => {
    expect(edges).toContainEqual({ from: "main.ts", to: "github/action.ts" });
    expect(edges).toContainEqual({ from: "cli.ts", to: "verify.ts" });
    expect(edges.length).toBeGreaterThan(300);
  });

  it("no import runs back up from a nested room to the room around it", () => {
    expect(upwardImports(edges).filter((edge) => !known(edge))).toEqual([]);
  });

  it("each known arrow is still taken (remove it from the list once it is gone)", () => {
    const taken = edges.map(arrow);
    for (const allowed of KNOWN_ARROWS) expect(taken).toContain(`${allowed.from} → ${allowed.to}`);
  });

  it("the rooms form no circle", () => {
    expect(findCycle(edges.filter((edge) => !known(edge)))).toBeNull();
  });

  it("the files of src/github form no circle", () => {
    const github = edges.filter(({ from, to }) => from.startsWith("github/") && to.startsWith("github/"));
    expect(github.length).toBeGreaterThan(50);
    expect(findCycle(github, (file) => file)).toBeNull();
  });
});

describe("the cycle finder", () => {
  it("names a circle among rooms, and none in a chain", () => {
    const chain = [{ from: "a/x.ts", to: "b/y.ts" }, { from: "b/y.ts", to: "c/z.ts" }];
    expect(findCycle(chain)).toBeNull();
    expect(findCycle([...chain, { from: "c/z.ts", to: "a/w.ts" }])).toEqual(["a", "b", "c", "a"]);
  });

  it("takes a nested room importing the room around it for an arrow back up", () => {
    const edges = [
      { from: "github/gate/g.ts", to: "github/flow.ts" },
      { from: "github/flow.ts", to: "github/gate/g.ts" },
      { from: "github/gate/g.ts", to: "model.ts" },
    ];
    expect(upwardImports(edges)).toEqual([edges[0]]);
  });
});
