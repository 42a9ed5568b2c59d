import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startService } from "@labledger/command";
import { signedHeaders } from "@labledger/domain";
import Database from "better-sqlite3";
import { payload, percentiles } from "./measure";

type Latency = ReturnType<typeof percentiles> & { requests: number };

async function sequentialRequests(requests: number, send: (i: number) => Promise<Response>): Promise<Latency> {
  for (let i = 0; i < 20; i++) await (await send(-i - 1)).arrayBuffer(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`request ${i} answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return { requests, ...percentiles(samples) };
}

/** Baseline: node:http answering a JSON POST with one durable better-sqlite3 insert. */
export async function rawHttpRoundTrip(requests: number): Promise<Latency> {
  const db = new Database(join(mkdtempSync(join(tmpdir(), "labledger-bench-http-")), "raw.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE events (id INTEGER PRIMARY KEY, data TEXT)");
  const insert = db.prepare("INSERT INTO events (data) VALUES (?)");
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const info = insert.run(JSON.stringify(JSON.parse(body)));
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ code: 100, response: { position: Number(info.lastInsertRowid) } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const result = await sequentialRequests(requests, (i) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload(i)) }),
  );
  server.close();
  db.close();
  return result;
}

/** The product: POST /api/departments through auth, validation, decide, durable append. */
export async function commandRoundTrip(requests: number): Promise<Latency> {
  const service = await startService(
    {
      LABLEDGER_DATA: mkdtempSync(join(tmpdir(), "labledger-bench-cmd-")),
      PORT: "0",
      HOST: "127.0.0.1",
      LABLEDGER_ADMIN_PASSWORD: "Bench-2026",
    },
    () => {},
  );
  const login = await fetch(`${service.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: "admin", password: "Bench-2026" }),
  });
  const { token, user } = (await login.json()).response as { token: string; user: { id: string } };
  const result = await sequentialRequests(requests, (i) =>
    fetch(`${service.url}/api/departments`, {
      method: "POST",
      headers: { "content-type": "application/json", ...signedHeaders(token, user.id) },
      body: JSON.stringify({ name: `部门 ${i}`, parentId: "root" }),
    }),
  );
  await service.stop();
  return result;
}
