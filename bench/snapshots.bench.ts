import { type ExperimentEvent, experimentFold, experimentStream, fold } from "@labledger/domain";
import { upcast } from "@labledger/events";
import { startBenchService } from "./bench-service";
import { growRecord } from "./history.bench";
import { timed } from "./measure";

interface Timing {
  readonly p50: number;
  readonly p99: number;
}

export interface SnapshotFigures {
  readonly small: number;
  readonly large: number;
  readonly requests: number;
  /** GET /api/experiments/{id} of each record. */
  readonly open: { readonly small: Timing; readonly large: Timing };
  /** The command path's load before deciding (runtime.snapshots.fold), in-process, of each record. */
  readonly commandLoad: { readonly small: Timing; readonly large: Timing };
  /** PUT of a module save (load, decide, durable append) on each record. */
  readonly save: { readonly small: Timing; readonly large: Timing };
  /** Baseline, same run: the large record folded from its first event (readStream + fold), as before snapshots. */
  readonly fullFold: Timing;
}

/**
 * Issue 15: opening a record of `large` events should cost about what one of `small` costs.
 * Both records have 10 modules saved over and over; each is opened once first, so its snapshot
 * (written every 100 events by default) exists before the timing starts.
 */
export async function snapshotOpen(small: number, large: number, requests: number): Promise<SnapshotFigures> {
  const { service, call, userId } = await startBenchService("snapshots");
  const { events } = service.runtime.ports;
  const book = await call("POST", "/notebooks", { name: "Snapshot bench" });
  const records: Record<"small" | "large", string> = { small: "", large: "" };
  for (const [name, size] of [
    ["small", small],
    ["large", large],
  ] as const) {
    const record = await call("POST", "/experiments", { notebookId: book.id, title: `A record of ${size} events` });
    for (let m = 0; m < 10; m++)
      await call("POST", `/experiments/${record.id}/modules`, { type: "input", title: `Reading ${m}` });
    await growRecord(service, record.id, userId, size);
    await call("GET", `/experiments/${record.id}`);
    await service.runtime.snapshots.settled();
    records[name] = record.id;
  }
  const open = (name: "small" | "large") => timed(requests, () => call("GET", `/experiments/${records[name]}`));
  const load = (name: "small" | "large") =>
    timed(requests, () => service.runtime.snapshots.fold(events, experimentStream(records[name]), experimentFold));
  const save = async (name: "small" | "large") => {
    const id = records[name];
    return timed(requests, async () => {
      const { modules } = await call("GET", `/experiments/${id}`);
      const module = modules[0] as { moduleId: string; lastCacheTime: number };
      await call("PUT", `/experiments/${id}/modules/${module.moduleId}`, {
        data: { fields: { value: `${Math.random()}` } },
        lastCacheTime: module.lastCacheTime,
      });
    });
  };
  const figures: SnapshotFigures = {
    small,
    large,
    requests,
    open: { small: await open("small"), large: await open("large") },
    commandLoad: { small: await load("small"), large: await load("large") },
    save: { small: await save("small"), large: await save("large") },
    fullFold: await timed(requests, async () =>
      fold(
        experimentFold,
        (await events.readStream(experimentStream(records.large))).map((e) => upcast(e) as unknown as ExperimentEvent),
      ),
    ),
  };
  await service.runtime.snapshots.settled();
  await service.stop();
  return figures;
}
