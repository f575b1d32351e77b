/**
 * The files the protocol buffer compiler writes: for each `.proto` it is given, one file per output
 * option (`--python_out=DIR`, `--grpc_python_out=DIR`, `--cpp_out=DIR`, …), named after the proto's
 * path below the import root it was found in (`-I`/`--proto_path`), as protoc's generators name them.
 * A generator whose naming is not known here (a plugin's `--foo_out`) adds nothing.
 */
import type { ShellWord } from "./lexer.js";

/** The files one generator writes for `a/b-c.proto` (its path below the root, without `.proto`). */
const GENERATED: Record<string, (stem: string) => string[]> = {
  // Python module names cannot hold `-`: protoc writes `b_c_pb2.py` for `b-c.proto`
  python: (stem) => [`${pythonStem(stem)}_pb2.py`],
  pyi: (stem) => [`${pythonStem(stem)}_pb2.pyi`],
  grpc_python: (stem) => [`${pythonStem(stem)}_pb2_grpc.py`],
  cpp: (stem) => [`${stem}.pb.h`, `${stem}.pb.cc`],
  grpc_cpp: (stem) => [`${stem}.grpc.pb.h`, `${stem}.grpc.pb.cc`],
};

const OUT_OPTION = /^--(\w+)_out(?:=(.*))?$/s;
const ROOT_OPTION = /^(?:-I|--proto_path)(?:=?(.*))?$/s;

function pythonStem(stem: string): string {
  const slash = stem.lastIndexOf("/");
  return `${stem.slice(0, slash + 1)}${stem.slice(slash + 1).replace(/-/g, "_")}`;
}

/** `protoc -I. --python_out=. --grpc_python_out=. kv.proto`: `kv_pb2.py`, `kv_pb2_grpc.py`. */
export function protocWrites(args: ShellWord[]): ShellWord[] {
  const outs: { generator: string; dir: string }[] = [];
  const roots: string[] = [];
  const protos: string[] = [];
  let literal = true;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    literal &&= arg.literal;
    const out = OUT_OPTION.exec(arg.text);
    const root = ROOT_OPTION.exec(arg.text);
    if (out !== null) outs.push({ generator: out[1]!, dir: out[2] ?? args[(index += 1)]?.text ?? "" });
    else if (root !== null) roots.push(root[1] || (args[(index += 1)]?.text ?? ""));
    else if (arg.text.endsWith(".proto")) protos.push(arg.text);
  }
  // a generator's directory may carry options first (`--cpp_out=lite:out`)
  const named = outs.flatMap(({ generator, dir }) => protos.flatMap((proto) => {
    // an own key only: `--constructor_out` names no generator, whatever the object's prototype holds
    const files = Object.hasOwn(GENERATED, generator) ? GENERATED[generator]!(belowRoot(proto, roots).replace(/\.proto$/, "")) : [];
    return files.map((file) => join(dir.slice(dir.lastIndexOf(":") + 1), file));
  }));
  return named.map((text) => ({ text, literal }));
}

/** The proto's path below the first root it lies in, as protoc names its outputs (the current folder when none). */
function belowRoot(proto: string, roots: readonly string[]): string {
  const clean = (path: string) => path.replace(/^\.\/+/, "").replace(/\/+$/, "");
  for (const root of roots.map(clean)) {
    if (root === "" || root === ".") return clean(proto);
    if (clean(proto).startsWith(`${root}/`)) return clean(proto).slice(root.length + 1);
  }
  return clean(proto);
}

function join(dir: string, file: string): string {
  const base = dir.replace(/\/+$/, "");
  return base === "" || base === "." ? file : `${base}/${file}`;
}
