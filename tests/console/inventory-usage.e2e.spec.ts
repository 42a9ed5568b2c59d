import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  screenshot,
} from "./harness";

type Json = Record<string, unknown>;
type Row = Json & { rowId: string };
type Lot = { quantity: number; unit: string };
type Movement = { kind: string; amount: number; recordNumber?: string; corrections?: { from: number; to: number }[] };

/**
 * Issue 20 in Chromium: a researcher scans a bottle into a record's material table; the usage is
 * recorded on the lot at once and the stock drops; a correction and a removed row give back by new
 * events; not enough left is refused with what was typed kept. In Chinese, then in English.
 */
describeInChromium("material usage from a record's table in Chromium (issue 20)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;
  let record: { id: string; number: string };
  let lotId: string;

  const moduleRows = async (title: string) => {
    const found = (await app.api("GET", `/experiments/${record.id}`, app.adminToken)) as {
      modules: { title: string; content: { rows: Row[] } }[];
    };
    return found.modules.find((m) => m.title === title)!.content.rows;
  };
  const moduleRowsOf = async (recordId: string, title: string) => {
    const found = (await app.api("GET", `/experiments/${recordId}`, app.adminToken)) as {
      modules: { title: string; content: { rows: Row[] } }[];
    };
    return found.modules.find((m) => m.title === title)!.content.rows;
  };
  const lot = async () => (await app.api("GET", `/materials/${lotId}`, app.adminToken)) as unknown as Lot;
  const card = (title: string) => page.locator(`[data-module-title="${title}"]`);

  beforeAll(async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    lotId = (
      await app.api("POST", "/materials", app.adminToken, {
        barcode: "LL-ACN-0007",
        name: "乙腈",
        details: { cas: "75-05-8", lotNumber: "K2410" },
        quantity: 1,
        unit: "L",
      })
    ).id as string;
    record = await app.newRecord(app.adminToken, {
      book: "色谱",
      title: "流动相配制",
      modules: [
        {
          type: "grid",
          subType: "labMaterial",
          title: "物料",
          columns: ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({
            field,
            required: field === "name" || field === "amount",
          })),
        },
      ],
    });
    page = await newPage(app, { height: 1100 });
    await page.goto(`${app.url}/editRecord/${record.id}`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
    await card("物料").waitFor();
  }, 90_000);

  it("扫描瓶码选入物料表：记录使用，库存减少，行内为批号与用量", async () => {
    await card("物料")
      .getByTestId(/^grid-from-inventory-/)
      .click();
    const dialog = page.getByTestId("inventory-use-dialog");
    await dialog.getByTestId("inventory-scan").fill("NO-SUCH-BOTTLE");
    await dialog.getByTestId("inventory-scan").press("Enter");
    expect(await dialog.getByTestId("inventory-problem").textContent()).toBe("物料条码不存在");
    await dialog.getByTestId("inventory-scan").fill("ll-acn-0007");
    await dialog.getByTestId("inventory-scan").press("Enter");
    expect(await dialog.getByTestId("inventory-left").textContent()).toContain("余量 1 L");
    await dialog.getByTestId("inventory-amount").fill("250");
    await dialog.locator('[role="combobox"]').click();
    await page.getByRole("option", { name: "mL", exact: true }).click();
    await dialog.getByTestId("inventory-use").click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await moduleRows("物料")).length).toBe(1);
    expect((await moduleRows("物料"))[0]).toMatchObject({
      name: "乙腈",
      casNo: "75-05-8",
      batchNo: "K2410",
      amount: "250",
      unit: "mL",
      BottleCode: "LL-ACN-0007",
    });
    expect((await lot()).quantity).toBeCloseTo(0.75);
    await card("物料").getByTestId("grid-inventory-0").waitFor({ state: "attached" });
    expect(
      await card("物料")
        .getByTestId("grid-cell-0-amount")
        .evaluate((cell) => cell.tagName),
    ).not.toBe("INPUT");
    await screenshot(page, "inventory-usage-zh");
  }, 60_000);

  it("用量不足时拒绝并保留输入；更正用量与删除行都以新的事件退回库存", async () => {
    await card("物料")
      .getByTestId(/^grid-from-inventory-/)
      .click();
    const dialog = page.getByTestId("inventory-use-dialog");
    await dialog.getByTestId("inventory-scan").fill("LL-ACN-0007");
    await dialog.getByTestId("inventory-scan").press("Enter");
    await dialog.getByTestId("inventory-amount").fill("5");
    await dialog.getByTestId("inventory-use").click();
    expect(await dialog.getByTestId("inventory-problem").textContent()).toContain("余量不足");
    expect(await dialog.getByTestId("inventory-amount").inputValue()).toBe("5");
    await page.getByRole("button", { name: "取消" }).click();

    await card("物料").getByTestId("grid-correct-0").click();
    const correction = page.getByTestId("usage-correction-dialog");
    await correction.getByTestId("usage-correction-amount").fill("200");
    await correction.getByTestId("usage-correction-submit").click();
    await correction.waitFor({ state: "hidden" });
    await expect.poll(async () => (await lot()).quantity).toBeCloseTo(0.8);
    await expect.poll(async () => (await moduleRows("物料"))[0]?.amount).toBe("200");

    await card("物料").getByTestId("grid-delete-0").click();
    await page.getByTestId("usage-correction-submit").click();
    await expect.poll(async () => (await moduleRows("物料")).length).toBe(0);
    expect((await lot()).quantity).toBeCloseTo(1);
    const history = (await (await app.call("GET", `/api/materials/${lotId}/movements`, { token: app.adminToken })).json()) as {
      rows: Movement[];
    };
    const usage = history.rows.find((m) => m.kind === "used")!;
    expect(usage.recordNumber).toBe(record.number);
    expect(usage.corrections!.map((c) => [c.from, c.to])).toEqual([
      [0.25, 0.2],
      [0.2, 0],
    ]);
  }, 60_000);

  it("in English the dialog and its refusal read in English", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    await page.reload();
    await card("物料").waitFor();
    await card("物料")
      .getByTestId(/^grid-from-inventory-/)
      .click();
    const dialog = page.getByTestId("inventory-use-dialog");
    expect(await dialog.textContent()).toContain("Use a material from the inventory");
    await dialog.getByTestId("inventory-scan").fill("NO-SUCH-BOTTLE");
    await dialog.getByTestId("inventory-scan").press("Enter");
    expect(await dialog.getByTestId("inventory-problem").textContent()).toBe("Material barcode does not exist");
    await dialog.getByTestId("inventory-scan").fill("K2410");
    await dialog.getByTestId("inventory-scan").press("Enter");
    expect(await dialog.getByTestId("inventory-left").textContent()).toContain("1 L left");
    await screenshot(page, "inventory-usage-en");
  }, 60_000);

  it("in English, a reaction's reactant is taken from its bottle: its mass suggested, the bottle shown on the row, given back in one step", async () => {
    const ethanolId = (
      await app.api("POST", "/materials", app.adminToken, { barcode: "LL-ETOH-RX", name: "Ethanol", quantity: 100, unit: "g" })
    ).id as string;
    const reaction = await app.newRecord(app.adminToken, {
      book: "Reactions",
      title: "Esterification",
      modules: [{ type: "equation", title: "Reaction" }],
    });
    const moduleId = reaction.modules[0]!.moduleId;
    const opened = (await app.api("GET", `/experiments/${reaction.id}`, app.adminToken)) as {
      modules: { moduleId: string; lastCacheTime: number }[];
    };
    const lastCacheTime = opened.modules.find((m) => m.moduleId === moduleId)!.lastCacheTime;
    await app.api("PUT", `/experiments/${reaction.id}/modules/${moduleId}`, app.adminToken, {
      data: {
        fields: {},
        rows: [
          {
            rowId: "rx1",
            source: "yldataSource",
            name: "Ethanol",
            structure: "CCO",
            cnum: 1,
            reference: true,
            mass: 2.5,
            massUnit: "g",
          },
        ],
      },
      lastCacheTime,
    });
    const stock = async () => ((await app.api("GET", `/materials/${ethanolId}`, app.adminToken)) as unknown as Lot).quantity;
    // The bottle is found by its barcode once the inventory's read model has it (it lagged under load in CI).
    await expect
      .poll(
        () =>
          app.api("GET", "/material-barcodes/LL-ETOH-RX", app.adminToken).then(
            (lot) => lot.id,
            () => null,
          ),
        {
          timeout: patience(20_000),
        },
      )
      .toBe(ethanolId);
    await page.goto(`${app.url}/editRecord/${reaction.id}`);
    const table = page.locator('[data-module-title="Reaction"]');
    await table.getByTestId("reaction-0-inventory").click();
    const dialog = page.getByTestId("inventory-use-dialog");
    await dialog.getByTestId("inventory-scan").fill("LL-ETOH-RX");
    await dialog.getByTestId("inventory-scan").press("Enter");
    expect(await dialog.getByTestId("inventory-amount").inputValue()).toBe("2.5");
    await dialog.getByTestId("inventory-use").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(stock).toBeCloseTo(97.5);
    expect(await table.getByTestId("reaction-0-bottle").textContent()).toBe("Taken: 2.5 g from bottle LL-ETOH-RX");
    await screenshot(page, "inventory-reaction-en");
    await table.getByTestId("reaction-0-give-back").click();
    await page.getByTestId("usage-correction-submit").click();
    await expect.poll(stock).toBeCloseTo(100);
    await table.getByTestId("reaction-0-bottle").waitFor({ state: "detached" });
  }, 90_000);

  it("in English, an instrument out of calibration is used in a record's instruments table only with a reason", async () => {
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const monthsAgo = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const instrumentId = (
      await app.api("POST", "/instruments", app.adminToken, {
        code: "EQ-HPLC-07",
        name: "HPLC 7",
        model: "LC-2030",
        calibration: { lastOn: monthsAgo, dueOn: dayAgo },
      })
    ).id as string;
    const assay = await app.newRecord(app.adminToken, {
      book: "Assays",
      title: "Purity assay",
      modules: [
        {
          type: "grid",
          subType: "labInstrument",
          title: "Instruments",
          columns: ["name", "model", "instrumentNo", "calibrationDue"].map((field) => ({ field, required: field === "name" })),
        },
      ],
    });
    await page.goto(`${app.url}/editRecord/${assay.id}`);
    const table = page.locator('[data-module-title="Instruments"]');
    await table.getByTestId(/^grid-use-instrument-/).click();
    const dialog = page.getByTestId("instrument-use-dialog");
    await dialog.getByTestId("instrument-use-search").fill("EQ-HPLC-07");
    await dialog.getByTestId("instrument-use-search").press("Enter");
    expect(await dialog.getByTestId("instrument-use-chosen").textContent()).toContain("Calibration lapsed");
    await dialog.getByTestId("instrument-use-submit").click();
    expect(await dialog.getByTestId("instrument-use-problem").textContent()).toContain("say why");
    await dialog.getByTestId("instrument-use-reason").fill("Checked against the reference standard before use");
    await dialog.getByTestId("instrument-use-submit").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await moduleRowsOf(assay.id, "Instruments"))[0]?.instrumentNo).toBe("EQ-HPLC-07");
    const usages = (await (
      await app.call("GET", `/api/instruments/${instrumentId}/usages`, { token: app.adminToken })
    ).json()) as {
      rows: unknown[];
    };
    expect(usages.rows).toHaveLength(1);
  }, 60_000);
});
