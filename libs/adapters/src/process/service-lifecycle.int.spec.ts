import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { until } from "../../../../tests/support/patience";

const fixture = join(import.meta.dirname, "fixtures", "hanging-service.ts");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves with the pid the service prints once it is running. */
const ready = (child: ChildProcess) =>
  new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}) before it was ready: ${out}`)));
  });

describe("a service process's end", () => {
  it("given a stop that hangs, SIGTERM still ends the process", async () => {
    const service = spawn(process.execPath, ["--import", "tsx", fixture], { stdio: ["ignore", "pipe", "inherit"] });
    await ready(service);
    const exited = new Promise<number | null>((resolve) => service.once("exit", (code) => resolve(code)));
    service.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("given the wrapper that started it is killed with SIGKILL, it ends too instead of running on as an orphan", async () => {
    const wrapper = spawn(
      process.execPath,
      [
        "-e",
        `require("node:child_process").spawn(process.execPath, ["--import", "tsx", ${JSON.stringify(fixture)}], { stdio: ["ignore", "inherit", "inherit"] }); setInterval(() => {}, 60000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const service = await ready(wrapper);
    wrapper.kill("SIGKILL");
    await until("the orphaned service to end", () => !alive(service));
  });
});
