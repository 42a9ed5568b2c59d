/** The binaryWasm entry (Indigo's .wasm as its own file) has its types beside it, but the package's "exports" names none. */
declare module "ketcher-standalone/dist/binaryWasm" {
  export { StandaloneStructServiceProvider } from "ketcher-standalone";
}
