// The baseline of bench/chemistry.bench.ts calls indigo-ketcher itself (the package ships no types).
declare module "indigo-ketcher" {
  export interface WasmObject {
    delete(): void;
  }
  export interface IndigoKetcher {
    convert(data: string, outputFormat: string, options: WasmObject): string;
    aromatize(data: string, outputFormat: string, options: WasmObject): string;
    calculate(data: string, options: WasmObject, selectedAtoms: WasmObject): string;
    MapStringString: new () => WasmObject & { set(key: string, value: string): void };
    VectorInt: new () => WasmObject;
  }
  const createIndigo: () => Promise<IndigoKetcher>;
  export default createIndigo;
}
