import type { ComponentType } from "react";
import { clearChunkReloadGuard } from "./chunk-reload";

/** A route's lazily loaded page; a successful load re-arms the reload-once guard. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await load();
    clearChunkReloadGuard(sessionStorage);
    return { Component: module.default };
  };
}
