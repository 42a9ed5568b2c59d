import { closeSync, fdatasync, fsyncSync, openSync } from "node:fs";
import { dirname } from "node:path";

/** Makes a file's written bytes durable; injectable so a test can hold or fail a sync. */
export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

const fdatasyncFile: SyncFile = (fd, done) => fdatasync(fd, done);

/**
 * Makes the write-ahead log of a SQLite database durable, off the event loop: SQLite commits
 * with synchronous=NORMAL (no sync of its own), and every commit waits here for one fdatasync
 * of the WAL file that started after it. One sync runs at a time; every commit that lands
 * while it runs is covered by the next one, so a queue of writers shares syncs.
 *
 * A failed sync is final: after it nobody can know which pages reached the disk, so every
 * waiting and later commit is refused (PostgreSQL learnt this the hard way with "fsyncgate").
 */
export class WalSync {
  private readonly walPath: string;
  private readonly fd: number;
  private running: Promise<void> | undefined;
  private waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private failed: Error | undefined;

  constructor(
    databasePath: string,
    private readonly syncFile: SyncFile = fdatasyncFile,
  ) {
    // Open a descriptor on the WAL SQLite already made (journal_mode=WAL creates it on the first write).
    this.walPath = `${databasePath}-wal`;
    this.fd = openSync(this.walPath, "a");
    // The WAL's directory entry must be durable too, once: a new file is lost in a crash otherwise.
    const directory = openSync(dirname(databasePath), "r");
    try {
      fsyncSync(directory);
    } finally {
      closeSync(directory);
    }
  }

  /** The sync failure that now refuses every commit, if there was one. */
  get failure(): Error | undefined {
    return this.failed;
  }

  /** Resolves once everything committed before this call is on the disk. */
  whenDurable(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) this.running = this.syncWaiting();
    });
  }

  private async syncWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      const covered = this.waiting;
      this.waiting = [];
      const error = await new Promise<Error | null>((done) => this.syncFile(this.fd, done));
      if (error) {
        this.failed = new Error(`the event log could not be made durable (fdatasync of ${this.walPath}): ${error.message}`);
        for (const waiter of [...covered, ...this.waiting]) waiter.reject(this.failed);
        this.waiting = [];
        break;
      }
      for (const waiter of covered) waiter.resolve();
    }
    this.running = undefined;
  }

  /** Waits for a sync in progress, then lets the descriptor go. */
  async close(): Promise<void> {
    await this.running;
    closeSync(this.fd);
  }
}
