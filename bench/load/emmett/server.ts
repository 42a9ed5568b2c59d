// The peer for the load benchmark: the same workload's routes over Emmett's SQLite event store.
// A peer for comparison, not a product: no authentication, no request signatures, no hash chain,
// no audit trail, no access rules, no i18n.
// Emmett is installed by hand, unsaved (see targets/emmett.ts): this folder is left out of the typecheck.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { CommandHandler, isExpectedVersionConflictError, projections, STREAM_DOES_NOT_EXIST } from "@event-driven-io/emmett";
import { getSQLiteEventStore, type SQLiteConnection, sqliteConnection } from "@event-driven-io/emmett-sqlite";
import { addModule, evolve, initialState, type RecordEvent, Refused, saveModule, submit } from "./records";

const fileName = process.env.EMMETT_DB!;
const port = Number(process.env.PORT);

const LIST_TABLE = `CREATE TABLE IF NOT EXISTS record_list (
  id TEXT PRIMARY KEY, notebook_id TEXT NOT NULL, title TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL)`;

/** The list's read model, written in the append's transaction (an Emmett inline projection). */
const recordList = projections.inline([
  {
    name: "record_list",
    canHandle: ["RecordCreated", "RecordSubmitted"],
    handle: async (events: RecordEvent[], { connection }: { connection: SQLiteConnection }) => {
      for (const event of events) {
        if (event.type === "RecordCreated")
          await connection.command(
            "INSERT INTO record_list (id, notebook_id, title, status, created_at) VALUES (?, ?, ?, 'draft', ?)",
            [event.data.recordId, event.data.notebookId, event.data.title, new Date().toISOString()],
          );
        if (event.type === "RecordSubmitted")
          await connection.command("UPDATE record_list SET status = 'submitted' WHERE id = ?", [event.data.recordId]);
      }
    },
  },
]);

const store = getSQLiteEventStore({ fileName, projections: recordList });
const handle = CommandHandler({ evolve, initialState, mapToStreamId: (id) => `record-${id}` });
const reads = sqliteConnection({ fileName });
await reads.command(LIST_TABLE);

/**
 * emmett-sqlite 0.38.5 opens a connection per call and closes it when the call ends, in one shared
 * variable: two calls at once close each other's connection. Every store call goes through this queue.
 */
let tail: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  // EMMETT_UNSERIALIZED=1 shows the failure: "SQLITE_MISUSE: Database is closed" under concurrent requests.
  if (process.env.EMMETT_UNSERIALIZED) return work();
  const result = tail.then(work, work);
  tail = result.catch(() => undefined);
  return result;
}

const body = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
};
const answer = (res: ServerResponse, status: number, json: unknown) => {
  const text = JSON.stringify(json, (_k, v) => (typeof v === "bigint" ? Number(v) : v));
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

async function route(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const parts = url.pathname.split("/").filter(Boolean);
  const [, resource, id, sub, moduleId] = parts; // /api/experiments/...
  if (req.method === "GET" && url.pathname === "/api/health") return answer(res, 200, { status: "ok" });
  if (resource !== "experiments") return answer(res, 404, { message: "not found" });
  if (req.method === "POST" && !id) {
    const { notebookId, title, memberId } = await body(req);
    const recordId = randomUUID();
    const result = await serial(() =>
      handle(
        store,
        recordId,
        () => ({ type: "RecordCreated", data: { recordId, notebookId, title, memberId: memberId ?? "" } }),
        {
          expectedStreamVersion: STREAM_DOES_NOT_EXIST,
        },
      ),
    );
    return answer(res, 200, { id: recordId, version: result.nextExpectedStreamVersion });
  }
  if (req.method === "GET" && !id) {
    const notebookId = url.searchParams.get("notebookId") ?? "";
    const keyword = url.searchParams.get("keyword");
    const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
    const rows = keyword
      ? await reads.query("SELECT * FROM record_list WHERE notebook_id = ? AND title LIKE ? ORDER BY created_at LIMIT ?", [
          notebookId,
          `%${keyword}%`,
          pageSize,
        ])
      : await reads.query("SELECT * FROM record_list WHERE notebook_id = ? ORDER BY created_at LIMIT ?", [notebookId, pageSize]);
    return answer(res, 200, { rows });
  }
  if (req.method === "GET" && id && !sub) {
    const { state, streamExists } = await serial(() => store.aggregateStream(`record-${id}`, { evolve, initialState }));
    return streamExists ? answer(res, 200, state) : answer(res, 404, { message: "no such record" });
  }
  if (req.method === "POST" && sub === "modules" && !moduleId) {
    const { title } = await body(req);
    const newId = randomUUID();
    const result = await serial(() => handle(store, id!, (state) => addModule(state, newId, title)));
    return answer(res, 200, { moduleId: newId, version: result.nextExpectedStreamVersion });
  }
  if (req.method === "PUT" && sub === "modules" && moduleId) {
    const { data, version } = await body(req);
    const result = await serial(() =>
      handle(store, id!, (state) => saveModule(state, moduleId, data.fields), { expectedStreamVersion: BigInt(version) }),
    );
    return answer(res, 200, { version: result.nextExpectedStreamVersion });
  }
  if (req.method === "POST" && sub === "submit") {
    const result = await serial(() => handle(store, id!, (state) => submit(state)));
    return answer(res, 200, { version: result.newState.version, position: result.nextExpectedStreamVersion });
  }
  return answer(res, 404, { message: "not found" });
}

createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    if (error instanceof Refused) return answer(res, error.status, { message: error.message });
    if (isExpectedVersionConflictError(error)) return answer(res, 409, { message: "changed since loaded" });
    answer(res, 500, { message: String(error) });
  });
}).listen(port, "127.0.0.1");
