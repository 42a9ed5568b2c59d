import type { Answer, ApiClient } from "./api-client";

/** Every write a server acknowledged (answered 2xx), with what was written. */
export interface Ledger {
  readonly projects: Map<string, { name: string; number: string }>;
  readonly notebooks: Map<string, { name: string; projectId: string }>;
  readonly records: Map<string, { title: string; notebookId: string; number: string }>;
  /** Per module, its record and how many rows the last acknowledged save held. */
  readonly modules: Map<string, { recordId: string; rows: number }>;
  acks: number;
  /** Requests sent and not yet answered (or failed), at this moment. */
  inFlight: number;
  /** Answers that neither a crash nor the workload explains (a 4xx or 5xx from a running server). */
  readonly unexpected: string[];
}

export const newLedger = (): Ledger => ({
  projects: new Map(),
  notebooks: new Map(),
  records: new Map(),
  modules: new Map(),
  acks: 0,
  inFlight: 0,
  unexpected: [],
});

/** Row `n` (from 1) of a module's grid: a save of n rows holds rows 1..n, so every save extends the last. */
export const gridRow = (moduleId: string, n: number) => ({ rowId: `r${n}`, name: `${moduleId.slice(-8)}-${n}`, mass: n });

interface Module {
  recordId: string;
  moduleId: string;
  rows: number;
  lastCacheTime: number;
  /** False after a save whose answer was lost: the stored content is read back before the next save. */
  known: boolean;
}

/**
 * One writer: creates a project, record books in it, records in those and saves a grid module of
 * each record again and again, recording each acknowledged write in the ledger. A request the
 * server died under waits for the server to be back and goes on; it is not acknowledged.
 */
export async function runWriter(options: {
  name: string;
  client: ApiClient;
  ledger: Ledger;
  random: () => number;
  serverUp: () => Promise<void>;
  stopped: () => boolean;
}): Promise<void> {
  const { name, client, ledger, random, serverUp, stopped } = options;
  let projectId: string | undefined;
  let notebookId: string | undefined;
  let recordId: string | undefined;
  let module: Module | undefined;
  let savesLeft = 0;
  let counter = 0;

  const call = async (method: string, path: string, json?: unknown) => {
    ledger.inFlight++;
    try {
      return await client.call(method, path, json);
    } finally {
      ledger.inFlight--;
    }
  };

  /** The answer's response when 2xx; otherwise undefined, after waiting for the server where it was gone. */
  const attempt = async (what: string, answer: Answer, write = true) => {
    if (answer.status === undefined) {
      await serverUp();
      return undefined;
    }
    if (answer.status >= 200 && answer.status < 300) {
      if (write) ledger.acks++;
      return answer.body.response ?? answer.body;
    }
    ledger.unexpected.push(`${name}: ${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    if (answer.status === 401) client.forgetSession();
    return undefined;
  };

  while (!stopped()) {
    if (!client.loggedIn) {
      if (!(await client.login())) await serverUp();
      continue;
    }
    counter++;
    if (projectId === undefined) {
      const projectName = `${name} project ${counter}`;
      const created = await attempt("creating a project", await call("POST", "/api/projects", { name: projectName }));
      if (!created) continue;
      projectId = String(created.id);
      ledger.projects.set(projectId, { name: projectName, number: String(created.number) });
    } else if (notebookId === undefined) {
      const bookName = `${name} book ${counter}`;
      const created = await attempt(
        "creating a record book",
        await call("POST", "/api/notebooks", { name: bookName, projectId }),
      );
      if (!created) continue;
      notebookId = String(created.id);
      ledger.notebooks.set(notebookId, { name: bookName, projectId });
    } else if (recordId === undefined) {
      const title = `${name} record ${counter}`;
      const created = await attempt("creating a record", await call("POST", "/api/experiments", { notebookId, title }));
      if (!created) continue;
      recordId = String(created.id);
      ledger.records.set(recordId, { title, notebookId, number: String(created.number) });
    } else if (module === undefined) {
      const added = await attempt(
        "adding a module",
        await call("POST", `/api/experiments/${recordId}/modules`, {
          type: "grid",
          subType: "labMaterial",
          title: "Materials",
          columns: [{ field: "name", required: true }],
        }),
      );
      if (!added) continue;
      module = { recordId, moduleId: String(added.moduleId), rows: 0, lastCacheTime: 0, known: true };
      ledger.modules.set(module.moduleId, { recordId, rows: 0 });
      savesLeft = 3 + Math.floor(random() * 6);
    } else if (!module.known) {
      const answer = await call("GET", `/api/experiments/${module.recordId}`);
      const record = await attempt("reading a record back", answer, false);
      if (!record && answer.status !== 404) continue;
      const stored = (record?.modules as Array<{ moduleId: string; content: { rows: unknown[] }; lastCacheTime: number }>)?.find(
        (m) => m.moduleId === module?.moduleId,
      );
      if (!stored) {
        // An acknowledged module lost: the read-back at the end names it; this writer goes on with a new record.
        ledger.unexpected.push(`${name}: module ${module.moduleId} of record ${module.recordId} is gone`);
        savesLeft = 0;
        module.known = true;
        continue;
      }
      Object.assign(module, { rows: stored.content.rows.length, lastCacheTime: stored.lastCacheTime, known: true });
    } else if (savesLeft > 0) {
      const rows = Array.from({ length: module.rows + 1 }, (_, i) => gridRow(module!.moduleId, i + 1));
      const answer = await call("PUT", `/api/experiments/${module.recordId}/modules/${module.moduleId}`, {
        data: { rows },
        lastCacheTime: module.lastCacheTime,
      });
      const saved = await attempt("saving a module", answer);
      if (!saved) {
        module.known = false;
        continue;
      }
      Object.assign(module, { rows: rows.length, lastCacheTime: Number(saved.lastCacheTime) });
      ledger.modules.set(module.moduleId, { recordId: module.recordId, rows: rows.length });
      savesLeft--;
    } else {
      // The next record: in the same record book, or (now and then) in a new book or project.
      module = undefined;
      recordId = undefined;
      const next = random();
      if (next < 0.15) projectId = undefined;
      if (next < 0.4) notebookId = undefined;
    }
  }
}
