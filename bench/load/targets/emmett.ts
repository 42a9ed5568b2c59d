// The Emmett peer (bench/load/emmett/server.ts) as its own process, driven over HTTP like LabLedger.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sendJson } from "../http-client";
import type { Api, Member } from "../workload";
import { ROOT, startNode, stopAll, whenHealthy } from "./processes";
import { sqliteProbe } from "./read-model-probes";

export type EmmettSession = string;

/**
 * Emmett is not a dependency of this repository: its packages carry no licence (its README says one
 * is still to be chosen, probably AGPLv3 and/or SSPL). To measure the peer, install it by hand,
 * unsaved: npm install --no-save @event-driven-io/emmett@0.38.5 @event-driven-io/emmett-sqlite@0.38.5 sqlite3@5.1.7
 */
export const EMMETT_INSTALL =
  "npm install --no-save @event-driven-io/emmett@0.38.5 @event-driven-io/emmett-sqlite@0.38.5 sqlite3@5.1.7";

export async function startEmmett(port: number) {
  if (!existsSync(join(ROOT, "node_modules/@event-driven-io/emmett-sqlite")))
    throw new Error(`Emmett is not installed (it is not a dependency: no licence); to measure it: ${EMMETT_INSTALL}`);
  const file = join(mkdtempSync(join(tmpdir(), "emmett-load-")), "events.db");
  const { child, output } = startNode(
    "bench/load/emmett/server.ts",
    { ...process.env, PORT: String(port), EMMETT_DB: file },
    "emmett",
  );
  const base = `http://127.0.0.1:${port}`;
  await whenHealthy(base, [child], "the Emmett peer to answer", 60_000, output);
  const readModel = sqliteProbe(file, "record_list");
  const stop = async () => {
    await readModel.close();
    await stopAll([child]);
  };
  return { base, pids: [child.pid!], readModel, output: () => output.join(""), stop };
}

/** No accounts in the peer: a member is a name sent with its writes. */
export const emmettSessions = (count: number): EmmettSession[] => Array.from({ length: count }, (_, i) => `member-${i}`);

export function emmettApi(base: string): Api<EmmettSession> {
  const call = <T>(method: string, path: string, json?: unknown) => sendJson<T>(base, method, path, {}, json);
  return {
    createRecord: async (member: Member<EmmettSession>, title) =>
      (await call<{ id: string }>("POST", "/api/experiments", { notebookId: member.notebookId, title, memberId: member.session }))
        .id,
    addModule: async (_member, recordId) => {
      const { moduleId, version } = await call<{ moduleId: string; version: number }>(
        "POST",
        `/api/experiments/${recordId}/modules`,
        {
          title: "Assay",
        },
      );
      return { moduleId, token: version };
    },
    save: async (_member, record, value) =>
      (
        await call<{ version: number }>("PUT", `/api/experiments/${record.id}/modules/${record.moduleId}`, {
          data: { fields: { value } },
          version: record.token,
        })
      ).version,
    open: async (_member, recordId) => {
      await call("GET", `/api/experiments/${recordId}`);
    },
    list: async (member) => {
      await call("GET", `/api/experiments?notebookId=${member.notebookId}&pageSize=20`);
    },
    submit: async (_member, recordId) => {
      await call("POST", `/api/experiments/${recordId}/submit`, {});
    },
  };
}
