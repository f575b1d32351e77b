/** Types of word-session.mjs, for the tests that read the bench's word-rich session (test/evidence/window-reading.test.ts). */
export function writeWordRichClaudeSession(path: string, bytes: number): void;
