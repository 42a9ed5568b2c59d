import { expect, it } from "vitest";
import { type ConsoleUnderTest, consoleForSuite, describeInChromium, patience, signedInPage } from "./harness";
import { cellOf, shows, typeInto } from "./sheet-cells";

type Cell = { value: unknown };
type Module = { title: string; content: { workbook?: { sheets: Array<{ rows: Array<Record<string, Cell> | null> }> } } };

const LANGUAGES = [
  { language: "zh-CN", account: "sheet.reason.zh", reason: "复核后更正读数", notSaved: "未保存", notGiven: "需要填写原因" },
  {
    language: "en",
    account: "sheet.reason.en",
    reason: "Reading corrected after review",
    notSaved: "was not saved",
    notGiven: "need a reason",
  },
] as const;

/**
 * Spec §5 in the spreadsheet editor, in Chinese and in English: on a record with a signed module the
 * first edit asks the reason (cancelled: the input stays as a note, sent later), the reason is asked
 * once for the session and shown above the grid, and the record's trace shows it beside the cells.
 */
describeInChromium("a spreadsheet asks the change reason once (spec §5)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });

  it.each(LANGUAGES)(
    "in $language: asked before the first edit, kept for the next, a cancelled one kept as a note, shown in the trace",
    async ({ language, account, reason, notSaved, notGiven }) => {
      const member = await app.createMember(account, "root");
      const token = await app.login(member.account, member.password);
      await app.releaseNotesSeen(token);
      await app.api("PUT", "/me/settings", token, { language });
      const record = await app.newRecord(token, {
        book: "Kinetics",
        title: "Rates",
        modules: [
          { type: "spreadSheet", title: "Rates" },
          { type: "input", title: "Method" },
        ],
      });
      // A module signed: every change of the record now gives a reason.
      await app.api("POST", `/experiments/${record.id}/modules/${record.modules[1]!.moduleId}/signatures`, token, {
        password: member.password,
        meaning: "authorship",
      });
      const page = await signedInPage(app, member, `/editRecord/${record.id}`);
      await page.getByTestId("record-editor").waitFor();
      const card = page.locator('[data-module-title="Rates"]');
      const sheet = card.locator(".sheet-grid");
      await cellOf(sheet, "A1").waitFor();
      const dialog = page.getByTestId("reason-dialog");

      // The first edit asks; cancelled, nothing is sent and the input stays as a note.
      await typeInto(page, sheet, "A1", "5");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      const note = card.getByTestId("sheet-conflict");
      await note.waitFor();
      expect(await note.textContent()).toContain(notSaved);
      expect(await note.textContent()).toContain(notGiven);
      expect(await note.textContent()).toContain("5");

      // Sent later from the note, with the reason asked then.
      await note.getByTestId("sheet-conflict-retry").click();
      await dialog.waitFor();
      await dialog.getByTestId("reason-input").fill(reason);
      await dialog.locator('[data-testid="submit-modal-submit"][data-state="idle"]').click();
      await dialog.waitFor({ state: "hidden" });
      await note.waitFor({ state: "detached" });
      await shows(sheet, "A1", "5");
      expect(await card.getByTestId("sheet-reason").textContent()).toContain(reason);

      // The next edits of the session carry the same reason without asking again.
      await typeInto(page, sheet, "A2", "7");
      await expect.poll(() => card.getByTestId("sheet-status").getAttribute("data-status")).toBe("saved");
      expect(await dialog.count()).toBe(0);
      const stored = (await app.api("GET", `/experiments/${record.id}`, token)) as { modules: Module[] };
      const rows = stored.modules.find((m) => m.title === "Rates")!.content.workbook!.sheets[0]!.rows;
      expect([rows[0]?.A?.value, rows[1]?.A?.value]).toEqual([5, 7]);

      // The record's trace shows the reason beside both cells.
      await page.goto(`${app.url}/previewRecord/${record.id}`);
      await page.getByTestId("trace-panel").waitFor();
      const reasons = await page.getByTestId("trace-reason").allTextContents();
      expect(reasons.filter((r) => r === reason)).toHaveLength(2);
      await page.close();
    },
    patience(90_000),
  );
});
