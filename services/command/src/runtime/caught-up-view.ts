import { SqliteReadStore } from "@labledger/adapters/read-store/sqlite";
import type { EventStore, ReadStore } from "@labledger/ports";
import { applyEvents, type Projection } from "@labledger/projections";

const PAGE = 1000;

/**
 * Read models a command decides on, kept in this process and brought up to the log's head
 * before every read: who a member id is and what rights they hold, which roles exist, which
 * dictionary an item is in, the numbering rules, and what a member may view (departments,
 * project memberships, tasks). The shared read models may lag behind the log
 * (another process projects them in the distributed mode), so a command must not decide on
 * them (issue 22); this view is exact, and built by the same projections.
 */
export class CaughtUpView {
  private readonly store = new SqliteReadStore(":memory:");
  private readonly types: readonly string[];
  private position = 0;
  private running: Promise<unknown> = Promise.resolve();
  private next: Promise<void> | undefined;

  constructor(
    private readonly events: EventStore,
    private readonly projections: readonly Projection[],
  ) {
    this.types = [...new Set(projections.flatMap((p) => [...p.handles]))];
  }

  /** The view with every event appended before this call in it. */
  async read(): Promise<ReadStore> {
    await this.catchUp();
    return this.store;
  }

  /**
   * One catch-up at a time. Callers arriving while one runs share the next one, which starts
   * after it: it reads what they saw acknowledged before they called.
   */
  private catchUp(): Promise<void> {
    if (!this.next) {
      const next = this.running.then(() => {
        this.next = undefined;
        return this.readNew();
      });
      this.next = next;
      this.running = next.catch(() => undefined);
    }
    return this.next;
  }

  private async readNew(): Promise<void> {
    // Every event up to the head is read below; those of other types are passed over for good.
    // (Left at the last event of its types, the view read every later save again on each
    // request: a scan growing with the log, 20 % of the CPU at 100 req/s.)
    const head = await this.events.headPosition();
    for (;;) {
      const page = await this.events.readAll({ after: this.position, limit: PAGE, types: this.types });
      if (page.length > 0) {
        for (const projection of this.projections)
          await applyEvents(this.store, projection, page, { checkpointKey: projection.name, collection: (c) => c });
        this.position = page[page.length - 1]!.metadata.globalPosition;
      }
      if (page.length < PAGE) break;
    }
    this.position = Math.max(this.position, head);
  }

  async close(): Promise<void> {
    await this.running;
    await this.store.close();
  }
}
