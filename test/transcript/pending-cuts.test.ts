import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { redactEnds } from "../../src/evidence/redact-ends.js";
import { redactSecrets } from "../../src/evidence/redact.js";
import { TrajectoryBuilder } from "../../src/transcript/builder.js";
import { withKeptRedaction } from "../../src/transcript/kept-redaction.js";
import { MIN_OLDER_OUTPUT_CHARS, RECENT_OUTPUTS, RETAINED_OUTPUT_CHARS } from "../../src/transcript/output-budget.js";
import { PendingCuts } from "../../src/transcript/pending-cuts.js";

// Built at run time so that no scanner mistakes these test values for live credentials.
const GITHUB = `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`;
const PEM_BODY = Array.from({ length: 4 }, (_, line) => `MIIE${String(line)}${"pAq9Zr3Wx7Lm2Kd8".repeat(3)}`);
const PEM = ["-----BEGIN RSA PRIVATE KEY-----", ...PEM_BODY, "-----END RSA PRIVATE KEY-----"].join("\n");

/** A secret in the context a rule finds it by, one per family of rules; `secrets` must not be shown. */
const SAMPLES: { line: string; secrets: string[] }[] = [
  { line: `export GITHUB_TOKEN=${GITHUB}`, secrets: [GITHUB] },
  { line: "DB_PASSWORD=Xk9mQ2vL7pR4tZ8w", secrets: ["Xk9mQ2vL7pR4tZ8w"] },
  { line: '{"client_secret": "Tr0ub4dorW3xyzQ"}', secrets: ["Tr0ub4dorW3xyzQ"] },
  { line: "mysql -h db.internal -u admin -pQ7w8e9r0t1y2 app_db", secrets: ["Q7w8e9r0t1y2"] },
  { line: "sshpass -p 'violet lantern 9sparrow' ssh deploy@host", secrets: ["violet lantern 9sparrow"] },
  { line: "curl -s -u admin:S3cr3tP4ssw0rd https://api.example.com/v1", secrets: ["S3cr3tP4ssw0rd"] },
  { line: PEM, secrets: PEM_BODY },
  { line: "The password for the staging database is Wq5Ez8Rt2Yu6.", secrets: ["Wq5Ez8Rt2Yu6"] },
  { line: "- name: DB_PASSWORD\n  value: Kj4Hg7Fd2Sa9", secrets: ["Kj4Hg7Fd2Sa9"] },
  { line: "Driver={ODBC Driver 18};Server=db;Uid=app;Pwd={Rb7Kq2Lp9 Zt9Wm4Xc6 Qa1Sd2Fg3};", secrets: ["Zt9Wm4Xc6", "Qa1Sd2Fg3"] },
];
const FILLER = [
  "The token budget is spent once each key of the map has been read twice.",
  "  41 | const password = readPassword(env.DB_PASSWORD_FILE);",
  "PASS test/auth/session.test.ts (12 ms)",
  "src/auth/login.ts:88: if (token === undefined) return null;",
];
/** Every size the budget cuts an older output to, largest first. */
const SIZES = [16384, 8192, 4096, 2048, 1024, 512];

/** Filler of `chars` with samples planted so that each starts `shift` before a cut of some size, at the head or the tail. */
function plantedOutput(chars: number, plants: readonly { sample: number; size: number; atTail: boolean; shift: number }[]): string {
  let text = "";
  for (let line = 0; text.length < chars; line += 1) text += `${FILLER[line % FILLER.length]}\n`;
  for (const { sample, size, atTail, shift } of plants) {
    const at = Math.max(0, Math.min(text.length, atTail ? text.length - size / 2 - shift : size / 2 - shift));
    text = `${text.slice(0, at)}\n${SAMPLES[sample]!.line}\n${text.slice(at)}`;
  }
  return text;
}

const plant = fc.record({
  sample: fc.nat(SAMPLES.length - 1),
  size: fc.constantFrom(...SIZES),
  atTail: fc.boolean(),
  shift: fc.integer({ min: -20, max: 60 }),
});

/** What a cut of `text` at `limit` keeps when its ends are redacted as in the whole text. */
function cutOfWhole(text: string, limit: number, whole = text.length): string {
  const half = limit / 2;
  const { head, tail } = redactEnds(text, half, half);
  return `${head}\n[… ${whole - 2 * half} chars omitted]\n${tail}`;
}

describe("a cut left pending while the budget halves", () => {
  test("is redacted at the size it ends at exactly as a cut of the whole output at that size", () => {
    fc.assert(
      fc.property(fc.array(plant, { maxLength: 8 }), fc.integer({ min: 20_000, max: 40_000 }), fc.nat(4), fc.nat(4), (...drawn) => {
        const [plants, chars, first, steps] = drawn;
        const text = plantedOutput(chars, plants);
        const limit = SIZES[first]!;
        const cuts = new PendingCuts();
        const raw = cuts.cut(0, text, limit, text.length, MIN_OLDER_OUTPUT_CHARS);
        expect(raw).toEqual({ head: text.slice(0, limit / 2), tail: text.slice(-limit / 2) });
        let final = limit;
        for (const size of SIZES.slice(first + 1, first + 1 + steps)) {
          expect(cuts.recut(0, size)).toEqual({ head: text.slice(0, size / 2), tail: text.slice(-size / 2) });
          final = size;
        }
        const { ends, limit: endedAt, whole } = cuts.redacted(0);
        expect([endedAt, whole, cuts.has(0)]).toEqual([final, text.length, false]);
        expect(ends).toEqual(redactEnds(text, final / 2, final / 2));
      }),
      { numRuns: 300 },
    );
  });

  test("is not taken when a smaller size's windows would not lie inside its own (the output is barely over the limit)", () => {
    const text = plantedOutput(16_500, []);
    expect(new PendingCuts().cut(0, text, 16384, text.length, MIN_OLDER_OUTPUT_CHARS)).toBeNull();
  });

  test("refuses a size it was not scanned for", () => {
    const cuts = new PendingCuts();
    const text = plantedOutput(30_000, []);
    cuts.cut(0, text, 8192, text.length, MIN_OLDER_OUTPUT_CHARS);
    expect(() => cuts.recut(0, 3000)).toThrow(/not a size it was scanned for/);
  });
});

/** Builds a trajectory of `outputs`, one shell call each, with the load's redaction. */
function built(outputs: readonly string[]) {
  return withKeptRedaction(() => {
    const builder = new TrajectoryBuilder("claude-code-jsonl");
    outputs.forEach((output, step) => {
      builder.call({ id: `call_${step}`, name: "Bash", input: { command: `npm test -- case${step}` }, step });
      builder.resultFor(`call_${step}`, { output, isError: false, exitCode: 0, step });
    });
    return builder.build();
  });
}

/** The size older outputs were cut to, from the builder's warning. */
function olderSize(warnings: readonly string[]): number | null {
  const said = warnings.join("\n").match(/cut to (\d+) chars \(head and tail\)/);
  return said === null ? null : Number(said[1]);
}

describe("older outputs of a session over the budget", () => {
  /** Sessions whose outputs overrun the budget a little (older outputs end above the floor) or much (at it). */
  const session = fc.record({
    calls: fc.integer({ min: RECENT_OUTPUTS + 20, max: RECENT_OUTPUTS + 60 }),
    overrun: fc.constantFrom(1.1, 1.3, 2.5),
    plants: fc.array(fc.array(plant, { maxLength: 3 }), { minLength: 8, maxLength: 8 }),
  });

  test("keep each a cut of the whole output at the size they end at, redacted as it, and show no planted secret", () => {
    fc.assert(
      fc.property(session, ({ calls, overrun, plants }) => {
        const chars = Math.ceil((overrun * RETAINED_OUTPUT_CHARS) / calls);
        const outputs = Array.from({ length: calls }, (_, index) => plantedOutput(chars, plants[index % plants.length]!));
        const { result: trajectory } = built(outputs);
        const size = olderSize(trajectory.warnings);
        expect(size).not.toBeNull();
        trajectory.toolCalls.forEach((call, index) => {
          const output = outputs[index]!;
          const cut = index < calls - RECENT_OUTPUTS && output.length > size!;
          expect(call.output).toBe(cut ? cutOfWhole(output, size!) : redactSecrets(output).text);
          // a secret the whole output's redaction hides is not shown
          const hidden = redactSecrets(output).text;
          const shownByWhole = (secret: string) => hidden.includes(secret);
          const secrets = SAMPLES.flatMap((sample) => sample.secrets).filter((value) => !shownByWhole(value));
          for (const secret of secrets) expect(call.output).not.toContain(secret);
        });
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  test("a session under the budget keeps every output whole, redacted", () => {
    const planted = (index: number) => [{ sample: index % SAMPLES.length, size: 1024, atTail: index % 2 === 0, shift: 5 }];
    const outputs = Array.from({ length: RECENT_OUTPUTS + 30 }, (_, index) => plantedOutput(12_000, planted(index)));
    const { result: trajectory } = built(outputs);
    expect(olderSize(trajectory.warnings)).toBeNull();
    trajectory.toolCalls.forEach((call, index) => expect(call.output).toBe(redactSecrets(outputs[index]!).text));
  });
});
