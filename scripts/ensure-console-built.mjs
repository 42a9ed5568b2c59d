// `npm start` serves the built console: build it once on a fresh clone (and when sources are newer).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const repo = new URL("../", import.meta.url).pathname;
const root = join(repo, "apps/console");
const built = join(root, "dist/index.html");
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);

const sources = Math.max(newest(join(root, "src")), newest(join(root, "build")), statSync(join(root, "vite.config.ts")).mtimeMs);
if (!existsSync(built) || sources > statSync(built).mtimeMs) {
  console.log("Building the console (apps/console) ...");
  // Always the production build users get: a test runner's NODE_ENV=test would make Vite bundle React's development build.
  // From the repository's root: `npm start -w services/command` runs this in services/command, where npm knows no apps/console.
  execSync("npm run build -w apps/console", { cwd: repo, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
