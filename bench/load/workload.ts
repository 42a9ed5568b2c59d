// The members' work, the same for every target: each target supplies an Api that does one
// operation over its own HTTP routes.
import type { Operation } from "./mix";

/** A record in a member's working set: saved and opened again and again, never submitted. */
export interface WorkingRecord {
  readonly id: string;
  readonly moduleId: string;
  /** What the next save sends back to show what it builds on (LabLedger: lastCacheTime; Emmett: stream version). */
  token: unknown;
  /** A save is in flight: the next save of this record waits for it, as the console does. */
  busy: boolean;
}

export interface Member<S> {
  readonly session: S;
  readonly notebookId: string;
  readonly working: WorkingRecord[];
  /** Records created during the run and not yet submitted. */
  readonly fresh: string[];
}

export interface Api<S> {
  createRecord(member: Member<S>, title: string): Promise<string>;
  addModule(member: Member<S>, recordId: string): Promise<{ moduleId: string; token: unknown }>;
  /** Saves a module's field; answers the token of the new state. */
  save(member: Member<S>, record: WorkingRecord, value: string): Promise<unknown>;
  open(member: Member<S>, recordId: string): Promise<void>;
  list(member: Member<S>): Promise<void>;
  submit(member: Member<S>, recordId: string): Promise<void>;
}

/**
 * The lag probe: whether the read model behind the record list holds this record, read straight
 * from where the target keeps it, by id (a request to the service would add its own round trip).
 */
export interface ReadModelProbe {
  shows(recordId: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface ProbeOptions {
  /** Probe one create in this many. */
  readonly every: number;
  readonly intervalMs: number;
  /**
   * Past this lag the probe asks every `lateIntervalMs`: a probe that asks every 5 ms for seconds
   * becomes load on the server it reads.
   */
  readonly lateAfterMs: number;
  readonly lateIntervalMs: number;
  readonly timeoutMs: number;
}

export const PROBES: ProbeOptions = { every: 1, intervalMs: 5, lateAfterMs: 100, lateIntervalMs: 25, timeoutMs: 10_000 };

export class Workload<S> {
  /** Projection lag samples (ms) of the current window; a probe that timed out counts as its timeout. */
  lags: number[] = [];
  private readonly probes = new Set<Promise<void>>();
  private creates = 0;
  private serial = 0;

  constructor(
    private readonly api: Api<S>,
    readonly members: Member<S>[],
    private readonly random: () => number,
    private readonly readModel: ReadModelProbe,
    private readonly probe: ProbeOptions = PROBES,
  ) {}

  async run(operation: Operation): Promise<void> {
    const member = this.members[Math.floor(this.random() * this.members.length)]!;
    switch (operation) {
      case "save": {
        const record = this.idle(member);
        if (!record) return this.api.open(member, member.working[0]!.id);
        record.busy = true;
        try {
          record.token = await this.api.save(member, record, `${(this.random() * 100).toFixed(2)} %`);
        } finally {
          record.busy = false;
        }
        return;
      }
      case "open":
        return this.api.open(member, member.working[Math.floor(this.random() * member.working.length)]!.id);
      case "list":
        return this.api.list(member);
      case "create":
        return this.create(member);
      case "submit": {
        const recordId = member.fresh.shift();
        return recordId ? this.api.submit(member, recordId) : this.create(member);
      }
    }
  }

  /** Waits for the lag probes still running. */
  async settled(): Promise<void> {
    while (this.probes.size > 0) await Promise.all([...this.probes]);
  }

  private idle(member: Member<S>): WorkingRecord | undefined {
    const start = Math.floor(this.random() * member.working.length);
    for (let i = 0; i < member.working.length; i++) {
      const record = member.working[(start + i) % member.working.length]!;
      if (!record.busy) return record;
    }
    return undefined;
  }

  private async create(member: Member<S>): Promise<void> {
    const title = `Load ${process.pid}-${++this.serial}`;
    const id = await this.api.createRecord(member, title);
    member.fresh.push(id);
    if (++this.creates % this.probe.every === 0) this.track(this.lagOf(id, performance.now()));
  }

  private track(probe: Promise<void>) {
    this.probes.add(probe);
    void probe.finally(() => this.probes.delete(probe));
  }

  /** From the create's acknowledgement until the list's read model holds the record. */
  private async lagOf(recordId: string, acknowledged: number): Promise<void> {
    const lags = this.lags;
    for (;;) {
      const seen = await this.readModel.shows(recordId).catch(() => false);
      const lag = performance.now() - acknowledged;
      if (seen || lag >= this.probe.timeoutMs) {
        lags.push(lag);
        return;
      }
      const interval = lag < this.probe.lateAfterMs ? this.probe.intervalMs : this.probe.lateIntervalMs;
      await new Promise((next) => setTimeout(next, interval));
    }
  }
}

/** Prepares `count` members, each with a record book and `workingSet` records of one module each. */
export async function prepareMembers<S>(
  api: Api<S>,
  sessions: S[],
  notebookOf: (session: S, index: number) => Promise<string>,
  workingSet: number,
): Promise<Member<S>[]> {
  const members: Member<S>[] = [];
  for (const [index, session] of sessions.entries()) {
    const member: Member<S> = { session, notebookId: await notebookOf(session, index), working: [], fresh: [] };
    for (let r = 0; r < workingSet; r++) {
      const id = await api.createRecord(member, `Working ${index}-${r}`);
      const { moduleId, token } = await api.addModule(member, id);
      member.working.push({ id, moduleId, token, busy: false });
    }
    for (let r = 0; r < 3; r++) member.fresh.push(await api.createRecord(member, `Fresh ${index}-${r}`));
    members.push(member);
  }
  return members;
}
