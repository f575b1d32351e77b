/**
 * Secrets that stand where no credential's name is right before them (session 28): a user and a
 * password as a pair in prose (prose-rules.ts), tools announcing a password they generated, SQL's
 * `IDENTIFIED BY`, .pgpass lines and PowerShell's `ConvertTo-SecureString` (password-rules.ts), and token
 * shapes: Vault's and Doppler's prefixed tokens, Telegram's and Discord's bot tokens (token-shapes.ts).
 * Each against a real shape, in plain text and inside a tool result's JSON, and the look-alikes that stay.
 */
import { describeRedaction, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Wd8!rS3", "tQz"].join("");
const HEX = ["3f9a1c7e5b2d4f8a", "6c0e9b1d3f5a7c9e"].join("");
const ARGO = ["Xk3Lm9Qp", "2Zr7Wt5V"].join("");
const MYSQL = ["e.Bw<p4F", "k,Ow;2"].join("");
const VAULT = ["hvs.", "yuxiwoxFXPo", "GsU9fEHFBRyEh"].join("");
const DOPPLER = ["dp.st.prd.", "LQC1ESTD8fiyDT4Iu6cR4", "Mx5M9PZjDfchBcO9Vy6PwJ"].join("");
const TELEGRAM = ["7304918265", ":AA", "1fnPbRtueuu5NSrBui6KsSkUi3yhbC_-V"].join("");
const DISCORD = ["MTk4NjIyNDgzNDcxOTI1MjQ4", ".Cl2FMQ.", "ZnCjm1XVW7vRze4b7Cq4se7kKWs"].join("");

const CASES: RedactionCase[] = [
  // a user and a password as a pair in prose
  { rule: "credential-pair", text: `the staging admin login is ops-admin / ${PW}, it only works from the VPN`, secret: PW },
  { rule: "credential-pair", text: `Creds: jdoe / ${PW}`, secret: PW },
  { rule: "credential-pair", text: `The default credentials after setup are admin / ${PW}; change them on first login.`, secret: PW },
  { rule: "credential-pair", text: `You can log in with admin:${PW} on the Jenkins UI.`, secret: PW },
  { rule: "credential-pair", text: `creds for the test account: test.user@example.com, ${PW}`, secret: PW },
  { rule: "credential-pair", text: `I logged in as \`root\` with \`${PW}\` and ran the migration.`, secret: PW },
  // tools announcing a password they generated
  { rule: "mysql-temporary-password", text: `2024-06-01T10:22:13.123456Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: ${MYSQL}`, secret: MYSQL },
  { rule: "jenkins-initial-password", text: `*****\n\nJenkins initial setup is required.\nPlease use the following password to proceed to installation:\n\n${HEX}\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword`, secret: HEX },
  { rule: "jenkins-initial-password-file", text: `$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n${HEX}`, secret: HEX },
  { rule: "argocd-initial-password", text: `$ argocd admin initial-password -n argocd\n${ARGO}\n\n This password must be only used for first time login. We strongly recommend you update the password using \`argocd account update-password\`.`, secret: ARGO },
  { rule: "elastic-reset-password", text: `Password for the [elastic] user successfully reset.\nNew value: ${PW}`, secret: PW },
  // positions of SQL, .pgpass and PowerShell
  { rule: "sql-identified-by", text: `mysql> CREATE USER 'report'@'%' IDENTIFIED BY '${PW}';`, secret: PW },
  { rule: "sql-identified-by", text: `ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '${PW}';`, secret: PW },
  { rule: "pgpass-password", text: `$ cat ~/.pgpass\ndb.internal:5432:orders:svc:${PW}`, secret: PW },
  { rule: "pgpass-password", text: `echo "*:*:*:replicator:${PW}" > ~/.pgpass && chmod 600 ~/.pgpass`, secret: PW },
  { rule: "powershell-secure-string", text: `$secure = ConvertTo-SecureString "${PW}" -AsPlainText -Force`, secret: PW },
  // token shapes
  { rule: "vault-token", text: `Key                  Value\n---                  -----\ntoken                ${VAULT}\ntoken_accessor       9kLmQ2xV7TzR`, secret: VAULT },
  { rule: "doppler-token", text: `doppler run --token ${DOPPLER} -- npm start`, secret: DOPPLER },
  { rule: "telegram-bot-token", text: `curl -s https://api.telegram.org/bot${TELEGRAM}/sendMessage -d chat_id=42 -d text=hi`, secret: TELEGRAM },
  { rule: "telegram-bot-token", text: `app = ApplicationBuilder().token("${TELEGRAM}").build()`, secret: TELEGRAM },
  { rule: "discord-bot-token", text: `client.run('${DISCORD}')`, secret: DISCORD },
  { rule: "discord-bot-token", text: `bot = discord.Client(intents=intents)\n# token: ${DISCORD}`, secret: DISCORD },
];

const LOOK_ALIKES: readonly string[] = [
  "login is handled by auth/login.ts and the session module",
  "Credentials are stored in ~/.aws/credentials as usual",
  "Log in with GitHub: https://github.com/login/oauth/authorize",
  "the login page: admin / dashboard / settings",
  "creds: see the team vault, entry staging-db",
  "A temporary password is generated for root@localhost: see the error log",
  "The argocd-initial-admin-secret was deleted; this password must be only used once.",
  "mysql> CREATE USER 'report'@'%' IDENTIFIED BY '';",
  "2024-06-01 10:22:13:456 INFO started",
  "localhost:5432:*:postgres:*",
  "$secure = ConvertTo-SecureString $env:ADMIN_PASSWORD -AsPlainText -Force",
  "Root Token: hvs.xxxxxxxxxxxxxxxxxxxxxxxx",
  "import com.example.verylongpackagename.Foo; // Discord",
  "version 2024.06.01 build 123456789:AA",
];

describeRedaction(CASES, LOOK_ALIKES, IN_TOOL_RESULT);
