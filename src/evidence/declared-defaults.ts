/**
 * A literal given as the default of an option or a field named for a credential, in the declarations of command-line
 * parsers: clap's `#[arg(long, default_value = "X")]` over a `password: String` field (or with `env = "DB_PASSWORD"`),
 * click's and argparse's `option("--password", default="X")`, and cobra's and pflag's `StringVarP(&pw, "password", "p",
 * "X", usage)`. The default is what the program runs with when no one passes the option: a password written there is one.
 *
 * A named rule each, guarded as a literal (secret-shape.ts): an empty default, a placeholder (`changeme`, `<password>`),
 * and a reference (`${DB_PASSWORD}`) stay. Every pattern reads raw JSON text too and opens on a literal (redact.ts, `LITERALS`).
 */
import type { LabelRule } from "./assignment-rules.js";
import { labelRule, NEWLINE } from "./rule-parts.js";

/** A quote, escaped once in JSON text or twice in a JSON string inside JSON (Codex's `arguments`). */
const QUOTE = "(?:\\\\{1,3})?[\"']";
/** A literal's value: no blank, quote or backslash. */
const VALUE = "[^\\s\"'\\\\`]+";
/** An option's name that holds a credential's word (`--db-password`, `api_token`, `SECRET_KEY`). */
const CREDENTIAL_NAME = "[\\w.-]*(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD|PHRASE)?|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi[_-]?[Kk]ey|API_KEY|[Pp]wd|PWD)[\\w.-]*";
/** A Rust field named for a credential (`password`, `pub db_password`, `pub(crate) api_token`). */
const CREDENTIAL_FIELD = "(?:pub(?:\\([\\w:]+\\))?[ \\t]+)?[a-z0-9_]*(?:password|passwd|passphrase|secret|token|api_key|pwd)[a-z0-9_]*[ \\t]*:";
/** The rest of an attribute, on its line: at most this many characters. */
const ATTRIBUTE_REST = "[^\\]\\n]{0,200}?";
/** clap's and structopt's attributes, up to the default. */
const CLAP_DEFAULT = `default_value(?:_t)?(?<=#\\[(?:arg|clap|structopt)\\(${ATTRIBUTE_REST}default_value(?:_t)?)[ \\t]*=[ \\t]*${QUOTE}(?<secret>${VALUE})`;

const literalRule = (kind: string, anchors: readonly string[], source: string): LabelRule => ({
  ...labelRule(kind, anchors, source, "labelled"),
  literal: true,
});

export const DECLARED_DEFAULT_RULES: readonly LabelRule[] = [
  // clap: the attribute's default, the field named for a credential on a line after it (other attributes between)
  literalRule(
    "clap-field-default",
    ["default_value"],
    `${CLAP_DEFAULT}(?=${QUOTE}${ATTRIBUTE_REST}\\)\\][ \\t]*(?:${NEWLINE}[ \\t]*#\\[${ATTRIBUTE_REST}\\][ \\t]*){0,3}${NEWLINE}[ \\t]*${CREDENTIAL_FIELD})`,
  ),
  // clap: the attribute names the credential itself (`env = "DB_PASSWORD"`, `long = "db-password"`), before or after the default
  literalRule(
    "clap-named-default",
    ["default_value"],
    `${CLAP_DEFAULT}(?:(?=${QUOTE}${ATTRIBUTE_REST}(?:env|long|name)[ \\t]*=[ \\t]*${QUOTE}${CREDENTIAL_NAME}${QUOTE})`
      + `|(?<=(?:env|long|name)[ \\t]*=[ \\t]*${QUOTE}${CREDENTIAL_NAME}${QUOTE}${ATTRIBUTE_REST}default_value(?:_t)?[ \\t]*=[ \\t]*${QUOTE}[^\\s"'\\\\\`]+))`,
  ),
  // click's `@click.option("--password", default="X")` and argparse's `add_argument("-p", "--password", default="X")`
  literalRule(
    "option-default-password",
    ["add_argument(", ".option("],
    `(?:add_argument|\\.option)\\((?=[^)\\n]{0,120}?${QUOTE}--?${CREDENTIAL_NAME}${QUOTE})[^)\\n]{0,200}?(?<![\\w])default[ \\t]*=[ \\t]*${QUOTE}(?<secret>${VALUE})`,
  ),
  // cobra and pflag: `StringVarP(&pw, "password", "p", "X", usage)`, `String("db-password", "X", usage)`
  literalRule(
    "pflag-default-password",
    ["String(", "StringVar(", "StringP(", "StringVarP("],
    `(?<![\\w])String(?:Var)?P?\\((?:[ \\t]*&[\\w.]+[ \\t]*,)?[ \\t]*${QUOTE}${CREDENTIAL_NAME}${QUOTE}[ \\t]*,`
      + `(?:[ \\t]*${QUOTE}\\w?${QUOTE}[ \\t]*,)?[ \\t]*${QUOTE}(?<secret>${VALUE})`,
  ),
];
