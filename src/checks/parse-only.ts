import { programName } from "../shell/program.js";

/** jq's and yq's filters that only read a document through (`jq empty f`, `jq . f`): no test of what it holds. */
const WHOLE_DOCUMENT_FILTERS: ReadonlySet<string> = new Set(["empty", "."]);
/** xmllint options that check a file against a schema: more than that it parses. */
const XML_SCHEMA_OPTION = /^--(?:schema|relaxng|dtdvalid|schematron|valid)\b/;

/**
 * A command whose status says only that a file parses (`jq empty out.json`, `python3 -m json.tool out.json`,
 * `xmllint --noout out.xml`): checking that a file just written is well-formed is not a check of the work (issue 21,
 * "trivial self-checks"). `jq -e '.results | length > 0' f` tests what the file holds, and is not one.
 */
export function parsesOnly(words: readonly string[]): boolean {
  const [program = "", ...args] = words;
  const name = programName(program);
  const operands = args.filter((arg) => !arg.startsWith("-"));
  if (name === "jq" || name === "yq") return operands.length > 0 && WHOLE_DOCUMENT_FILTERS.has(operands[0]!);
  // `python3 -m json.tool f`, or `json.tool f` once `python -m` is peeled off as a wrapper
  if (name === "json.tool") return true;
  if (/^python[\d.]*$/.test(name)) return args.includes("-m") && args[args.indexOf("-m") + 1] === "json.tool";
  if (name === "xmllint") return args.includes("--noout") && !args.some((arg) => XML_SCHEMA_OPTION.test(arg));
  return false;
}
