// Issue 21: the global search's embedded index (SqliteSearchIndex: SQLite FTS5) holding 100,000
// records of 10 indexed fields each, searched through the port's full `search` (a viewing filter,
// a page of 20, snippets), beside the raw FTS5 query on the same file in the same run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { matchExpression, SqliteSearchIndex } from "@labledger/adapters/search/sqlite-fts";
import { searchFilter, type Viewer } from "@labledger/domain";
import { type Filter, hitOf, matches, queryParts, type SearchDocument, type SearchQuery } from "@labledger/ports";
import Database from "better-sqlite3";
import { machine, percentiles } from "./measure";
import {
  CORPUS_VERSION,
  Corpus,
  DEPARTMENTS,
  departmentId,
  departmentOf,
  FIELDS_PER_RECORD,
  LED_PROJECTS,
  MEMBERS,
  memberId,
  PROJECTS,
  projectId,
  RARE_WORD,
  VIEWER,
} from "./search-corpus";

/** Documents per commit, as the indexer commits a batch of the log. */
const BATCH = 1_000;
const TARGET_MS = 100;
const CHECKPOINT_KEY = "search";
/** What a reused index was built from: another corpus or size is built again. */
const CORPUS_KEY = "bench-search#corpus";
const RECORDS_KEY = "bench-search#records";

export interface SearchBenchOptions {
  readonly records: number;
  /** Timed runs of each query (after the warm-up), for the raw query and each filter. */
  readonly runs: number;
  /** Keep the built index in the temp directory and search it again next time, instead of building it fresh. */
  readonly reuse: boolean;
}

interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** The process's own CPU time per call (process.cpuUsage), p99: far below the wall-clock p99, the call waited for a core. */
  readonly cpuP99: number;
}

export interface QueryFigures {
  readonly label: string;
  readonly text: string;
  readonly scope: SearchQuery["scope"];
  /** The raw FTS5 query: count(*) and the top 20 by rank, the same MATCH expression, no filter, no snippets. */
  readonly raw: Latency & { readonly total: number };
  /** The port's search with the administrator's filter and with the member's viewing filter. */
  readonly admin: Latency & { readonly total: number; readonly hits: number };
  readonly viewer: Latency & { readonly total: number; readonly hits: number };
  /** Making the page's hits (titles marked, snippets) from its 20 stored documents, apart: p50 ms. */
  readonly snippets: { readonly admin: number; readonly viewer: number };
}

type Building = SearchFigures["build"];

export interface SearchFigures {
  readonly machine: ReturnType<typeof machine>;
  readonly measuredAt: string;
  readonly sqlite: string;
  readonly records: number;
  readonly documents: number;
  readonly fields: number;
  readonly runs: number;
  readonly build: {
    readonly reused: boolean;
    /** Generating the corpus and committing it, and the index's commits alone. */
    readonly seconds: number;
    readonly commitSeconds: number;
    readonly batches: number;
    readonly fileBytes: number;
  };
  /** The documents the member's viewing filter lets through (records, and projects and books). */
  readonly visible: { readonly records: number; readonly heads: number };
  readonly memory: {
    readonly afterBuild: { readonly rssMiB: number; readonly heapMiB: number };
    readonly queries: { readonly rssMaxMiB: number; readonly heapMaxMiB: number };
  };
  readonly loadAverage: { readonly start: number; readonly end: number };
  readonly queries: readonly QueryFigures[];
}

const QUERIES: readonly { label: string; text: string; scope: SearchQuery["scope"] }[] = [
  { label: "(a) a rare English word", text: RARE_WORD, scope: "all" },
  { label: "(b) a common English word", text: "yield", scope: "all" },
  { label: "(c) a two-character Chinese word", text: "收率", scope: "all" },
  { label: "(d) a four-character Chinese phrase", text: "合成路线", scope: "all" },
  { label: "(e) two words AND-ed", text: "suzuki yield", scope: "all" },
  { label: "(f) a three-letter prefix", text: "hyd", scope: "all" },
  { label: "(g) head only (titles and numbers)", text: "coupling", scope: "head" },
];

/**
 * A member who sees every project of the organisation, and records of their own, shared with
 * them, and of the five projects they lead (the shape of `viewerOf` in the domain's fixtures).
 */
export function benchViewer(corpus: Corpus): Viewer {
  return {
    memberId: memberId(VIEWER),
    isOrganisationAdmin: false,
    departmentIds: [departmentId(departmentOf(VIEWER))],
    levels: { project: new Set(["organisation"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) },
    projectIds: corpus.memberOf(VIEWER).map(projectId),
    taskIds: [],
    ledProjectIds: corpus.ledBy(VIEWER).map(projectId),
    ledTaskIds: [],
    sharedProjectIds: [],
  };
}

export const administrator: Viewer = {
  memberId: memberId(MEMBERS - 1),
  isOrganisationAdmin: true,
  departmentIds: [],
  levels: { project: new Set(), task: new Set(), experiment: new Set() },
  projectIds: [],
  taskIds: [],
  ledProjectIds: [],
  ledTaskIds: [],
  sharedProjectIds: [],
};

const mib = (bytes: number) => bytes / 2 ** 20;
const sizeOf = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/**
 * Builds the index (or opens the one kept by `--reuse`), then times every query, interleaved: each
 * round runs the raw query, the administrator's search and the member's, in turns, so noise from
 * other work on the machine falls on each alike.
 */
export async function searchFigures(options: SearchBenchOptions): Promise<SearchFigures> {
  const corpus = new Corpus();
  const viewer = benchViewer(corpus);
  if (viewer.ledProjectIds.length !== LED_PROJECTS) throw new Error("the corpus's viewer should lead five projects");
  const filters = { admin: searchFilter(administrator, {}) as Filter, viewer: searchFilter(viewer, {}) as Filter };

  const kept = join(tmpdir(), "labledger-bench-search");
  const dir = options.reuse ? kept : mkdtempSync(join(tmpdir(), "labledger-bench-search-"));
  const path = join(dir, `search-${options.records}.sqlite`);
  const sidecar = `${path}.build.json`;
  const previous = options.reuse && existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, "utf8")) as Building) : undefined;
  const reused = previous !== undefined && (await builtFrom(path, options.records));
  if (!reused) for (const suffix of ["", "-wal", "-shm", ".build.json"]) rmSync(`${path}${suffix}`, { force: true });

  console.log(reused ? `search: reusing ${path}` : `search: building ${options.records} records into ${path} ...`);
  const built = await build(reused ? undefined : path, corpus, options.records, filters.viewer);
  const afterBuild = process.memoryUsage();
  const building: Building = reused
    ? { ...previous!, reused: true, fileBytes: sizeOf(path) }
    : {
        reused: false,
        seconds: built.seconds,
        commitSeconds: built.commitSeconds,
        batches: built.batches,
        fileBytes: sizeOf(path),
      };
  if (options.reuse && !reused) writeFileSync(sidecar, JSON.stringify(building));
  console.log(
    `  ${built.documents} documents, ${built.fields} fields; ${building.seconds.toFixed(1)} s (commits ${building.commitSeconds.toFixed(1)} s), ${mib(building.fileBytes).toFixed(0)} MiB`,
  );

  const index = new SqliteSearchIndex(path);
  const raw = new Database(path, { readonly: true });
  const rawCount = raw.prepare<[string], { n: number }>("SELECT count(*) AS n FROM search_terms WHERE search_terms MATCH ?");
  const rawPage = raw.prepare<[string], { rowid: number }>(
    "SELECT rowid FROM search_terms WHERE search_terms MATCH ? ORDER BY rank LIMIT 20",
  );
  const sqlite = (raw.prepare("SELECT sqlite_version() AS v").get() as { v: string }).v;
  const memory = { rssMaxMiB: 0, heapMaxMiB: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    memory.rssMaxMiB = Math.max(memory.rssMaxMiB, mib(rss));
    memory.heapMaxMiB = Math.max(memory.heapMaxMiB, mib(heapUsed));
  };

  const loadStart = loadavg()[0]!;
  const queries: QueryFigures[] = [];
  for (const query of QUERIES) {
    const parts = queryParts(query.text);
    const expression = matchExpression(parts, query.scope);
    let rawTotal = 0;
    const results = { admin: { total: 0, hits: 0 }, viewer: { total: 0, hits: 0 } };
    const work = {
      raw: async () => {
        rawTotal = rawCount.get(expression)!.n;
        rawPage.all(expression);
      },
      admin: async () => {
        const found = await index.search({ text: query.text, scope: query.scope, filter: filters.admin, limit: 20 });
        results.admin = { total: found.total, hits: found.hits.length };
      },
      viewer: async () => {
        const found = await index.search({ text: query.text, scope: query.scope, filter: filters.viewer, limit: 20 });
        results.viewer = { total: found.total, hits: found.hits.length };
      },
    };
    const samples = { raw: [] as number[], admin: [] as number[], viewer: [] as number[] };
    const cpu = { raw: [] as number[], admin: [] as number[], viewer: [] as number[] };
    const order = ["raw", "admin", "viewer"] as const;
    for (let round = -5; round < options.runs; round++) {
      for (let turn = 0; turn < order.length; turn++) {
        const which = order[(Math.max(round, 0) + turn) % order.length]!;
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await work[which]();
        const wall = performance.now() - started;
        const used = process.cpuUsage(cpuBefore);
        if (round < 0) continue;
        samples[which].push(wall);
        cpu[which].push((used.user + used.system) / 1000);
      }
      sample();
    }
    const latency = (which: keyof typeof samples): Latency => {
      const { p50, p95, p99 } = percentiles(samples[which]);
      return { p50, p95, p99, cpuP99: percentiles(cpu[which]).p99 };
    };
    // The administrator sees everything: the port must count what the engine counts.
    if (results.admin.total !== rawTotal)
      throw new Error(`"${query.text}": the port counted ${results.admin.total} for the administrator, FTS5 ${rawTotal}`);
    const figures: QueryFigures = {
      ...query,
      raw: { ...latency("raw"), total: rawTotal },
      admin: { ...latency("admin"), ...results.admin },
      viewer: { ...latency("viewer"), ...results.viewer },
      snippets: {
        admin: await snippetTime(index, query, filters.admin),
        viewer: await snippetTime(index, query, filters.viewer),
      },
    };
    queries.push(figures);
    console.log(
      `  ${query.label} "${query.text}": raw p50 ${ms(figures.raw.p50)} p99 ${ms(figures.raw.p99)} (${figures.raw.total}); admin p50 ${ms(figures.admin.p50)} p99 ${ms(figures.admin.p99)} cpu p99 ${ms(figures.admin.cpuP99)} (${figures.admin.total}); viewer p50 ${ms(figures.viewer.p50)} p99 ${ms(figures.viewer.p99)} cpu p99 ${ms(figures.viewer.cpuP99)} (${figures.viewer.total}); snippets ${ms(figures.snippets.admin)} / ${ms(figures.snippets.viewer)} ms; load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const loadEnd = loadavg()[0]!;
  raw.close();
  await index.close();
  if (!options.reuse) rmSync(dir, { recursive: true, force: true });

  return {
    machine: machine(),
    measuredAt: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    sqlite,
    records: options.records,
    documents: built.documents,
    fields: built.fields,
    runs: options.runs,
    build: building,
    visible: built.visible,
    memory: { afterBuild: { rssMiB: mib(afterBuild.rss), heapMiB: mib(afterBuild.heapUsed) }, queries: memory },
    loadAverage: { start: loadStart, end: loadEnd },
    queries,
  };
}

/**
 * Generates the corpus and, given a path, commits it to a fresh index in batches of 1,000 with a
 * rising checkpoint, as the indexer does. Counts what the member's filter lets through either way.
 */
async function build(path: string | undefined, corpus: Corpus, records: number, viewerFilter: Filter) {
  const index = path === undefined ? undefined : new SqliteSearchIndex(path);
  const figures = { documents: 0, fields: 0, batches: 0, commitSeconds: 0, seconds: 0 };
  const visible = { records: 0, heads: 0 };
  let checkpoint = 0;
  let batch: SearchDocument[] = [];
  const flush = async () => {
    if (index && batch.length > 0) {
      checkpoint += batch.length;
      const started = performance.now();
      await index.commit({
        checkpointKey: CHECKPOINT_KEY,
        writes: batch.map((doc) => ({ op: "put" as const, doc })),
        checkpoint,
      });
      figures.commitSeconds += (performance.now() - started) / 1000;
      figures.batches++;
    }
    batch = [];
  };
  const add = async (doc: SearchDocument) => {
    figures.documents++;
    figures.fields += doc.fields.length;
    if (matches({ ...doc.facets, type: doc.type, id: doc.id }, viewerFilter))
      visible[doc.type === "record" ? "records" : "heads"]++;
    batch.push(doc);
    if (batch.length === BATCH) await flush();
  };
  const started = performance.now();
  for (const doc of corpus.heads()) await add(doc);
  for (let n = 0; n < records; n++) {
    await add(corpus.record(n));
    if (index && n % 20_000 === 19_999) console.log(`  ${n + 1} records, ${figures.commitSeconds.toFixed(1)} s in commits`);
  }
  await flush();
  if (index) {
    await index.commit({ checkpointKey: CORPUS_KEY, writes: [], checkpoint: CORPUS_VERSION });
    await index.commit({ checkpointKey: RECORDS_KEY, writes: [], checkpoint: records });
    await index.close();
  }
  figures.seconds = (performance.now() - started) / 1000;
  return { ...figures, visible };
}

/** The kept index was built from this corpus at this size (and the adapter's layout still holds it). */
async function builtFrom(path: string, records: number): Promise<boolean> {
  if (!existsSync(path)) return false;
  const index = new SqliteSearchIndex(path);
  try {
    return (
      (await index.checkpoint(CORPUS_KEY)) === CORPUS_VERSION &&
      (await index.checkpoint(RECORDS_KEY)) === records &&
      (await index.checkpoint(CHECKPOINT_KEY)) > 0
    );
  } finally {
    await index.close();
  }
}

const resultsFile = join(import.meta.dirname, "results", "search.json");

/** The time to make the page's hits (titles marked, snippets cut) from its stored documents, apart. */
async function snippetTime(index: SqliteSearchIndex, query: (typeof QUERIES)[number], filter: Filter): Promise<number> {
  const parts = queryParts(query.text);
  const { hits } = await index.search({ text: query.text, scope: query.scope, filter, limit: 20 });
  const docs = (await Promise.all(hits.map((hit) => index.get(hit.id)))).filter((d) => d !== undefined);
  const samples: number[] = [];
  for (let i = 0; i < 53; i++) {
    const started = performance.now();
    for (const doc of docs) hitOf(doc, parts, query.scope);
    if (i >= 3) samples.push(performance.now() - started);
  }
  return percentiles(samples).p50;
}

const ms = (x: number) => x.toFixed(1);
const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
const triple = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)}`;

export const SEARCH_START = "<!-- generated by npm run bench:search: do not edit between these markers -->";
export const SEARCH_END = "<!-- end of search figures -->";

/** The search section of docs/PERFORMANCE.md (between its generated markers). */
export function searchSection(f: SearchFigures): string {
  const m = f.machine;
  const heads = f.documents - f.records;
  const share = (n: number) => `${((100 * n) / f.records).toFixed(n * 1000 < f.records ? 2 : 1)} %`;
  const rows = f.queries.map((q) => {
    const worst = Math.max(q.admin.p99, q.viewer.p99);
    const ownCpu = Math.max(q.admin.cpuP99, q.viewer.cpuP99);
    const verdict =
      worst <= TARGET_MS
        ? "met"
        : `**missed**${ownCpu <= TARGET_MS ? ` (its own CPU time p99 ${ms(ownCpu)} ms: the rest waited for a core)` : ""}`;
    const ratio = (l: Latency) => `(${(l.p50 / q.raw.p50).toFixed(1)}×)`;
    return `| ${q.label}: \`${q.text}\`${q.scope === "head" ? " (scope head)" : ""} | ${fmt(q.raw.total)} (${share(q.raw.total)}) / ${fmt(q.viewer.total)} | ${triple(q.raw)} | ${triple(q.admin)} ${ratio(q.admin)} | ${triple(q.viewer)} ${ratio(q.viewer)} | ${ms(q.snippets.admin)} / ${ms(q.snippets.viewer)} | ${verdict} |`;
  });
  const build = f.build.reused
    ? `Reused from an earlier run (\`--reuse\`), which built it in ${f.build.seconds.toFixed(1)} s`
    : `Built fresh in ${f.build.seconds.toFixed(1)} s`;
  return `${SEARCH_START}
Measured ${f.measuredAt} on ${m.cpu} (${m.cores} cores, ${m.memoryGiB} GiB), Node ${m.node}, SQLite ${f.sqlite} (better-sqlite3); one-minute load average ${f.loadAverage.start.toFixed(1)} at the start of the queries, ${f.loadAverage.end.toFixed(1)} at the end (above ${m.cores}, other work was waiting for the cores).

The index: ${fmt(f.records)} records of ${FIELDS_PER_RECORD} indexed fields (${fmt(f.fields)} fields in all, attachments' text in about one record of ten) and ${fmt(heads)} projects and record books, ${fmt(f.documents)} documents from ${MEMBERS} members, ${DEPARTMENTS} departments and ${PROJECTS} projects, in English and Chinese (\`bench/search-corpus.ts\`, seeded). ${build} (${f.build.commitSeconds.toFixed(1)} s of it in ${fmt(f.build.batches)} commits of ${fmt(BATCH)} documents: ${fmt(f.documents / f.build.commitSeconds)} documents/s), **${mib(f.build.fileBytes).toFixed(0)} MiB** on disk. Memory of the benchmark's process (RSS / V8 heap): ${f.memory.afterBuild.rssMiB.toFixed(0)} / ${f.memory.afterBuild.heapMiB.toFixed(0)} MiB after ${f.build.reused ? "generating the corpus (the index reused)" : "the build"}; at most ${f.memory.queries.rssMaxMiB.toFixed(0)} / ${f.memory.queries.heapMaxMiB.toFixed(0)} MiB during the queries.

| Query (${fmt(f.runs)} timed runs each, after 5 untimed; page of 20) | Matches: all (share of records) / the member's | Raw FTS5 (count, then top 20 by rank): p50 / p95 / p99 ms | Port, administrator: p50 / p95 / p99 ms (p50 × raw) | Port, member's viewing filter: p50 / p95 / p99 ms (p50 × raw) | Of it, the page's hits and snippets: administrator / member, p50 ms | Target p99 ≤ ${TARGET_MS} ms |
|---|---:|---:|---:|---:|---:|---|
${rows.join("\n")}

Raw FTS5 = \`SELECT count(*) FROM search_terms WHERE search_terms MATCH ?\` and \`SELECT rowid FROM search_terms WHERE search_terms MATCH ? ORDER BY rank LIMIT 20\` on a second connection to the same file, with the adapter's own MATCH expression for each query (\`matchExpression\`): no filter, no documents read, no snippets. Port = \`SqliteSearchIndex.search\`: the total and a page of 20 of what the filter lets through, ordered by relevance (bm25, the head ten times the body), then newest, each hit's title marked and snippets cut. Administrator = \`searchFilter\` of an organisation administrator (every type, nothing hidden); member = \`searchFilter\` of a member who sees every project of the organisation and the records they own, are named on, or that belong to the ${LED_PROJECTS} projects they lead: ${fmt(f.visible.records)} records (${share(f.visible.records)}) and ${fmt(f.visible.heads)} projects and books. The three take turns in every round.
${SEARCH_END}`;
}

/** The figures of the last run (`--report` rewrites the section from them, measuring nothing). */
export function lastSearch(): SearchFigures {
  return JSON.parse(readFileSync(resultsFile, "utf8")) as SearchFigures;
}

/** Writes bench/results/search.json and the search section of docs/PERFORMANCE.md. */
export function saveSearch(figures: SearchFigures): string {
  mkdirSync(join(import.meta.dirname, "results"), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(figures, null, 2)}\n`);
  const doc = join(import.meta.dirname, "..", "docs", "PERFORMANCE.md");
  const text = readFileSync(doc, "utf8");
  const section = searchSection(figures);
  const at = text.indexOf(SEARCH_START);
  const end = text.indexOf(SEARCH_END);
  writeFileSync(
    doc,
    at >= 0 && end > at
      ? text.slice(0, at) + section + text.slice(end + SEARCH_END.length)
      : `${text.trimEnd()}\n\n## Global search (issue 21)\n\n${section}\n`,
  );
  return section;
}
