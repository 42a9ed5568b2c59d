import { experimentFold, isSheetEvent, type RecordMolecule, recordStructures } from "@labledger/domain";
import type { RecordedEvent } from "@labledger/events";
import {
  type Chemistry,
  type EventStore,
  type StructureEntry,
  type StructureIndex,
  type StructureWrite,
  UnreadableStructure,
} from "@labledger/ports";
import { StreamFolds } from "../restate/stream-folds";
import { type RestatedModel, StreamRestater } from "../restate/stream-restater";

/** The index's name (its checkpoint, its lease, health) and version: raised when what it keeps of past events changes. */
export const STRUCTURE_INDEX = { name: "structures", version: 1 } as const;
const VERSION_KEY = `${STRUCTURE_INDEX.name}#version`;
const RECORD_STREAM = /^experiment-(.+)$/;

/**
 * The structure index as a restated model: each record a batch touches is read again from its
 * stream, and its reaction rows' molecules written whole with their search keys (about a
 * millisecond a molecule). A record without molecules leaves the index.
 */
class StructureIndexModel implements RestatedModel {
  readonly name = STRUCTURE_INDEX.name;
  readonly version = STRUCTURE_INDEX.version;
  readonly reads = (streamId: string) => RECORD_STREAM.test(streamId);
  // A spreadsheet holds no structures: typing in one never touches the index.
  readonly changedBy = (event: RecordedEvent) => !isSheetEvent(event);

  constructor(
    private readonly folds: StreamFolds,
    private readonly index: StructureIndex,
    private readonly chemistry: Chemistry,
  ) {}

  storedVersion = () => this.index.checkpoint(VERSION_KEY);
  checkpoint = () => this.index.checkpoint(STRUCTURE_INDEX.name);

  async reset(): Promise<void> {
    await this.index.clear([STRUCTURE_INDEX.name]);
    await this.index.commit({ checkpointKey: VERSION_KEY, writes: [], checkpoint: STRUCTURE_INDEX.version });
  }

  async restate(streamIds: readonly string[], checkpoint: number): Promise<void> {
    const writes: StructureWrite[] = [];
    for (const streamId of streamIds) {
      const experimentId = RECORD_STREAM.exec(streamId)?.[1];
      const now = experimentId ? await this.folds.now(streamId, experimentFold.name, experimentFold) : undefined;
      if (!experimentId || !now) continue;
      const subject = recordStructures(experimentId, now.state);
      if (!subject) continue;
      if (subject.molecules.length === 0) {
        writes.push({ op: "delete", id: subject.id });
        continue;
      }
      const entries = await this.entriesOf(subject.molecules);
      writes.push({ op: "put", subject: { id: subject.id, facets: subject.facets, entries } });
    }
    await this.index.commit({ checkpointKey: STRUCTURE_INDEX.name, writes, checkpoint });
  }

  private async entriesOf(molecules: readonly RecordMolecule[]) {
    const entries: StructureEntry[] = [];
    for (const molecule of molecules) {
      const keys = await this.keysOf(molecule.structure);
      if (keys) entries.push({ key: molecule.key, label: molecule.label, role: molecule.role, ...keys });
    }
    return entries;
  }

  /** A molecule's search keys; one the toolkit cannot read is not searchable (it was read when saved, so only a newer toolkit refuses it). */
  private async keysOf(structure: string) {
    try {
      return await this.chemistry.searchKeys(structure);
    } catch (error) {
      if (error instanceof UnreadableStructure) return undefined;
      throw error;
    }
  }
}

/** Keeps the structure search's index from the log. */
export class StructureIndexer extends StreamRestater {
  constructor(events: EventStore, index: StructureIndex, chemistry: Chemistry, folds = new StreamFolds(events)) {
    super(events, new StructureIndexModel(folds, index, chemistry));
  }
}
