import { describe, expect, it } from "vitest";
import { clearChunkReloadGuard, isChunkLoadError, reloadOnceAfterChunkError } from "./chunk-reload";

const environment = () => {
  const store = new Map<string, string>();
  const reloads: string[] = [];
  return {
    reloads,
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    reload: (target: string) => void reloads.push(target),
  };
};
const chunkError = new TypeError("Failed to fetch dynamically imported module: http://x/assets/ComingPage-abc.js");

describe("a failed chunk load reloads the target address once (spec §2)", () => {
  it("reloads the target the first time", () => {
    const env = environment();
    expect(reloadOnceAfterChunkError(chunkError, "http://x/team", env)).toBe(true);
    expect(env.reloads).toEqual(["http://x/team"]);
  });

  it("does not reload the same target a second time", () => {
    const env = environment();
    reloadOnceAfterChunkError(chunkError, "http://x/team", env);
    expect(reloadOnceAfterChunkError(chunkError, "http://x/team", env)).toBe(false);
    expect(env.reloads).toHaveLength(1);
  });

  it("may reload again after a page loaded, or for another target", () => {
    const env = environment();
    reloadOnceAfterChunkError(chunkError, "http://x/team", env);
    expect(reloadOnceAfterChunkError(chunkError, "http://x/record", env)).toBe(true);
    clearChunkReloadGuard(env.storage);
    expect(reloadOnceAfterChunkError(chunkError, "http://x/record", env)).toBe(true);
  });

  it("ignores errors that are not chunk loads", () => {
    const env = environment();
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(reloadOnceAfterChunkError(new Error("x is undefined"), "http://x/team", env)).toBe(false);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });
});
