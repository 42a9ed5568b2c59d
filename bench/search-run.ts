// npm run bench:search — the global search's embedded index alone (issue 21): builds the index of
// 100,000 records, times the queries beside the raw FTS5 query in the same run, and rewrites the
// search section of docs/PERFORMANCE.md from bench/results/search.json.
//   --reuse        keep the built index in the temp directory and search it again next time
//                  (default: build it fresh, and remove it after the run)
//   --records N    records in the index (default 100,000; --quick: 10,000)
//   --runs N       timed runs of each query (default 200; --quick: 50)
//   --report       measure nothing: rewrite the section from bench/results/search.json
import { parseArgs } from "node:util";
import { lastSearch, saveSearch, searchFigures } from "./search.bench";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
    records: { type: "string" },
    runs: { type: "string" },
    report: { type: "boolean", default: false },
  },
});
const figures = values.report
  ? lastSearch()
  : await searchFigures({
      records: Number(values.records ?? (values.quick ? 10_000 : 100_000)),
      runs: Number(values.runs ?? (values.quick ? 50 : 200)),
      reuse: values.reuse,
    });
console.log(saveSearch(figures));
