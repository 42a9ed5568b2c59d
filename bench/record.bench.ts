import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startBenchService } from "./bench-service";
import { percentiles } from "./measure";

export interface RecordRead {
  readonly requests: number;
  readonly modules: number;
  readonly gridRows: number;
  readonly events: number;
  readonly bytes: number;
  readonly p50: number;
  readonly p99: number;
}

const MODULES = 100;
const GRID_ROWS = 2000;

async function timedGets(requests: number, get: () => Promise<Response>) {
  for (let i = 0; i < 5; i++) await (await get()).arrayBuffer();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await get();
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`GET answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return { bytes, ...percentiles(samples) };
}

/**
 * Issue 5: open a record of 100 modules, one a 2,000-row material grid (saved in 20 saves
 * of 100 rows) and the others each saved 3 times: GET /api/experiments/{id}, folded from the
 * record's stream. Baseline: node:http sending the same response body from memory.
 */
export async function recordRead(requests: number): Promise<{ product: RecordRead; baseline: { p50: number; p99: number } }> {
  const { service, call, headers } = await startBenchService("record");
  const record = await createLargeRecord(call);
  const events = (await service.runtime.ports.events.readStream(`experiment-${record.id}`)).length;
  const url = `${service.url}/api/experiments/${record.id}`;
  const product = await timedGets(requests, () => fetch(url, { headers: headers() }));
  const body = await (await fetch(url, { headers: headers() })).text();
  await service.stop();

  const server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const raw = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const baseline = await timedGets(requests, () => fetch(raw));
  server.close();
  return {
    product: {
      requests,
      modules: MODULES,
      gridRows: GRID_ROWS,
      events,
      bytes: product.bytes,
      p50: product.p50,
      p99: product.p99,
    },
    baseline,
  };
}

/**
 * The record both record benchmarks open: 100 modules, one a 2,000-row material grid
 * (saved in 20 saves of 100 rows) and the others rich text each saved 3 times.
 */
export async function createLargeRecord(
  call: (method: string, path: string, json?: unknown) => Promise<{ id: string; moduleId: string; lastCacheTime: number }>,
) {
  const book = await call("POST", "/notebooks", { name: "Bench book" });
  const record = await call("POST", "/experiments", { notebookId: book.id, title: "Bench record" });
  const grid = await call("POST", `/experiments/${record.id}/modules`, {
    type: "grid",
    subType: "labMaterial",
    title: "Materials",
    columns: [{ field: "name", required: true }],
  });
  let rows: Array<Record<string, unknown>> = [];
  let lastCacheTime = 0;
  for (let save = 0; save < GRID_ROWS / 100; save++) {
    rows = [...rows, ...Array.from({ length: 100 }, (_, i) => material(save * 100 + i))];
    lastCacheTime = (await call("PUT", `/experiments/${record.id}/modules/${grid.moduleId}`, { data: { rows }, lastCacheTime }))
      .lastCacheTime;
  }
  for (let m = 1; m < MODULES; m++) {
    const { moduleId } = await call("POST", `/experiments/${record.id}/modules`, { type: "editor", title: `Step ${m}` });
    let cache = 0;
    for (let s = 0; s < 3; s++)
      cache = (
        await call("PUT", `/experiments/${record.id}/modules/${moduleId}`, {
          data: { fields: { html: `<p>Step ${m}, revision ${s}: stir 2 h at 25 ℃</p>` } },
          lastCacheTime: cache,
        })
      ).lastCacheTime;
  }
  return record;
}

const material = (i: number) => ({
  rowId: `r${i}`,
  name: `Reagent ${i}`,
  cas: `${100 + (i % 900)}-${i % 100}-${i % 10}`,
  mass: Math.round((0.1 + (i % 50) / 7) * 1000) / 1000,
  unit: "g",
  equivalents: 1 + (i % 5) / 10,
  supplier: "Sigma-Aldrich",
});
