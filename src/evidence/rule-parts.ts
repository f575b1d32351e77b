/** What the label rules (assignment-rules.ts, position-rules.ts, prose-rules.ts) are built from, in one place. */
import type { LabelRule } from "./assignment-rules.js";
import type { Confidence } from "./secret-shape.js";

/** A line break as a transcript holds it: raw, or JSON-escaped once or twice (`\n`, `\\n`). */
export const NEWLINE = "(?:\\\\{1,2}[nr]|[\\r\\n])";
/** A file shown with line numbers, optional: `cat -n`'s number and tab, Claude Code's Read `N→`, escaped in JSON text or not. */
export const LINE_NUMBER = "(?:[ \\t]*\\d{1,7}(?:\\t|\\\\{1,2}t|→|⇥))?";
/** A line of base64 (a PEM body's). */
export const BASE64_LINE = "[A-Za-z0-9+/=]+";
/** A PEM header line inside a block (`Proc-Type: 4,ENCRYPTED`). */
export const PEM_HEADER_LINE = "[A-Za-z-]+:[^\\n\\\\\"]*";

/**
 * A named rule: its anchors (the literal texts a scan opens it on) and its pattern. The secret, where there is
 * one, ends the match, so no indices are needed unless asked (`d` doubles a scan's cost).
 */
export const labelRule = (kind: string, anchors: readonly string[], source: string, confidence?: Confidence, flags = "g"): LabelRule => ({
  kind,
  anchors,
  pattern: new RegExp(source, flags),
  ...(confidence ? { confidence } : {}),
});
