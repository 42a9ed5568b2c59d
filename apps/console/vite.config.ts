import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

// The product version (root package.json) is what the header shows and release notes are keyed by.
const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    // Ketcher (the reaction structure editor, a lazy chunk) reads Node's `global`; in dev also `process.env`
    // (the build replaces `process.env.NODE_ENV` itself, and a whole `process.env` would hide it).
    global: "globalThis",
    ...(command === "serve" ? { "process.env": "{}" } : {}),
  },
  server: { proxy: { "/api": "http://localhost:8080" } },
  build: { outDir: "dist", emptyOutDir: true },
  // Ketcher's Indigo worker is an ES module (it imports, and finds its .wasm beside itself by import.meta.url).
  worker: { format: "es" },
  // IronCalc (the spreadsheet's formula engine) finds its .wasm beside itself: the dev server must not pre-bundle it.
  optimizeDeps: { exclude: ["@ironcalc/wasm"] },
}));
