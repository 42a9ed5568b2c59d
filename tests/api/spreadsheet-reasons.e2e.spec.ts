import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Sheet-reason-2026";
const EMPTY = { value: null, formula: null, format: null };

type TraceRow = { reason: string | null; moduleId: string | null; words: { field: string; newValue: { text: string } } };

describe("a spreadsheet module on a record whose changes need a reason (spec §5)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let owner: string;
  let recordId: string;
  let sheetModule: string;
  const on = (path = "") => `/api/experiments/${recordId}/modules/${sheetModule}${path}`;
  const typeA1 = (input: string, reason?: string, language = "en") =>
    api.call("PUT", on("/cells"), {
      token: owner,
      language,
      json: { edits: [{ sheetId: "sheet1", cell: "A1", input, seen: EMPTY }], ...(reason === undefined ? {} : { reason }) },
    });
  const a1 = async () => {
    const record = await ok(await api.call("GET", `/api/experiments/${recordId}`, { token: owner }));
    const book = record.modules.find((m: { moduleId: string }) => m.moduleId === sheetModule).content.workbook;
    return book?.sheets[0]?.rows[0]?.A ?? null;
  };

  beforeAll(async () => {
    api = await startTestService();
    const admin = await api.login("admin", ADMIN_PASSWORD);
    await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "qian.owner", realName: "Qian", password: PASSWORD, departmentId: "root" },
      }),
    );
    owner = await api.login("qian.owner", PASSWORD);
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Kinetics" } }));
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Kinetics", projectId: project.id } }),
    );
    recordId = (
      await ok(await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Rates" } }))
    ).id;
    const add = async (type: string, title: string) =>
      (await ok(await api.call("POST", `/api/experiments/${recordId}/modules`, { token: owner, json: { type, title } })))
        .moduleId;
    sheetModule = await add("spreadSheet", "Rates");
    const signedModule = await add("input", "Method");
    // A module signed: every later change of the record gives a reason.
    await ok(
      await api.call("POST", `/api/experiments/${recordId}/modules/${signedModule}/signatures`, {
        token: owner,
        json: { password: PASSWORD, meaning: "authorship" },
      }),
    );
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("refuses a cell change without a reason in the member's language, and changes nothing", async () => {
    const en = await refused(await typeA1("5"), 400);
    const zh = await refused(await typeA1("5", "  ", "zh-CN"), 400);
    expect(en.key).toBe("change.reasonRequired");
    expect(zh.key).toBe("change.reasonRequired");
    expect(en.message).not.toBe(zh.message);
    expect(en.message).not.toContain("change.reasonRequired");
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    // Spec §5: a reason is at most 500 characters (the contract refuses a longer one before the record is read).
    await refused(await typeA1("5", "x".repeat(501)), 400);
    expect(await a1()).toBeNull();
  });

  it("takes the change with a reason, and the trace shows the reason beside the cell", async () => {
    await ok(await typeA1("5", "Rate re-read from the instrument"));
    expect(await a1()).toEqual({ value: 5 });
    const trace = await ok(await api.call("GET", `/api/experiments/${recordId}/trace`, { token: owner, language: "en" }));
    const row = (trace.rows as TraceRow[]).find((r) => r.moduleId === sheetModule && r.words.field === "Sheet1!A1");
    expect(row).toMatchObject({ reason: "Rate re-read from the instrument", words: { newValue: { text: "5" } } });
  });

  it("asks a reason for sheet and chart changes too", async () => {
    const sheet = { name: "Blank", afterSheetId: null };
    expect((await refused(await api.call("POST", on("/sheets"), { token: owner, json: sheet }), 400)).key).toBe(
      "change.reasonRequired",
    );
    const added = await ok(await api.call("POST", on("/sheets"), { token: owner, json: { ...sheet, reason: "Blank run" } }));
    const rename = { name: "Blank run" };
    expect((await refused(await api.call("PATCH", on(`/sheets/${added.id}`), { token: owner, json: rename }), 400)).key).toBe(
      "change.reasonRequired",
    );
    await ok(await api.call("PATCH", on(`/sheets/${added.id}`), { token: owner, json: { ...rename, reason: "Clearer" } }));
    const chart = {
      kind: "scatter",
      title: "Rate",
      sheetId: "sheet1",
      range: "A1:B3",
      headerRow: false,
      linearFit: false,
      xTitle: "",
      yTitle: "",
    };
    expect((await refused(await api.call("PUT", on("/charts/c1"), { token: owner, json: { chart } }), 400)).key).toBe(
      "change.reasonRequired",
    );
    await ok(await api.call("PUT", on("/charts/c1"), { token: owner, json: { chart, reason: "Plot for the report" } }));
    const trace = await ok(await api.call("GET", `/api/experiments/${recordId}/trace`, { token: owner, language: "en" }));
    const reasons = (trace.rows as TraceRow[]).filter((r) => r.moduleId === sheetModule).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(["Blank run", "Clearer", "Plot for the report"]));
  });
});
