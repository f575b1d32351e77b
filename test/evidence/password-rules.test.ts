/**
 * Passwords recognized by their position (issue 23): each rule against real command lines and file
 * shapes, in plain text and inside a Claude Code tool call's JSON, and the look-alikes that must stay.
 */
import { describeRedaction, IN_BASH_CALL, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Tr0ub4", "dor#3x"].join("");
const WORDY = ["foo", "bared"].join("");
const B64 = ["c2VjcmV0", "LXZhbHVl", "LTEyMzQ="].join("");
/** Passwords with the punctuation a value's characters stop at (`&`, `(`, `;`, `,`): quoted, read to the quote. */
const PUNCTUATED = ["q7&Lm2", "(Xz)9w"].join("");
const DJANGO_KEY = ["k(3x)m9&q2!w@z7", "_p8#r^t5*v1=b6+n0"].join("");

const CASES: RedactionCase[] = [
  // client credential flags: short, attached or separate, as each client takes them
  { rule: "mysql-password", text: `mysql -h db.internal -u app -p${PW} app_prod`, secret: PW },
  { rule: "mysql-password", text: `mysqldump -uroot -p'${PW}' --single-transaction shop > shop.sql`, secret: PW },
  { rule: "redis-password", text: `redis-cli -h cache.internal -p 6379 -a ${WORDY} ping`, secret: WORDY },
  { rule: "mongo-password", text: `mongosh "mongodb://db:27017/app" -u admin -p ${PW} --authenticationDatabase admin`, secret: PW },
  { rule: "sqlserver-password", text: `sqlcmd -S tcp:db,1433 -U sa -P ${PW} -Q "SELECT 1"`, secret: PW },
  { rule: "sshpass", text: `sshpass -p ${WORDY} ssh -o StrictHostKeyChecking=no deploy@10.0.0.5`, secret: WORDY },
  { rule: "ldap-password", text: `ldapsearch -x -H ldap://ldap.corp -D "cn=admin,dc=corp" -w ${PW} -b "dc=corp"`, secret: PW },
  { rule: "smb-password", text: `smbclient //fs/share -U backup%${PW} -c 'ls'`, secret: PW },
  { rule: "curl-user-password", text: `curl -sS -u ci:${PW} https://nexus.internal/repository/`, secret: PW },
  { rule: "registry-login-password", text: `echo done && docker login -u robot -p ${PW} registry.example.com`, secret: PW },
  { rule: "archive-password", text: `7z a -p${PW} -mhe=on backup.7z data/`, secret: PW },
  { rule: "archive-password", text: `zip -r -P ${PW} export.zip out/`, secret: PW },
  { rule: "mqtt-password", text: `mosquitto_pub -h broker -u sensor -P ${PW} -t t -m 1`, secret: PW },
  { rule: "ssh-keygen-passphrase", text: `ssh-keygen -t ed25519 -N ${PW} -f ~/.ssh/deploy`, secret: PW },
  // password-file tools and positional passwords
  { rule: "htpasswd-password", text: `htpasswd -bc /etc/nginx/.htpasswd admin ${PW}`, secret: PW },
  { rule: "htpasswd-password", text: `htpasswd -nbB admin "${PW}" > users`, secret: PW },
  { rule: "rabbitmq-password", text: `rabbitmqctl add_user svc ${PW}`, secret: PW },
  // long password flags, any client
  { rule: "password-flag", text: `wget --http-user=ci --http-password=${WORDY} https://files.internal/a.tgz`, secret: WORDY },
  { rule: "password-flag", text: `clickhouse-client --host ch --user default --password ${WORDY}`, secret: WORDY },
  { rule: "password-flag", text: `keytool -importkeystore -srckeystore a.p12 -srcstorepass ${PW} -deststorepass ${PW}`, secret: PW },
  { rule: "password-flag", text: `gpg --batch --pinentry-mode loopback --passphrase '${PW}' -d secrets.gpg`, secret: PW },
  { rule: "secret-flag", text: `gh auth login --with-token --token ${B64}`, secret: B64 },
  { rule: "openssl-pass-arg", text: `openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:${PW}`, secret: PW },
  // a password-like name assigned, in the syntaxes the generic NAME=value misses
  { rule: "name-then-value", text: `env:\n  - name: POSTGRES_PASSWORD\n    value: "${PW}"\n`, secret: PW },
  { rule: "name-then-value", text: `<add key="DbPassword" value="${PW}" />`, secret: PW },
  { rule: "name-then-value", text: `<property name="hibernate.connection.password" value="${PW}"/>`, secret: PW },
  { rule: "xml-password-element", text: `<server>\n  <id>nexus</id>\n  <password>${PW}</password>\n</server>`, secret: PW },
  { rule: "php-define", text: `define('DB_PASSWORD', '${PW}');`, secret: PW },
  { rule: "credential-tuple", text: `requests.get(url, auth=("deploy", "${PW}"))`, secret: PW },
  { rule: "credential-tuple", text: `session.auth = HTTPBasicAuth('svc', '${PW}')`, secret: PW },
  // connection strings
  { rule: "connection-string-braced", text: `Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=app;Pwd={${PW};x};`, secret: `${PW};x` },
  { rule: "dsn-user-password", text: `DSN="app:${PW}@tcp(db:3306)/shop?parseTime=true"`, secret: PW },
  { rule: "oracle-logon", text: `jdbc:oracle:thin:scott/${PW}@//db.internal:1521/ORCL`, secret: PW },
  { rule: "oracle-logon", text: `sqlplus -s system/${PW}@XEPDB1 @migrate.sql`, secret: PW },
  { rule: "url-credentials", text: `postgres://app:${PW}@ss@db.internal:5432/app`, secret: `${PW}@ss` },
  // prose, by the agent or the user
  { rule: "password-in-prose", text: `The login is admin and the password is ${PW} for now.`, secret: PW },
  { rule: "password-in-prose", text: `I reset it: the password for the staging database is now ${WORDY}9.`, secret: `${WORDY}9` },
  { rule: "env-secret", text: `Password: ${PW}`, secret: PW },
  { rule: "password-in-prose", text: `The admin password was set to ${PW} by the setup script.`, secret: PW },
  { rule: "password-in-prose", text: `The password for the staging db is now changed to ${PW}.`, secret: PW },
  // a quoted value runs to its closing quote, whatever punctuation it holds
  { rule: "env-secret", text: `  password: "${PUNCTUATED}"`, secret: PUNCTUATED },
  { rule: "env-secret", text: `SECRET_KEY = "${DJANGO_KEY}"`, secret: DJANGO_KEY },
  { rule: "env-secret", text: `{"db": {"password": "${PUNCTUATED}", "port": 5432}}`, secret: PUNCTUATED },
  { rule: "name-then-value", text: `- name: DB_PASSWORD\n  value: "Kv3,Lp9.Qw2"`, secret: "Kv3,Lp9.Qw2" },
  // typed declarations and subscripts assigned
  { rule: "env-secret", text: `export const ADMIN_PASS: string = "${PW}";`, secret: PW },
  { rule: "env-secret", text: `const DB_PASS: &str = "${PW}";`, secret: PW },
  { rule: "env-secret", text: `os.environ["API_PASSWORD"] = "${PW}"`, secret: PW },
  { rule: "env-secret", text: `settings['password'] = '${PW}'`, secret: PW },
  { rule: "cassandra-password", text: `cqlsh cassandra.internal 9042 -u cassandra -p ${PW} -e 'DESCRIBE KEYSPACES'`, secret: PW },
  { rule: "cloud-login-password", text: `az login --service-principal -u 1b9c2f4e -p '${PW}' --tenant contoso.onmicrosoft.com`, secret: PW },
  // `PASS` is a label when assigned or named with more
  { rule: "env-secret", text: `PASS=${PW} ./deploy.sh`, secret: PW },
  { rule: "env-secret", text: `DB_PASS: ${PW}`, secret: PW },
];

/** The look-alikes, and code that reads a secret instead of holding one. */
const LOOK_ALIKES: readonly string[] = [
  "mysql -u root -p app < dump.sql",
  "mysql -u root -p<password> app",
  "redis-cli -a $REDIS_PASSWORD ping",
  'sqlcmd -S db -U sa -P "${SA_PASSWORD}" -Q "SELECT 1"',
  "sshpass -p ****** ssh deploy@host",
  "docker run -p 8080:80 nginx",
  "mkdir -p src/components && cp -a a b",
  "docker login -u robot --password-stdin registry.example.com",
  "htpasswd -c /etc/nginx/.htpasswd admin",
  "psql --password -h db app",
  "--password <password>",
  "DB_PASSWORD=changeme",
  'password = os.environ["DB_PASSWORD"]',
  "password: ${DB_PASSWORD}",
  "<password>${env.NEXUS_PASSWORD}</password>",
  "<password>changeme</password>",
  "- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:",
  "define('DB_PASSWORD', getenv('DB_PASSWORD'));",
  "auth=(user, password)",
  "const token = match.groups?.secret;",
  "The password is required and must be at least 12 characters.",
  "The password is stored as a bcrypt hash.",
  "The password was set to expire after 90 days.",
  "Enter the password when prompted, then press enter.",
  "the password for the admin account is in the vault",
  "Pwd={}",
  // seen in real trajectories: a longer word that opens on a name, and "pass" in a sentence
  '{"keystrokes": "PYTHONDONTWRITEBYTECODE=1 python3 run.py\\n"}',
  "Successfully installed tokenizers-0.22.2 tqdm-4.70.0 transformers-4.57.1",
  "All test scenarios pass: normal concurrency, cancellation and timeouts.",
  "header = auth.build_digest_header('GET', 'http://example.com/digest-auth')",
  // a test's id holds a name before its `::` (a scope, no assignment); `PASS:` is a test's status
  "tests/test_auth.py::test_login_with_wrong_password PASSED                [ 50%]",
  "FAILED tests/test_auth.py::test_login_rejects_expired_token - AssertionError: assert 401 == 403",
  "tests/unit/test_password.py::TestReset::test_sends_email PASSED",
  "--- PASS: TestPasswordResetExpires (0.00s)",
  "    --- PASS: TestHandler/returns_404 (0.00s)",
  "PASS: tests/test_basic.sh",
  "password: Optional[str] = None",
  "token: string = process.env.API_TOKEN",
  'password: str = field(default="", repr=False)',
  "cqlsh -u cassandra -p $CASSANDRA_PASSWORD",
  "az vm create -n vm1 -p 22",
  // a quoted message is not read to its quote across blanks
  '{"password": "Password must be at least 8 characters, with 1 digit"}',
];

describeRedaction(CASES, LOOK_ALIKES, IN_BASH_CALL);
