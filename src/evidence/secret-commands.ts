/**
 * More commands that take a credential by position or by an option of their own (command-positions.ts has the
 * shape): `wandb login KEY`, `cloudflared service install TOKEN`, `databricks secrets put-secret … --string-value X`,
 * `tailscale up --authkey=X`, and a value piped into a command that stores a secret
 * (`echo -n 'X' | circleci context store-secret …`, `printf X | wrangler secret put NAME`, `… | gcloud secrets create …`).
 */
import { byWords, MAX_RECEIVER_CHARS, NO_VALUED, optionValue, positional, type CommandPosition } from "./command-positions.js";
import { valueSpan, wordsAfter } from "./credential-flags.js";

/** wandb login's options that take a value (`--host URL`). */
const WANDB_VALUED: ReadonlySet<string> = new Set(["--host", "--cloud"]);
/** A pipe's next command that stores what it reads as a secret. */
const STORES_SECRET = /^[ \t]*\|[ \t]*[^\n|;&]*?\b(?:store-secret|secrets? (?:put|create)|versions add)\b/;

/** The echoed word, when the next command of the pipe stores it as a secret: printf's after its format (`printf '%s' 'X'`). */
function pipedSecret(text: string, at: number): { start: number; end: number } | null {
  const [first, second] = wordsAfter(text, at, 2);
  const word = first !== undefined && first.word.includes("%") && text.slice(Math.max(0, at - 6), at) === "printf" ? second : first;
  if (word === undefined) return null;
  const after = word.index + word.word.length;
  return STORES_SECRET.test(text.slice(after, after + MAX_RECEIVER_CHARS)) ? valueSpan(text, word.index) : null;
}

export const SECRET_COMMANDS: readonly CommandPosition[] = [
  {
    kind: "wandb-login-key",
    anchors: ["wandb login"],
    opening: /wandb login(?=[ \t])/g,
    secretAfter: byWords((words) => positional(words, WANDB_VALUED)[0]),
  },
  {
    // the tunnel's token installs the connector as a service
    kind: "cloudflared-service-token",
    anchors: ["service install"],
    opening: /cloudflared(?:\.exe)?[ \t]+service install(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--token"]) ?? positional(words, NO_VALUED)[0]),
  },
  {
    // `tunnel run --token X` gives it as an option; its positional word is the tunnel's name or UUID (review 33, H3)
    kind: "cloudflared-tunnel-token",
    anchors: ["tunnel run"],
    opening: /cloudflared(?:\.exe)?[ \t]+tunnel run(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--token"])),
  },
  {
    kind: "databricks-secret-value",
    anchors: ["string-value"],
    opening: /databricks[ \t]+secrets[ \t]+put(?:-secret)?(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--string-value"])),
  },
  {
    kind: "tailscale-auth-key",
    anchors: ["authkey", "auth-key"],
    opening: /tailscale[ \t]+(?:up|login|set)(?=[ \t])/g,
    secretAfter: byWords((words) => optionValue(words, ["--authkey", "--auth-key"])),
  },
  {
    kind: "piped-secret",
    anchors: ["store-secret", "secret put", "secrets put", "secret create", "secrets create", "versions add"],
    opening: /(?:echo|printf)(?:[ \t]+-[neE]+)*(?=[ \t])/g,
    secretAfter: pipedSecret,
  },
];
