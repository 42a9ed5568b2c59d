// The records the record export benchmark exports, made through the API as a member makes them:
// one large record (100 modules of many kinds and a 2,000-row material grid) for the PDF, and
// many small records with one attached file each for the .eln export and import.
import { UNSIGNED_PAYLOAD } from "@labledger/domain";
import { keyedHeaders } from "../tests/support/keyed-headers";

export interface Session {
  readonly url: string;
  readonly token: string;
  readonly signingKey: string;
}

export type Api = ReturnType<typeof apiOf>;

/**
 * Calls signed with the session's key (a nonce each, so calls may run side by side); anything but
 * 200 throws with the server's answer. A kept-alive connection the server closed after its idle
 * time-out may be reset as fetch reuses it: such a call is sent again once.
 */
export function apiOf(session: Session) {
  const send = async (method: string, path: string, init: (headers: Record<string, string>) => RequestInit) => {
    const attempt = () => {
      const body = init({}).body;
      const signed = keyedHeaders(session.signingKey, {
        method,
        url: `/api${path}`,
        body: typeof body === "string" ? body : body === undefined ? "" : UNSIGNED_PAYLOAD,
      });
      return fetch(`${session.url}/api${path}`, init({ token: session.token, "accept-language": "en", ...signed }));
    };
    const res = await attempt().catch((error: Error & { cause?: { code?: string } }) => {
      if (error.cause?.code !== "ECONNRESET") throw error;
      return attempt();
    });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  /** A JSON call; answers the envelope's `response`. */
  const call = async <T = Record<string, unknown>>(method: string, path: string, json?: unknown): Promise<T> => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const res = await send(method, path, (headers) => ({
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body }),
    }));
    const answer = (await res.json()) as { response?: T };
    return (answer.response ?? answer) as T;
  };
  /** A multipart post: text fields, then one file. */
  const upload = async <T = Record<string, unknown>>(
    path: string,
    fields: Readonly<Record<string, string>>,
    file: { name: string; content: Blob },
  ): Promise<T> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file.content, file.name);
    const res = await send("POST", path, (headers) => ({ method: "POST", headers, body: form }));
    return ((await res.json()) as { response: T }).response;
  };
  /** A GET answered as a stream, read to its end: the bytes counted, or kept when `keep`. */
  const download = async (path: string, keep = false): Promise<{ bytes: number; body?: Uint8Array }> => {
    const res = await send("GET", path, (headers) => ({ headers }));
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (keep) chunks.push(chunk);
    }
    return keep ? { bytes, body: new Uint8Array(Buffer.concat(chunks)) } : { bytes };
  };
  return { call, upload, download };
}

/** Runs `work` for 0..count-1, `parallel` at a time. */
export async function inTurns(count: number, parallel: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, lane));
}

// ---------------------------------------------------------------------------------------------
// The large record for the PDF

export const PDF_MODULES = 100;
export const GRID_ROWS = 2000;
const GRID_SAVES = 20;

const CHEMICALS = ["Acetic acid", "Ethanol", "Toluene", "Sodium hydroxide", "乙酸乙酯", "二氯甲烷", "Triethylamine", "THF"];
const material = (i: number) => ({
  rowId: `m${i}`,
  name: `${CHEMICALS[i % CHEMICALS.length]} ${i}`,
  casNo: `${100 + (i % 900)}-${10 + (i % 90)}-${i % 10}`,
  batchNo: `LOT-${2026_0000 + i}`,
  amount: String(Math.round((0.1 + (i % 50) / 7) * 1000) / 1000),
  unit: i % 3 === 0 ? "mL" : "g",
});

const PARAGRAPHS = [
  "The flask was charged with the amine and the acid chloride under nitrogen, then stirred at 0 ℃ for 30 min before warming to room temperature.",
  "反应液用饱和碳酸氢钠溶液洗涤两次，有机相经无水硫酸钠干燥，过滤后减压浓缩得到粗品。",
  "TLC (hexane/ethyl acetate 3:1) showed the starting material consumed after 4 h; the product spot at Rf 0.42 stained with KMnO4.",
  "The crude product was purified by flash chromatography on silica gel, eluting with a gradient of 10–40 % ethyl acetate in hexane.",
];

/** A small grid of a sub-type: its rows under the kind's default columns. */
const SMALL_GRIDS: ReadonlyArray<{ subType: string; title: string; rows: (m: number) => Array<Record<string, string>> }> = [
  {
    subType: "labMaterial",
    title: "Reagents",
    rows: (m) => Array.from({ length: 5 }, (_, r) => material(m * 10 + r)),
  },
  {
    subType: "labSample",
    title: "Samples",
    rows: (m) =>
      Array.from({ length: 6 }, (_, r) => ({
        rowId: `s${r}`,
        sampleName: `Sample ${m}-${r + 1}`,
        sampleId: `S-${m * 100 + r}`,
        quantity: String(5 + r),
        unit: "mg",
      })),
  },
  {
    subType: "labInstrument",
    title: "Instruments",
    rows: (m) =>
      ["HPLC", "Balance", "Rotary evaporator"].map((name, r) => ({
        rowId: `i${r}`,
        name,
        model: `${name.slice(0, 3).toUpperCase()}-${m}${r}`,
        instrumentNo: `EQ-${1000 + m * 3 + r}`,
        calibrationDue: "2027-03-31",
      })),
  },
  {
    subType: "labInfoTable",
    title: "Conditions",
    rows: () =>
      [
        ["Atmosphere", "Nitrogen"],
        ["Temperature", "25 ℃"],
        ["Stirring", "400 rpm"],
        ["溶剂", "四氢呋喃"],
      ].map(([item, content], r) => ({ rowId: `c${r}`, item: item!, content: content! })),
  },
];

/** A small CSV of measurements, distinct for each `seed`, of about `bytes` bytes. */
export function csvFile(seed: number, bytes: number): Uint8Array {
  const lines = [`# run ${seed}`, "time_s,temperature_C,pressure_kPa,absorbance"];
  let size = lines.join("\n").length + 1;
  let x = seed * 2654435761;
  for (let t = 0; size < bytes; t++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const line = `${t * 5},${(20 + (x % 1000) / 100).toFixed(2)},${(101 + (x % 377) / 100).toFixed(2)},${((x % 9973) / 10_000).toFixed(4)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return new TextEncoder().encode(`${lines.join("\n")}\n`).subarray(0, bytes);
}

/** The PDF record's modules besides its large grid, by kind. */
export interface ModuleMix {
  readonly fields: number;
  readonly richTexts: number;
  readonly smallGrids: number;
  readonly attachmentModules: number;
  readonly files: number;
}

/**
 * The PDF's record: a 2,000-row material grid (saved in 20 saves of 100 rows, as a chemist adds
 * them) and 99 other modules, each saved once or twice: 34 fields (text, numbers, dates, choices,
 * notes), 30 rich texts, 30 small grids (materials, samples, instruments, conditions) and 5
 * attachment modules with two files each. Answers the record's id and how many requests it took.
 */
export async function createPdfRecord(api: Api, notebookId: string): Promise<{ id: string; requests: number; mix: ModuleMix }> {
  let requests = 0;
  const mix = { fields: 0, richTexts: 0, smallGrids: 0, attachmentModules: 0, files: 0 };
  const call = <T = Record<string, unknown>>(method: string, path: string, json?: unknown) => {
    requests++;
    return api.call<T>(method, path, json);
  };
  const record = await call<{ id: string }>("POST", "/experiments", { notebookId, title: "Amide coupling, 2 kg scale-up" });
  const base = `/experiments/${record.id}`;
  const add = async (type: string, title: string, extra: Record<string, unknown> = {}) =>
    (await call<{ moduleId: string }>("POST", `${base}/modules`, { type, title, ...extra })).moduleId;
  const save = async (moduleId: string, data: unknown, lastCacheTime: number) =>
    (await call<{ lastCacheTime: number }>("PUT", `${base}/modules/${moduleId}`, { data, lastCacheTime })).lastCacheTime;

  const grid = await add("grid", "Materials charged", { subType: "labMaterial" });
  let cache = 0;
  for (let s = 1; s <= GRID_SAVES; s++) {
    const rows = Array.from({ length: (GRID_ROWS / GRID_SAVES) * s }, (_, i) => material(i));
    cache = await save(grid, { fields: {}, rows }, cache);
  }
  for (let m = 1; m < PDF_MODULES; m++) {
    const kind = m % 20;
    if (kind < 7) {
      mix.fields++;
      const [type, title, first, second] = fieldOf(m);
      const id = await add(type, title, type === "radio" ? { columns: choices } : {});
      const cached = await save(id, { fields: { value: first }, rows: [] }, 0);
      if (second !== undefined) await save(id, { fields: { value: second }, rows: [] }, cached);
    } else if (kind < 13) {
      mix.richTexts++;
      const id = await add("editor", `Procedure step ${m}`);
      const html = (n: number) =>
        Array.from({ length: n }, (_, p) => `<p>${PARAGRAPHS[(m + p) % PARAGRAPHS.length]}</p>`).join("") +
        `<ul><li>Yield ${(60 + (m % 30)).toFixed(1)} %</li><li>Purity ${(95 + (m % 5)).toFixed(1)} %</li></ul>`;
      const cached = await save(id, { fields: { html: html(2) }, rows: [] }, 0);
      await save(id, { fields: { html: html(3) }, rows: [] }, cached);
    } else if (kind < 19) {
      mix.smallGrids++;
      const small = SMALL_GRIDS[m % SMALL_GRIDS.length]!;
      const id = await add("grid", `${small.title} ${m}`, { subType: small.subType });
      await save(id, { fields: {}, rows: small.rows(m) }, 0);
    } else {
      mix.attachmentModules++;
      const id = await add("attachment", `Spectra ${m}`);
      for (const [n, bytes] of [
        [1, 6_000],
        [2, 11_000],
      ] as const) {
        requests++;
        mix.files++;
        await api.upload(
          `${base}/attachments`,
          { moduleId: id },
          {
            name: `IR ${m}-${n}.csv`,
            content: new Blob([Buffer.from(csvFile(m * 10 + n, bytes))], { type: "text/csv" }),
          },
        );
      }
    }
  }
  return { id: record.id, requests, mix };
}

const choices = ["Passed", "Failed", "Repeat"].map((field) => ({ field, required: false, className: "" }));

/** A field module: its type, title, first value and (every other one) the value it was corrected to. */
function fieldOf(m: number): [string, string, unknown, unknown] {
  switch (m % 7) {
    case 0:
      return ["input", `Batch ${m}`, `B-${m}`, m % 2 ? `B-${m}a` : undefined];
    case 1:
      return ["inputNumber", `Yield ${m} (%)`, 70 + (m % 25), m % 2 ? 71.5 + (m % 25) : undefined];
    case 2:
      return ["date", `Sampled on ${m}`, "2026-11-20", m % 2 ? "2026-11-21" : undefined];
    case 3:
      return ["textarea", `Observations ${m}`, `${PARAGRAPHS[m % PARAGRAPHS.length]}\n${PARAGRAPHS[(m + 1) % 4]}`, undefined];
    case 4:
      return ["radio", `QC result ${m}`, "Passed", m % 2 ? "Repeat" : undefined];
    case 5:
      return ["inputNumber", `Temperature ${m} (℃)`, 20 + (m % 60), undefined];
    default:
      return ["input", `Operator note ${m}`, `溶液呈淡黄色，批次 ${m}`, undefined];
  }
}

// ---------------------------------------------------------------------------------------------
// Many records with one file each, for the .eln export and import

/** The attached file of record `i`: a distinct CSV of 4–16 KB. */
export const attachedFile = (i: number) => ({
  name: `run-${String(i).padStart(4, "0")}.csv`,
  bytes: csvFile(100_000 + i, 4096 + ((i * 7919) % 12_289)),
});

/**
 * `count` records in a book, `parallel` records at a time, each made as a member makes one: created,
 * a batch field added and saved, an attachment module added and one file uploaded (five requests).
 */
export async function createAttachedRecords(api: Api, notebookId: string, count: number, parallel: number): Promise<number> {
  let requests = 0;
  await inTurns(count, parallel, async (i) => {
    const record = await api.call<{ id: string }>("POST", "/experiments", { notebookId, title: `Stability batch ${i + 1}` });
    const base = `/experiments/${record.id}`;
    const batch = await api.call<{ moduleId: string }>("POST", `${base}/modules`, { type: "input", title: "Batch" });
    await api.call("PUT", `${base}/modules/${batch.moduleId}`, {
      data: { fields: { value: `SB-${2026_0000 + i}` }, rows: [] },
      lastCacheTime: 0,
    });
    const files = await api.call<{ moduleId: string }>("POST", `${base}/modules`, { type: "attachment", title: "Raw data" });
    const file = attachedFile(i);
    await api.upload(
      `${base}/attachments`,
      { moduleId: files.moduleId },
      {
        name: file.name,
        content: new Blob([Buffer.from(file.bytes)], { type: "text/csv" }),
      },
    );
    requests += 5;
  });
  return requests;
}
