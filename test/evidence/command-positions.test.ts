/**
 * Credentials that commands take by position (session 28): clients' flags added to credential-flags.ts,
 * subcommands' positional secrets and piped passwords (command-positions.ts), calls' arguments by order
 * (argument-positions.ts). Each rule against a real command line or call, in plain text and inside a
 * Bash tool call's JSON, and the look-alikes that must stay.
 */
import { describeRedaction, IN_BASH_CALL, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Vn8#qT3", "wLz6"].join("");
const HEX = ["9c1e5b7a3f", "2d4e6a8b0c1d3e5f"].join("");
const WORDS = ["plaid", "tuba", "ember", "91"].join("-");

const CASES: RedactionCase[] = [
  // clients' flags
  { rule: "basic-auth-user", text: `curl --proxy-user proxysvc:${PW} -x http://proxy.corp:3128 https://pypi.org/simple/`, secret: PW },
  { rule: "http-auth-password", text: `http -a admin:${WORDS} GET https://grafana.local/api/health`, secret: WORDS },
  { rule: "http-auth-password", text: `xh -a ci:${PW} POST https://ci.internal/api/builds`, secret: PW },
  { rule: "ftp-password", text: `lftp -u deploy,${PW} sftp://files.example.com -e 'mirror -R dist /www; quit'`, secret: PW },
  { rule: "ipmi-password", text: `ipmitool -I lanplus -H 10.0.0.50 -U ADMIN -P ${PW} chassis power status`, secret: PW },
  { rule: "rdp-password", text: `rdesktop -u admin -p ${PW} 10.0.5.20`, secret: PW },
  { rule: "openssl-passphrase", text: `openssl enc -aes-256-cbc -pbkdf2 -salt -in b.tar -out b.tar.enc -k ${PW}`, secret: PW },
  { rule: "smb-password", text: `smbclient //fs01/share -U 'CORP\\jdoe%${PW}' -c 'ls'`, secret: PW },
  { rule: "htpasswd-password", text: `docker run --rm --entrypoint htpasswd httpd:2 -Bbn registry ${PW} > auth/htpasswd`, secret: PW },
  // subcommands' positional secrets and options
  { rule: "pulumi-config-secret", text: `pulumi config set --secret dbPassword ${PW}`, secret: PW },
  { rule: "pulumi-config-secret", text: `pulumi config set -s prod apiKey ${PW} --secret`, secret: PW },
  { rule: "registry-auth-token", text: `npm config set //npm.pkg.example.com/:_authToken ${HEX}`, secret: HEX },
  { rule: "registry-auth-token", text: `yarn config set npmAuthToken ${HEX}`, secret: HEX },
  { rule: "minio-secret-key", text: `mc alias set minio http://localhost:9000 minio-admin ${PW}`, secret: PW },
  { rule: "cargo-login-token", text: `cargo login --registry internal ${HEX}`, secret: HEX },
  { rule: "gh-secret-body", text: `gh secret set DEPLOY_KEY --repo acme/api --body "${PW}"`, secret: PW },
  { rule: "keyvault-secret-value", text: `az keyvault secret set --vault-name kv-prod --name db-password --value '${PW}'`, secret: PW },
  { rule: "ssm-secure-string", text: `aws ssm put-parameter --name /prod/db/password --type SecureString --value '${PW}' --overwrite`, secret: PW },
  { rule: "redis-auth-password", text: `redis-cli -h 10.0.3.7 AUTH default ${PW}`, secret: PW },
  { rule: "redis-auth-password", text: `$ redis-cli -h cache AUTH ${PW}\nOK`, secret: PW },
  // piped to a command that reads a password on its input
  { rule: "piped-password", text: `echo '${PW}' | docker login ghcr.io -u octo-bot --password-stdin`, secret: PW },
  { rule: "piped-password", text: `echo '${PW}' | sudo -S apt-get install -y postgresql-client`, secret: PW },
  { rule: "piped-password", text: `echo 'deploy:${PW}' | sudo chpasswd`, secret: PW },
  { rule: "piped-password", text: `printf '%s' '${PW}' | helm registry login registry.example.com -u bot --password-stdin`, secret: PW },
  // Windows: net use, FreeRDP, cmdkey
  { rule: "net-use-password", text: `net use Z: \\\\fs01\\share /user:CORP\\jdoe ${PW} /persistent:no`, secret: PW },
  { rule: "net-use-password", text: `net use \\\\fs01\\share ${PW} /user:CORP\\jdoe`, secret: PW },
  { rule: "slash-password", text: `xfreerdp /u:Administrator /p:'${PW}' /v:10.0.5.20 /cert:ignore`, secret: PW },
  { rule: "slash-password", text: `cmdkey /generic:TERMSRV/host01 /user:CORP\\jdoe /pass:${PW}`, secret: PW },
  // calls that take a password by argument order
  { rule: "credential-call-argument", text: `auth := smtp.PlainAuth("", "alerts@example.com", "${PW}", "smtp.example.com")`, secret: PW },
  { rule: "credential-call-argument", text: `auth := smtp.PlainAuth(\n\t"",\n\tcfg.User,\n\t"${PW}",\n\tcfg.Host,\n)`, secret: PW },
  { rule: "credential-call-argument", text: `Connection c = DriverManager.getConnection(url, "app", "${PW}");`, secret: PW },
  { rule: "credential-call-argument", text: `var cred = new NetworkCredential("svc", "${PW}", "CORP");`, secret: PW },
  { rule: "credential-call-argument", text: `new PasswordAuthentication("mailer", "${PW}".toCharArray())`, secret: PW },
  { rule: "credential-call-argument", text: `const db = new Sequelize('shop', 'app', '${PW}', { host: 'localhost', dialect: 'postgres' });`, secret: PW },
  { rule: "credential-call-argument", text: `l.simple_bind_s("cn=admin,dc=example,dc=org", "${PW}")`, secret: PW },
  { rule: "credential-call-argument", text: `creds := credentials.NewStaticCredentials("AKIDEXAMPLE", "${PW}", "")`, secret: PW },
];

const LOOK_ALIKES: readonly string[] = [
  "curl -k https://localhost:8443/health",
  "http GET https://api.example.com/items Accept:application/json",
  "openssl enc -d -aes-256-cbc -in b.tar.enc -out b.tar -pass env:BACKUP_PASS",
  "docker run --rm --entrypoint htpasswd httpd:2 -Bn registry > auth/htpasswd",
  "pulumi config set aws:region us-east-1",
  "pulumi config set --secret dbPassword",
  "npm config set registry https://npm.pkg.example.com/",
  'npm config set //npm.pkg.example.com/:_authToken "${NPM_TOKEN}"',
  "mc alias set minio http://localhost:9000",
  "cargo login",
  "gh secret set DEPLOY_KEY < deploy_key",
  "gh secret set API_TOKEN --body \"$API_TOKEN\"",
  "aws ssm put-parameter --name /prod/db/host --type String --value db.internal",
  "redis-cli -h cache PING",
  'echo "$CR_PAT" | docker login ghcr.io -u octo-bot --password-stdin',
  "cat ~/.docker/token | docker login -u bot --password-stdin",
  "echo done | sudo tee /etc/motd",
  "net use Z: \\\\fs01\\share /delete",
  "net use Z: \\\\fs01\\share * /user:CORP\\jdoe",
  "xfreerdp /u:Administrator /v:10.0.5.20 /cert:ignore",
  "Connection c = DriverManager.getConnection(url, user, password);",
  "Connection c = dataSource.getConnection();",
  'auth := smtp.PlainAuth("", cfg.User, cfg.Password, cfg.Host)',
  "$db = new mysqli($host, $user, $pass, $name);",
];

describeRedaction(CASES, LOOK_ALIKES, IN_BASH_CALL);
