import { LiveStreams } from "@labledger/command/sheet-live/live-streams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/patience";
import { type LiveEvent, type LiveReader, readLive, timeToLiveCells } from "../support/sheet-live";
import { ADMIN_PASSWORD, keyedHeaders, startTestService } from "./harness";

const PASSWORD = "Sheet-lab-2026";

type Cells = {
  position: number;
  by: string;
  cells: Array<{ sheetId: string; cell: string; value: unknown; formula: string | null }>;
};
type Members = { members: Array<{ name: string; sheetId: string; cell: string | null; isYou: boolean }> };

describe("live co-editing of a spreadsheet module (spec §4 collaborative spreadsheet; issue 17)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let recordId: string;
  let moduleId: string;
  let otherModuleId: string;
  const readers: LiveReader[] = [];
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response ?? body;
  };
  const refused = async (r: Response, status: number) => {
    const answer = await res(r);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body as { key: string; message: string };
  };
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const onModule = (path = "") => `/experiments/${recordId}/modules/${moduleId}${path}`;
  /** Opens the module's live stream as `who`, signed as the console signs (fetch, not EventSource). */
  const live = async (who: string, query = "", extra: Record<string, string> = {}) => {
    const url = `/api${onModule("/live")}${query}`;
    const headers = { token: token[who]!, ...keyedHeaders(api.signingKeyOf(token[who]!), { method: "GET", url }), ...extra };
    const reader = await readLive(`${api.service.url}${url}`, headers);
    readers.push(reader);
    return reader;
  };
  const edit = (who: string, cell: string, input: string, seen: unknown = null) =>
    as(who, "PUT", onModule("/cells"), {
      edits: [{ sheetId: "sheet1", cell, seen: { value: seen, formula: null, format: null }, input }],
    });
  const presence = (who: string, cell: string | null, sheetId = "sheet1") =>
    as(who, "PUT", onModule("/presence"), { sheetId, cell });
  const cellsWith = (cell: string) => (e: LiveEvent) =>
    e.type === "cells" && (e.data as Cells).cells.some((c) => c.sheetId === "sheet1" && c.cell === cell);
  const openStreams = () => api.service.app.get(LiveStreams).openCount;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const departmentId = (await ok(await as("admin", "POST", "/departments", { name: "Analytics", parentId: "root" })))
      .departmentId as string;
    for (const [account, realName] of [
      ["chen", "Chen Hua"],
      ["li", "Li Na"],
      ["zhou", "Zhou Yi"],
    ])
      await ok(await as("admin", "POST", "/members", { account, realName, password: PASSWORD, departmentId }));
    for (const account of ["chen", "li", "zhou"]) token[account] = await api.login(account, PASSWORD);
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Titrations" }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Acid value" }))).id;
    moduleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "spreadSheet", title: "Burette" })))
      .moduleId;
    otherModuleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Note" })))
      .moduleId;
    // Li works on the spreadsheet through a module grant (write).
    const granted = await ok(await as("chen", "PUT", onModule(`/grants/${api.userOf(token.li!)}`), { attribute: 1 }));
    await api.caughtUp(granted.position);
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await api?.service.stop();
  });

  it("streams another member's cell change to a member watching: the cells as they are now, who changed them, where", async () => {
    const stream = await live("li");
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect((await ok(await edit("chen", "A1", "12"))).position).toBeGreaterThan(0);
    const a1 = await stream.next(cellsWith("A1"), "Li's stream to carry A1");
    expect(a1.data).toMatchObject({ by: "Chen Hua", cells: [{ sheetId: "sheet1", cell: "A1", value: 12, formula: null }] });
    expect(a1.id).toBe((a1.data as Cells).position);
    await ok(await edit("chen", "A2", "=A1*2"));
    const a2 = await stream.next(cellsWith("A2"), "Li's stream to carry A2");
    expect((a2.data as Cells).cells).toContainEqual(expect.objectContaining({ cell: "A2", value: 24, formula: "=A1*2" }));
    // A change of A1 recalculates A2: the stream carries A2's new value with its formula.
    await ok(await edit("chen", "A1", "5", 12));
    const again = await stream.next(
      (e) => cellsWith("A1")(e) && (e.data as Cells).cells.some((c) => c.cell === "A2"),
      "the recalculated A2",
      stream.events.indexOf(a2) + 1,
    );
    expect((again.data as Cells).cells).toContainEqual(expect.objectContaining({ cell: "A2", value: 10, formula: "=A1*2" }));
    stream.close();
  });

  it("resumes from ?after= and from Last-Event-ID: changes made while disconnected arrive on reconnect", async () => {
    const before = (await ok(await edit("chen", "B1", "first"))).position as number;
    await ok(await edit("chen", "B2", "while away"));
    const byQuery = await live("li", `?after=${before}`);
    await byQuery.next(cellsWith("B2"), "B2 after the position given");
    expect(byQuery.events.some(cellsWith("B1"))).toBe(false);
    const byHeader = await live("li", "", { "last-event-id": String(before) });
    await byHeader.next(cellsWith("B2"), "B2 after Last-Event-ID");
    byQuery.close();
    byHeader.close();
  });

  it("lists who is in the module by name, on which sheet and cell, and tells the stream when it changes", async () => {
    const stream = await live("chen");
    const mine = (await ok(await presence("li", "B2"))) as Members;
    expect(mine.members).toEqual([
      { memberId: api.userOf(token.li!), name: "Li Na", sheetId: "sheet1", cell: "B2", isYou: true },
    ]);
    const both = (await ok(await presence("chen", "C3"))) as Members;
    expect(both.members.map((m) => [m.name, m.cell, m.isYou])).toEqual([
      ["Chen Hua", "C3", true],
      ["Li Na", "B2", false],
    ]);
    await stream.next(
      (e) => e.type === "presence" && (e.data as Members).members.length === 2,
      "a presence event naming both members",
    );
    stream.close();
  });

  it("refuses submitting the record, and deleting, renaming or signing the module, while another member is in it (409, in words)", async () => {
    await ok(await presence("li", "B2"));
    const submit = await refused(await as("chen", "POST", `/experiments/${recordId}/submit`, {}), 409);
    expect(submit).toMatchObject({ key: "sheetLive.inUse" });
    expect(submit.message).toContain("in use by other participants");
    expect(submit.message).toContain("Li Na");
    const zh = await refused(await as("chen", "DELETE", onModule(), {}, "zh-CN"), 409);
    expect(zh.message).toContain("正在被其他参与者使用");
    expect((await refused(await as("chen", "PATCH", onModule(), { title: "Burette 2" }), 409)).key).toBe("sheetLive.inUse");
    expect(
      (await refused(await as("chen", "POST", onModule("/signatures"), { password: PASSWORD, meaning: "authorship" }), 409)).key,
    ).toBe("sheetLive.inUse");
    // Chen's own presence never blocks Chen; another module of the record is not blocked.
    await ok(await presence("chen", "A1"));
    await ok(await as("chen", "PATCH", `/experiments/${recordId}/modules/${otherModuleId}`, { title: "Notes" }));
    // Once Li leaves, Chen may go on.
    await ok(await as("li", "DELETE", onModule("/presence")));
    await ok(await as("chen", "PATCH", onModule(), { title: "Burette 2" }));
  });

  it("refuses deleting a sheet another member is on, not one they are off; the stream tells of sheet changes", async () => {
    const stream = await live("li");
    const sheetId = (await ok(await as("chen", "POST", onModule("/sheets"), { name: "Calibration" }))).id as string;
    await stream.next((e) => e.type === "sheets" && (e.data as { type: string }).type === "ModuleSheetAdded", "the sheet added");
    await ok(await presence("li", "A1", sheetId));
    const refusal = await refused(await as("chen", "DELETE", onModule(`/sheets/${sheetId}`)), 409);
    expect(refusal.key).toBe("sheetLive.pageInUse");
    expect(refusal.message).toContain("Sheet page in use cannot be deleted");
    expect(refusal.message).toContain("Calibration");
    const zh = await refused(await as("chen", "DELETE", onModule(`/sheets/${sheetId}`), undefined, "zh-CN"), 409);
    expect(zh.message).toContain("工作表正在使用中，不能删除");
    await ok(await presence("li", "A1", "sheet1"));
    await ok(await as("chen", "DELETE", onModule(`/sheets/${sheetId}`)));
    await stream.next(
      (e) => e.type === "sheets" && (e.data as { type: string }).type === "ModuleSheetDeleted",
      "the sheet deleted",
    );
    await ok(await as("li", "DELETE", onModule("/presence")));
    stream.close();
  });

  it("releases a stream's subscription when the client hangs up", async () => {
    // The streams of the tests before were all closed by their clients: none is left open.
    await until("the earlier streams to be released", () => openStreams() === 0);
    const stream = await live("li");
    await until("the stream to be open on the server", () => openStreams() === 1);
    stream.close();
    await stream.ended;
    await until("the server to release the stream and its subscription", () => openStreams() === 0);
  });

  it("ends a stream when its session ends (logout), and the member leaves the module", async () => {
    await until("the earlier streams to be released", () => openStreams() === 0);
    const session = await api.login("li", PASSWORD);
    const url = `/api${onModule("/live")}`;
    const headers = { token: session, ...keyedHeaders(api.signingKeyOf(session), { method: "GET", url }) };
    const stream = await readLive(`${api.service.url}${url}`, headers);
    readers.push(stream);
    await api.call("PUT", `/api${onModule("/presence")}`, { token: session, json: { sheetId: "sheet1", cell: "A1" } });
    await until("the stream to be open", () => openStreams() === 1);
    expect((await api.call("POST", "/api/auth/logout", { token: session })).status).toBe(200);
    await stream.ended;
    await until("the server to release it", () => openStreams() === 0);
    const present = (await ok(await presence("chen", null))) as Members;
    expect(present.members.map((m) => m.name)).toEqual(["Chen Hua"]);
    await ok(await as("chen", "DELETE", onModule("/presence")));
  });

  it("answers only who may read the record, and only for a spreadsheet module that exists", async () => {
    expect((await refused(await as("zhou", "PUT", onModule("/presence"), { sheetId: "sheet1" }), 404)).key).toBe(
      "experiment.notFound",
    );
    const url = `/api${onModule("/live")}`;
    const stranger = await fetch(`${api.service.url}${url}`, {
      headers: { token: token.zhou!, ...keyedHeaders(api.signingKeyOf(token.zhou!), { method: "GET", url }) },
    });
    expect(stranger.status).toBe(404);
    const unsigned = await fetch(`${api.service.url}${url}`, { headers: { token: token.li! } });
    expect(unsigned.status).toBe(401);
    const notSheet = `/experiments/${recordId}/modules/${otherModuleId}/presence`;
    expect((await refused(await as("chen", "PUT", notSheet, { sheetId: "sheet1" }), 400)).key).toBe("sheet.notASpreadsheet");
    expect(
      (await refused(await as("chen", "PUT", `/experiments/${recordId}/modules/nope/presence`, { sheetId: "sheet1" }), 404)).key,
    ).toBe("module.notFound");
    expect((await refused(await as("chen", "PUT", onModule("/presence"), { sheetId: "sheet1", cell: "1A" }), 400)).key).toBe(
      "request.invalid",
    );
    // A member granted only another module of the record is not shown this one: they cannot be "in" it (nor block others).
    await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${otherModuleId}/grants/${api.userOf(token.zhou!)}`, {
        attribute: 0,
      }),
    );
    expect((await refused(await as("zhou", "PUT", onModule("/presence"), { sheetId: "sheet1" }), 404)).key).toBe(
      "module.notFound",
    );
    const badAfter = `/api${onModule("/live")}?after=-3`;
    const bad = await fetch(`${api.service.url}${badAfter}`, {
      headers: { token: token.li!, ...keyedHeaders(api.signingKeyOf(token.li!), { method: "GET", url: badAfter }) },
    });
    expect(bad.status).toBe(400);
  });

  it("measures the time from a member's change to the other member's live event (the bench's helper)", async () => {
    const stream = await live("li");
    const ms = await timeToLiveCells(stream, () => edit("chen", "D4", "7"), { sheetId: "sheet1", cell: "D4" });
    expect(ms).toBeGreaterThan(0);
    stream.close();
  });
});
