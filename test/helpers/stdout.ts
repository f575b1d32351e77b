/**
 * What code under test writes to the process's stdout, captured instead of printed: @actions/core
 * writes its workflow commands (`::add-mask::`, `::debug::`) there, and in-process they would land
 * in the test runner's output. Tests assert on the captured text.
 */
import { vi } from "vitest";

/**
 * Runs `body` with stdout captured; returns its value and everything it wrote. `onWrite` sees the
 * text so far after each write, for a body that waits on what was logged.
 */
export async function captureStdout<T>(
  body: () => T | Promise<T>,
  onWrite: (written: string) => void = () => undefined,
): Promise<{ value: T; written: string }> {
  const chunks: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    onWrite(chunks.join(""));
    return true;
  });
  try {
    return { value: await body(), written: chunks.join("") };
  } finally {
    write.mockRestore();
  }
}

/** The synchronous form, for property tests that run synchronously. */
export function captureStdoutSync<T>(body: () => T): { value: T; written: string } {
  const chunks: string[] = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
  try {
    return { value: body(), written: chunks.join("") };
  } finally {
    write.mockRestore();
  }
}
