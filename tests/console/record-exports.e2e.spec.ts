import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  type Account,
  ADMIN,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  patience,
  screenshot,
  settled,
  signedInPage,
} from "./harness";

const WRITTEN = patience(60_000);

/**
 * Issue 19 in Chromium: a member exports a record as a PDF and downloads it (zh-CN); an export that
 * needs approval waits in the administrator's queue until signed (en); the .eln of a record book is
 * imported into another book after a preview (en).
 */
describeInChromium("record exports and .eln import in Chromium (issue 19)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  let member: Account;
  let memberToken: string;
  let record: Awaited<ReturnType<ConsoleUnderTest["newRecord"]>>;
  let page: Page;

  beforeAll(async () => {
    member = await app.createMember("export.chen", "root");
    memberToken = await app.login(member.account, member.password);
    await app.releaseNotesSeen(memberToken);
    await app.api("PUT", "/me/settings", memberToken, { language: "zh-CN" });
    record = await app.newRecord(memberToken, {
      book: "稳定性研究",
      title: "40 ℃ 含量测定",
      modules: [{ type: "input", title: "含量" }],
    });
    await app.api("PUT", `/experiments/${record.id}/modules/${record.modules[0]!.moduleId}`, memberToken, {
      data: { fields: { value: "99.1 %" } },
      lastCacheTime: 0,
    });
    page = await signedInPage(app, member, `/previewRecord/${record.id}`);
  }, patience(120_000));

  const downloadsAfter = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent("download"), click()]);
    return { name: download.suggestedFilename(), path: await download.path() };
  };

  it("zh-CN：从记录预览导出 PDF，后台生成后在文件下载页下载", { timeout: patience(120_000) }, async () => {
    await page.getByTestId("record-preview-page").waitFor();
    await page.getByTestId("preview-export").click();
    await page.getByTestId("export-request-page").waitFor();
    expect(await page.getByTestId("export-what").textContent()).toBe("1 条记录");
    await page.getByTestId("export-rules").waitFor();
    expect(await page.getByTestId("export-rules").textContent()).toContain("单次最多导出 100 条记录");
    await page.getByTestId("export-submit").click();
    await page.getByTestId("file-download-page").waitFor();
    const row = page.getByTestId("export-row").first();
    await row.and(page.locator('[data-status="ready"]')).waitFor({ timeout: WRITTEN });
    expect(await row.getByTestId("export-status").textContent()).toBe("可下载");
    expect(await row.getByTestId("export-remaining").textContent()).toBe("5");
    const file = await downloadsAfter(() => row.getByTestId("export-download").click());
    expect(file.name).toMatch(/\.pdf$/);
    expect(readFileSync(file.path).subarray(0, 5).toString()).toBe("%PDF-");
    await expect.poll(() => row.getByTestId("export-remaining").textContent()).toBe("4");
    await settled(page);
    await screenshot(page, "file-download-zh-CN");
  });

  it("en: an export that needs approval waits until an administrator signs it", { timeout: patience(120_000) }, async () => {
    const settings = await app.api("GET", "/settings/export", app.adminToken);
    await app.api("PUT", "/settings/export", app.adminToken, { ...settings, requireApproval: true });
    await app.api("PUT", "/me/settings", memberToken, { language: "en" });
    await page.goto(`${app.url}/record/exportFileEject?ids=${record.id}`);
    await page.getByTestId("export-rules").waitFor();
    expect(await page.getByTestId("export-rules").textContent()).toContain("An administrator must approve the export");
    await page.getByTestId("export-format-eln").click();
    await page.getByTestId("export-submit").click();
    await page.getByTestId("file-download-page").waitFor();
    const waiting = page.locator('[data-testid="export-row"][data-format="eln"][data-status="pending"]');
    await waiting.waitFor();
    expect(await waiting.getByTestId("export-status").textContent()).toBe("Waiting for approval");

    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    const admin = await signedInPage(app, ADMIN, "/team/export");
    await admin.getByTestId("export-queue-pending").waitFor();
    const queued = admin.getByTestId("export-queue-row");
    await queued.first().waitFor();
    expect(await queued.first().textContent()).toContain("export.chen");
    await queued.first().getByTestId("export-approve").click();
    const dialog = admin.getByTestId("export-signature");
    await dialog.getByTestId("signature-password").fill(ADMIN.password);
    await dialog.getByTestId("submit-modal-submit").click();
    await admin.getByTestId("export-queue-empty").waitFor();
    await admin.close();

    const eln = page.locator('[data-testid="export-row"][data-format="eln"][data-status="ready"]');
    await eln.waitFor({ timeout: WRITTEN });
    const file = await downloadsAfter(() => eln.getByTestId("export-download").click());
    expect(file.name).toMatch(/\.eln$/);
    await app.api("PUT", "/settings/export", app.adminToken, { ...settings, requireApproval: false });

    // An auditor checks the file they were handed: an unchanged export, by whom and of which record.
    const auditor = await signedInPage(app, ADMIN, "/checkRecord");
    await auditor.getByTestId("check-record-page").waitFor();
    await auditor.getByTestId("check-record-file").setInputFiles(file.path);
    const genuine = auditor.getByTestId("check-record-genuine");
    await genuine.waitFor();
    expect(await genuine.textContent()).toMatch(
      /is an export LabLedger wrote, unchanged since\..*exported by export\.chen 测试.*40 ℃ 含量测定/,
    );
    await auditor.close();

    // The .eln comes back into another book, after a preview of what it holds.
    const target = (await app.api("POST", "/notebooks", memberToken, { name: "Imported copy" })).id as string;
    await page.goto(`${app.url}/record?notebookId=${target}`);
    await page.getByTestId("import-eln").click();
    const importing = page.getByTestId("import-eln-dialog");
    await importing.getByTestId("import-eln-file").setInputFiles(file.path);
    const previewed = importing.getByTestId("import-eln-record");
    await previewed.first().waitFor();
    expect(await previewed.count()).toBe(1);
    expect(await previewed.first().textContent()).toContain("40 ℃ 含量测定");
    expect(await importing.getByTestId("import-eln-source").textContent()).toMatch(/^Written by .+: 1 records$/);
    await importing.getByTestId("import-eln-submit").click();
    await importing.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await page.getByTestId("record-page").textContent()) ?? "", { timeout: patience(20_000) })
      .toContain("40 ℃ 含量测定");
    await settled(page);
    await screenshot(page, "eln-import-en");
  });
});
