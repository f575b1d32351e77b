/**
 * Secret values for the hardening tests, built at run time (by concatenation) so that no scanner
 * mistakes the repository for one holding live credentials. Each is shaped like the real thing.
 */
const r = (unit: string, times: number) => unit.repeat(times);

export interface PlantedSecret {
  kind: string;
  /** The text planted (a line, a header, a key=value). */
  planted: string;
  /** The part that must never be seen again. */
  value: string;
}

function secret(kind: string, value: string, planted = value): PlantedSecret {
  return { kind, planted, value };
}

const PEM_BODY = r("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 3);
const SLACK_HOOK = `T0${r("ABCD", 2)}/B0${r("EFGH", 2)}/${r("x1y2z3", 4)}`;
const SSH_BODY = `b3BlbnNzaC1rZXktdjEA${r("Ab", 12)}`;
const AWS_SECRET = `wJalrXUtnFEMI/K7MDENG/${r("bPxRfiCYzz", 2)}`;

export const SECRET_CORPUS: PlantedSecret[] = [
  secret("github classic", `ghp_${r("a1B2c3D4e5", 4)}`),
  secret("github app", `ghs_${r("Q9w8E7r6T5", 4)}`),
  secret("github fine-grained", `github_pat_11${r("ABCDEFG0", 3)}_${r("hijklmn12", 6)}`),
  secret("openai legacy", `sk-${r("Tz4Lm9Qp2X", 5)}`),
  secret("openai project", `sk-proj-${r("Ab3d_Ef6-hIj", 4)}`),
  secret("anthropic", `sk-ant-api03-${r("Zy9xWv8uTs", 4)}-${r("Aa", 4)}`),
  secret("aws access key", `AKIA${"IOSFODNN7EXAMPLE"}`),
  secret("aws secret (credentials file)", AWS_SECRET, `aws_secret_access_key = ${AWS_SECRET}`),
  secret("aws secret (env)", AWS_SECRET.replace("K7", "Q2"), `AWS_SECRET_ACCESS_KEY=${AWS_SECRET.replace("K7", "Q2")}`),
  secret("slack bot", `xoxb-${r("1234567890", 2)}-${r("abcdefghij", 2)}`),
  secret("slack webhook", SLACK_HOOK, `https://hooks.slack.com/services/${SLACK_HOOK}`),
  secret("jwt", `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${r("s1gnatur3x", 3)}`),
  secret("pem private key", PEM_BODY, `-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY}\n${PEM_BODY}\n-----END RSA PRIVATE KEY-----`),
  secret("openssh private key", SSH_BODY, `-----BEGIN OPENSSH PRIVATE KEY-----\n${SSH_BODY}\n-----END OPENSSH PRIVATE KEY-----`),
  secret(".env password", `c0rrect-h0rse-${r("9", 6)}`, `DATABASE_PASSWORD=c0rrect-h0rse-${r("9", 6)}`),
  secret(".env quoted", `quoted-v4lue-${r("Z", 6)}`, `STRIPE_SECRET_KEY="quoted-v4lue-${r("Z", 6)}"`),
  secret(".env exported", `exp0rted-${r("Q", 10)}`, `export NPM_TOKEN=exp0rted-${r("Q", 10)}`),
  secret("authorization bearer", `b3arer-${r("tok", 6)}`, `Authorization: Bearer b3arer-${r("tok", 6)}`),
  secret("authorization json header", `js0n-h3ader-${r("v", 10)}`, `{"Authorization": "Bearer js0n-h3ader-${r("v", 10)}"}`),
  secret("x-api-key header", `x4pi-${r("k3y", 6)}`, `x-api-key: x4pi-${r("k3y", 6)}`),
  secret("url basic auth", `hunter2-${r("pw", 5)}`, `https://deploy:hunter2-${r("pw", 5)}@registry.example.com/pkg`),
  secret("url token auth", `ghs_${r("U7i8O9p0Aa", 4)}`, `https://x-access-token:ghs_${r("U7i8O9p0Aa", 4)}@github.com/o/r.git`),
];

/** The action's own inputs: any string, not only known shapes. */
export const ACTION_API_KEY = `judge-key-${r("K1", 10)}`;
export const ACTION_GITHUB_TOKEN = `runner-token-${r("T2", 10)}`;
