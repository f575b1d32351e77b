/**
 * The fifth held-out corpus (100 planted secrets, 45 look-alikes): the shapes that reached the judge, each
 * as a rule about what its position means, against the real command or file line, in plain text and in
 * the JSON a transcript holds it in; and the look-alikes that were hidden though they name no secret.
 * A key file printed whole is printed-secrets.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { redactSecrets } from "../../src/evidence/redact.js";
import { describeRedaction, IN_BASH_CALL, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["!NUoo8g", "HpfIqCU+h"].join("");
const AMP_PW = ["!We&Xob", "fE7!ISEq"].join("");
const SQL_PW = ["mxOVjMq0h6", "i5YB9Unw2S34"].join("");
const SONAR = ["squ_1488526a31eb64cf1d9e", "bfcaad4c52262f4a4d99"].join("");
const MAILGUN = ["3217515a0ff3ba13be414548b55bb098", "fb769991-b7883fa5"].join("-");
const LDIF = ["e1NTSEF9dlRIa3dyTFoyOHBiTFow", "OC9pWXdkRmlyTHNYRStlMGg="].join("");
const PHPASS = ["$P$BigE7yIPiHCC3W", "ycxSRHI66tzDvwwqm"].join("");
const HEX64 = ["d64d3ee170b59b45f1caa4ca0a00e100", "d69fb35c094cd6c76fc3b7d022d1452f"].join("");
const TEAMS = ["063c9d0c277901b6", "3ede452a0b332cc7"].join("");
const GENIE = ["abb12ea8-f9d9-48d2", "87d2-c016a2659687"].join("-");
const OVPN = ["5037ccc0189b9226", "417ab1ba3cd3757c"].join("");
const OVPN2 = ["c12e990d18a9eac1", "50a6f76acf8b2350"].join("");
const SPLICE = `'"'"'`;

describe("credentials by the position a tool's or a format's syntax gives them", () => {
  const cases: RedactionCase[] = [
    // kubectl's literal whose key is a credential's name; the value opens on `!`
    {
      rule: "kubectl-literal",
      text: `kubectl create secret generic payments-db -n staging --from-literal=username=payments --from-literal=password='${PW}' --dry-run=client -o yaml`,
      secret: PW,
    },
    { rule: "kubectl-literal", text: `kubectl create secret generic api --from-literal 'api-key=${SQL_PW}'`, secret: SQL_PW },
    // PHP's connector in grep's `path:line:` output, its password opening on `!` and holding `&`
    {
      rule: "php-connector-password",
      text: `tools/export-orders.php:6:$pdo = new PDO('mysql:host=db1.internal;dbname=wordpress', 'orders_export', '${AMP_PW}');`,
      secret: AMP_PW,
    },
    // SQL's password clauses, the shell's quote splice around the value or not
    {
      rule: "sql-identified-by",
      text: `<10.0.4.12> EXEC /bin/sh -c 'mysql -e "CREATE USER IF NOT EXISTS ${SPLICE}repl${SPLICE}@${SPLICE}10.0.%${SPLICE} IDENTIFIED BY ${SPLICE}${SQL_PW}${SPLICE}"'`,
      secret: SQL_PW,
    },
    { rule: "sql-password", text: `ansible db -m shell -a 'psql -c "ALTER USER app WITH PASSWORD ${SPLICE}${SQL_PW}${SPLICE}"'`, secret: SQL_PW },
    { rule: "sql-password", text: `psql -c "CREATE ROLE app WITH LOGIN PASSWORD 'hunter2x'"`, secret: "hunter2x" },
    { rule: "sql-password", text: `CREATE USER etl PASSWORD = '${PW}' DEFAULT_ROLE = etl;`, secret: PW },
    // curl's `-u TOKEN:`: no password, the user is the token
    { rule: "curl-user-password", text: `curl -s -u ${SONAR}: https://sonar.acme.dev/api/authentication/validate`, secret: SONAR },
    // Postfix's sasl_passwd
    { rule: "sasl-passwd", text: `$ sudo cat /etc/postfix/sasl_passwd\n[smtp.mailgun.org]:587 postmaster@mg.acme.dev:${MAILGUN}`, secret: MAILGUN },
    // LDIF's base64 value
    { rule: "ldif-password", text: `dn: uid=jdoe,ou=people,dc=acme,dc=dev\nuserPassword:: ${LDIF}\nmail: jdoe@acme.dev`, secret: LDIF },
    // phpass hashes, in a tab-separated row of `wp db query`
    { rule: "password-hash", text: `user_login\tuser_pass\nadmin\t${PHPASS}`, secret: PHPASS },
    // signed URLs' signatures
    {
      rule: "url-signature",
      text: `https://acme-uploads.s3.eu-west-1.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-SignedHeaders=host&X-Amz-Signature=${HEX64}`,
      secret: HEX64,
    },
    { rule: "url-signature", text: `INFO signed_url=https://storage.googleapis.com/b/o.parquet?X-Goog-Expires=604800&X-Goog-Signature=${HEX64.repeat(8)}`, secret: HEX64 },
    { rule: "env-secret", text: `https://b.s3.amazonaws.com/k?X-Amz-Security-Token=IQoJb3JpZ2luX2VjEJr%2F%2F${SQL_PW}&X-Amz-Date=20240601T103000Z`, secret: SQL_PW },
    { rule: "url-signature", text: `https://d111.cloudfront.net/a.jpg?Expires=1717243200&Signature=Nql641NHEUk~SYeUSoBJMxjdg_&Key-Pair-Id=K2JCJMDE`, secret: "Nql641NHEUk~SYeUSoBJMxjdg_" },
    // Microsoft Teams' incoming webhook
    {
      rule: "teams-webhook",
      text: `  webhook: https://acme.webhook.office.com/webhookb2/7972260e-2d93-4eec-9f9d-27f5e8ee7ff3@1b25b8bc-0a48-4d75-a911-456fa0a6053f/IncomingWebhook/${TEAMS}/30e41071-e6d8-4b06-9011-4bee9bac6743`,
      secret: TEAMS,
    },
    // an Authorization header of any scheme
    { rule: "auth-header", text: `curl -s https://api.opsgenie.com/v2/alerts -H 'Authorization: GenieKey ${GENIE}' -H 'Content-Type: application/json'`, secret: GENIE },
    { rule: "auth-header", text: `headers = {"Authorization": "SSWS ${SQL_PW}"}`, secret: SQL_PW },
    // a PEM-like block that is no public key or certificate: every line of its body
    {
      rule: "pem-block",
      text: `#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${OVPN}\n${OVPN2}\n-----END OpenVPN Static key V1-----`,
      secret: OVPN2,
    },
    {
      rule: "pem-block",
      text: `Command: head -5 /etc/openvpn/static.key\nOutput: -----BEGIN OpenVPN Static key V1-----\n${OVPN}\n${OVPN2}\nError: (none)\nExit Code: 0`,
      secret: OVPN2,
    },
  ];
  const lookAlikes = [
    // a cut block (head's first lines) ends at its last line of base64: the tool's own lines after it stay
    `-----BEGIN OpenVPN Static key V1-----\n[REDACTED:pem-block]\nError: (none)\nExit Code: 0`,
    "kubectl create secret generic payments-db --from-literal=username=payments --from-literal=host=db.internal",
    "CREATE USER app WITH PASSWORD NULL;",
    "[smtp.mailgun.org]:587 connected",
    "curl -u admin: https://localhost:8080/",
    "let hash = Password::generate(12);",
    "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUY2hlY2s=\n-----END CERTIFICATE-----",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
    "https://acme.sharepoint.com/sites/ops?Signature=short",
    "Authorization: required for every call",
    "Authorization: Bearer ${TOKEN}",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("names and values that hold a credential's word but name no secret", () => {
  const cases: RedactionCase[] = [
    // the names beside them that still name one
    { rule: "key-assignment", text: "api_key=test-2024060112", secret: "test-2024060112" },
    { rule: "key-assignment", text: "routing_key=R0ut1ngK3yAbCdEf12345", secret: "R0ut1ngK3yAbCdEf12345" },
    { rule: "secret-flag", text: "kubeadm join 10.0.0.10:6443 --token g16ovg.eddmvtffoyt5q7yv", secret: "g16ovg.eddmvtffoyt5q7yv" },
    { rule: "key-assignment", text: "AWS_ACCESS_KEY_ID=AKIARTX74M82GDZAFC5N", secret: "AKIARTX74M82GDZAFC5N" },
    { rule: "url-credentials", text: "sqlalchemy.url = snowflake://etl_svc:Zk4Lm9Qw2Xr7@acme-eu1/ANALYTICS", secret: "Zk4Lm9Qw2Xr7" },
  ];
  const lookAlikes = [
    // a service account's key id, public (corpus 15: the provider lists it, a signed token's `kid` carries it)
    '  "private_key_id": "d2d129fbc23acf74d12a2b6a51daa1ff8f74abfe",',
    // a documentation's example credential
    "  credentials: Aws::Credentials.new('AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')",
    "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
    // validation rules under a password's name
    "app/Http/Requests/ResetPasswordRequest.php-16-        return ['email' => 'required|email', 'password' => 'required|min:12'];",
    "'password' => 'required|string|confirmed',",
    // a template's placeholder in a URL's password
    "sqlalchemy.url = snowflake://etl_svc:%(password)s@acme-eu1/ANALYTICS/PUBLIC",
    "DSN = 'postgresql://app:{password}@db:5432/app'",
    // a certificate's hash after a flag that holds `token`
    "kubeadm join 10.0.0.10:6443 --discovery-token-ca-cert-hash sha256:d2a41aa58a42ac2521d5b1fbaf9cbc38bd82371f4b0703ddafbadb6c0e9161f3",
    // a key's id, and a flag acting on a secret key whose argument names it
    "org.gradle.jvmargs=-Xmx4g\nsigning.keyId=9A1F3E5DAB12CD34",
    "gpg --export-secret-keys 9A1F3E5D > ~/.gnupg/secring.gpg && ./gradlew publish",
    "gpg --batch --yes --delete-secret-keys 3AA5C34371567BD2",
    // keys that identify a record
    "pagerduty: 202 (dedup_key=test-20240601)",
    "idempotency_key=ord-20240601-7f3a9c",
    "cache_key = 'v2:user:8812:profile'",
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

describe("a text redacted twice keeps well-formed markers", () => {
  test("a Go DSN's password marker is not read as a password again", () => {
    const once = redactSecrets('MYSQL_DSN=orders:XGM7niAbx6pMW63xG*@tcp(mysql-primary.internal:3306)/orders?parseTime=true').text;
    expect(once).toBe("MYSQL_DSN=orders:[REDACTED:dsn-user-password]@tcp(mysql-primary.internal:3306)/orders?parseTime=true");
    expect(redactSecrets(once)).toEqual({ text: once, count: 0 });
  });

  test("a curl token's marker before the empty password is not read as a user and a password", () => {
    const once = redactSecrets(`curl -s -u ${SONAR}: https://sonar.acme.dev/api/authentication/validate`).text;
    expect(once).toBe("curl -s -u [REDACTED:curl-user-password]: https://sonar.acme.dev/api/authentication/validate");
    expect(redactSecrets(once)).toEqual({ text: once, count: 0 });
  });
});
