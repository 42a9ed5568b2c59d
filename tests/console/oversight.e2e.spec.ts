import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import {
  type Account,
  type ConsoleUnderTest,
  consoleForSuite,
  describeInChromium,
  loginInBrowser,
  newPage,
  patience,
  settled,
} from "./harness";

const WORDS = {
  "zh-CN": { recordView: "记录查看", refused: "您没有查看该成员实验的权限", draft: "编辑中", history: "创建了任务" },
  en: {
    recordView: "Record view",
    refused: "You have no permission to view this member's experiments",
    draft: "Editing",
    history: "created the task",
  },
} as const;

/**
 * Issue 18, a manager's oversight in Chromium, in Chinese and in English: a department header
 * filters the records of their department and opens one member's records; a member works through
 * the task pages of their project and starts a record in their task.
 */
describeInChromium("a manager's record view and the task pages in Chromium (issue 18)", () => {
  let app: ConsoleUnderTest;
  consoleForSuite((started) => {
    app = started;
  });
  const who: Record<string, Account & { token: string; id: string }> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const department = async (name: string) =>
      (await app.api("POST", "/departments", app.adminToken, { name, parentId: "root" })).departmentId as string;
    ids.chem = await department("合成化学部");
    ids.bio = await department("生物部");
    for (const [account, departmentId] of [
      ["ov.head", ids.chem],
      ["ov.chen", ids.chem],
      ["ov.bai", ids.bio],
    ] as const) {
      const member = await app.createMember(account, departmentId);
      const token = await app.login(member.account, member.password);
      await app.releaseNotesSeen(token);
      const me = await app.api("GET", "/auth/me", token);
      who[account] = { ...member, token, id: me.id as string };
    }
    const { position } = await app.api("PATCH", `/members/${who["ov.head"]!.id}`, app.adminToken, { isDepartmentHeader: true });
    await app.caughtUp(position as number);
    const chen = who["ov.chen"]!;
    const project = await app.api("POST", "/projects", chen.token, { name: "催化剂筛选" });
    ids.project = project.id as string;
    ids.task = (await app.api("POST", `/projects/${ids.project}/tasks`, chen.token, { name: "配体筛选", assigneeIds: [chen.id] }))
      .id as string;
    const book = await app.api("POST", "/notebooks", chen.token, { name: "筛选记录", projectId: ids.project });
    ids.book = book.id as string;
    const inTask = await app.api("POST", "/experiments", chen.token, {
      notebookId: ids.book,
      title: "钯催化偶联",
      projectId: ids.project,
      taskId: ids.task,
    });
    ids.inTask = inTask.number as string;
    ids.alone = (await app.newRecord(chen.token, { book: "个人记录", title: "溶剂对比" })).number;
    const bai = await app.newRecord(who["ov.bai"]!.token, { book: "生物记录", title: "质粒扩增" });
    await app.caughtUp(bai.position);
  }, patience(120_000));

  const openAs = async (account: string, path: string, language: "zh-CN" | "en"): Promise<Page> => {
    const member = who[account]!;
    await app.api("PUT", "/me/settings", member.token, { language });
    const page = await newPage(app, { height: 1200 });
    await page.goto(`${app.url}${path}`);
    await loginInBrowser(page, member.account, member.password);
    return page;
  };
  const rowsOf = async (page: Page, list: string) => {
    await page.getByTestId(list).locator('[data-testid^="overseen-row-"]').first().waitFor();
    return page.getByTestId(list).locator('[data-testid="record-title"]').allTextContents();
  };

  for (const language of ["zh-CN", "en"] as const) {
    const words = WORDS[language];

    it(`${language}: a department header sees the department's records, filters them, and opens a member's records`, async () => {
      const page = await openAs("ov.head", "/team/recordView", language);
      await page.getByTestId("record-view-page").waitFor();
      expect(await page.getByTestId("page-title").textContent()).toBe(words.recordView);
      // Records made in the task by an earlier run of this suite are the department's too.
      const seen = await rowsOf(page, "record-view-list");
      expect(seen).toEqual(expect.arrayContaining(["溶剂对比", "钯催化偶联"]));
      expect(seen).not.toContain("质粒扩增");
      const total = await page.getByTestId("record-view-list").getAttribute("data-total");
      await expect.poll(() => page.getByTestId("status-count-draft").getAttribute("data-count")).toBe(total);
      expect(await page.getByTestId("status-count-draft").textContent()).toContain(words.draft);

      await page.getByTestId("oversight-filter-projectId").locator("..").click();
      await page.getByTestId(`oversight-option-projectId-${ids.project}`).click();
      await expect.poll(async () => (await rowsOf(page, "record-view-list")).includes("溶剂对比")).toBe(false);
      expect(await rowsOf(page, "record-view-list")).toContain("钯催化偶联");

      await page.getByTestId("member-summary").getByTestId("member-records-link").filter({ hasText: "ov.chen" }).click();
      await page.getByTestId("member-record-page").waitFor();
      await expect.poll(() => page.getByTestId("member-heading").textContent()).toContain("合成化学部");
      expect(await page.getByTestId("member-heading").textContent()).toContain("ov.chen 测试");
      expect(await rowsOf(page, "member-record-list")).toEqual(expect.arrayContaining(["溶剂对比", "钯催化偶联"]));
      await page.getByTestId(`overseen-row-${ids.alone}`).click();
      await page.waitForURL((url) => url.pathname.startsWith("/previewRecord/"));
      await settled(page);
      await page.close();
    });

    it(`${language}: an ordinary member is refused another member's records, in their language`, async () => {
      const page = await openAs("ov.bai", `/team/member/record/${who["ov.chen"]!.id}`, language);
      const refusal = page.getByTestId("member-records-refused");
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe(words.refused);
      await page.close();
    });

    it(`${language}: a member goes from my tasks to the task, its team, its records and history, and starts a record in it`, async () => {
      const page = await openAs("ov.chen", "/team/myTask", language);
      await page.getByTestId("my-task-list").getByTestId("task-name-cell").filter({ hasText: "配体筛选" }).click();
      await page.getByTestId("my-task-detail-page").waitFor();
      await page.getByTestId("task-heading").filter({ hasText: "配体筛选" }).waitFor();
      expect(await rowsOf(page, "my-task-record-list")).toContain("钯催化偶联");

      await page.getByTestId("task-project-link").click();
      await page.getByTestId("all-task-page").waitFor();
      const row = page.getByTestId("all-task-row-配体筛选");
      await row.waitFor();
      const counts = await app.api("GET", `/tasks/${ids.task}/overview`, who["ov.chen"]!.token);
      const total = (counts.records as { total: number }).total;
      expect(await row.getByTestId("task-record-counts").textContent()).toContain(String(total));
      expect(await row.getByTestId("task-progress").textContent()).toMatch(/0\s?%/);

      await row.getByTestId("task-team-link").click();
      await page.getByTestId("task-page").waitFor();
      await page.getByTestId("task-member-ov.chen 测试").waitFor();

      await page.getByTestId("task-summary").getByTestId("task-detail-link").click();
      await page.getByTestId("task-detail-page").waitFor();
      expect(await rowsOf(page, "task-record-list")).toContain("钯催化偶联");
      await page.getByTestId("task-history-entry").first().waitFor();
      expect(await page.getByTestId("task-history").textContent()).toContain(words.history);

      await page.goto(`${app.url}/team/myTask/${ids.project}/${ids.task}`);
      await page.getByTestId("new-record-in-task-button").click();
      const dialog = page.getByTestId("new-record-in-task");
      await dialog.getByTestId("new-record-title").fill(`任务中的新记录 ${language}`);
      await dialog.getByTestId("submit-modal-submit").click();
      await page.waitForURL((url) => url.pathname.startsWith("/editRecord/"));
      const recordId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      const made = await app.api("GET", `/experiments/${recordId}`, who["ov.chen"]!.token);
      expect(made).toMatchObject({ projectId: ids.project, taskId: ids.task, title: `任务中的新记录 ${language}` });
      await page.close();
    });
  }
});
