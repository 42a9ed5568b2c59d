import type { EventStore, ReadStore } from "@labledger/ports";

/**
 * Progress told in order and never twice at once (each is an append on the export's stream):
 * a call returns at once, the appends run one after the other; `settled` waits for the last.
 */
export function progressInTurn(progress: (done: number) => Promise<void>) {
  let chain = Promise.resolve();
  let told = 0;
  const tell = (done: number) => {
    if (done <= told) return;
    told = done;
    chain = chain.then(() => progress(done));
  };
  return Object.assign(tell, { settled: () => chain });
}

/** How long the writer waits for the names of the people in the records (the audit read model) before writing anyway. */
const NAMES_PATIENCE_MS = 30_000;

/**
 * The records' people are named from the audit read model: it is given time to reach the request
 * (everything in the records was written before it). Behind after that, the file is written anyway,
 * a name not yet known reading as such.
 */
export async function recordNamesCaughtUp(ports: { readStore: ReadStore; events: EventStore }, position: number) {
  const deadline = Date.now() + NAMES_PATIENCE_MS;
  while ((await ports.readStore.checkpoint("audit")) < position && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}
