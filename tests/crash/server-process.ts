import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { until } from "../support/patience";
import { embeddedEnvironment } from "./embedded-env";

const root = join(import.meta.dirname, "../..");

/** What GET /api/health answers (services/command/src/health). */
export interface Health {
  status: string;
  position: number;
  projections: Array<{ name: string; position: number; lag: number; error?: string }>;
}

/**
 * The embedded LabLedger as a real process (services/command/src/main.ts) on one data directory,
 * started again and again: killed with SIGKILL, as a power cut or the OOM killer would.
 */
export class ServerProcess {
  readonly url: string;
  /** Everything the processes printed, for the failure message. */
  readonly output: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Open while the service answers; writers whose request failed wait on it. */
  private gate = openableGate();
  starts = 0;
  /** How long each start took until /api/health answered, in ms. */
  readonly startTimes: number[] = [];

  constructor(
    private readonly env: Record<string, string>,
    port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the service and waits until it answers /api/health. */
  async start(): Promise<void> {
    this.starts++;
    const began = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", "services/command/src/main.ts"], {
      cwd: root,
      env: embeddedEnvironment(this.env),
    });
    const label = `[start ${this.starts}] `;
    child.stdout?.on("data", (d) => this.output.push(label + d));
    child.stderr?.on("data", (d) => this.output.push(label + d));
    this.child = child;
    this.exited = new Promise((done) => child.once("exit", () => done()));
    try {
      await until(
        `the service (start ${this.starts}) to answer /api/health`,
        async () => {
          if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode} at start ${this.starts}`);
          return (await this.health()) !== undefined;
        },
        { timeout: 60_000, interval: 100 },
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}; the service said:\n${this.output.slice(-40).join("")}`);
    }
    this.startTimes.push(performance.now() - began);
    this.gate.open();
  }

  /** Resolves once the service of the current start answers (writers wait on it after a failed request). */
  whenUp(): Promise<void> {
    return this.gate.opened;
  }

  async health(): Promise<Health | undefined> {
    const res = await fetch(`${this.url}/api/health`).catch(() => undefined);
    if (!res?.ok) return undefined;
    return ((await res.json()) as { response: Health }).response;
  }

  /** SIGKILL: no handler runs, nothing is flushed or closed. Resolves once the process is gone. */
  async kill(): Promise<void> {
    this.gate = openableGate();
    this.child?.kill("SIGKILL");
    await this.exited;
  }

  /** SIGTERM: the service's own orderly stop. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    child.kill("SIGTERM");
    await this.exited;
    return child.exitCode;
  }
}

function openableGate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A port in [from, to] nothing listens on now, looked for from a random one on. */
export async function freePortIn(from: number, to: number, random: () => number): Promise<number> {
  const count = to - from + 1;
  const first = Math.floor(random() * count);
  for (let n = 0; n < count; n++) {
    const port = from + ((first + n) % count);
    const free = await new Promise<boolean>((answer) => {
      const probe = createServer()
        .once("error", () => answer(false))
        .listen(port, "127.0.0.1", () => probe.close(() => answer(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}
