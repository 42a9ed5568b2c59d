import type { Doc, ReadStore } from "@labledger/ports";

/** Approval rows with the number and title their record has now (the queue keeps only its id). */
export async function withRecordNames(readStore: ReadStore, rows: readonly Doc[]): Promise<Doc[]> {
  const ids = [...new Set(rows.map((r) => r.experimentId as string))];
  const records = new Map(
    (await Promise.all(ids.map((id) => readStore.get("experiments", id))))
      .filter((d): d is Doc => d !== undefined)
      .map((d) => [d.id, d]),
  );
  return rows.map((row) => {
    const record = records.get(row.experimentId as string);
    return { ...row, number: record?.number ?? null, title: record?.title ?? null };
  });
}
