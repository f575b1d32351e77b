/**
 * Credentials passed by position, by the signature of the call or the command that takes them (issue 23): the families
 * whose Nth argument is the password (argument-positions.ts), commands' positional passwords (credential-flags.ts,
 * command-positions.ts), declared defaults of credential options (declared-defaults.ts), scripts' lines
 * (script-positions.ts), and the value given in the sentence after the one that names it (next-sentence.ts). Each case
 * is a real shape of its API or command; the look-alikes are the same shapes holding a variable, a placeholder, an
 * empty default or ordinary words.
 */
import { describe } from "vitest";
import { describeRedaction, IN_BASH_CALL, IN_TOOL_RESULT, type RedactionCase } from "../helpers/redaction-cases.js";

// Built at run time from parts so that no scanner takes the test file for one holding credentials.
const PW = ["Vb7kQm2", "xRt9Lp"].join("");
/** A password a person chose, which the general rule (credential-window.ts) does not take for generated. */
const CHOSEN = ["Summer", "2024"].join("");

describe("calls whose Nth argument is the password", () => {
  const rule = "credential-call-argument";
  const cases: RedactionCase[] = [
    { rule, text: `String credential = Credentials.basic("admin", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `restTemplateBuilder.basicAuthentication("admin", "${CHOSEN}").build();`, secret: CHOSEN },
    { rule, text: `new BasicAuthenticationInterceptor("admin", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `client.get(url).basic_auth("admin", Some("${CHOSEN}")).send()`, secret: CHOSEN },
    { rule, text: `my $dbh = DBI->connect($dsn, 'app', '${CHOSEN}', { RaiseError => 1 });`, secret: CHOSEN },
    { rule, text: `$link = mysql_connect("localhost", "root", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `ldap_bind($ds, "cn=admin,dc=example,dc=org", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `ssh2_auth_password($connection, "deploy", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `$mbox = imap_open("{imap.example.org:993/imap/ssl}INBOX", "me", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `ftp_login($conn, "backup", "${CHOSEN}");`, secret: CHOSEN },
    { rule, text: `ftp = ftplib.FTP("ftp.example.org", "backup", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `ftps = FTP_TLS("ftp.example.org", "backup", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `ftp = Net::FTP.new("ftp.example.org", "backup", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `$conn = oci_connect("hr", "${CHOSEN}", "localhost/XE");`, secret: CHOSEN },
    { rule, text: `Net::SMTP.start("smtp.example.org", 587, "example.org", "me", "${CHOSEN}", :plain)`, secret: CHOSEN },
    { rule, text: `config := &ssh.ClientConfig{User: "deploy", Auth: []ssh.AuthMethod{ssh.Password("${CHOSEN}")}}`, secret: CHOSEN },
    { rule, text: `u.User = url.UserPassword("admin", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `keyring.set_password("backup-tool", "admin", "${CHOSEN}")`, secret: CHOSEN },
    { rule, text: `MongoCredential.createScramSha256Credential("app", "admin", "${CHOSEN}".toCharArray())`, secret: CHOSEN },
  ];
  const lookAlikes = [
    "String credential = Credentials.basic(username, password);", "client.get(url).basic_auth(user, Some(pass))",
    "client.get(url).basic_auth(user, None::<&str>)", "my $dbh = DBI->connect($dsn, $user, $pass);",
    "ftp = ftplib.FTP(host, user, passwd)", `keyring.set_password("svc", user, getpass.getpass())`,
    `ssh.Password(os.Getenv("SSH_PASSWORD"))`, `url.UserPassword("admin", "<password>")`, `mysql_connect("localhost", "root", "changeme")`,
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("commands whose positional word is the password", () => {
  const cases: RedactionCase[] = [
    { rule: "smb-password", text: `smbclient //fileserver/backup ${CHOSEN} -U svc_backup -c 'ls'`, secret: CHOSEN },
    { rule: "mosquitto-password", text: `mosquitto_passwd -b /etc/mosquitto/passwd sensor01 ${CHOSEN}`, secret: CHOSEN },
    { rule: "net-user-password", text: `net user deploy ${CHOSEN} /add /expires:never`, secret: CHOSEN },
    { rule: "net-use-password", text: `net use Z: \\\\fs01\\nas ${CHOSEN} /user:CORP\\svc /persistent:no`, secret: CHOSEN },
    { rule: "psexec-password", text: `psexec \\\\web01 -u CORP\\admin -p ${CHOSEN} cmd /c ipconfig`, secret: CHOSEN },
    { rule: "ldap-password", text: `ldappasswd -x -D cn=admin,dc=example,dc=org -W -s ${CHOSEN} uid=bob,ou=people,dc=example,dc=org`, secret: CHOSEN },
  ];
  const lookAlikes = [
    "smbclient -L //fileserver -U svc_backup", "smbclient //fileserver/backup -U svc_backup%${SMB_PASSWORD}", "smbclient //fileserver/backup -N",
    "smbclient //fileserver/backup -c 'get report.pdf'", "mosquitto_passwd -c /etc/mosquitto/passwd sensor01", "net user", "net user deploy",
    "net user deploy /delete", "net user deploy * /add", "psexec \\\\web01 -u admin -p * cmd", "ldappasswd -x -D cn=admin,dc=example,dc=org -W -S uid=bob",
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

describe("the default declared for an option named for a credential", () => {
  const cases: RedactionCase[] = [
    { rule: "clap-field-default", text: `    /// the database password\n    #[arg(long, default_value = "${CHOSEN}")]\n    password: String,`, secret: CHOSEN },
    { rule: "clap-field-default", text: `#[clap(long, default_value = "${CHOSEN}")]\n#[arg(short)]\npub api_token: String,`, secret: CHOSEN },
    { rule: "clap-named-default", text: `#[arg(long, env = "DB_PASSWORD", default_value = "${CHOSEN}")]\npub db: String,`, secret: CHOSEN },
    { rule: "clap-named-default", text: `#[arg(long, default_value = "${CHOSEN}", env = "DB_PASSWORD")]\npub db: String,`, secret: CHOSEN },
    { rule: "option-default-password", text: `@click.option("--password", default="${CHOSEN}", help="database password")`, secret: CHOSEN },
    { rule: "option-default-password", text: `parser.add_argument("-p", "--db-password", default="${CHOSEN}")`, secret: CHOSEN },
    { rule: "pflag-default-password", text: `rootCmd.Flags().StringVarP(&password, "password", "p", "${CHOSEN}", "admin password")`, secret: CHOSEN },
  ];
  const lookAlikes = [
    `#[arg(long, default_value = "localhost")]\n    host: String,`, `#[arg(long, default_value = "16")]\n    password_length: u32,`,
    `#[arg(long, default_value = "changeme")]\n    password: String,`, `@click.option("--password", default=None, prompt=True, hide_input=True)`,
    `parser.add_argument("--password", default=os.environ.get("DB_PASSWORD"))`, `parser.add_argument("--token", default="")`,
    `rootCmd.Flags().StringVarP(&password, "password", "p", "", "admin password")`, `parser.add_argument("--host", default="db.internal")`,
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("a script's line read by the program it feeds", () => {
  const cases: RedactionCase[] = [
    { rule: "ftp-user-password", text: `ftp -n ftp.example.org <<EOF\nbinary\nuser backup ${CHOSEN}\nput dump.sql\nbye\nEOF`, secret: CHOSEN },
    { rule: "ftp-user-password", text: `ftp> user backup ${CHOSEN}\n230 Login successful.`, secret: CHOSEN },
    { rule: "nagios-resource-macro", text: `# resource.cfg\n$USER1$=/usr/lib/nagios/plugins\n$USER3$=${CHOSEN}\n`, secret: CHOSEN },
  ];
  const lookAlikes = [
    "ftp -n ftp.example.org <<EOF\nuser anonymous guest\nls\nEOF", "ftp -n ftp.example.org <<EOF\nuser backup $FTP_PASSWORD\nEOF",
    `useradd -m backup\nuser backup ${CHOSEN} is not an ftp line`, "$USER1$=/usr/lib/nagios/plugins\n$USER2$=/usr/lib/nagios/plugins/eventhandlers",
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});

describe("the value in the sentence after the one that names it", () => {
  const rule = "credential-window";
  const cases: RedactionCase[] = [
    { rule, text: `I changed the SFTP password yesterday. It's now ${PW}.`, secret: PW },
    { rule, text: `We rotated the API token this morning. The new one is ${PW}.`, secret: PW },
    { rule, text: `The staging password was reset. It is now set to ${PW} until Friday.`, secret: PW },
  ];
  const lookAlikes = [
    "Change the password regularly. It is important to use a manager.", "I reset the token. It's now in the vault.",
    "The password expired. It was 90 days old.", "Rotate the secret. It's now done.",
  ];
  describeRedaction(cases, lookAlikes, IN_TOOL_RESULT);
});

describe("commands that take a password by a word of their own, or twice", () => {
  const cases: RedactionCase[] = [
    { rule: "openssl-passwd", text: `openssl passwd -6 -salt xyz ${CHOSEN}`, secret: CHOSEN },
    { rule: "mysqladmin-password", text: `mysqladmin -u root -h 127.0.0.1 password '${CHOSEN}'`, secret: CHOSEN },
    { rule: "windows-password-switch", text: `schtasks /create /tn nightly /tr C:\\job.exe /ru CORP\\svc /rp ${CHOSEN}`, secret: CHOSEN },
    { rule: "windows-password-switch", text: `winrs -r:web01 -u:admin -p:${CHOSEN} ipconfig`, secret: CHOSEN },
    { rule: "curlopt-userpwd", text: `curl_setopt($ch, CURLOPT_USERPWD, "admin:${CHOSEN}");`, secret: CHOSEN },
    { rule: "confirmed-password", text: `echo -e "${CHOSEN}\\n${CHOSEN}" | passwd deploy`, secret: CHOSEN },
    { rule: "confirmed-password", text: `(echo ${CHOSEN}; echo ${CHOSEN}) | smbpasswd -s -a bob`, secret: CHOSEN },
    { rule: "here-string-password", text: `vncpasswd -f <<< ${CHOSEN} > ~/.vnc/passwd`, secret: CHOSEN },
  ];
  const lookAlikes = [
    "openssl passwd -6 -stdin < pw.txt", "openssl passwd -6 $PASSWORD", "mysqladmin -u root -p status", "mysqladmin -u root password",
    "schtasks /query /tn nightly", "winrs -r:web01 ipconfig", "curl_setopt($ch, CURLOPT_USERPWD, $user . ':' . $pass);",
    'echo -e "$PW\\n$PW" | passwd deploy', "echo done | passwd --help", "(echo yes; echo no) | smbpasswd -s -a bob",
  ];
  describeRedaction(cases, lookAlikes, IN_BASH_CALL);
});
