import type { Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  type Account,
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  screenshot,
  settled,
  signedInPage,
} from "./harness";

type ArchiveSettings = { retentionYears: number };

/**
 * Archive management (spec §2 /team/archiveManage) in Chromium, in Chinese and in English: an
 * administrator sets the retention, archives an approved record, sees it archived (and read-only in
 * the editor), and takes it out of the archive with the signature dialog and a reason.
 */
describeInChromium("archive management in Chromium: archive an approved record, unarchive with a signature (zh-CN, en)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let chen: Account;
  const token: Record<string, string> = {};
  const records: Record<"zh" | "en", { id: string; number: string }> = {
    zh: { id: "", number: "" },
    en: { id: "", number: "" },
  };

  /** Clicks a modal's submit once it is idle again (a failed submit settles after 2 s, spec §4). */
  const submitModal = (scope: Locator) => scope.locator('[data-testid="submit-modal-submit"][data-state="idle"]').click();
  const rowOf = (page: Page, number: string) => page.locator(`[data-testid="archive-row"][data-number="${number}"]`);
  const archivedFlag = async (id: string) =>
    ((await app.api("GET", `/experiments/${id}`, token.chen!)) as { archived: boolean }).archived;

  /** An approved record of chen's, reviewed by li through the API. */
  const approvedRecord = async (title: string) => {
    const made = await app.newRecord(token.chen!, { book: `${title} book`, title });
    await app.api("POST", `/experiments/${made.id}/submit`, token.chen!, {});
    await app.api("POST", `/approvals/${made.id}:v1/approve`, token.li!, { password: "Member-Pass-2026", comment: "OK" });
    return { id: made.id, number: made.number };
  };

  beforeAll(async () => {
    chen = await app.createMember("ar.chen", "root");
    const li = await app.createMember("ar.li", "root");
    token.chen = await app.login(chen.account, chen.password);
    token.li = await app.login(li.account, li.password);
    const liId = (await app.api("GET", "/auth/me", token.li)).id as string;
    await app.api("POST", "/flows", app.adminToken, {
      name: "QA",
      nodes: [{ name: "QA", reviewers: [{ kind: "members", memberIds: [liId] }] }],
    });
    records.zh = await approvedRecord("稳定性 40 ℃");
    records.en = await approvedRecord("Stability at 25 ℃");
  });

  it("中文：设置保存期限，归档已批准的记录，在“已归档”中看到归档人和保存期限，记录只读；签名后取消归档", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });
    const page = await signedInPage(app, ADMIN, "/team/archiveManage");
    await page.getByTestId("archive-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("归档管理");

    // The retention: 12 years from today, saved as the archive settings section.
    const years = page.getByTestId("archive-retention-years");
    await expect.poll(() => years.inputValue()).toBe("10");
    await years.fill("0");
    expect(await page.getByTestId("archive-retention").textContent()).toContain("1 到 100 之间的整数年");
    await years.fill("12");
    await page.getByTestId("archive-retention-save").click();
    await expect
      .poll(async () => ((await app.api("GET", "/settings/archive", app.adminToken)) as ArchiveSettings).retentionYears)
      .toBe(12);
    const until = new Date();
    until.setUTCFullYear(until.getUTCFullYear() + 12);
    const retainUntil = until.toISOString().slice(0, 10);
    await expect.poll(() => page.getByTestId("archive-retention-hint").textContent()).toContain(retainUntil);

    // To archive: choose the record, archive it.
    const row = rowOf(page, records.zh.number);
    await row.waitFor();
    expect(await row.getByTestId("archive-cell-owner").textContent()).toBe("ar.chen 测试");
    await row.getByTestId("archive-select").locator("input").check();
    await page.getByTestId("archive-selected").click();
    const confirm = page.getByTestId("archive-confirm");
    expect(await confirm.getByTestId("archive-confirm-body").textContent()).toContain(`保存至 ${retainUntil}（12 年）`);
    await settled(page);
    await screenshot(page, "archive-confirm-zh-CN");
    await submitModal(confirm);
    await confirm.waitFor({ state: "detached" });
    await row.waitFor({ state: "detached" });
    expect(await archivedFlag(records.zh.id)).toBe(true);

    // Archived: when, by whom, until when.
    await page.getByTestId("archive-tab-archived").click();
    const archived = rowOf(page, records.zh.number);
    await archived.waitFor();
    expect(await archived.getByTestId("archive-cell-title").textContent()).toBe("稳定性 40 ℃");
    expect(await archived.getByTestId("archive-cell-archivedBy").textContent()).not.toBe("");
    expect(await archived.getByTestId("archive-cell-retainUntil").textContent()).toBe(retainUntil);
    await settled(page);
    await screenshot(page, "archive-archived-zh-CN");

    // The record says so and offers no edit.
    const editor = await signedInPage(app, ADMIN, `/editRecord/${records.zh.id}`);
    await editor.getByTestId("record-editor").waitFor();
    expect(await editor.getByTestId("record-archived").textContent()).toBe("已归档");
    expect(await editor.getByTestId("lifecycle-readonly").textContent()).toContain("已归档");
    expect(await editor.getByTestId("record-save").isDisabled()).toBe(true);
    expect(await editor.getByTestId("record-recall").count()).toBe(0);
    expect(await editor.getByTestId("record-lock").count()).toBe(0);
    await editor.goto(`${app.url}/previewRecord/${records.zh.id}`);
    await editor.getByTestId("record-preview-page").waitFor();
    expect(await editor.getByTestId("record-archived").textContent()).toBe("已归档");
    expect(await editor.getByTestId("preview-edit").count()).toBe(0);
    expect(await editor.getByTestId("preview-export").count()).toBe(1);
    await editor.close();

    // Out of the archive: a wrong password signs nothing; the right one with a reason does.
    await archived.getByTestId("archive-unarchive").click();
    const dialog = page.getByTestId("unarchive-signature");
    await dialog.waitFor();
    expect(await dialog.getByTestId("signature-meaning").textContent()).toContain("负责");
    await dialog.getByTestId("signature-comment").fill("审计发现需要更正");
    await dialog.getByTestId("signature-password").fill("not-the-password");
    await submitModal(dialog);
    expect(await dialog.getByTestId("signature-error").textContent()).toMatch(/密码/);
    expect(await archivedFlag(records.zh.id)).toBe(true);
    await dialog.getByTestId("signature-password").fill(ADMIN.password);
    await submitModal(dialog);
    await dialog.waitFor({ state: "hidden" });
    await archived.waitFor({ state: "detached" });
    expect(await archivedFlag(records.zh.id)).toBe(false);
    await page.getByTestId("archive-tab-approved").click();
    await rowOf(page, records.zh.number).waitFor();
    await page.close();
  });

  it("English: archive an approved record, see it archived, take it out with the signature", async () => {
    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    const page = await signedInPage(app, ADMIN, "/team/archiveManage");
    await page.getByTestId("archive-page").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Archive management");
    expect(await page.getByTestId("archive-tab-approved").textContent()).toBe("To archive");
    const row = rowOf(page, records.en.number);
    await row.waitFor();
    await row.getByTestId("archive-select").locator("input").check();
    expect(await page.getByTestId("archive-selected").textContent()).toBe("Archive selected (1)");
    await page.getByTestId("archive-selected").click();
    const confirm = page.getByTestId("archive-confirm");
    expect(await confirm.textContent()).toContain("Archive 1 record");
    expect(await confirm.getByTestId("archive-confirm-body").textContent()).toMatch(
      /retained until \d{4}-\d{2}-\d{2} \(12 years\)/,
    );
    await submitModal(confirm);
    await row.waitFor({ state: "detached" });

    await page.getByTestId("archive-tab-archived").click();
    const archived = rowOf(page, records.en.number);
    await archived.waitFor();
    expect(await page.getByTestId("archive-list-archived").textContent()).toContain("Retained until");
    expect(await archived.getByTestId("archive-cell-title").textContent()).toBe("Stability at 25 ℃");
    await settled(page);
    await screenshot(page, "archive-archived-en");

    await archived.getByTestId("archive-unarchive").click();
    const dialog = page.getByTestId("unarchive-signature");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Take ${records.en.number} out of the archive`);
    expect(await dialog.getByTestId("signature-meaning").textContent()).toContain("Responsibility");
    await dialog.getByTestId("signature-comment").fill("Audit finding needs a correction");
    await dialog.getByTestId("signature-password").fill(ADMIN.password);
    await submitModal(dialog);
    await dialog.waitFor({ state: "hidden" });
    await archived.waitFor({ state: "detached" });
    expect(await page.getByTestId("archive-list-empty").textContent()).toBe("No archived records");
    expect(await archivedFlag(records.en.id)).toBe(false);
    await page.close();
  });
});
