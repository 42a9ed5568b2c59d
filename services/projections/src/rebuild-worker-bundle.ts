import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRY = fileURLToPath(new URL("./rebuild-worker.ts", import.meta.url));
// Native modules (and esbuild, which the worker never calls) stay outside the bundle, imported from where this package finds them.
const OUTSIDE = ["better-sqlite3", "esbuild"];

interface Stamp {
  /** Each source file bundled, with its size and modification time when it was bundled. */
  readonly inputs: Record<string, string>;
}

const stampOf = (path: string) => {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? `${s.size}:${s.mtimeMs}` : "missing";
};

/**
 * The rebuild worker's code as one JavaScript file, made with esbuild the first time and again
 * whenever one of its sources changed. A thread loading TypeScript through tsx's hooks takes
 * ~1 s to start on these machines (hundreds of modules resolved across threads); the bundle
 * loads in ~0.1 s. Kept under node_modules/.cache.
 */
export async function rebuildWorkerBundle(): Promise<string> {
  const require = createRequire(import.meta.url);
  const modules = join(dirname(require.resolve("esbuild/package.json")), "..");
  const dir = join(modules, ".cache", "labledger", createHash("sha256").update(ENTRY).digest("hex").slice(0, 12));
  const bundle = join(dir, "rebuild-worker.mjs");
  const stampFile = join(dir, "stamp.json");
  if (existsSync(bundle) && existsSync(stampFile)) {
    const { inputs } = JSON.parse(readFileSync(stampFile, "utf8")) as Stamp;
    if (Object.entries(inputs).every(([path, stamp]) => stampOf(path) === stamp)) return bundle;
  }
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    metafile: true,
    logLevel: "silent",
    // CommonJS packages inside the bundle require Node's own modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    plugins: [
      {
        name: "native-outside",
        setup(b) {
          const filter = new RegExp(`^(${OUTSIDE.join("|")})$`);
          b.onResolve({ filter }, (args) => ({ path: require.resolve(args.path), external: true }));
        },
      },
    ],
  });
  const root = process.cwd();
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((p) => {
      const path = join(root, p);
      return [path, stampOf(path)];
    }),
  );
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: another process starting a rebuild never loads half a file.
  const tmp = `${bundle}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0]!.contents);
  renameSync(tmp, bundle);
  writeFileSync(stampFile, JSON.stringify({ inputs } satisfies Stamp));
  return bundle;
}
