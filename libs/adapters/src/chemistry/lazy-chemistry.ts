import type { Chemistry } from "@labledger/ports";

/**
 * The chemistry adapter started at its first use, once: the WASM toolkits take a second and
 * tens of megabytes, which a server whose records hold no reaction never pays.
 */
export function lazyChemistry(start: () => Promise<Chemistry>): Chemistry {
  let started: Promise<Chemistry> | undefined;
  const ready = () => {
    started ??= start().catch((error: unknown) => {
      started = undefined; // a failed start is tried again by the next call
      throw error;
    });
    return started;
  };
  return {
    kind: "lazy",
    read: async (text) => (await ready()).read(text),
    figures: async (molecule) => (await ready()).figures(molecule),
    convert: async (structure, format) => (await ready()).convert(structure, format),
    renderSvg: async (structure) => (await ready()).renderSvg(structure),
    searchKeys: async (molecule) => (await ready()).searchKeys(molecule),
    query: async (text) => (await ready()).query(text),
    close: async () => {
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}
