import { experimentFold, isSheetEvent, recordValuesOf } from "@labledger/domain";
import type { EventStore, PositionedWrite, ReadStore } from "@labledger/ports";
import { StreamFolds } from "./stream-folds";
import { type RestatedModel, StreamRestater } from "./stream-restater";

/** What data-mining reports read of each record (libs/domain report/record-values.ts): a read model of its own. */
export const RECORD_VALUES = { name: "record_values", version: 1, collection: "record_values" } as const;
const VERSION_KEY = `${RECORD_VALUES.name}#version`;
const EXPERIMENT = /^experiment-(.+)$/;

class RecordValuesModel implements RestatedModel {
  readonly name = RECORD_VALUES.name;
  readonly version = RECORD_VALUES.version;
  readonly reads = (streamId: string) => EXPERIMENT.test(streamId);
  // Reports read a sheet's columns: they need not follow each typed cell.
  readonly settles = isSheetEvent;

  constructor(
    private readonly folds: StreamFolds,
    private readonly readStore: ReadStore,
  ) {}

  storedVersion = () => this.readStore.checkpoint(VERSION_KEY);
  checkpoint = () => this.readStore.checkpoint(RECORD_VALUES.name);

  async reset(): Promise<void> {
    await this.readStore.drop([RECORD_VALUES.collection], [RECORD_VALUES.name, VERSION_KEY]);
    await this.readStore.commit({ checkpointKey: VERSION_KEY, writes: [], checkpoint: RECORD_VALUES.version });
  }

  async restate(streamIds: readonly string[], checkpoint: number): Promise<void> {
    const writes: PositionedWrite[] = [];
    for (const streamId of streamIds) {
      const id = EXPERIMENT.exec(streamId)?.[1];
      const now = id ? await this.folds.now(streamId, experimentFold.name, experimentFold) : undefined;
      if (!id || !now) continue;
      const doc = recordValuesOf(id, now.state, now);
      if (doc) writes.push({ op: "upsert", collection: RECORD_VALUES.collection, doc: { ...doc }, position: checkpoint });
    }
    await this.readStore.commit({ checkpointKey: RECORD_VALUES.name, writes, checkpoint });
  }
}

/** Keeps `record_values` from the log. */
export class RecordValuesKeeper extends StreamRestater {
  constructor(events: EventStore, readStore: ReadStore, folds = new StreamFolds(events)) {
    super(events, new RecordValuesModel(folds, readStore));
  }
}
