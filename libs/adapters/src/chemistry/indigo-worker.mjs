// The worker thread that runs Indigo (plain JavaScript: it starts without a TypeScript loader).
// Messages: { id, calls: [{ op, data, format, options }] } in, { id, results } or { id, error } out.
import { parentPort, workerData } from "node:worker_threads";
import { instantiateIndigo } from "./indigo-instance.mjs";

let ready = instantiateIndigo(workerData.wasmModule);
await ready;
parentPort.postMessage({ ready: true });

parentPort.on("message", async ({ id, calls }) => {
  const indigo = await ready;
  try {
    parentPort.postMessage({ id, results: calls.map((call) => run(indigo, call)) });
  } catch (thrown) {
    // A failure thrown through the WASM skips its C++ clean-up: the memory and stack it held stay
    // taken, and some thousand failures later Indigo breaks. The next call gets a fresh instance.
    ready = instantiateIndigo(workerData.wasmModule);
    parentPort.postMessage({ id, error: typeof thrown === "string" ? thrown : String(thrown?.message ?? thrown) });
  }
});

function run(indigo, { op, data, format, options }) {
  const map = new indigo.MapStringString();
  const selection = op === "calculate" ? new indigo.VectorInt() : undefined;
  try {
    for (const [key, value] of Object.entries(options)) map.set(key, value);
    switch (op) {
      case "calculate":
        return indigo.calculate(data, map, selection);
      case "render":
        return indigo.render(data, map);
      case "convert":
      case "layout":
      case "aromatize":
        return indigo[op](data, format, map);
      default:
        throw `unknown Indigo operation: ${op}`;
    }
  } finally {
    map.delete();
    selection?.delete();
  }
}
