/**
 * A command that prints one stored secret: its output's value is hidden, though nothing in the output
 * names it (issue #23: `kubectl … | base64 -d` printed a Redis password alone on a line, once in the
 * transcript). Each printer against its real command, with Gemini CLI's `Output:` wrapper too, and the
 * commands and outputs that must stay.
 */
import { describe, expect, test } from "vitest";
import { printedSecretSpans, printsSecret } from "../../src/evidence/printed-secrets.js";
import { trajectoryOf } from "../helpers/trajectory.js";
import { withKeptRedaction } from "../../src/transcript/kept-redaction.js";

// Built at run time so that no scanner takes these test values for live credentials.
const VALUE = ["Sk", "Redis", "Real", "0291"].join("-");

const PRINTERS: readonly string[] = [
  "kubectl -n storefront get secret redis -o jsonpath='{.data.password}' | base64 -d",
  "kubectl get secrets api -o go-template='{{index .data \"api-key\" | base64decode}}'",
  "vault kv get -field=password secret/qa/inventory-db",
  "vault read -field=token auth/token/lookup-self",
  "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text",
  "gcloud secrets versions access latest --secret=db-password",
  "az keyvault secret show --vault-name kv --name db --query value -o tsv",
  'op read "op://Private/Postgres/password"',
  "pass show infra/db",
  "doppler secrets get DB_PASSWORD --plain",
  "heroku config:get DATABASE_PASSWORD -a app",
  "printenv API_TOKEN",
  'echo "$DB_PASSWORD"',
  "stripe listen --forward-to localhost:3000/webhook --print-secret",
  // a key file printed whole: Rails' master key, a credentials environment's key, OpenVPN's tls-auth key
  "cat config/master.key",
  "cat config/credentials/production.key; echo",
  "head -n 20 /etc/openvpn/ta.key",
];

const NOT_PRINTERS: readonly string[] = [
  "vault kv get -field=username secret/qa/inventory-db",
  "kubectl get secret redis -o yaml",
  "kubectl get pods -o jsonpath='{.items[0].metadata.name}'",
  "printenv HOME",
  'echo "$PATH"',
  "heroku config:get WEB_CONCURRENCY",
  "op read op://Private/Postgres/username",
  "cat keys/jwt-public.key",
  "cat config/keyring.json",
];

describe("commands that print a stored secret", () => {
  test.each(PRINTERS.map((command) => [command]))("%s prints one", (command) => {
    expect(printsSecret(command)).toBe(true);
    const spans = printedSecretSpans(command, `${VALUE}\n`);
    expect(spans.map(({ start, end }) => `${VALUE}\n`.slice(start, end))).toEqual([VALUE]);
  });

  test.each(NOT_PRINTERS.map((command) => [command]))("%s does not", (command) => {
    expect(printsSecret(command)).toBe(false);
    expect(printedSecretSpans(command, `${VALUE}\n`)).toEqual([]);
  });

  test("Gemini CLI's shell output: the value after `Output:`, not the wrapper's lines", () => {
    const command = PRINTERS[0]!;
    const output = `Command: ${command}\nDirectory: (root)\nOutput: ${VALUE}\nError: (none)\nExit Code: 0\nSignal: (none)`;
    const spans = printedSecretSpans(command, output);
    expect(spans.map(({ start, end }) => output.slice(start, end))).toEqual([VALUE]);
  });

  test("a chained command's word stays; a placeholder or a redacted value is not taken for one", () => {
    const command = "vault kv get -field=password secret/app && echo done";
    expect(printedSecretSpans(command, `${VALUE}\ndone\nfinished\n`).length).toBe(1);
    expect(printedSecretSpans(command, "[REDACTED:env-secret]\n")).toEqual([]);
    expect(printedSecretSpans(command, "No value found at secret/data/app\n")).toEqual([]);
    expect(printedSecretSpans(command, "changeme\n")).toEqual([]);
  });

  test("the loader hides it in the call's output, and wherever else the value stands", () => {
    const { result: trajectory } = withKeptRedaction(() =>
      trajectoryOf([
        { say: `I will read the password and use it (it should look like ${VALUE}).` },
        { run: PRINTERS[0]!, exit: 0, output: `${VALUE}\n` },
        { run: "redis-cli -h redis ping", exit: 0, output: "PONG" },
      ]),
    );
    const text = JSON.stringify(trajectory);
    expect(text).not.toContain(VALUE);
    expect(trajectory.toolCalls[0]!.output).toBe("[REDACTED:printed-secret]\n");
    expect(trajectory.messages[0]!.text).toContain("[REDACTED:repeated-secret]");
  });
});
