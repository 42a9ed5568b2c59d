import { beforeAll, expect, it } from "vitest";
import {
  type ConsoleUnderTest,
  chooseOption,
  consoleForSuite,
  describeInChromium,
  patience,
  screenshot,
  signedInPage,
} from "./harness";
import { cellOf, shows, typeInto } from "./sheet-cells";

type Json = Record<string, unknown>;
type Template = { id: string; name: string; designedCells: { cell: string; required: boolean }[] };

const LANGUAGES = [
  {
    language: "zh-CN",
    account: "template.zh",
    template: "收率表",
    design: "收率设计",
    book: "收率记录本",
    title: "收率 第 1 批",
    saved: "已保存",
    incomplete: "内容不完整",
  },
  {
    language: "en",
    account: "template.en",
    template: "Yield sheet",
    design: "Yield design",
    book: "Yields",
    title: "Yield batch 1",
    saved: "Saved",
    incomplete: "The content is incomplete",
  },
] as const;

/**
 * Issue 17, spreadsheet templates and designs in Chromium, in Chinese and in English: a member makes
 * a template with a formula (computed at once in the browser), saves and reopens it; makes a design
 * with an input and a required cell; adds the design to a record, where only the input cells take
 * typing and the formula follows, and the record is refused on submission until the required cell is filled.
 */
describeInChromium("spreadsheet templates and designs in Chromium (issue 17)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  /** A list's rows (lists answer rows beside the envelope, not in its response). */
  const rows = async (path: string, token: string) =>
    ((await (await app.call("GET", `/api${path}`, { token })).json()) as { rows: Json[] }).rows;

  beforeAll(async () => {
    // One reviewer, so a complete record can be submitted.
    const reviewer = await app.createMember("template.reviewer", "root");
    const reviewerId = (await rows("/members?pageSize=50", app.adminToken)).find((m) => m.account === reviewer.account)!.id;
    await app.api("POST", "/flows", app.adminToken, {
      name: "Review",
      nodes: [{ name: "Peer", reviewers: [{ kind: "members", memberIds: [reviewerId] }] }],
    });
  });

  it.each(LANGUAGES)(
    "in $language: a template with a formula saved and reopened; a design's input cells; the design in a record",
    async ({ language, account, template, design, book, title, saved, incomplete }) => {
      const member = await app.createMember(account, "root");
      const token = await app.login(member.account, member.password);
      await app.releaseNotesSeen(token);
      await app.api("PUT", "/me/settings", token, { language });

      // A template: created empty, a number and a formula typed, computed at once, saved.
      const page = await signedInPage(app, member, "/resource/spreadsheet/new");
      await page.getByTestId("template-new-page").waitFor();
      expect(await page.getByTestId("page-title").textContent()).not.toMatch(/resource|spreadsheet\/new/);
      await page.getByTestId("template-name").fill(template);
      await page.getByTestId("template-create").click();
      const grid = page.getByTestId("template-workbook");
      await grid.and(page.locator('[data-engine="ready"]')).waitFor({ timeout: patience(30_000) });
      const sheet = grid.locator(".sheet-grid");
      await typeInto(page, sheet, "A1", "4");
      await typeInto(page, sheet, "B1", "=A1*3");
      await shows(sheet, "B1", "12");
      await page.getByTestId("template-save").click();
      await page.getByTestId("template-title").waitFor();
      expect(await page.getByTestId("template-title").textContent()).toBe(template);
      await page.reload();
      await page.getByTestId("template-title").waitFor();
      await shows(page.getByTestId("template-workbook").locator(".sheet-grid"), "B1", "12");

      // The list finds it by name.
      await page.goto(`${app.url}/resource/commonList/listSpreadsheet`);
      await page.getByTestId("template-search").fill(template.split(" ")[0]!);
      await page.locator(`[data-testid="template-row"][data-name="${template}"]`).waitFor();

      // A design: A1 a label, B1 the mass (required input), C1 a note (input), B2 twice the mass.
      await page.goto(`${app.url}/resource/spreadDesign/new`);
      await page.getByTestId("template-name").fill(design);
      await page.getByTestId("template-create").click();
      const designGrid = page.getByTestId("template-workbook");
      await designGrid.and(page.locator('[data-engine="ready"]')).waitFor({ timeout: patience(30_000) });
      const designSheet = designGrid.locator(".sheet-grid");
      await typeInto(page, designSheet, "A1", "Mass");
      await typeInto(page, designSheet, "B2", "=B1*2");
      await cellOf(designSheet, "B1").click();
      await page.getByTestId("mark-required").click();
      await cellOf(designSheet, "B1").and(designSheet.locator(".sheet-required")).waitFor();
      await cellOf(designSheet, "C1").click();
      await page.getByTestId("mark-input").click();
      await cellOf(designSheet, "C1").and(designSheet.locator(".sheet-input")).waitFor();
      await screenshot(page, `spreadsheet-design-${language}`);
      await page.getByTestId("template-save").click();
      await page.getByTestId("template-title").waitFor();
      const designs = (await rows("/resources/spreadsheet-templates?kind=design", token)) as Template[];
      const designId = designs.find((d) => d.name === design)!.id;
      const stored = (await app.api("GET", `/resources/spreadsheet-templates/${designId}`, token)) as Template;
      expect(stored.designedCells.map((c) => [c.cell, c.required]).sort()).toEqual([
        ["B1", true],
        ["C1", false],
      ]);

      // The design in a record: only its input cells take typing; the formula follows them.
      const record = await app.newRecord(token, { book, title });
      await page.goto(`${app.url}/editRecord/${record.id}`);
      await page.getByTestId("record-editor").waitFor();
      await page.getByTestId("add-module").click();
      const dialog = page.getByTestId("add-module-dialog");
      await chooseOption(page, dialog.getByRole("combobox").first(), page.getByTestId("kind-spreadDesign"));
      await page.getByTestId("add-module-design").locator(`option:has-text("${design}")`).waitFor({ state: "attached" });
      await page.getByTestId("add-module-design").selectOption({ label: design });
      await page.getByTestId("submit-modal-submit").click();
      await dialog.waitFor({ state: "hidden" });
      const card = page.locator(`[data-module-title="${design}"]`);
      const recordSheet = card.locator(".sheet-grid");
      await shows(recordSheet, "A1", "Mass");
      await cellOf(recordSheet, "B1").and(recordSheet.locator(".sheet-required")).waitFor();

      // Submitting with the required cell empty is refused, naming it.
      const submit = () => app.call("POST", `/api/experiments/${record.id}/submit`, { token, json: {}, language });
      const refused = await submit();
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { message: string };
      expect(body.message).toContain(incomplete);
      expect(body.message).toContain("Sheet1!B1");

      // A1 is the design's: typing there opens no editor.
      await cellOf(recordSheet, "A1").click();
      await page.keyboard.type("x");
      expect(await cellOf(recordSheet, "A1").locator("input").count()).toBe(0);
      await typeInto(page, recordSheet, "B1", "5");
      await shows(recordSheet, "B2", "10");
      await card.getByText(saved).first().waitFor();
      await expect.poll(async () => (await submit()).status, { timeout: patience(10_000) }).toBe(200);
      await screenshot(page, `spreadsheet-design-record-${language}`);
    },
    patience(180_000),
  );
});
