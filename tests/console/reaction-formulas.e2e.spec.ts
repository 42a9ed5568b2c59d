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
  settled,
} from "./harness";

type Json = Record<string, unknown>;
type Module = { moduleId: string; type: string; content: { fields: Json; rows: Json[] } };

const KETCHER_READY = patience(60_000);
const KETCHER_TEST = patience(150_000);
const ESTERIFICATION = "CC(=O)O.OCC>>CC(=O)OCC";

/**
 * Issue 16, common reaction formulas, in Chromium and in Chinese: a chemist keeps a reaction on the
 * team's list (drawn in Ketcher), then starts a record's reaction from it and the table fills.
 */
describeInChromium("common reaction formulas in Chromium: kept on the list, picked in a record (issue 16)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;
  let recordId: string;

  beforeAll(async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    recordId = (
      await app.newRecord(app.adminToken, {
        book: "酯化",
        title: "乙酸乙酯 第 1 批",
        modules: [{ type: "equation", title: "酯化反应" }],
      })
    ).id;
    page = await newPage(app, { height: 1200 });
    await page.goto(`${app.url}/resource/commonList/listChemical`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  }, KETCHER_TEST);

  it(
    "在常用反应式页面新建：名称、条件与 Ketcher 中导入的反应；列表显示反应式与结构图",
    async () => {
      await page.getByTestId("reaction-formulas-page").waitFor();
      expect(await page.getByTestId("page-title").textContent()).not.toMatch(/commonList|listChemical/);
      await page.getByTestId("new-formula").click();
      const dialog = page.getByTestId("formula-dialog");
      await dialog.getByTestId("formula-name").fill("费歇尔酯化");
      await dialog.getByTestId("formula-condition-temperature").fill("78");
      await dialog.getByTestId("formula-condition-gas").fill("N2");
      expect(await dialog.getByTestId("formula-needs").textContent()).toContain("请先绘制反应");
      await dialog.getByTestId("structure-editor").and(page.locator('[data-ready="true"]')).waitFor({ timeout: KETCHER_READY });
      await dialog.getByTestId("structure-import").click();
      const importing = page.getByTestId("structure-import-dialog");
      await importing.getByTestId("structure-import-text").fill(ESTERIFICATION);
      await importing.getByTestId("structure-import-submit").click();
      await dialog.getByTestId("formula-needs").waitFor({ state: "detached" });
      await dialog.getByTestId("formula-save").click();
      await dialog.waitFor({ state: "detached" });

      const row = page.getByTestId("formula-row");
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute("data-name")).toBe("费歇尔酯化");
      expect(await row.getByTestId("formula-scheme").textContent()).toBe("C2H4O2 + C2H6O → C4H8O2");
      await row.locator('[data-testid="formula-picture"][data-state="drawn"]').waitFor();
      expect(await page.getByTestId("formula-list").textContent()).toContain("反应式");
      await settled(page);
      await screenshot(page, "reaction-formulas-zh-CN");
    },
    KETCHER_TEST,
  );

  it(
    "在记录的反应式模块中选取常用反应式：表格按服务器读取填入三行，条件填入字段",
    async () => {
      await page.goto(`${app.url}/editRecord/${recordId}`);
      const card = page.locator('[data-module-title="酯化反应"]');
      const cell = (i: number, field: string) => card.getByTestId(`reaction-${i}-${field}`);
      await card.getByTestId("reaction-common").click();
      const picker = page.getByTestId("common-reaction-picker");
      await picker.getByTestId("common-reaction-search").fill("酯化");
      await picker.locator('[data-testid="common-reaction"][data-name="费歇尔酯化"]').click();
      await picker.waitFor({ state: "detached" });
      await card.getByTestId("reaction-row-2").waitFor();
      expect(await card.getByTestId("reaction-row-3").count()).toBe(0);
      expect([
        await cell(0, "formula").textContent(),
        await cell(1, "formula").textContent(),
        await cell(2, "formula").textContent(),
      ]).toEqual(["C2H4O2", "C2H6O", "C4H8O2"]);
      expect(await card.getByTestId("reaction-condition-temperature").inputValue()).toBe("78");
      expect(await card.getByTestId("reaction-condition-gas").inputValue()).toBe("N2");
      await settled(page);
      await screenshot(page, "reaction-formula-picked-zh-CN");
      await page.getByTestId("record-save").click();
      await page.getByTestId("saved-chip").waitFor();
      const record = (await app.api("GET", `/experiments/${recordId}`, app.adminToken)) as { modules: Module[] };
      const saved = record.modules.find((m) => m.type === "equation")!;
      expect(saved.content.rows.map((r) => r.formula)).toEqual(["C2 H4 O2", "C2 H6 O", "C4 H8 O2"]);
      expect(saved.content.fields).toMatchObject({ temperature: 78, gas: "N2" });
    },
    KETCHER_TEST,
  );
});
