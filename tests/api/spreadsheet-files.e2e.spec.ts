import { readSheetFile } from "@labledger/adapters/sheet-files/read-sheet-file";
import { SHEET_LIMITS } from "@labledger/events";
import ExcelJS from "exceljs";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Sheets-2026-pass";

type Value = number | string | boolean | null | { error: string };
interface Cell {
  value: Value;
  formula?: string;
  format?: string;
}
interface Sheet {
  sheetId: string;
  name: string;
  frozenRows: number;
  rows: (Record<string, Cell> | null)[];
}
interface Workbook {
  sheets: Sheet[];
  charts: unknown[];
}

/** A workbook made the way Excel saves one, its formulas' cached results deliberately wrong (the server must compute its own). */
async function calibrationXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet("标准曲线", { views: [{ state: "frozen", ySplit: 1 }] });
  data.addRow(["浓度", "吸光度", "两倍"]);
  [1, 2, 3].forEach((x, i) => {
    const row = i + 2;
    data.getCell(`A${row}`).value = x;
    data.getCell(`B${row}`).value = x * 0.1;
    data.getCell(`C${row}`).value = { formula: `A${row}*2`, result: 999 } as ExcelJS.CellValue;
  });
  data.getCell("B2").numFmt = "0.000";
  const summary = workbook.addWorksheet("Summary");
  summary.getCell("A1").value = { formula: "SUM('标准曲线'!C2:C4)", result: -1 } as ExcelJS.CellValue;
  summary.getCell("A2").value = { formula: "AVERAGE('标准曲线'!B2:B4)", result: 0 } as ExcelJS.CellValue;
  summary.getCell("A2").numFmt = "0.00%";
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A zip whose one extra entry inflates far past what a spreadsheet holds (zeros compress ~1000×). */
async function zipBomb(): Promise<Uint8Array> {
  const parts = unzipSync(await calibrationXlsx());
  return zipSync({ ...parts, "xl/media/padding.bin": new Uint8Array(200 * 1024 * 1024) }, { level: 9 });
}

const cellIn = (sheet: Sheet | undefined, address: string): Cell | undefined => {
  const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(address)!;
  return sheet?.rows[Number(row) - 1]?.[letters!];
};

describe("a spreadsheet module's files: import XLSX/CSV as sheets, export XLSX/CSV (issue 17)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let recordId: string;
  let moduleId: string;
  let textModuleId: string;
  /** Made before any call: deflating it takes a while, long enough for an idle connection to close under a request. */
  let bomb: Uint8Array;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const onModule = (id = moduleId) => `/experiments/${recordId}/modules/${id}`;

  /** A multipart upload as the console sends it (signed; the body is not part of the signature). */
  const upload = async (bytes: Uint8Array, name: string, { language = "en", id = moduleId, reason = "" } = {}) => {
    const form = new FormData();
    if (reason) form.append("reason", reason);
    form.append("file", new Blob([Buffer.from(bytes)]), name);
    return post(form, language, id);
  };
  const post = (form: FormData, language = "en", id = moduleId) => {
    return fetch(`${api.service.url}/api${onModule(id)}/sheets/import`, {
      method: "POST",
      headers: { ...signedHeaders(token.chen!, api.userOf(token.chen!)), "accept-language": language },
      body: form,
    });
  };
  const download = async (query: string, who = "chen") => {
    const res = await api.call("GET", `/api${onModule()}/export${query}`, { token: token[who]! });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };
  const workbook = async (): Promise<Workbook> => {
    const record = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    return (
      record.modules.find((m: { moduleId: string }) => m.moduleId === moduleId).content.workbook ?? { sheets: [], charts: [] }
    );
  };

  beforeAll(async () => {
    bomb = await zipBomb();
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
    await ok(
      await as("admin", "PUT", "/roles/member", {
        name: "Member",
        description: "Every member of the organisation",
        permissions: [{ permissionCode: "ProjectManage", isActive: true }],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    const project = await ok(await as("chen", "POST", "/projects", { name: "Assays", description: "Photometry" }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Assays I", projectId: project.id }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Calibration" }))).id;
    moduleId = (
      await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "spreadSheet", title: "标准曲线 数据" }))
    ).moduleId;
    textModuleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Note" })))
      .moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("imports every sheet of an XLSX: formulas kept, their values computed on the server (not the file's), formats kept", async () => {
    const answer = await ok(await upload(await calibrationXlsx(), "calibration.xlsx", { reason: "instrument export" }));
    expect(answer.sheets.map((s: { name: string }) => s.name)).toEqual(["标准曲线", "Summary"]);
    expect(answer.lastCacheTime).toEqual(expect.any(Number));
    await api.caughtUp(answer.position);
    const book = await workbook();
    expect(book.sheets.map((s) => s.name)).toEqual(["Sheet1", "标准曲线", "Summary"]);
    // The file's frozen panes: one header row on the data, none on the summary.
    expect(book.sheets.map((s) => s.frozenRows)).toEqual([1, 1, 0]);
    const [, data, summary] = book.sheets;
    expect(cellIn(data, "A1")).toEqual({ value: "浓度" });
    expect(cellIn(data, "C3")).toEqual({ value: 4, formula: "=A3*2" });
    expect(cellIn(data, "B2")).toMatchObject({ value: 0.1, format: "0.000" });
    expect(cellIn(summary, "A1")).toMatchObject({ value: 12, formula: expect.stringMatching(/^=SUM\('?标准曲线'?!C2:C4\)$/) });
    expect(cellIn(summary, "A2")!.value as number).toBeCloseTo(0.2, 12);
    expect(cellIn(summary, "A2")).toMatchObject({ format: "0.00%" });
    // The trace says it in words: the file by name, the sheets by name, the member's reason.
    const trace = JSON.stringify(await ok(await as("chen", "GET", `/experiments/${recordId}/trace`)));
    for (const words of ["calibration.xlsx", "标准曲线", "Summary", "instrument export"]) expect(trace).toContain(words);
  });

  it("imports a CSV as one sheet named by its file, each cell read as typing is, a name taken getting a number", async () => {
    const csv = "x,y,fit,share\r\n1,2.5,=B2*2,12.5%\r\n2,4.5,=B3*2,007\r\n";
    const first = await ok(await upload(new TextEncoder().encode(csv), "run.csv"));
    const second = await ok(await upload(new TextEncoder().encode(csv), "RUN.csv"));
    expect([first.sheets[0].name, second.sheets[0].name]).toEqual(["run", "RUN (2)"]);
    await api.caughtUp(second.position);
    const run = (await workbook()).sheets.find((s) => s.name === "run");
    expect(cellIn(run, "C3")).toEqual({ value: 9, formula: "=B3*2" });
    expect(cellIn(run, "B2")).toEqual({ value: 2.5 });
    // Each cell read as a member's typing is: a percentage a number in a percent format.
    expect(cellIn(run, "D2")).toEqual({ value: 0.125, format: expect.stringMatching(/%$/) });
    expect(cellIn(run, "A1")).toEqual({ value: "x" });
  });

  it("refuses hostile or unfit files in the member's language, and changes nothing", async () => {
    const before = await workbook();
    const notXlsx = await refused(await upload(new TextEncoder().encode("a,b\n1,2\n"), "fake.xlsx"), 415);
    expect(notXlsx.key).toBe("spreadsheet.notWhatItsNameSays");
    const zh = await refused(await upload(new TextEncoder().encode("a,b\n1,2\n"), "fake.xlsx", { language: "zh-CN" }), 415);
    expect(zh.message).toContain("文件内容与文件名所示的类型");
    const binary = new Uint8Array(2048).map((_, i) => (i * 31) % 9);
    expect((await refused(await upload(binary, "data.csv"), 415)).key).toBe("spreadsheet.notWhatItsNameSays");
    expect((await refused(await upload(await calibrationXlsx(), "renamed.csv"), 415)).key).toBe("spreadsheet.notWhatItsNameSays");
    expect(bomb.byteLength).toBeLessThan(SHEET_LIMITS.importBytes);
    expect((await refused(await upload(bomb, "bomb.xlsx"), 400)).key).toBe("spreadsheet.unsafeArchive");
    const big = new Uint8Array(SHEET_LIMITS.importBytes + 10).fill(0x31);
    const tooLarge = await refused(await upload(big, "big.csv"), 413);
    expect(tooLarge.message).toContain("1 MB");
    expect((await refused(await upload(new TextEncoder().encode("x"), "old.xls"), 400)).key).toBe("spreadsheet.oldExcel");
    expect((await refused(await upload(new TextEncoder().encode(""), "empty.csv"), 400)).key).toBe("spreadsheet.empty");
    const wrongModule = await refused(await upload(new TextEncoder().encode("1,2\n"), "x.csv", { id: textModuleId }), 404);
    expect(wrongModule.message).toContain('"Note"');
    const two = new FormData();
    two.append("file", new Blob(["1,2\n"]), "a.csv");
    two.append("other", new Blob(["3,4\n"]), "b.csv");
    expect((await refused(await post(two), 400)).key).toBe("upload.oneFile");
    const json = await as("chen", "POST", `${onModule()}/sheets/import`, { file: "a.csv" });
    expect((await refused(json, 400)).key).toBe("attachment.notMultipart");
    expect(await workbook()).toEqual(before);
  });

  it("exports the workbook as XLSX that imports back with the same formulas and values (round trip)", async () => {
    const { res, bytes } = await download("?format=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E6%A0%87/);
    const exported = await readSheetFile(bytes, "export.xlsx");
    expect(exported.map((s) => s.name)).toEqual(
      ["Sheet1", "标准曲线", "Summary", "run", "RUN (2)"].filter((n) => n !== "Sheet1"),
    );
    expect(exported.find((s) => s.name === "标准曲线")!.frozenRows).toBe(1);

    const before = await workbook();
    const again = await ok(await upload(bytes, "export.xlsx"));
    expect(again.sheets.map((s: { name: string }) => s.name)).toEqual(["标准曲线 (2)", "Summary (2)", "run (3)", "RUN (2) (2)"]);
    await api.caughtUp(again.position);
    const after = await workbook();
    const rowsOf = (book: Workbook, name: string) => book.sheets.find((s) => s.name === name)!.rows;
    expect(rowsOf(after, "标准曲线 (2)")).toEqual(rowsOf(before, "标准曲线"));
    expect(rowsOf(after, "run (3)")).toEqual(rowsOf(before, "run"));
    // The copy's formulas still read the original sheet by name: the same formulas, the same values.
    expect(rowsOf(after, "Summary (2)")).toEqual(rowsOf(before, "Summary"));
    const frozen = (book: Workbook, names: string[]) => names.map((name) => book.sheets.find((s) => s.name === name)!.frozenRows);
    expect(frozen(after, ["标准曲线 (2)", "Summary (2)", "run (3)"])).toEqual(frozen(before, ["标准曲线", "Summary", "run"]));
  });

  it("exports one sheet as CSV named by the module and sheet, and refuses a sheet or module it does not have", async () => {
    const data = (await workbook()).sheets.find((s) => s.name === "run")!;
    const { res, bytes } = await download(`?format=csv&sheetId=${data.sheetId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFx,y,fit,share\r\n1,2.5,5,0.125\r\n2,4.5,9,7\r\n",
    );
    expect((await download("?format=csv&sheetId=nope")).res.status).toBe(404);
    expect((await download("?format=pdf")).res.status).toBe(400);
    const stranger = await download("?format=xlsx", "li");
    expect(stranger.res.status).toBe(404);
  });
});
