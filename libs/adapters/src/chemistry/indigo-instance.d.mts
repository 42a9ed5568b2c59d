/** The part of indigo-ketcher's API the adapter calls (Emscripten bindings; failures are thrown as plain strings). */
export interface IndigoKetcher {
  version(): string;
  convert(data: string, outputFormat: string, options: IndigoOptions): string;
  layout(data: string, outputFormat: string, options: IndigoOptions): string;
  aromatize(data: string, outputFormat: string, options: IndigoOptions): string;
  /** JSON: "molecular-weight", "monoisotopic-mass", "gross-formula", ... as strings ("; " between fragments). */
  calculate(data: string, options: IndigoOptions, selectedAtoms: IndigoVectorInt): string;
  /** The picture, base64-encoded. */
  render(data: string, options: IndigoOptions): string;
  MapStringString: new () => IndigoOptions;
  VectorInt: new () => IndigoVectorInt;
}

/** WASM-side objects: each must be deleted. */
export interface IndigoOptions {
  set(key: string, value: string): void;
  delete(): void;
}

export interface IndigoVectorInt {
  push_back(value: number): void;
  delete(): void;
}

export function compileIndigo(): Promise<WebAssembly.Module>;
export function instantiateIndigo(wasmModule: WebAssembly.Module): Promise<IndigoKetcher>;
