import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Smaller files gain less than the Content-Encoding costs. */
const MIN_BYTES = 1024;
/**
 * Above this size (Ketcher's chemistry chunk, Indigo's 11.8 MB .wasm) brotli's top quality takes
 * a minute per file for a few per cent; quality 9 takes seconds. The initial JavaScript stays far below.
 */
const LARGE_BYTES = 4_000_000;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset (and WebAssembly) once, at build time,
 * at the highest levels (too slow per request, free at build): the server picks one by Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "labledger-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: content.length > LARGE_BYTES ? 9 : 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
