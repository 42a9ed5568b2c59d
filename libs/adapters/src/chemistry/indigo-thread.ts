import { Worker } from "node:worker_threads";
import { UnreadableStructure } from "@labledger/ports";
import { compileIndigo } from "./indigo-instance.mjs";

export type IndigoOperation = "convert" | "layout" | "aromatize" | "calculate" | "render";

/** One Indigo function call: `format` is the output format of convert, layout and aromatize. */
export interface IndigoCall {
  readonly op: IndigoOperation;
  readonly data: string;
  readonly format?: string;
  readonly options: Readonly<Record<string, string>>;
}

type Reply = { id: number; results: string[] } | { id: number; error: string };

interface Pending {
  readonly id: number;
  readonly resolve: (results: string[]) => void;
  readonly reject: (error: Error) => void;
}

/** Compiled once per process: every worker (a first one, one started after a kill) instantiates it. */
let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Indigo in a worker thread of its own, one batch of calls at a time. WASM cannot be interrupted
 * from outside: a layout that does not end (some ring systems take minutes) or a parse that eats
 * the memory would stop the whole process. Here a batch that outlives its deadline ends the
 * worker, the caller gets UnreadableStructure and the next batch starts a new worker.
 */
export class IndigoThread {
  /** The worker, once it has said it is ready. */
  private worker: Promise<Worker> | undefined;
  private current: Worker | undefined;
  private pending: Pending | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 0;
  private closed = false;

  private constructor(
    private readonly wasmModule: WebAssembly.Module,
    readonly deadlineMs: number,
  ) {}

  static async start(deadlineMs: number): Promise<IndigoThread> {
    compiled ??= compileIndigo();
    const thread = new IndigoThread(await compiled, deadlineMs);
    await thread.ready();
    return thread;
  }

  /** The calls' results in order; the first failure fails the batch (UnreadableStructure). */
  run(calls: readonly IndigoCall[]): Promise<string[]> {
    const batch = this.queue.then(() => this.send(calls));
    this.queue = batch.catch(() => undefined);
    return batch;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const worker = this.current;
    this.current = undefined;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ready(): Promise<Worker> {
    if (!this.worker) {
      this.worker = this.spawn();
      this.worker.catch(() => {
        this.worker = undefined;
      });
    }
    return this.worker;
  }

  private spawn(): Promise<Worker> {
    const worker = new Worker(new URL("./indigo-worker.mjs", import.meta.url), { workerData: { wasmModule: this.wasmModule } });
    this.current = worker;
    worker.unref();
    worker.on("message", (reply: Reply) => this.settle(reply));
    worker.on("error", (error) => this.lose(worker, `Indigo's worker failed: ${error.message}`));
    worker.on("exit", (code) => this.lose(worker, `Indigo's worker stopped (exit code ${code})`));
    return new Promise((resolve, reject) => {
      worker.once("message", () => resolve(worker));
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`Indigo's worker stopped while starting (exit code ${code})`)));
    });
  }

  private async send(calls: readonly IndigoCall[]): Promise<string[]> {
    if (this.closed) throw new Error("the chemistry adapter is closed");
    const worker = await this.ready();
    const id = ++this.nextId;
    worker.ref();
    try {
      return await new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.pending = undefined;
          this.kill(worker);
          reject(new UnreadableStructure(`Indigo did not finish within ${this.deadlineMs / 1000} s`));
        }, this.deadlineMs);
        this.pending = {
          id,
          resolve: (results) => {
            clearTimeout(timer);
            resolve(results);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        // Indigo's own timeout stops what it can stop (a layout, an automorphism search) before the deadline ends the worker.
        const timeout = String(this.deadlineMs);
        worker.postMessage({ id, calls: calls.map((call) => ({ ...call, options: { timeout, ...call.options } })) });
      });
    } finally {
      worker.unref();
    }
  }

  private settle(reply: Reply): void {
    const pending = this.pending;
    if (!pending || pending.id !== reply.id) return;
    this.pending = undefined;
    if ("error" in reply) pending.reject(new UnreadableStructure(reply.error));
    else pending.resolve(reply.results);
  }

  private lose(worker: Worker, reason: string): void {
    if (this.current !== worker) return;
    this.current = undefined;
    this.worker = undefined;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(new UnreadableStructure(reason));
  }

  private kill(worker: Worker): void {
    if (this.current === worker) {
      this.current = undefined;
      this.worker = undefined;
    }
    void worker.terminate();
  }
}
