import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  type ConsoleUnderTest,
  chooseOption,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  screenshot,
  settled,
} from "./harness";

type Json = Record<string, unknown>;
type Module = { moduleId: string; title: string; subType: string | null; columns: Json[]; content: { rows: Json[] } };

/**
 * Issue 17, the team's tables in Chromium: information tables a record's table takes its columns
 * from (required cells block submission), multi-level tables whose rows nest in a record, and
 * data-processing tables whose formulas compute live; in Chinese, then in English.
 */
describeInChromium("information, multi-level and data-processing tables in Chromium (issue 17)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let page: Page;
  let recordId: string;
  const card = (title: string) => page.locator(`[data-module-title="${title}"]`);
  const modules = async () =>
    ((await app.api("GET", `/experiments/${recordId}`, app.adminToken)) as { modules: Module[] }).modules;
  const addFromDefinition = async (kind: string, definition: string) => {
    await page.getByTestId("add-module").click();
    const dialog = page.getByTestId("add-module-dialog");
    await chooseOption(page, dialog.getByRole("combobox").first(), page.getByTestId(`kind-${kind}`));
    const select = dialog.getByTestId("add-module-definition");
    await expect.poll(() => select.locator("option").count()).toBeGreaterThan(1);
    await select.selectOption({ label: definition });
    await page.getByTestId("submit-modal-submit").click();
    await card(definition).waitFor();
    await dialog.waitFor({ state: "hidden" });
  };

  beforeAll(async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    recordId = (await app.newRecord(app.adminToken, { book: "细胞培养", title: "第 12 代传代" })).id;
    page = await newPage(app, { height: 1200 });
    await page.goto(`${app.url}/resource/commonList/listInfo`);
    await loginInBrowser(page, ADMIN.account, ADMIN.password);
  }, patience(60_000));

  it("新建信息表；记录中的信息表采用它的列，必填单元格为空时不能提交", async () => {
    await page.getByTestId("info-tables-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("信息表");
    await page.getByTestId("new-table").click();
    const editor = page.getByTestId("info-table-editor");
    await editor.getByTestId("table-name").fill("细胞培养信息");
    await editor.getByTestId("column-0-label").fill("细胞系");
    await editor.getByTestId("column-0-required").check();
    await editor.getByTestId("add-column").click();
    await editor.getByTestId("column-1-label").fill("细胞系");
    expect(await editor.getByTestId("table-problem").textContent()).toContain("有两列都叫“细胞系”");
    expect(await editor.getByTestId("table-save").isDisabled()).toBe(true);
    await editor.getByTestId("column-1-label").fill("传代次数");
    await editor.locator('[data-testid="column-1-kind"] select').selectOption("number");
    await editor.getByTestId("column-1-required").check();
    // A choice column: in the record, a select of its options.
    await editor.getByTestId("add-column").click();
    await editor.getByTestId("column-2-label").fill("培养基");
    await editor.locator('[data-testid="column-2-kind"] select').selectOption("choice");
    await editor.getByTestId("column-2-options").fill("DMEM, RPMI 1640");
    await editor.getByTestId("table-problem").waitFor({ state: "detached" });
    await settled(page);
    await screenshot(page, "info-table-editor-zh-CN");
    await editor.getByTestId("table-save").click();
    await page.getByTestId("info-tables-page").waitFor();
    const row = page.locator('[data-testid="table-row"][data-name="细胞培养信息"]');
    await row.waitFor();
    expect(await row.getByTestId("table-shape").textContent()).toBe("细胞系、传代次数、培养基");

    await page.goto(`${app.url}/editRecord/${recordId}`);
    await page.getByTestId("record-editor").waitFor();
    await addFromDefinition("grid:labInfoTable", "细胞培养信息");
    const grid = card("细胞培养信息");
    await grid.getByTestId(/^grid-add-row-/).click();
    await grid.getByTestId("grid-cell-0-细胞系").fill("HeLa");
    const medium = grid.getByTestId("grid-cell-0-培养基");
    expect(await medium.locator("option").allTextContents()).toEqual(["— 请选择 —", "DMEM", "RPMI 1640"]);
    await medium.selectOption("RPMI 1640");
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await modules()).find((m) => m.title === "细胞培养信息")?.content.rows.length).toBe(1);
    const saved = (await modules()).find((m) => m.title === "细胞培养信息")!;
    expect(saved.columns.map((c) => [c.field, c.required])).toEqual([
      ["细胞系", true],
      ["传代次数", true],
      ["培养基", false],
    ]);
    expect(saved.content.rows[0]).toMatchObject({ 细胞系: "HeLa", 培养基: "RPMI 1640" });
    await page.getByTestId("record-check").click();
    const result = page.getByTestId("completeness-result");
    await result.waitFor();
    expect(await result.textContent()).toContain("内容不完整，请补充后再提交");
    expect(await grid.getByTestId("grid-row-0").getAttribute("data-incomplete")).toBe("true");
    await screenshot(page, "info-table-in-record-zh-CN");
  }, 90_000);

  it("新建多级表格：不能全部隐藏；复制；记录中按层级嵌套添加行", async () => {
    await page.goto(`${app.url}/resource/commonList/multiListInfo`);
    await page.getByTestId("multi-level-tables-page").waitFor();
    await page.getByTestId("new-table").click();
    const editor = page.getByTestId("multi-level-table-editor");
    await editor.getByTestId("table-name").fill("稳定性考察");
    await editor.getByTestId("level-0-name").fill("批次");
    await editor.getByTestId("level-0-column-0-label").fill("批号");
    await editor.getByTestId("level-0-column-0-required").check();
    await editor.getByTestId("level-1-name").fill("样品");
    await editor.getByTestId("level-1-column-0-label").fill("含量");
    await editor.getByTestId("level-1-column-0-unit").fill("%");
    await editor.getByTestId("level-1-column-0-hidden").check();
    expect(await editor.getByTestId("table-problem").textContent()).toContain("层级“样品”的列不能全部隐藏");
    await editor.getByTestId("level-1-add-column").click();
    await editor.getByTestId("level-1-column-1-label").fill("外观");
    await editor.getByTestId("table-problem").waitFor({ state: "detached" });
    await editor.getByTestId("level-1-column-0-hidden").uncheck();
    await editor.getByTestId("level-1-column-1-hidden").check();
    await settled(page);
    await screenshot(page, "multi-level-table-editor-zh-CN");
    await editor.getByTestId("table-save").click();
    const row = page.locator('[data-testid="table-row"][data-name="稳定性考察"]');
    await row.waitFor();
    expect(await row.getByTestId("table-shape").textContent()).toBe("批次 → 样品");

    await row.getByTestId("table-copy").click();
    const copy = page.getByTestId("multi-level-table-editor");
    expect(await copy.getByTestId("table-name").inputValue()).toBe("稳定性考察（副本）");
    expect(await page.getByTestId("page-title").textContent()).toBe("复制多级表格");
    await copy.getByTestId("table-save").click();
    await page.locator('[data-testid="table-row"][data-name="稳定性考察（副本）"]').waitFor();
    expect(await page.getByTestId("table-row").count()).toBe(2);

    await page.goto(`${app.url}/editRecord/${recordId}`);
    await page.getByTestId("record-editor").waitFor();
    await addFromDefinition("grid:multiLevelTable", "稳定性考察");
    const grid = card("稳定性考察");
    await grid.getByTestId(/^grid-add-row-/).click();
    await grid.getByTestId("grid-cell-0-批号").fill("L7");
    await grid.getByTestId("grid-add-child-0").click();
    await grid.getByTestId("grid-cell-1-含量 (%)").fill("99.1");
    expect(await grid.getByTestId("grid-row-1").getAttribute("data-level")).toBe("1");
    // The hidden column is not shown.
    expect(await grid.getByTestId("grid-cell-1-外观").count()).toBe(0);
    await grid.getByTestId("grid-add-sibling-1").click();
    expect(await grid.getByTestId("grid-row-2").getAttribute("data-level")).toBe("1");
    await settled(page);
    await screenshot(page, "multi-level-table-in-record-zh-CN");
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await modules()).find((m) => m.title === "稳定性考察")?.content.rows.length).toBe(3);
    const rows = (await modules()).find((m) => m.title === "稳定性考察")!.content.rows;
    const top = rows.find((r) => r.$level === 0)!;
    expect(rows.filter((r) => r.$parentRowId === top.rowId)).toHaveLength(2);
    await page.getByTestId("record-check").click();
    await page.getByTestId("completeness-result").waitFor();
    // Sample rows have no required column: only the information table's row stays incomplete.
    expect(await grid.getAttribute("data-incomplete")).not.toBe("true");
  }, 90_000);

  it("新建数据处理表：公式格式错误显示在列旁；预览随输入即时计算", async () => {
    await page.goto(`${app.url}/resource/commonList/processList`);
    await page.getByTestId("process-tables-page").waitFor();
    await page.getByTestId("new-table").click();
    const editor = page.getByTestId("process-table-editor");
    await editor.getByTestId("table-name").fill("浓度计算");
    await editor.getByTestId("column-0-label").fill("mass");
    await editor.getByTestId("column-0-unit").fill("g");
    await editor.getByTestId("add-column").click();
    await editor.getByTestId("column-1-label").fill("volume");
    await editor.getByTestId("column-1-unit").fill("mL");
    await editor.getByTestId("add-column").click();
    await editor.getByTestId("column-2-label").fill("浓度");
    await editor.getByTestId("column-2-formula").fill("mass / * volume");
    expect(await editor.getByTestId("column-2").textContent()).toContain("公式格式错误：“浓度”第 8 个字符处");
    expect(await editor.getByTestId("table-save").isDisabled()).toBe(true);
    await editor.getByTestId("column-2-formula").fill("mass / volume * 1000");
    await editor.getByTestId("table-problem").waitFor({ state: "detached" });
    const preview = editor.getByTestId("process-preview");
    await preview.getByTestId("preview-0").fill("0.5");
    await preview.getByTestId("preview-1").fill("250");
    await expect.poll(() => preview.getByTestId("preview-2").textContent()).toBe("2");
    await settled(page);
    await screenshot(page, "process-table-editor-zh-CN");
    await editor.getByTestId("table-save").click();
    await page.locator('[data-testid="table-row"][data-name="浓度计算"]').waitFor();

    // In a record: inputs typed, the formula column computed live, a problem said in words; the server stores its own value.
    await page.goto(`${app.url}/editRecord/${recordId}`);
    await page.getByTestId("record-editor").waitFor();
    await addFromDefinition("grid:processTable", "浓度计算");
    const grid = card("浓度计算");
    await grid.getByTestId(/^grid-add-row-/).click();
    const computed = grid.getByTestId("grid-cell-0-浓度");
    await grid.getByTestId("grid-cell-0-mass (g)").fill("0.5");
    await expect.poll(() => computed.textContent()).toBe("等待输入");
    await grid.getByTestId("grid-cell-0-volume (mL)").fill("0");
    await expect.poll(() => computed.textContent()).toBe("除数为零");
    await grid.getByTestId("grid-cell-0-volume (mL)").fill("250");
    await expect.poll(() => computed.textContent()).toBe("2");
    await page.getByTestId("record-save").click();
    await expect.poll(async () => (await modules()).find((m) => m.title === "浓度计算")?.content.rows[0]?.["浓度"]).toBe(2);
    await screenshot(page, "process-table-in-record-zh-CN");
  }, 60_000);

  it("in English: the lists and editors read in English; a table goes to the rubbish bin and back", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    await page.goto(`${app.url}/resource/commonList/processList`);
    await page.getByTestId("process-tables-page").waitFor();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Data-processing tables (formulas)");
    const row = page.locator('[data-testid="table-row"][data-name="浓度计算"]');
    await row.getByTestId("table-bin").click();
    await page.getByTestId("table-list-empty").waitFor();
    await page.getByTestId("tables-bin").click();
    await page.locator('[data-testid="table-row"][data-name="浓度计算"]').getByTestId("table-restore").click();
    await page.getByTestId("table-list-empty").waitFor();
    expect(await page.getByTestId("table-list-empty").textContent()).toBe("The rubbish bin is empty.");
    await page.getByTestId("tables-in-use").click();
    await page.locator('[data-testid="table-row"][data-name="浓度计算"]').getByTestId("table-edit").click();
    const editor = page.getByTestId("process-table-editor");
    await editor.getByTestId("column-2-formula").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Edit data-processing table (formulas)");
    await editor.getByTestId("column-2-formula").fill("mass / density");
    expect(await editor.getByTestId("column-2").textContent()).toContain(
      "The formula of “浓度” reads “density”, which is not another column of the table.",
    );
    await page.goto(`${app.url}/resource/commonList/multiListInfo`);
    await page.getByTestId("multi-level-tables-page").waitFor();
    await page.getByTestId("new-table").click();
    await page.getByTestId("multi-level-table-editor").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("New multi-level table");
    expect(await page.getByTestId("table-problem").textContent()).toBe("Give the table a name.");
    await settled(page);
    await screenshot(page, "multi-level-table-editor-en");

    // The record's choice column reads in English too; what was chosen stays chosen.
    await page.goto(`${app.url}/editRecord/${recordId}`);
    const concentration = card("浓度计算").getByTestId("grid-cell-0-浓度");
    await expect.poll(() => concentration.textContent()).toBe("2");
    await card("浓度计算").getByTestId("grid-cell-0-volume (mL)").fill("");
    await expect.poll(() => concentration.textContent()).toBe("Waiting for input");
    await card("浓度计算").getByTestId("grid-cell-0-volume (mL)").fill("x");
    await expect.poll(() => concentration.textContent()).toBe("An input is not a number");
    const medium = card("细胞培养信息").getByTestId("grid-cell-0-培养基");
    await medium.waitFor();
    expect(await medium.locator("option").first().textContent()).toBe("— choose —");
    expect(await medium.inputValue()).toBe("RPMI 1640");
  }, 60_000);
});
