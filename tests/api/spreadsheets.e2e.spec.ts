import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Sheet-lab-2026";
const EMPTY = { value: null, formula: null, format: null };

type Held = { value: unknown; formula: string | null; format: string | null };
type CellNow = Held & { sheetId: string; cell: string };

describe("spreadsheet modules over HTTP: cells computed on the server, sheets, conflicts", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let owner: string;
  let colleague: string;
  let recordId: string;
  let moduleId: string;
  let bookId: string;
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response ?? body;
  };
  const on = (path = "") => `/api/experiments/${recordId}/modules/${moduleId}${path}`;
  /** The workbook as the record's answer carries it. */
  const workbook = async (token = owner) => {
    const record = await ok(await api.call("GET", `/api/experiments/${recordId}`, { token }));
    return record.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).content.workbook;
  };
  const held = async (cell: string, sheetId = "sheet1"): Promise<Held> => {
    const book = await workbook();
    const sheet = book?.sheets.find((s: { sheetId: string }) => s.sheetId === sheetId);
    const match = /^([A-Z]+)(\d+)$/.exec(cell)!;
    const found = sheet?.rows[Number(match[2]) - 1]?.[match[1]!];
    return { value: found?.value ?? null, formula: found?.formula ?? null, format: found?.format ?? null };
  };
  /** Types into cells as a member who saw them as they stand now. */
  const type = async (entries: [cell: string, input: string, sheetId?: string][], token = owner) => {
    const edits = [];
    for (const [cell, input, sheetId] of entries)
      edits.push({ sheetId: sheetId ?? "sheet1", cell, input, seen: await held(cell, sheetId) });
    return api.call("PUT", on("/cells"), { token, json: { edits } });
  };
  const value = (answer: { cells: CellNow[] }, cell: string) => answer.cells.find((c) => c.cell === cell)?.value;

  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    const ids: Record<string, string> = {};
    for (const account of ["wu.owner", "zhao.colleague"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: admin,
          json: { account, realName: account, password: PASSWORD, departmentId: "root" },
        }),
      );
      ids[account] = created.memberId;
    }
    owner = await api.login("wu.owner", PASSWORD);
    colleague = await api.login("zhao.colleague", PASSWORD);
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Calibration" } }));
    const grant = await ok(
      await api.call("PUT", `/api/projects/${project.id}/members/${ids["zhao.colleague"]}`, {
        token: owner,
        json: { access: "write" },
      }),
    );
    await api.caughtUp(grant.position);
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Calibration", projectId: project.id } }),
    );
    bookId = book.id;
    recordId = (
      await ok(await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "UV" } }))
    ).id;
    moduleId = (
      await ok(
        await api.call("POST", `/api/experiments/${recordId}/modules`, {
          token: owner,
          json: { type: "spreadSheet", title: "Data" },
        }),
      )
    ).moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("computes typed values and formulas on the server and the record carries them", async () => {
    expect(await workbook()).toBeUndefined();
    const typed = await ok(
      await type([
        ["A1", "Conc"],
        ["A2", "10"],
        ["A3", "20"],
        ["A4", "40"],
        ["B1", "12.5%"],
      ]),
    );
    expect(typed.lastCacheTime).toBeGreaterThan(0);
    expect(typed.cells).toEqual(
      expect.arrayContaining([
        { sheetId: "sheet1", cell: "A2", value: 10, formula: null, format: null },
        { sheetId: "sheet1", cell: "B1", value: 0.125, formula: null, format: expect.stringMatching(/%$/) },
      ]),
    );
    const formulas = await ok(
      await type([
        ["C1", "=sum(a2:a4)"],
        ["C2", "=AVERAGE(A2:A4)"],
        ["C3", "=COUNT(A1:A4)"],
        ["C4", "=MIN(A2:A4)"],
        ["C5", "=MAX(A2:A4)"],
        ["C6", "=STDEV(A2:A4)"],
        ["C7", "=ROUND(A3/3,2)"],
        ["C8", '=IF(A4>30,"high","low")'],
        ["C9", "=VLOOKUP(20,A2:A4,1,FALSE)"],
        ["C10", "=A4*B1"],
      ]),
    );
    expect(formulas.cells.find((c: CellNow) => c.cell === "C1").formula).toBe("=SUM(A2:A4)");
    expect(["C1", "C2", "C3", "C4", "C5", "C7", "C8", "C9", "C10"].map((c) => value(formulas, c))).toEqual([
      70,
      expect.closeTo(70 / 3, 10),
      3,
      10,
      40,
      6.67,
      "high",
      20,
      5,
    ]);
    expect(value(formulas, "C6")).toBeCloseTo(15.2752523165195, 10);
    expect(await held("C1")).toEqual({ value: 70, formula: "=SUM(A2:A4)", format: null });
  });

  it("recalculates the formulas an edit changes and says which", async () => {
    const answer = await ok(await type([["A2", "30"]]));
    expect(answer.cells).toEqual(
      expect.arrayContaining([
        { sheetId: "sheet1", cell: "A2", value: 30, formula: null, format: null },
        { sheetId: "sheet1", cell: "C1", value: 90, formula: "=SUM(A2:A4)", format: null },
      ]),
    );
    expect((await held("C1")).value).toBe(90);
    expect((await held("C2")).value).toBe(30);
    // The trace says the change in words: the cell by its sheet's name, never an id.
    const trace = await res(await api.call("GET", `/api/experiments/${recordId}/trace`, { token: owner, language: "en" }));
    const words = trace.body.rows.map(
      (r: { words: { field: string; oldValue: { text: string }; newValue: { text: string } } }) => r.words,
    );
    expect(words).toContainEqual(
      expect.objectContaining({ field: "Sheet1!A2", oldValue: { text: "10" }, newValue: { text: "30" } }),
    );
    expect(words).toContainEqual(
      expect.objectContaining({ field: "Sheet1!C1", oldValue: { text: "" }, newValue: { text: "70 (formula =SUM(A2:A4))" } }),
    );
  });

  it("reads across sheets, and a deleted sheet's readers give #REF!; unknown names #NAME?, division by zero #DIV/0!", async () => {
    const added = await ok(
      await api.call("POST", on("/sheets"), { token: owner, json: { name: "Blank", afterSheetId: "sheet1" } }),
    );
    expect(typeof added.id).toBe("string");
    await ok(await type([["A1", "4", added.id]]));
    const cross = await ok(
      await type([
        ["D1", "=Blank!A1*2"],
        ["D2", "=1/0"],
        ["D3", "=NOSUCH(1)"],
      ]),
    );
    expect(["D1", "D2", "D3"].map((c) => value(cross, c))).toEqual([8, { error: "#DIV/0!" }, { error: "#NAME?" }]);
    await ok(await api.call("PATCH", on(`/sheets/${added.id}`), { token: owner, json: { name: "Blank 2" } }));
    expect(await held("D1")).toEqual({ value: 8, formula: "='Blank 2'!A1*2", format: null });
    await ok(await api.call("DELETE", on(`/sheets/${added.id}`), { token: owner, json: {} }));
    expect((await held("D1")).value).toEqual({ error: "#REF!" });
    const last = await res(await api.call("DELETE", on("/sheets/sheet1"), { token: owner, json: {} }));
    expect({ status: last.status, key: last.body.key }).toEqual({ status: 409, key: "sheet.lastSheet" });
  });

  it("two members editing different cells both land; the later edit of the same cell is refused with what it holds now", async () => {
    const seenByBoth = await held("E1");
    const [first, second] = await Promise.all([
      api.call("PUT", on("/cells"), {
        token: owner,
        json: { edits: [{ sheetId: "sheet1", cell: "E1", input: "1", seen: seenByBoth }] },
      }),
      api.call("PUT", on("/cells"), {
        token: colleague,
        json: { edits: [{ sheetId: "sheet1", cell: "E2", input: "2", seen: EMPTY }] },
      }),
    ]);
    await ok(first);
    await ok(second);
    expect([(await held("E1")).value, (await held("E2")).value]).toEqual([1, 2]);
    const late = await res(
      await api.call("PUT", on("/cells"), {
        token: colleague,
        language: "en",
        json: { edits: [{ sheetId: "sheet1", cell: "E1", input: "5", seen: seenByBoth }] },
      }),
    );
    expect(late.status).toBe(409);
    expect(late.body.key).toBe("module.cellChanged");
    expect(late.body.message).toContain("Sheet1!E1");
    expect(late.body.details).toEqual({ current: [{ sheetId: "sheet1", cell: "E1", value: 1, formula: null, format: null }] });
    expect((await held("E1")).value).toBe(1);
  });

  it("refuses bad cells and too long input with a localised 400, and changes nothing", async () => {
    const before = JSON.stringify(await workbook());
    const bad = await res(
      await api.call("PUT", on("/cells"), {
        token: owner,
        language: "zh-CN",
        json: { edits: [{ sheetId: "sheet1", cell: "1A", input: "1", seen: EMPTY }] },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/);
    const long = await res(
      await api.call("PUT", on("/cells"), {
        token: owner,
        language: "en",
        json: { edits: [{ sheetId: "sheet1", cell: "A1", input: "x".repeat(2001), seen: await held("A1") }] },
      }),
    );
    expect(long.status).toBe(400);
    const outside = await res(
      await api.call("PUT", on("/cells"), {
        token: owner,
        language: "en",
        json: { edits: [{ sheetId: "sheet1", cell: "BA1", input: "1", seen: EMPTY }] },
      }),
    );
    expect({ status: outside.status, key: outside.body.key }).toEqual({ status: 400, key: "sheet.cellInvalid" });
    expect(JSON.stringify(await workbook())).toBe(before);
  });

  it("sets frozen rows and saves charts; a module save keeps the workbook", async () => {
    await ok(await api.call("PUT", on("/sheets/sheet1/frozen-rows"), { token: owner, json: { rows: 2 } }));
    const chart = {
      kind: "scatter",
      title: "Calibration",
      sheetId: "sheet1",
      range: "A1:C4",
      headerRow: true,
      linearFit: true,
      xTitle: "c",
      yTitle: "A",
    };
    await ok(await api.call("PUT", on("/charts/01900000-0000-7000-8000-0000000000c1"), { token: owner, json: { chart } }));
    const book = await workbook();
    expect(book.sheets[0].frozenRows).toBe(2);
    expect(book.charts).toEqual([{ ...chart, chartId: "01900000-0000-7000-8000-0000000000c1" }]);
    const record = await ok(await api.call("GET", `/api/experiments/${recordId}`, { token: owner }));
    const lastCacheTime = record.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).lastCacheTime;
    await ok(
      await api.call("PUT", on(), {
        token: owner,
        json: { data: { fields: { note: "x" }, rows: [] }, isAuto: false, lastCacheTime },
      }),
    );
    expect((await workbook()).sheets[0].rows.length).toBeGreaterThan(0);
    await ok(await api.call("DELETE", on("/charts/01900000-0000-7000-8000-0000000000c1"), { token: owner, json: {} }));
    expect((await workbook()).charts).toEqual([]);
  });

  it("a clone of the record holds the same workbook", async () => {
    const source = await workbook();
    const clone = await ok(
      await api.call("POST", `/api/experiments/${recordId}/clone`, { token: owner, json: { notebookId: bookId } }),
    );
    const copied = await ok(await api.call("GET", `/api/experiments/${clone.id}`, { token: owner }));
    expect(copied.modules[0].content.workbook).toEqual(source);
  });

  it("refuses every change of a signed module", async () => {
    await ok(await api.call("POST", on("/signatures"), { token: owner, json: { password: PASSWORD, meaning: "authorship" } }));
    const refused = await res(await type([["F1", "1"]]));
    // Once a module is signed every change gives a reason; with one, the signature still refuses it.
    expect({ status: refused.status, key: refused.body.key }).toEqual({ status: 400, key: "change.reasonRequired" });
    const withReason = await res(
      await api.call("PUT", on("/cells"), {
        token: owner,
        json: { edits: [{ sheetId: "sheet1", cell: "F1", input: "1", seen: EMPTY }], reason: "late value" },
      }),
    );
    expect({ status: withReason.status, key: withReason.body.key }).toEqual({ status: 409, key: "module.signed" });
    expect(await held("F1")).toEqual(EMPTY);
  });
});
