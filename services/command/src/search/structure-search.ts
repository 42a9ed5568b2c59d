import type { StructureSearchBody } from "@labledger/contracts";
import { DomainError, holdsPattern, searchFilter, tanimoto, type Viewer, wordsIn } from "@labledger/domain";
import type { Chemistry, Filter, SearchHit, SearchIndex, StructureArray, StructureFound, StructureIndex } from "@labledger/ports";
import { readable } from "../chemistry/server-figures";
import { type Language, translate } from "../i18n/translate";

interface Found {
  readonly entry: StructureFound;
  readonly score: number;
}

type Search = Required<Pick<StructureSearchBody, "query" | "mode" | "threshold">>;

/** The byte arrays each mode compares: only those are read (over 10,000 entries each costs about 15 ms). */
const ARRAYS_OF: Readonly<Record<Search["mode"], readonly StructureArray[]>> = {
  exact: [],
  similarity: ["similarityFp"],
  substructure: ["patternFp", "prepared"],
};

/** The molecules the member may view that answer the query, each with its score (1 for exact and substructure). */
async function matching(chemistry: Chemistry, structures: StructureIndex, viewer: Viewer, search: Search): Promise<Found[]> {
  const query = await readable(() => chemistry.query(search.query));
  try {
    const filter = searchFilter(viewer, { type: "record" }) as Filter;
    const arrays = ARRAYS_OF[search.mode];
    if (search.mode === "exact") {
      if (!query.inchiKey) throw new DomainError("reaction.exactNeedsMolecule", "invalid");
      return (await structures.entries({ filter, inchiKey: query.inchiKey, arrays })).map((entry) => ({ entry, score: 1 }));
    }
    const candidates = await structures.entries({ filter, arrays });
    if (search.mode === "similarity")
      return candidates
        .map((entry) => ({ entry, score: tanimoto(query.similarityFp, entry.similarityFp) }))
        .filter((found) => found.score >= search.threshold);
    const screened = candidates.filter((entry) => holdsPattern(query.patternFp, entry.patternFp));
    const held = query.matches(screened.map((entry) => entry.prepared));
    return screened.filter((_, i) => held[i]).map((entry) => ({ entry, score: 1 }));
  } finally {
    query.release();
  }
}

/**
 * Structure search: records by the molecules of their reaction tables, under the same viewing
 * filter as the global search. A hit is the record's search entry (title, number, owner) with
 * the matching molecules as its snippets, best score first.
 */
export async function searchStructures(
  ports: { chemistry: Chemistry; structures: StructureIndex; search: SearchIndex },
  viewer: Viewer,
  search: Search & { pageIndex: number; pageSize: number },
  language: Language,
): Promise<{ hits: SearchHit[]; total: number }> {
  const found = await matching(ports.chemistry, ports.structures, viewer, search);
  const bySubject = new Map<string, Found[]>();
  for (const hit of found) {
    const hits = bySubject.get(hit.entry.subjectId);
    if (hits) hits.push(hit);
    else bySubject.set(hit.entry.subjectId, [hit]);
  }
  // Each record ranked by its best molecule, worked out once (not in every comparison).
  const ranked = [...bySubject.entries()]
    .map(([subjectId, hits]) => ({ subjectId, hits, best: Math.max(...hits.map((h) => h.score)) }))
    .sort((a, b) => b.best - a.best)
    .map(({ subjectId, hits }) => [subjectId, hits] as const);
  const page = ranked.slice((search.pageIndex - 1) * search.pageSize, search.pageIndex * search.pageSize);
  const t = wordsIn(language);
  const hits: SearchHit[] = [];
  for (const [subjectId, molecules] of page) {
    const doc = await ports.search.get(subjectId);
    if (!doc) continue; // the text index has not caught up with a record just made
    hits.push({
      id: doc.id,
      type: doc.type,
      title: doc.title,
      titleParts: [{ text: doc.title, match: false }],
      code: doc.code,
      facets: doc.facets,
      updatedAt: doc.updatedAt,
      snippets: molecules
        .sort((a, b) => b.score - a.score)
        .map(({ entry, score }) => ({
          label: t(`module.source.${entry.role}`),
          parts: [
            { text: entry.label, match: true },
            ...(search.mode === "similarity"
              ? [{ text: translate(language, "search.similarity", { percent: Math.round(score * 100) }), match: false }]
              : []),
          ],
        })),
    });
  }
  return { hits, total: bySubject.size };
}
