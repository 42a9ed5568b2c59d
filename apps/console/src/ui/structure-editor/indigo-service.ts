import type { StructService, StructServiceOptions, StructServiceProvider } from "ketcher-core";
import { StandaloneStructServiceProvider } from "ketcher-standalone/dist/binaryWasm";

/**
 * Indigo (Ketcher's chemistry engine) as WebAssembly in a worker, its .wasm a separate asset
 * fetched when the first editor starts. ketcher-standalone runs one worker per page and each
 * service it makes takes the worker's answers over, so every editor on the page (two reaction
 * modules in one record) shares the one service: a second one would leave the first unanswered.
 */
class SharedIndigoService implements StructServiceProvider {
  readonly mode = "standalone" as const;
  private readonly standalone = new StandaloneStructServiceProvider();
  private service: StructService | undefined;

  createStructService(options: StructServiceOptions): StructService {
    const service = this.service ?? this.standalone.createStructService(options);
    this.service = service;
    return service;
  }
}

export const indigoService = new SharedIndigoService();
