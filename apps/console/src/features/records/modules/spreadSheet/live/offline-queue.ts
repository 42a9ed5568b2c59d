import type { CellEdit, CellNow } from "@labledger/contracts";

/** Where the queue is kept besides memory (sessionStorage in the browser): it survives a reload of the tab. */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** How the server took one replayed edit: landed, refused with the cell as it is now (409), or not reached. */
export type SendOutcome = { kind: "sent" } | { kind: "refused"; current: readonly CellNow[] } | { kind: "offline" };

/** An edit the server refused on replay: the member's input is kept beside what the cell holds now. */
export interface RefusedEdit {
  readonly edit: CellEdit;
  readonly current: readonly CellNow[];
}

const sameCell = (a: CellEdit, b: CellEdit) => a.sheetId === b.sheetId && a.cell === b.cell;

/**
 * Cell edits made while the live connection is down, kept in order in memory and in session
 * storage, replayed one by one once it is back. A second edit of a queued cell replaces the
 * first's input but keeps what the member saw before either (what the server must still hold).
 */
export class OfflineQueue {
  private edits: CellEdit[];

  constructor(
    private readonly key: string,
    private readonly storage?: QueueStorage,
  ) {
    this.edits = readStored(storage, key);
  }

  static keyOf(experimentId: string, moduleId: string): string {
    return `labledger.sheet-queue.${experimentId}.${moduleId}`;
  }

  get pending(): readonly CellEdit[] {
    return this.edits;
  }

  add(edit: CellEdit): void {
    const earlier = this.edits.findIndex((e) => sameCell(e, edit));
    if (earlier < 0) this.edits = [...this.edits, edit];
    else {
      const kept = { ...edit, seen: this.edits[earlier]!.seen };
      this.edits = [...this.edits.slice(0, earlier), ...this.edits.slice(earlier + 1), kept];
    }
    this.store();
  }

  /**
   * Sends the queued edits in the order they were made, each on its own (a refusal is one
   * cell's, never the others'), until done or the server is out of reach again.
   */
  async replay(send: (edit: CellEdit) => Promise<SendOutcome>): Promise<{ sent: number; refused: RefusedEdit[] }> {
    let sent = 0;
    const refused: RefusedEdit[] = [];
    while (this.edits.length > 0) {
      const edit = this.edits[0]!;
      const outcome = await send(edit);
      if (outcome.kind === "offline") break;
      this.edits = this.edits.slice(1);
      this.store();
      if (outcome.kind === "sent") sent++;
      else refused.push({ edit, current: outcome.current });
    }
    return { sent, refused };
  }

  private store(): void {
    if (!this.storage) return;
    try {
      if (this.edits.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify(this.edits));
    } catch {
      // Storage full or forbidden: memory still holds the queue.
    }
  }
}

function readStored(storage: QueueStorage | undefined, key: string): CellEdit[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEdit) : [];
  } catch {
    return [];
  }
}

function isEdit(value: unknown): value is CellEdit {
  const e = value as Partial<CellEdit> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.sheetId === "string" &&
    typeof e.cell === "string" &&
    typeof e.input === "string" &&
    typeof e.seen === "object"
  );
}
