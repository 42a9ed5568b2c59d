// Plain JavaScript: the Indigo worker thread loads this without a TypeScript loader (types in indigo-instance.d.mts).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
/** The build of indigo-ketcher whose WASM is a file of its own (and draws pictures; the "norender" builds do not). */
const SCRIPT = require.resolve("indigo-ketcher/binaryWasm");

/** Compiles Indigo's WASM; a compiled module is instantiated again in a fraction of the time. */
export async function compileIndigo() {
  const folder = dirname(SCRIPT);
  const { version } = JSON.parse(await readFile(join(folder, "package.json"), "utf8"));
  return WebAssembly.compile(await readFile(join(folder, `indigo-ketcher-${version}.wasm`)));
}

/** A fresh Indigo over its own memory, from the compiled module. */
export async function instantiateIndigo(wasmModule) {
  const { default: createIndigo } = await import(SCRIPT);
  return createIndigo({
    instantiateWasm(imports, receiveInstance) {
      receiveInstance(new WebAssembly.Instance(wasmModule, imports), wasmModule);
      return {};
    },
    // Indigo reports through exceptions; what it would print (an abort) is not for the log.
    print() {},
    printErr() {},
  });
}
