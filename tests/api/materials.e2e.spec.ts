import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Inventory-2026-pass";

interface Lot {
  id: string;
  barcode: string;
  name: string;
  quantity: number;
  unit: string;
  expiryState: string;
  available: boolean;
  details: Record<string, string>;
  usageCount: number;
}
interface Movement {
  kind: string;
  amount: number;
  remaining: number;
  by: string;
  recordNumber?: string;
  recordTitle?: string;
  recordVisible?: boolean;
  warnings?: string[];
  corrections?: { from: number; to: number }[];
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("material lots, their stock and usage records (issue 20)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  let record: { id: string; number: string };
  let materialModule: string;
  let textModule: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const lot = async (id: string, position?: number) =>
    (await ok(await as("chen", "GET", `/materials/${id}${position ? `?position=${position}` : ""}`))) as Lot;
  const register = async (body: Record<string, unknown>) =>
    (await ok(await as("chen", "POST", "/materials", body))) as { id: string; position: number };
  const use = (who: string, materialId: string, usageId: string, amount: number, unit = "mL", moduleId = materialModule) =>
    as(who, "POST", `/materials/${materialId}/usages`, {
      usageId,
      amount,
      unit,
      experimentId: record.id,
      moduleId,
      rowId: `row-${usageId}`,
    });

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "wang"]) {
      await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      token[account] = await api.login(account, PASSWORD);
    }
    const project = await ok(await as("chen", "POST", "/projects", { name: "Inventory use" }));
    const li = (await ok(await as("admin", "GET", "/members?keyword=li&pageSize=50"))).rows.find(
      (m: { account: string }) => m.account === "li",
    );
    const grant = await ok(await as("chen", "PUT", `/projects/${project.id}/members/${li.id}`, { access: "write" }));
    await api.caughtUp(grant.position);
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stock book", projectId: project.id }));
    record = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Recrystallisation" }));
    materialModule = (
      await ok(
        await as("chen", "POST", `/experiments/${record.id}/modules`, {
          type: "grid",
          subType: "labMaterial",
          title: "Materials",
        }),
      )
    ).moduleId;
    textModule = (await ok(await as("chen", "POST", `/experiments/${record.id}/modules`, { type: "editor", title: "Notes" })))
      .moduleId;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("registers a lot with the spec's fields; its barcode finds it however it is typed; a second lot with that barcode is refused", async () => {
    const { id, position } = await register({
      barcode: "LL-ETOH-01",
      name: "Ethanol, absolute",
      details: { cas: "64-17-5", lotNumber: "B2411", supplier: "Sinopharm", purity: "99.8 %", warehouse: "Flammables A" },
      quantity: 500,
      unit: "mL",
      expiresOn: inDays(400),
    });
    expect(await lot(id, position)).toMatchObject({
      barcode: "LL-ETOH-01",
      quantity: 500,
      unit: "mL",
      expiryState: "valid",
      available: true,
      details: { cas: "64-17-5", lotNumber: "B2411" },
    });
    expect((await ok(await as("li", "GET", "/material-barcodes/ll-etoh-01"))).id).toBe(id);
    expect((await ok(await as("li", "GET", `/material-barcodes/${encodeURIComponent("ＬＬ－ＥＴＯＨ－０１")}`))).id).toBe(id);
    const missing = await refused(await as("li", "GET", "/material-barcodes/NOPE-1", undefined, "zh-CN"), 404);
    expect(missing.message).toBe("物料条码不存在");
    const twice = await refused(
      await as("chen", "POST", "/materials", { barcode: "ll-etoh-01", name: "x", quantity: 1, unit: "mL" }),
      409,
    );
    expect(twice.message).toContain("ll-etoh-01");
    const found = await ok(await as("li", "GET", "/materials?keyword=B2411"));
    expect(found.rows.map((r: Lot) => r.id)).toEqual([id]);
  });

  it("reads a given structure with the chemistry service: its formula and weight replace what was typed", async () => {
    const { id, position } = await register({
      barcode: "LL-STRUCT-1",
      name: "Ethyl acetate",
      molFile: "CCOC(C)=O",
      details: { formula: "typed wrongly" },
      quantity: 1,
      unit: "L",
    });
    const lotWithStructure = await lot(id, position);
    expect(lotWithStructure.details.formula).toBe("C4H8O2");
    expect(Number(lotWithStructure.details.molecularWeight)).toBeCloseTo(88.11, 1);
    const unreadable = await refused(
      await as("chen", "POST", "/materials", { name: "x", molFile: "not a molecule ((", quantity: 1, unit: "L" }),
      400,
    );
    expect(unreadable.message).toBeTruthy();
  });

  it("holds a lot's own columns to its self-made category: required, typed, one of the options; nothing without a category", async () => {
    const label = (zh: string, en: string) => ({ "zh-CN": zh, en });
    const { id: categoryId } = await ok(
      await as("chen", "POST", "/material-categories", {
        name: "Dry solvents",
        description: "",
        columns: [
          { key: "waterPpm", label: label("含水量", "Water (ppm)"), type: "number", required: true, options: [] },
          { key: "grade", label: label("等级", "Grade"), type: "choice", required: false, options: ["HPLC", "AR"] },
        ],
      }),
    );
    const lotIn = (extra: Record<string, string>, barcode: string) => ({
      barcode,
      name: "Dry THF",
      categoryId,
      extra,
      quantity: 1,
      unit: "L",
    });
    const missing = await refused(await as("chen", "POST", "/materials", lotIn({ grade: "AR" }, "LL-CAT-1"), "zh-CN"), 400);
    expect(missing.message).toBe("物料所属类别要求填写“含水量”");
    const notOption = await refused(
      await as("chen", "POST", "/materials", lotIn({ waterPpm: "30", grade: "ACS" }, "LL-CAT-1")),
      400,
    );
    expect(notOption.message).toBe("“Grade” must be one of: HPLC / AR");
    await refused(await as("chen", "POST", "/materials", { ...lotIn({ waterPpm: "30" }, "LL-CAT-1"), categoryId: null }), 400);
    const { id, position } = await register(lotIn({ waterPpm: "30", grade: "HPLC" }, "LL-CAT-1"));
    const inCategory = (await ok(await as("chen", "GET", `/materials/${id}?position=${position}`))) as Lot & {
      categoryName: string;
    };
    expect(inCategory.categoryName).toBe("Dry solvents");
  });

  it("refuses a CAS number with a wrong check digit, a barcode that does not print, and bad input, changing nothing", async () => {
    const before = (await ok(await as("chen", "GET", "/materials?pageSize=100"))).total;
    const cas = await refused(
      await as("chen", "POST", "/materials", { name: "Acetone", details: { cas: "67-64-2" }, quantity: 1, unit: "L" }),
      400,
    );
    expect(cas.message).toContain("67-64-2");
    const zh = await refused(
      await as("chen", "POST", "/materials", { barcode: "乙醇", name: "x", quantity: 1, unit: "L" }, "zh-CN"),
      400,
    );
    expect(zh.message).toContain("条码");
    await refused(await as("chen", "POST", "/materials", { name: "x", quantity: -1, unit: "L" }), 400);
    await refused(await as("chen", "POST", "/materials", { name: "x", quantity: 1, unit: "gallon" }), 400);
    await refused(await as("chen", "POST", "/materials", { name: "x", quantity: 1, unit: "L", expiresOn: "2026-02-30" }), 400);
    expect((await ok(await as("chen", "GET", "/materials?pageSize=100"))).total).toBe(before);
  });

  it("records a usage from a record's row: the stock drops in the lot's unit, the history names the record; a retry records nothing more", async () => {
    const { id } = await register({ barcode: "LL-ACN-01", name: "Acetonitrile", quantity: 1, unit: "L" });
    const first = await ok(await use("chen", id, "u-1", 250));
    expect(first).toMatchObject({ used: 0.25, remaining: 0.75, unit: "L", warnings: [] });
    const again = await ok(await use("chen", id, "u-1", 250));
    expect(again.remaining).toBe(0.75);
    expect((await lot(id)).quantity).toBeCloseTo(0.75);
    const history = (await ok(await as("chen", "GET", `/materials/${id}/movements`))).rows as Movement[];
    expect(history.map((m) => [m.kind, m.amount, m.remaining])).toEqual([
      ["used", 0.25, 0.75],
      ["registered", 1, 1],
    ]);
    expect(history[0]).toMatchObject({ recordNumber: record.number, recordTitle: "Recrystallisation", by: "chen (printed)" });
    // Someone who cannot view the record sees that it was used, not where.
    const hidden = (await ok(await as("wang", "GET", `/materials/${id}/movements`))).rows as Movement[];
    expect(hidden[0]).toMatchObject({ recordVisible: false });
    expect(hidden[0]!.recordTitle).toBeUndefined();
  });

  it("corrects a usage by a new event: the stock follows by the difference", async () => {
    const { id } = await register({ barcode: "LL-HEX-01", name: "n-Hexane", quantity: 100, unit: "mL" });
    await ok(await use("chen", id, "u-hex", 30));
    const less = await ok(await as("chen", "PUT", `/materials/${id}/usages/u-hex`, { amount: 10, unit: "mL" }));
    expect(less.remaining).toBe(90);
    const removed = await ok(await as("chen", "PUT", `/materials/${id}/usages/u-hex`, { amount: 0, unit: "mL" }));
    expect(removed.remaining).toBe(100);
    const [usage] = (await ok(await as("chen", "GET", `/materials/${id}/movements?position=${removed.position}`)))
      .rows as Movement[];
    expect(usage!.corrections!.map((c) => [c.from, c.to])).toEqual([
      [30, 10],
      [10, 0],
    ]);
    await refused(await as("chen", "PUT", `/materials/${id}/usages/u-none`, { amount: 1, unit: "mL" }), 404);
  });

  it("gives the last 5 mL to one of two members using it at once; the stock never goes below zero", async () => {
    const { id } = await register({ barcode: "LL-LAST-5", name: "Deuterated chloroform", quantity: 5, unit: "mL" });
    const answers = await Promise.all([use("chen", id, "race-chen", 5), use("li", id, "race-li", 5)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(((await loser.json()) as { message: string }).message).toBe("Not enough left: only 0 mL remain");
    expect((await lot(id)).quantity).toBe(0);
  });

  it("refuses an expired or unavailable lot, a mass taken from a volume, a usage from a module that is not a material table, and a member who cannot edit the record", async () => {
    const expired = await register({ barcode: "LL-OLD-1", name: "Old THF", quantity: 10, unit: "mL", expiresOn: inDays(-3) });
    expect((await lot(expired.id, expired.position)).expiryState).toBe("expired");
    const old = await refused(await use("chen", expired.id, "u-old", 1), 409);
    expect(old.message).toContain("expired");
    const soon = await register({ barcode: "LL-SOON-1", name: "Fresh THF", quantity: 10, unit: "mL", expiresOn: inDays(5) });
    expect((await lot(soon.id, soon.position)).expiryState).toBe("aboutToExpire");
    expect((await ok(await use("chen", soon.id, "u-soon", 1))).warnings).toEqual(["About to expire"]);
    const expiring = await ok(await as("chen", "GET", `/materials?expiry=aboutToExpire&pageSize=50`));
    expect(expiring.rows.map((r: Lot) => r.barcode)).toContain("LL-SOON-1");
    expect(expiring.rows.map((r: Lot) => r.barcode)).not.toContain("LL-OLD-1");

    const off = await register({ barcode: "LL-OFF-1", name: "Quarantined", quantity: 10, unit: "g" });
    await ok(await as("chen", "PUT", `/materials/${off.id}/availability`, { available: false }));
    await refused(await use("chen", off.id, "u-off", 1, "g"), 409);
    const mass = await refused(await use("chen", soon.id, "u-mass", 1, "g"), 400);
    expect(mass.message).toContain("g");
    const notes = await refused(await use("chen", soon.id, "u-notes", 1, "mL", textModule), 400);
    expect(notes.message).toContain("module");
    await refused(await use("wang", soon.id, "u-wang", 1), 404);
  });

  it("takes an expired lot with a warning once the inventory settings allow it; the warning is kept in its history", async () => {
    const settings = await ok(await as("admin", "GET", "/settings/inventory"));
    expect(settings).toEqual({
      overdraw: "refuse",
      expired: "refuse",
      warningDays: 30,
      expiryReminder: true,
      reminderTime: "08:30",
    });
    await ok(await as("admin", "PUT", "/settings/inventory", { ...settings, expired: "warn" }));
    const expired = await register({ barcode: "LL-OLD-2", name: "Old DMF", quantity: 10, unit: "mL", expiresOn: inDays(-1) });
    const used = await ok(await use("chen", expired.id, "u-old2", 2, "mL"));
    expect(used.warnings).toEqual(["Used after its expiry date"]);
    const [usage] = (
      await ok(await as("chen", "GET", `/materials/${expired.id}/movements?position=${used.position}`, undefined, "zh-CN"))
    ).rows as Movement[];
    expect(usage!.warnings).toEqual(["过期后使用"]);
    await ok(await as("admin", "PUT", "/settings/inventory", settings));
  });

  it("reminds once a day of lots about to expire: administrators of all, each member of the lots they registered", async () => {
    const { position } = await ok(
      await as("li", "POST", "/materials", {
        barcode: "LL-LI-SOON",
        name: "Li's buffer",
        quantity: 1,
        unit: "L",
        expiresOn: inDays(2),
      }),
    );
    for (const runner of api.service.runtime.runners) await runner.waitFor(position);
    const soon = (await ok(await as("admin", "GET", "/materials?expiry=aboutToExpire&pageSize=100"))).total as number;
    const tomorrowMorning = new Date(Date.now() + 86_400_000);
    tomorrowMorning.setHours(9, 0, 0, 0);
    await api.service.runtime.reactor!.remind(tomorrowMorning);
    await api.service.runtime.reactor!.remind(new Date(tomorrowMorning.getTime() + 60_000));
    const reminders = async (who: string, language = "en") =>
      (
        (await ok(await as(who, "GET", "/messages?pageSize=100", undefined, language))).rows as Array<{
          kind: string;
          detail: string;
        }>
      ).filter((m) => m.kind === "materialsExpiring");
    await expect.poll(async () => (await reminders("li")).map((m) => m.detail)).toEqual(["1"]);
    await expect.poll(async () => (await reminders("admin")).map((m) => m.detail)).toEqual([String(soon)]);
    expect(await reminders("wang")).toEqual([]);
  });

  it("imports an inventory from CSV after a preview: every row checked first, refused whole while any row has a problem", async () => {
    const send = (path: string, csv: string, name = "stock.csv", language = "en") => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.from(csv, "utf8")]), name);
      return fetch(`${api.service.url}/api${path}`, {
        method: "POST",
        headers: { ...signedHeaders(token.chen!, api.userOf(token.chen!)), "accept-language": language },
        body: form,
      });
    };
    const header = "条码,名称,初始数量,单位,有效期,批号,CAS号,供应商\n";
    const faulty = `${header}IMP-001,丙酮,2,L,2027-06-30,A1,67-64-1,国药\nIMP-002,甲醇,abc,L,2027/6/30,A2,67-56-2,国药\nll-etoh-01,乙醇,1,L,,,,\n`;
    const before = (await ok(await as("chen", "GET", "/materials?pageSize=1"))).total as number;
    const preview = await ok(await send("/materials/import/preview", faulty, "stock.csv", "zh-CN"));
    expect(preview.importable).toBe(false);
    expect(preview.rows.map((r: { line: number; problems: string[] }) => [r.line, r.problems.length > 0])).toEqual([
      [2, false],
      [3, true],
      [4, true],
    ]);
    const [, methanol, known] = preview.rows as { problems: string[] }[];
    expect(methanol!.problems.join(" ")).toContain("初始数量");
    expect(methanol!.problems.join(" ")).toContain("67-56-2");
    expect(known!.problems.join(" ")).toContain("ll-etoh-01");
    const refusedWhole = await refused(await send("/materials/import", faulty), 409);
    expect(refusedWhole.message).toContain("2 rows");
    expect((await ok(await as("chen", "GET", "/materials?pageSize=1"))).total).toBe(before);

    const clean = `${header}IMP-001,丙酮,2,L,2027-06-30,A1,67-64-1,国药\nIMP-002,甲醇,1.5,升,2027/6/30,A2,67-56-1,国药\n`;
    const ready = await ok(await send("/materials/import/preview", clean));
    expect(ready.importable).toBe(true);
    const imported = await ok(await send("/materials/import", clean));
    expect(imported.registered).toBe(2);
    const methanolLot = (await ok(await as("chen", "GET", `/material-barcodes/imp-002?position=${imported.position}`))) as Lot;
    expect(methanolLot).toMatchObject({ name: "甲醇", quantity: 1.5, unit: "L", details: { cas: "67-56-1", lotNumber: "A2" } });
    const again = await ok(await send("/materials/import/preview", clean));
    expect(again.importable).toBe(false);
    const exe = await refused(await send("/materials/import/preview", "MZ\u0090\u0000binary", "stock.xlsx"), 400);
    expect(exe.message).toBeTruthy();
  });

  it("receives more in another unit of the same kind", async () => {
    const { id } = await register({ barcode: "LL-NACL-1", name: "Sodium chloride", quantity: 500, unit: "g" });
    const received = await ok(await as("chen", "POST", `/materials/${id}/receipts`, { amount: 1, unit: "kg" }));
    expect((await lot(id, received.position)).quantity).toBe(1500);
    await refused(await as("chen", "POST", `/materials/${id}/receipts`, { amount: 1, unit: "L" }), 400);
    await refused(await as("chen", "POST", "/materials/no-such-lot/receipts", { amount: 1, unit: "g" }), 404);
  });
});
