/**
 * The positions held-out corpus 13 found leaking on first contact (session 38), each as the real line it stood in, in
 * plain text and in the JSON a transcript holds it in; with the look-alikes beside them that must stay. Values are made
 * at run time from parts so that no scanner takes this file for one holding credentials.
 */
import { describe } from "vitest";
import { describeRedaction, IN_BASH_CALL, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

const join = (...parts: string[]) => parts.join("");
const GENERATED_1 = join("([,v0!}*", "<xP2?}&>");
const GENERATED_2 = join("c}1{aUp)", "Xo2K>I,!{");
const GENERATED_3 = join("%%;W#DWA", "4>dU&+rX");
const GENERATED_4 = join("sRa={:?V", "RT:T}0N&NN;~");
const GENERATED_5 = join("9+dWUh({f:", ".+(f[18t*O4P*pFB");
const HUMAN_1 = join("Tortoise", "2007");
const HUMAN_2 = join("C0ff3", "3#4");
const HUMAN_3 = join("Sunflower", "2024!");
const HUMAN_4 = join("Tr0ub4d", "or&3x");
const PIN = join("540", "440");
const PIN_2 = join("77", "31");
const PHRASE = join("hammock tundra ", "anchor quiet kettle");
const PIN_3 = join("19", "12");
const PIN_4 = join("847", "261");
const COOKIE = join("I65mR6UAQjtj8iZ1Je8_", "sIyltxxJd5xUiqNSmb0cWcf");

describe("commands of held-out corpus 13", () => {
  const cases: RedactionCase[] = [
    // a generated password attached to mysql's -p whose `<…>` is no markup, one opening on printf's `%%`
    { rule: "mysql-password", text: `mysql -h legacy-mysql.internal -u ledger_rw -p'${GENERATED_1}' ledger -e 'SHOW TABLES'`, secret: GENERATED_1 },
    { rule: "punctuated-password", text: `vault write auth/userpass/users/idm-sync password='${GENERATED_3}' policies=idm-sync`, secret: GENERATED_3 },
    // openssl's `pass:` with the quote after it, whatever the value holds
    { rule: "openssl-pass-arg", text: `openssl enc -aes-256-cbc -pbkdf2 -in u.zip -out u.zip.enc -pass pass:'${GENERATED_2}'`, secret: GENERATED_2 },
    { rule: "openssl-pass-arg", text: `openssl genrsa -aes256 -passout pass:'${GENERATED_4}' -out tls/gw.enc.key 3072`, secret: GENERATED_4 },
    // the quote before `pass:` (review 38)
    { rule: "openssl-pass-arg", text: `openssl rsa -passout 'pass:${GENERATED_4}' -out tls/gw.key`, secret: GENERATED_4 },
    // ykman's short options, pkcs11-tool's -p and a path before it, yubico-piv-tool's management key (review 38)
    { rule: "smartcard-pin", text: `ykman piv access change-pin -P ${PIN} -n ${PIN_4}`, secret: PIN_4 },
    { rule: "smartcard-pin", text: `/usr/bin/pkcs11-tool --module m.so -l -p ${PIN_4} -O`, secret: PIN_4 },
    { rule: "password-file-write", text: `echo '${HUMAN_4}' > .vault_password_file`, secret: HUMAN_4 },
    // a passphrase of words in quotes after a flag: all of it, not its first word
    { rule: "password-flag", text: `gpg --batch --pinentry-mode loopback --passphrase "${PHRASE}" -c /tmp/db.7z`, secret: PHRASE },
    // a security key's PIN by its tool's option
    { rule: "smartcard-pin", text: `ykman piv keys generate --pin ${PIN} --management-key default 9a /tmp/pub.pem`, secret: PIN },
    { rule: "smartcard-pin", text: `pkcs11-tool --module /usr/lib/opensc-pkcs11.so --login --pin=${PIN_2} --list-objects`, secret: PIN_2 },
    // a password echoed into a file named for it
    { rule: "password-file-write", text: `echo '${HUMAN_4}' > .vault_pass`, secret: HUMAN_4 },
    { rule: "password-file-write", text: `echo -n '${HUMAN_3}' | sudo tee /run/secrets/db_password.txt >/dev/null`, secret: HUMAN_3 },
  ];
  const lookAlikes = [
    `echo 'bob:x:1001:1001::/home/bob:/bin/bash' >> /etc/passwd`,
    `echo "\${VAULT_PASS}" > .vault_pass`,
    `echo 'changeme' > secrets/db_password.txt`,
    `echo 'build ok' > password_reset.md`,
    `ykman piv access change-pin --pin "$OLD_PIN" --new-pin "$NEW_PIN"`,
    `ykman piv keys generate --management-key default 9a /tmp/pub.pem`,
    `openssl rsa -passin env:KEY_PASS -in key.pem`,
    `password=<svg/onload=alert(1)>`,
    // review 38: a word or two echoed into a file named for a token is no password; `session=` in code is no cookie
    `echo 'see docs' > docs/token.txt`,
    `echo done > pass`,
    `GitHubClient(token, session=self.http_session)`,
    `def test_login(client, session=db_session_fixture):`,
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

describe("prose of held-out corpus 13", () => {
  const cases: RedactionCase[] = [
    { rule: "credential-changed-to", text: `I've rotated the redis password to ${GENERATED_5} and updated the vault.`, secret: GENERATED_5 },
    { rule: "credential-changed-to", text: `I've rotated it to ${HUMAN_3} and updated the vault.`, secret: HUMAN_3 },
    { rule: "credential-one-is", text: `The redis password is new and the mongo one is now ${HUMAN_2} (the old one was ${HUMAN_1}!, it's dead).`, secret: HUMAN_2 },
    { rule: "credential-one-is", text: `The redis password is new (the old one was ${HUMAN_1}!, it's dead).`, secret: HUMAN_1 },
    // a short PIN stated with "is"; a session cookie named `session` in a log's header line
    { rule: "pin-digits", text: `also, unrelated: the door-alarm panel PIN is ${PIN_3} if you need to get into the rack room`, secret: PIN_3 },
    { rule: "pin-digits", text: `The PIN code is: ${PIN_3}`, secret: PIN_3 },
    { rule: "credential-changed-to", text: `I changed the password from ${HUMAN_2} to ${GENERATED_5} yesterday.`, secret: GENERATED_5 },
    { rule: "credential-changed-from", text: `I changed the password from ${HUMAN_2} to ${GENERATED_5} yesterday.`, secret: HUMAN_2 },
    { rule: "session-cookie", text: `< Set-Cookie: __Host-session=${COOKIE}; Path=/; Secure; HttpOnly`, secret: COOKIE },
  ];
  const lookAlikes = [
    "I changed the password to something stronger.",
    "We rotated the logs to /var/log/archive last night.",
    "Set the token to expire after 30 minutes.",
    "The first attempt failed; this one is better.",
    "The old one was v2.3.1 and the new one is v2.4.0.",
    "I rotated the image to 90 degrees.",
    "Wire GPIO PIN 13 to the LED; the PIN is 12 on the other board.",
    "connect PIN 1234 to ground",
    "session=abc; Path=/",
    // review 38: names, versions, files and paths a credential was "changed to" or "one is"
    "rotated the logs to app.log.1",
    "Rotated the keys to keys/2024-06.pem",
    "changed the secret to SECRET_KEY_V2 in config.py",
    "Rotated the JWT signing key to RS256_2024",
    "the new token is ready; the old one is v2.0.0-rc1",
    "the token test passes; the second one is test_token_refresh_2",
    "the password policy changed; the old one was Python3.11",
    "LED_PIN is 2048",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});
