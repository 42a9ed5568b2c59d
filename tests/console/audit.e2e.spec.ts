import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readPdf } from "../api/pdf-text";
import { openAsAttacker, resealStream } from "../support/file-attacker";
import {
  ADMIN,
  type ConsoleUnderTest,
  describeInChromium,
  patience,
  pickRecord,
  screenshot,
  signedInPage,
  startConsole,
} from "./harness";
import { expectReadablePage, makeRealisticRecord } from "./realistic-record";

type Json = Record<string, unknown>;

describeInChromium("the audit trail and time travel in Chromium (spec §3 audit trace, §6 AudittrailSearch, §9)", () => {
  let app: ConsoleUnderTest;
  let owner: { account: string; password: string };
  let plain: { account: string; password: string };
  let ownerToken: string;
  let plainToken: string;
  let recordId: string;
  let recordNumber: string;
  let admin: Page;
  let ownerPage: Page;
  const at: Record<"created" | "moduleAdded" | "firstSave" | "secondSave", number> = {} as never;

  const rows = (page: Page) => page.getByTestId("audit-row");
  /** Waits until the table shows the answer to the changed filters (another search, settled). */
  const searched = async (page: Page, change: () => Promise<unknown>) => {
    const table = page.getByTestId("audit-table");
    await page.locator('[data-testid="audit-table"][aria-busy="false"]').waitFor();
    const before = await table.getAttribute("data-search");
    await change();
    await page.waitForFunction((previous) => {
      const shown = document.querySelector('[data-testid="audit-table"]');
      const search = shown?.getAttribute("data-search");
      return Boolean(search) && search !== previous && shown?.getAttribute("aria-busy") === "false";
    }, before);
  };
  const fieldValue = (page: Page) => page.getByTestId("moment-field-value").textContent();
  const waitForPosition = (page: Page, position: number) =>
    page.locator(`[data-testid="moment-header"][data-position="${position}"]`).waitFor();

  beforeAll(async () => {
    app = await startConsole();
    owner = await app.createMember("audit.chemist", "root");
    plain = await app.createMember("plain.member", "root");
    ownerToken = await app.login(owner.account, owner.password);
    plainToken = await app.login(plain.account, plain.password);
    for (const token of [app.adminToken, ownerToken, plainToken]) await app.releaseNotesSeen(token);
    const record = await app.newRecord(ownerToken, {
      book: "Audit book",
      title: "Esterification",
      modules: [{ type: "input", title: "Yield" }],
    });
    recordId = record.id;
    recordNumber = record.number;
    at.created = record.position;
    const [added] = record.modules;
    at.moduleAdded = added!.position;
    const moduleId = added!.moduleId;
    const first = await app.api("PUT", `/experiments/${recordId}/modules/${moduleId}`, ownerToken, {
      data: { fields: { value: "81 %" } },
      lastCacheTime: 0,
    });
    at.firstSave = first.position as number;
    // Every time stamp of the first save is at or before this moment (the service runs in this process).
    const firstAnswered = Date.now();
    // Another stream writes in between, and the two saves are a moment apart: the second is stamped
    // in a later second, once the server's clock has left the first one.
    await app.api("POST", "/notebooks", ownerToken, { name: "Another book" });
    await app.nextSecondAfter(firstAnswered);
    const second = await app.api("PUT", `/experiments/${recordId}/modules/${moduleId}`, ownerToken, {
      data: { fields: { value: "86 %" } },
      lastCacheTime: first.lastCacheTime,
    });
    at.secondSave = second.position as number;
    // A failed login: an administration event of the account it was tried on.
    const failed = await app.call("POST", "/api/auth/login", { json: { account: owner.account, password: "wrong-Password-1" } });
    expect(failed.status).toBe(401);
    await app.caughtUp(at.secondSave);
    admin = await signedInPage(app, ADMIN, "/team/auditTrail");
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("lists the failed login under administration and the record's saves with old → new values, a link to each moment", async () => {
    await admin.getByTestId("audit-table").waitFor();
    expect(await admin.getByTestId("page-title").textContent()).toBe("审计追踪查询");
    const failed = admin.locator('[data-testid="audit-row"][data-event="MemberLoginFailed"]').first();
    await failed.waitFor();
    expect(await failed.getAttribute("data-category")).toBe("admin");
    const failedText = await failed.textContent();
    expect(failedText).toContain("密码验证失败");
    expect(await failed.getByTestId("audit-row-kind").textContent()).toBe("管理");
    expect(failedText).toContain(owner.account);

    await searched(admin, () => admin.getByTestId("audit-filter-category").locator("select").selectOption("record"));
    const saves = admin.locator('[data-testid="audit-row"][data-event="ModuleSaved"]');
    expect(await saves.count()).toBe(2);
    const [newest, oldest] = [saves.nth(0), saves.nth(1)];
    expect(await newest.getAttribute("data-position")).toBe(String(at.secondSave));
    expect(await newest.getByTestId("audit-row-change").textContent()).toBe("81 % → 86 %");
    expect(await newest.getByTestId("audit-row-kind").textContent()).toBe("记录 · 修改");
    expect(await newest.textContent()).toContain(recordNumber);
    expect(await newest.textContent()).toContain("Esterification");
    // The field by what it is (the module's kind), not its key "value"; nothing as "（空）".
    expect(await newest.getByTestId("audit-row-location").textContent()).toBe("Yield › 单行文本");
    expect(await oldest.getByTestId("audit-row-change").textContent()).toBe("（空） → 81 %");
    expect(await oldest.getByTestId("audit-row-kind").textContent()).toBe("记录 · 新增");
    // Only record changes are left.
    const categories = await rows(admin).evaluateAll((list) => list.map((row) => row.getAttribute("data-category")));
    expect(categories.length).toBeGreaterThan(2);
    expect(new Set(categories)).toEqual(new Set(["record"]));
    expect(await newest.getByTestId("audit-row-moment").getAttribute("href")).toBe(
      `/recordPreview/${recordId}?position=${at.secondSave}`,
    );
    await screenshot(admin, "audit-trail-zh-CN");
  });

  it("narrows the rows by action: modified leaves the second save, not the first", async () => {
    const before = await rows(admin).count();
    await searched(admin, () => admin.getByTestId("audit-filter-action").locator("select").selectOption("2"));
    const actions = await rows(admin).evaluateAll((list) => list.map((row) => row.getAttribute("data-action")));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.length).toBeLessThan(before);
    expect(new Set(actions)).toEqual(new Set(["2"]));
    const positions = await rows(admin).evaluateAll((list) => list.map((row) => row.getAttribute("data-position")));
    expect(positions).toContain(String(at.secondSave));
    expect(positions).not.toContain(String(at.firstSave));
    await searched(admin, () => admin.getByTestId("audit-filter-action").locator("select").selectOption(""));
  });

  it("sends the date-range preset as two dates joined by an ampersand; a range in the past finds nothing", async () => {
    const request = admin.waitForRequest((req) => req.url().includes("dateRange="));
    await searched(admin, () => admin.getByTestId("audit-filter-range").locator("select").selectOption("week"));
    const sent = new URL((await request).url()).searchParams.get("dateRange") ?? "";
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}&\d{4}-\d{2}-\d{2}$/);
    const [from, to] = sent.split("&").map((day) => Date.parse(`${day}T00:00:00`)) as [number, number];
    expect(Math.round((to - from) / 86_400_000)).toBe(6);
    expect(await admin.locator('[data-testid="audit-row"][data-event="ModuleSaved"]').count()).toBe(2);
    expect(await admin.getByTestId("audit-filter-from").locator("input").inputValue()).toBe(sent.split("&")[0]);

    await searched(admin, () => admin.getByTestId("audit-filter-from").locator("input").fill("2001-01-01"));
    await searched(admin, () => admin.getByTestId("audit-filter-to").locator("input").fill("2001-01-31"));
    await admin.getByTestId("audit-empty").waitFor();
    expect(await rows(admin).count()).toBe(0);
    expect(await admin.getByTestId("audit-filter-range").locator("select").inputValue()).toBe("custom");
    await searched(admin, () => admin.getByTestId("audit-filter-range").locator("select").selectOption("quarter"));
    expect(await admin.locator('[data-testid="audit-row"][data-event="ModuleSaved"]').count()).toBe(2);
  });

  it("exports the current filters as CSV through a signed fetch: byte-order mark, localised headers, the rows shown", async () => {
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByTestId("audit-export-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{8}\.csv$/);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    expect(text.startsWith("\uFEFF时间,用户,类别,事件,操作")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    // The category filter (record) travels with the export: no administration line.
    expect(lines.length).toBe((await rows(admin).count()) + 1);
    expect(text).toContain("保存模块");
    expect(text).toContain(recordNumber);
    expect(text).not.toContain("密码验证失败");
  });

  it("exports the same search as a PDF an auditor can file: the search in words, who and when, the entries, page numbers", async () => {
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByTestId("audit-export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{8}\.pdf$/);
    const pdf = await readPdf(readFileSync(await download.path()));
    expect(pdf.info.Title).toBe("审计追踪");
    const shown = await rows(admin).count();
    expect(pdf.text).toContain(`条目数: ${shown}`);
    expect(pdf.text).toMatch(/查询条件: 类别: 记录; 日期: \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
    expect(pdf.text).toMatch(/导出人: \S+ \(admin\)/);
    expect(pdf.text).toContain(`${recordNumber} Esterification`);
    expect(pdf.text).toContain("记录 · 保存模块 · 修改");
    expect(pdf.text).toContain("86 %");
    expect(pdf.text).not.toContain("密码验证失败");
    expect(pdf.pages.at(-1)).toContain(`第 ${pdf.pages.length} 页，共 ${pdf.pages.length} 页`);
  });

  it("shows a member without AudittrailSearch the server's localised refusal, not a blank page; nor the past of a record hidden from them", async () => {
    const refusal = (await (await app.call("GET", "/api/audit", { token: plainToken, language: "zh-CN" })).json()) as Json;
    expect(refusal.message).toBeTruthy();
    const page = await signedInPage(app, plain, "/team/auditTrail");
    const refused = page.getByTestId("audit-refused");
    await refused.waitFor();
    expect(await refused.textContent()).toBe(refusal.message);
    expect(await page.getByTestId("audit-table").count()).toBe(0);
    await screenshot(page, "audit-trail-refused-zh-CN");

    // Nor the past of a record the member may not view: the server's words, no record shown.
    const hidden = await app.call("GET", `/api/experiments/${recordId}/at?position=${at.firstSave}`, {
      token: plainToken,
      language: "zh-CN",
    });
    expect(hidden.status).toBe(404);
    const hiddenMessage = ((await hidden.json()) as Json).message;
    await page.goto(`${app.url}/recordPreview/${recordId}?position=${at.firstSave}`);
    const notShown = page.getByTestId("moment-refused");
    await notShown.waitFor();
    expect(await notShown.textContent()).toBe(hiddenMessage);
    expect(await page.getByTestId("moment-record").count()).toBe(0);
    await page.close();
  });

  it("gives a member holding AudittrailSearch through a role the search page, in English", async () => {
    const auditor = await app.createMember("qa.auditor", "root");
    const role = await app.api("POST", "/roles", app.adminToken, {
      name: "Auditor",
      description: "Reads the audit trail",
      permissions: [{ permissionCode: "AudittrailSearch", isActive: true }],
      viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
    });
    const auditorToken = await app.login(auditor.account, auditor.password);
    const me = await app.api("GET", "/auth/me", auditorToken);
    const assigned = await app.api("PUT", `/members/${me.id}/roles`, app.adminToken, { roleIds: [role.roleId] });
    await app.caughtUp(assigned.position as number);
    await app.releaseNotesSeen(auditorToken);
    await app.api("PUT", "/me/settings", auditorToken, { language: "en" });

    const page = await signedInPage(app, auditor, "/team/auditTrail");
    await page.getByTestId("audit-table").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Audit trail search");
    await searched(page, () => page.getByTestId("audit-filter-category").locator("select").selectOption("record"));
    const newest = page.locator(`[data-testid="audit-row"][data-position="${at.secondSave}"]`);
    expect(await newest.getByTestId("audit-row-change").textContent()).toBe("81 % → 86 %");
    expect(await newest.getByTestId("audit-row-event").textContent()).toBe("Module saved");
    expect(await newest.getByTestId("audit-row-kind").textContent()).toBe("Record · Modified");
    expect(await newest.getByTestId("audit-row-moment").getAttribute("aria-label")).toBe("View the record at this moment");
    expect(await page.getByTestId("audit-export-csv").textContent()).toBe("Export CSV");
    expect(await page.getByTestId("audit-export-pdf").textContent()).toBe("Export PDF");
    await screenshot(page, "audit-trail-en");

    // The record's own audit trace: found among every record (the auditor may not view it otherwise),
    // its changes, its chain intact, exported as a PDF, and each change opens the record at that moment.
    await page.goto(`${app.url}/team/auditTrace`);
    expect(await page.getByTestId("page-title").textContent()).toBe("Audit trace");
    await page.getByTestId("audit-trace-every-record").waitFor();
    await pickRecord(page, "audit-filter-record", recordNumber);
    await page.waitForURL((url) => url.searchParams.get("record") === recordId);
    await page.locator('[data-testid="moment-verification"][data-state="intact"]').waitFor();
    const traceRows = page.getByTestId("moment-trace-row");
    await traceRows.first().waitFor();
    expect(await traceRows.count()).toBe(4);
    expect(await traceRows.first().textContent()).toContain("81 %");
    await screenshot(page, "audit-trace-en");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("trace-export-pdf").click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^trace-${recordNumber}-\\d{8}\\.pdf$`));
    const pdf = await readPdf(readFileSync(await download.path()));
    expect(pdf.info.Title).toBe(`Record trace ${recordNumber}`);
    expect(pdf.text).toContain("Hash chain: Verified: 4 events, none altered");
    expect(pdf.text).toContain("Exported by: qa.auditor");
    expect(pdf.text).toContain("Yield");
    expect(pdf.text).toContain("86 %");
    await traceRows.first().click();
    await page.waitForURL((url) => url.pathname === `/recordPreview/${recordId}`);
    await waitForPosition(page, at.secondSave);
    expect(await fieldValue(page)).toBe("86 %");
    await page.close();
  });

  it("shows a member the audit trace of their own records only: a record hidden from them is refused in the server's words", async () => {
    const page = await signedInPage(app, plain, `/team/auditTrace?record=${recordId}`);
    const refused = page.getByTestId("audit-trace-refused");
    await refused.waitFor();
    const answer = await app.call("GET", `/api/experiments/${recordId}/trace`, { token: plainToken, language: "zh-CN" });
    expect(await refused.textContent()).toBe(((await answer.json()) as Json).message);
    expect(await page.getByTestId("moment-trace-row").count()).toBe(0);
    expect(await page.getByTestId("audit-trace-every-record").count()).toBe(0);
    await page.getByTestId("audit-filter-record").locator("input").fill(recordNumber);
    const none = page.getByTestId("record-picker-none");
    await none.waitFor();
    expect(await none.textContent()).toBe("没有匹配的记录");
    await page.close();
  });

  it("opens the record at an audit row's moment from the trail", async () => {
    await searched(admin, () => admin.getByTestId("audit-reset").click());
    await searched(admin, () => admin.getByTestId("audit-filter-category").locator("select").selectOption("record"));
    await admin.locator(`[data-testid="audit-row"][data-position="${at.firstSave}"]`).getByTestId("audit-row-moment").click();
    await admin.waitForURL((url) => url.pathname === `/recordPreview/${recordId}`);
    await waitForPosition(admin, at.firstSave);
    expect(await fieldValue(admin)).toBe("81 %");
  });

  it("opens from the record preview at the latest event; shows the record as it stood after the first save, and steps to the next event with the second value", async () => {
    // From the record preview: the history opens at the latest event.
    ownerPage = await signedInPage(app, owner, `/previewRecord/${recordId}`);
    const page = ownerPage;
    await page.getByTestId("preview-history").click();
    await page.waitForURL((url) => url.pathname === `/recordPreview/${recordId}` && url.search === "");
    await waitForPosition(page, at.secondSave);
    expect(await fieldValue(page)).toBe("86 %");
    expect(await page.getByTestId("moment-next").isDisabled()).toBe(true);

    await page.goto(`${app.url}/recordPreview/${recordId}?position=${at.firstSave}`);
    await waitForPosition(page, at.firstSave);
    expect(await page.getByTestId("main-header").count()).toBe(0);
    expect(await fieldValue(page)).toBe("81 %");
    expect(await page.getByTestId("moment-event").textContent()).toBe("保存模块");
    expect(await page.getByTestId("moment-user").textContent()).toContain("audit.chemist");
    expect(await page.getByTestId("moment-time").textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await page.getByTestId("moment-module-title").textContent()).toBe("Yield");
    expect(await page.getByTestId("moment-index").textContent()).toContain(`全局位置 ${at.firstSave}`);

    await page.getByTestId("moment-next").click();
    await waitForPosition(page, at.secondSave);
    expect(new URL(page.url()).searchParams.get("position")).toBe(String(at.secondSave));
    expect(await fieldValue(page)).toBe("86 %");
    expect(await page.getByTestId("moment-next").isDisabled()).toBe(true);

    await page.getByTestId("moment-previous").click();
    await waitForPosition(page, at.firstSave);
    await page.getByTestId("moment-previous").click();
    await waitForPosition(page, at.moduleAdded);
    expect(await page.getByTestId("moment-event").textContent()).toBe("新增模块");
    expect(await page.getByTestId("moment-field-value").count()).toBe(0);
  });

  it("jumps to a change picked in the record's trace, and to a typed time", async () => {
    const page = ownerPage;
    const traceRow = page.locator(`[data-testid="moment-trace-row"][data-position="${at.secondSave}"]`);
    expect(await traceRow.textContent()).toContain("81 %");
    await traceRow.click();
    await waitForPosition(page, at.secondSave);
    expect(await fieldValue(page)).toBe("86 %");

    const firstTime = (await app.api("GET", `/experiments/${recordId}/at?position=${at.firstSave}`, ownerToken)) as {
      asOf: { modifyTime: string };
    };
    // A time to the second stands for that whole second, as the trace shows times: the first save's
    // shown time finds the first save (the second save came more than a second later).
    const typed = firstTime.asOf.modifyTime;
    await page.getByTestId("moment-time-input").locator("input").fill("not a time");
    await page.getByTestId("moment-time-go").click();
    expect(await page.getByTestId("moment-time-input").textContent()).toContain("YYYY-MM-DD HH:mm:ss");
    expect(new URL(page.url()).searchParams.get("position")).toBe(String(at.secondSave));
    await page.getByTestId("moment-time-input").locator("input").fill(typed);
    await page.getByTestId("moment-time-go").click();
    await waitForPosition(page, at.firstSave);
    expect(new URL(page.url()).searchParams.get("time")).toBe(typed);
    expect(await page.getByTestId("moment-next").isDisabled()).toBe(false);
    expect(await page.getByTestId("moment-previous").isDisabled()).toBe(false);
    expect(await fieldValue(page)).toBe("81 %");
  });

  it("shows the hash chain intact, then broken at the event altered in the SQLite file (in English)", async () => {
    const page = ownerPage;
    const verification = page.getByTestId("moment-verification");
    await page.locator('[data-testid="moment-verification"][data-state="intact"]').waitFor();
    expect(await verification.textContent()).toMatch(/^已校验：4 个事件，哈希链完整/);
    // Beside it, what the signed checkpoints say (the record's events came after the first checkpoint of the log).
    expect(await page.getByTestId("moment-checkpoint").textContent()).toMatch(
      /^(已由日志最近的签名检查点覆盖：位置 \d+，[\d-]+ [\d:]+。|最近的签名检查点：位置 \d+，[\d-]+ [\d:]+；本记录最新的 \d+ 个事件在其之后，等待下一个检查点。)$/,
    );
    await screenshot(page, "audit-moment-intact-zh-CN");

    const db = new Database(join(app.service.runtime.ports.dataDir, "events.sqlite"));
    db.exec("DROP TRIGGER IF EXISTS events_no_update");
    const row = db.prepare("SELECT data FROM events WHERE global_position = ?").get(at.firstSave) as { data: string };
    db.prepare("UPDATE events SET data = ? WHERE global_position = ?").run(row.data.replace("81 %", "91 %"), at.firstSave);
    db.close();
    const check = (await app.api("GET", `/experiments/${recordId}/verification`, ownerToken)) as {
      brokenAt: { streamPosition: number; position: number };
    };
    expect(check.brokenAt.position).toBe(at.firstSave);

    await app.api("PUT", "/me/settings", ownerToken, { language: "en" });
    const english = await signedInPage(app, owner, `/recordPreview/${recordId}?position=${at.secondSave}`);
    await waitForPosition(english, at.secondSave);
    expect(await english.getByTestId("page-title").textContent()).toBe("The record at a moment");
    expect(await english.getByTestId("moment-event").textContent()).toBe("Module saved");
    expect(await english.getByTestId("moment-next").textContent()).toBe("Next event");
    const broken = english.locator('[data-testid="moment-verification"][data-state="broken"]');
    await broken.waitFor();
    expect(await broken.textContent()).toMatch(
      new RegExp(
        `^Broken at event #${check.brokenAt.streamPosition} \\(global position ${at.firstSave}\\): the content does not match its hash`,
      ),
    );
    expect(await english.getByTestId("moment-checkpoint").textContent()).toMatch(/signed checkpoint.*: position \d+, /);

    // Re-sealed (every hash of the stream recomputed), the record's own chain holds: the signed checkpoint tells.
    await app.service.runtime.checkpointer!.checkpointUpTo(await app.service.runtime.ports.events.headPosition());
    const attacker = openAsAttacker(app.service.runtime.ports.dataDir);
    resealStream(attacker, `experiment-${recordId}`);
    attacker.close();
    await english.reload();
    const differs = english.locator('[data-testid="moment-checkpoint"][data-state="changed"]');
    await differs.waitFor();
    expect(await english.getByTestId("moment-verification").getAttribute("data-state")).toBe("broken");
    expect(await differs.textContent()).toBe(
      `Differs from the signed checkpoint: the event at global position ${at.firstSave} is not the one the checkpoint covered.`,
    );
    await screenshot(english, "audit-moment-broken-en");
    await english.close();
  });

  it("shows a realistic record's history in words on the trail, the trace and the record at a moment, in Chinese and English", async () => {
    const me = async (token: string) => (await app.api("GET", "/auth/me", token)).id as string;
    const rich = await makeRealisticRecord(
      app,
      { token: ownerToken, id: await me(ownerToken), password: owner.password },
      { token: plainToken, id: await me(plainToken), password: plain.password },
      "Grignard 反应",
    );
    await app.api("PUT", "/me/settings", ownerToken, { language: "zh-CN" });
    await app.api("PUT", "/me/settings", app.adminToken, { language: "zh-CN" });

    // The team audit trail, narrowed to the record.
    const trail = await signedInPage(app, ADMIN, "/team/auditTrail");
    await trail.getByTestId("audit-table").waitFor();
    await searched(trail, async () => {
      await pickRecord(trail, "audit-filter-record", rich.number);
    });
    const trailText = await expectReadablePage(trail, "audit-table", "audit trail (zh-CN)");
    for (const words of ["删除模块“光谱”（附件）", "第 1 行（乙醇）", "第 2 行（丙酮）", "CAS 号：64-17-5", "物料 › 用量"])
      expect(trailText).toContain(words);
    expect(await trail.locator('[data-testid="audit-row-change"] [data-rich="true"] b').first().textContent()).toBe("注意：");
    await screenshot(trail, "audit-trail-readable-zh-CN");

    // The record's trace and the record at its latest moment: header fields in words, grid columns by label, rich text rendered.
    await trail.goto(`${app.url}/recordPreview/${rich.id}`);
    await trail.getByTestId("moment-details").waitFor();
    await trail.getByTestId("moment-trace-row").first().waitFor();
    const moment = await expectReadablePage(trail, "record-moment-page", "record at a moment (zh-CN)");
    expect(await trail.getByTestId("moment-detail-participants").textContent()).toBe(`${plain.account} 测试`);
    expect(await trail.getByTestId("moment-detail-conclusion").textContent()).toBe("成功");
    expect(await trail.getByTestId("moment-detail-roomTemperature").textContent()).toBe("22 ℃");
    expect(await trail.getByTestId("moment-column").allTextContents()).toEqual(["名称", "CAS 号", "批号", "用量", "单位"]);
    expect(moment).toContain("富文本");
    expect(await trail.locator('[data-testid="moment-field-html"] i').textContent()).toBe("补充");
    await screenshot(trail, "audit-moment-readable-zh-CN");
    await trail.close();

    await app.api("PUT", "/me/settings", app.adminToken, { language: "en" });
    const english = await signedInPage(app, ADMIN, `/team/auditTrace?record=${rich.id}`);
    await english.getByTestId("moment-trace-row").first().waitFor();
    const trace = await expectReadablePage(english, "moment-trace", "record trace (en)");
    expect(trace).toContain("Module “光谱” (Attachments) deleted");
    expect(trace).toContain("Rich text");
    await english.goto(`${app.url}/team/auditTrail`);
    await english.getByTestId("audit-table").waitFor();
    await english.locator('[data-testid="audit-row"][data-event="ModuleGrantChanged"]').first().waitFor();
    const englishTrail = await expectReadablePage(english, "audit-table", "audit trail (en)");
    expect(englishTrail).toContain(`${plain.account} 测试: read and write`);
    await english.goto(`${app.url}/recordPreview/${rich.id}`);
    await english.getByTestId("moment-details").waitFor();
    await expectReadablePage(english, "record-moment-page", "record at a moment (en)");
    expect(await english.getByTestId("moment-column").allTextContents()).toEqual([
      "Name",
      "CAS No.",
      "Batch No.",
      "Amount",
      "Unit",
    ]);
    await screenshot(english, "audit-moment-readable-en");
    await english.close();
  });
});
