import { expect } from "vitest";
import type { ApiClient } from "./api-client";
import { gridRow, type Ledger } from "./writers";

/**
 * Reads every acknowledged write back through the API: records (folded from their streams) with
 * their grids, projects and record books (from the read models), and checks that numbers were
 * handed out once each. `failure` names the run in each message.
 */
export async function expectEveryAcknowledgedWrite(
  reader: ApiClient,
  ledger: Ledger,
  failure: (what: string) => string,
): Promise<void> {
  for (const [id, record] of ledger.records) {
    const answer = await reader.call("GET", `/api/experiments/${id}`);
    expect(answer.status, failure(`record ${id}`)).toBe(200);
    expect(answer.body.response, failure(`record ${id}`)).toMatchObject(record);
  }
  for (const [moduleId, { recordId, rows }] of ledger.modules) {
    const record = (await reader.call("GET", `/api/experiments/${recordId}`)).body.response as {
      modules: Array<{ moduleId: string; content: { rows: unknown[] } }>;
    };
    const stored = record.modules.find((m) => m.moduleId === moduleId);
    expect(stored, failure(`module ${moduleId} of record ${recordId}`)).toBeDefined();
    // A save acknowledged with n rows: the stored grid begins with those n rows (a later save may have extended it).
    const acknowledged = Array.from({ length: rows }, (_, i) => gridRow(moduleId, i + 1));
    expect(stored?.content.rows.slice(0, rows), failure(`module ${moduleId}`)).toEqual(acknowledged);
  }
  for (const [id, project] of ledger.projects) {
    const answer = await reader.call("GET", `/api/projects/${id}`);
    expect(answer.status, failure(`project ${id}`)).toBe(200);
    expect(answer.body.response, failure(`project ${id}`)).toMatchObject(project);
  }
  const books = new Map<string, unknown>();
  for (let page = 1; ; page++) {
    const answer = await reader.call("GET", `/api/notebooks?pageSize=200&pageIndex=${page}`);
    expect(answer.status, failure("the record books")).toBe(200);
    const rows = answer.body.rows as Array<{ id: string }>;
    for (const row of rows) books.set(row.id, row);
    if (rows.length < 200) break;
  }
  for (const [id, book] of ledger.notebooks) expect(books.get(id), failure(`record book ${id}`)).toMatchObject(book);
  const numbers = [...ledger.records.values()].map((r) => r.number);
  expect(new Set(numbers).size, failure("record numbers")).toBe(numbers.length);
  const projectNumbers = [...ledger.projects.values()].map((p) => p.number);
  expect(new Set(projectNumbers).size, failure("project numbers")).toBe(projectNumbers.length);
}
