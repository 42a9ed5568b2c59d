import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { send } from "../http-client";

export const ROOT = join(import.meta.dirname, "../../..");

/** A Node service of this repo as its own process (`node --import tsx <entry>`), its output kept for errors. */
export function startNode(entry: string, env: NodeJS.ProcessEnv, label: string) {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (d: Buffer) => {
    output.push(`[${label}] ${d}`);
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output };
}

export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null) return done(null);
          const hard = setTimeout(() => child.kill("SIGKILL"), 15_000);
          child.once("exit", () => {
            clearTimeout(hard);
            done(null);
          });
        }),
    ),
  );
}

/** Asks `check` until it answers true, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, output: string[] = []) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}; the services said:\n${output.join("")}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** Waits until the started processes answer /api/health at `base`; stops them when they never do. */
export async function whenHealthy(
  base: string,
  children: readonly ChildProcess[],
  what: string,
  timeoutMs: number,
  output: string[],
): Promise<void> {
  try {
    await waitFor(what, async () => (await send(base, "GET", "/api/health", {})).status === 200, timeoutMs, output);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}
