import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  ADMIN,
  type ConsoleUnderTest,
  describeInChromium,
  patience,
  screenshot,
  settled,
  signedInPage,
  startConsole,
} from "./harness";

type Row = Record<string, unknown>;

describeInChromium("projects, tasks, record books and record lists in Chromium (spec §2, §4–§6, §8–§9)", () => {
  let app: ConsoleUnderTest;
  let reader: { account: string; password: string };
  let worker: { account: string; password: string };
  let readerId: string;
  let workerId: string;

  beforeAll(async () => {
    app = await startConsole();
    reader = await app.createMember("proj.reader", "root");
    worker = await app.createMember("task.worker", "root");
    await app.releaseNotesSeen(app.adminToken);
    for (const who of [reader, worker]) await app.releaseNotesSeen(await app.login(who.account, who.password));
    const me = async (who: { account: string; password: string }) =>
      (await app.json(await app.call("GET", "/api/auth/me", { token: await app.login(who.account, who.password) }))).id as string;
    readerId = await me(reader);
    workerId = await me(worker);
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  /** A list call as the administrator, once the read model has caught up with `position`. */
  const list = async (path: string, position?: number, token = app.adminToken) => {
    const separator = path.includes("?") ? "&" : "?";
    const res = await app.call("GET", `${path}${position ? `${separator}position=${position}` : ""}`, { token });
    const body = (await res.json()) as { code: number; rows: Row[]; total: number };
    expect(body.code).toBe(100);
    return body;
  };
  const post = async (path: string, json: unknown, token = app.adminToken) =>
    app.json(await app.call("POST", path, { token, json })) as Promise<{ id: string; number: string; position: number }>;

  const submitModal = async (page: Page) => {
    await page.getByTestId("submit-modal-submit").click();
    await expect.poll(() => page.getByTestId("submit-modal-submit").getAttribute("data-state")).toBe("success");
  };

  it("/project: creates a project and a task in it, then a paused project offers no new task (spec §4)", async () => {
    const page = await signedInPage(app, ADMIN, "/project");
    await page.getByTestId("project-page").waitFor();
    await page.getByTestId("create-project").click();
    await page.getByTestId("project-name").fill("Suzuki coupling scale-up");
    await screenshot(page, "projects-create-project-dialog");
    await submitModal(page);
    await page.getByTestId("create-project-dialog").waitFor({ state: "detached" });
    const findProject = async () =>
      (await list("/api/projects?keyword=Suzuki")).rows.find((p) => p.name === "Suzuki coupling scale-up");
    await expect.poll(findProject).toBeDefined();
    const project = await findProject();
    expect(project).toMatchObject({ status: "Waiting", personal: false });
    await page.getByTestId(`project-row-${project!.number}`).click();
    await page.getByTestId("project-detail").waitFor();

    await page.getByTestId("create-task").click();
    await page.getByTestId("task-name").fill("Weigh the boronic acid");
    await page.getByTestId("task-due-date").fill("2099-12-31");
    await submitModal(page);
    await expect.poll(() => page.getByTestId("project-tasks").textContent()).toContain("Weigh the boronic acid");
    await expect
      .poll(async () => (await list("/api/tasks/mine")).rows.find((t) => t.name === "Weigh the boronic acid"))
      .toMatchObject({
        projectId: project!.id,
        dueDate: "2099-12-31",
      });
    await screenshot(page, "projects-project-detail");
    // A task someone else made in the project is listed too.
    await app.json(
      await app.call("PUT", `/api/projects/${project!.id}/members/${workerId}`, {
        token: app.adminToken,
        json: { access: "write" },
      }),
    );
    const theirs = await post(
      `/api/projects/${project!.id}/tasks`,
      { name: "Prepare the catalyst" },
      await app.login(worker.account, worker.password),
    );
    await app.caughtUp(theirs.position);
    await page.reload();
    await page.getByTestId(`project-row-${project!.number}`).click();
    await expect.poll(() => page.getByTestId("project-tasks").textContent()).toContain("Prepare the catalyst");
    expect(await page.getByTestId("project-tasks").textContent()).toContain("Weigh the boronic acid");

    await page.getByTestId("project-move-Doing").click();
    await expect.poll(() => page.getByTestId("project-detail").getAttribute("data-status")).toBe("Doing");
    // Paused by someone else while the dialog is open: the server refuses and its message is shown.
    await page.getByTestId("create-task").click();
    await page.getByTestId("task-name").fill("Too late for this");
    await app.json(
      await app.call("PATCH", `/api/projects/${project!.id}`, { token: app.adminToken, json: { status: "Changing" } }),
    );
    await page.getByTestId("submit-modal-submit").click();
    await expect.poll(() => page.getByTestId("toast").last().textContent()).toContain("只有预研或在研的项目可以新建实验和任务");
    expect(await page.getByTestId("submit-modal-submit").getAttribute("data-state")).toBe("failed");
    await screenshot(page, "projects-task-refused");
    await page.getByRole("button", { name: "取消" }).click();
    expect((await list(`/api/projects/${project!.id}/tasks`)).rows.map((t) => t.name)).not.toContain("Too late for this");
    await page.reload();
    await page.getByTestId(`project-row-${project!.number}`).click();
    await expect.poll(() => page.getByTestId("project-detail").getAttribute("data-status")).toBe("Changing");
    await page.getByTestId("project-move-Pause").click();
    await expect.poll(() => page.getByTestId("project-detail").getAttribute("data-status")).toBe("Pause");
    await page.getByTestId("project-closed-note").waitFor();
    expect(await page.getByTestId("create-task").count()).toBe(0);
    expect(await page.getByTestId("project-new-record").count()).toBe(0);
    const paused = await app.json(await app.call("GET", `/api/projects/${project!.id}`, { token: app.adminToken }));
    expect(paused.status).toBe("Pause");
    await screenshot(page, "projects-paused-project");

    const filterBy = async (label: string) => {
      await page.getByRole("combobox", { name: "状态" }).click();
      await page.getByRole("option", { name: label, exact: true }).click();
    };
    await filterBy("暂停");
    await expect
      .poll(() => page.getByTestId("project-list").getAttribute("data-total"))
      .toBe(String((await list("/api/projects?status=Pause")).total));
    expect(await page.getByTestId("project-list").textContent()).toContain("Suzuki coupling scale-up");
    await filterBy("在研");
    await expect.poll(() => page.getByTestId("project-list").textContent()).not.toContain("Suzuki coupling scale-up");
    await page.close();
  });

  it("a project name over 200 characters is refused with a localised message and nothing is created (spec §5)", async () => {
    const before = (await list("/api/projects")).total;
    const page = await signedInPage(app, ADMIN, "/project");
    await page.getByTestId("create-project").click();
    await page.getByTestId("project-name").fill("项".repeat(201));
    await expect.poll(() => page.getByTestId("project-name-help").textContent()).toBe("名称最多 200 个字符");
    await page.getByTestId("submit-modal-submit").click();
    await expect.poll(() => page.getByTestId("submit-modal-submit").getAttribute("data-state")).toBe("failed");
    await screenshot(page, "projects-name-too-long");
    await settled(page);
    expect((await list("/api/projects")).total).toBe(before);
    await page.getByRole("button", { name: "取消" }).click();
    await page.getByTestId("project-search").fill("no such project name");
    await page.getByTestId("project-search").press("Enter");
    await expect.poll(() => page.getByTestId("project-list").getAttribute("data-total")).toBe("0");
    await page.getByTestId("project-search").fill("Suzuki");
    await page.getByTestId("project-search").press("Enter");
    await expect.poll(() => page.getByTestId("project-list").getAttribute("data-total")).toBe("1");
    await page.close();
  });

  it("/record: creates a record book and says 'created successfully' (spec §8), name ≤ 100 checked", async () => {
    const page = await signedInPage(app, ADMIN, "/record?create=book");
    await page.getByTestId("create-book-dialog").waitFor();
    await page.getByTestId("book-name").fill("本".repeat(101));
    await expect.poll(() => page.getByTestId("book-name-help").textContent()).toBe("名称最多 100 个字符");
    await page.getByTestId("book-name").fill("合成记录本 A");
    await submitModal(page);
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("记录本创建成功");
    await screenshot(page, "projects-book-created");
    await expect.poll(async () => (await list("/api/notebooks")).rows.filter((b) => b.name === "合成记录本 A")).toHaveLength(1);
    const books = await list("/api/notebooks");
    expect(books.rows.some((b) => String(b.name).startsWith("本本"))).toBe(false);
    await expect.poll(() => page.getByTestId("book-list").textContent()).toContain("合成记录本 A");
    await page.getByTestId("create-book-dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("create")).toBeNull();
    await page.close();
  });

  it("a record made through the API is listed with number, title and time, and opens /editRecord/{id}", async () => {
    const book = await post("/api/notebooks", { name: "Listing book" });
    const record = await post("/api/experiments", { notebookId: book.id, title: "Grignard test run" });
    await app.caughtUp(record.position);
    const page = await signedInPage(app, ADMIN, "/record");
    const row = page.getByTestId(`record-row-${record.number}`);
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(record.number);
    expect(text).toContain("Grignard test run");
    expect(text).toContain("编辑中");
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, "projects-record-list");

    await page.getByTestId(`record-clone-${record.id}`).click();
    await page.waitForURL((url) => url.pathname === `/cloneRecord/${record.id}/${book.id}`);
    await page.goBack();
    await page.getByTestId(`record-preview-${record.id}`).click();
    await page.waitForURL((url) => url.pathname === `/previewRecord/${record.id}`);
    await page.goBack();
    await page.getByTestId(`book-new-record-${book.id}`).click();
    await page.waitForURL((url) => url.pathname === `/newRecord/0/${book.id}`);
    await page.goBack();
    // A record made just now is not overdue (the delayed-submission reminder counts whole days).
    await page.getByTestId("record-overdue-switch").click();
    await page.waitForURL((url) => url.pathname === "/record/overdue");
    await page.getByTestId("record-overdue-page").waitFor();
    await expect.poll(() => page.getByTestId("record-list").getAttribute("data-total")).toBe("0");
    await page.getByTestId("record-overdue-switch").click();
    await page.waitForURL((url) => url.pathname === "/record");
    await row.click();
    await page.waitForURL((url) => url.pathname === `/editRecord/${record.id}`);
    await page.close();
  });

  it("choosing a record book on /record narrows the record list to that book", async () => {
    const first = await post("/api/notebooks", { name: "Filter book one" });
    const second = await post("/api/notebooks", { name: "Filter book two" });
    const inFirst = await post("/api/experiments", { notebookId: first.id, title: "Only in book one" });
    const inSecond = await post("/api/experiments", { notebookId: second.id, title: "Only in book two" });
    await app.caughtUp(inSecond.position);
    const page = await signedInPage(app, ADMIN, "/record");
    await page.getByTestId(`record-row-${inSecond.number}`).waitFor();
    await page.getByTestId(`book-row-${first.number}`).click();
    await page.getByTestId(`record-row-${inSecond.number}`).waitFor({ state: "detached" });
    await page.getByTestId(`record-row-${inFirst.number}`).waitFor();
    expect(await page.getByTestId("record-list").getAttribute("data-total")).toBe("1");
    await screenshot(page, "projects-records-of-a-book");
    await page.close();
  });

  it("record books are paged ten at a time (spec §9 page index 1, size 10)", async () => {
    let last = { position: 0 };
    for (let i = 1; i <= 11; i++) last = await post("/api/notebooks", { name: `Paged book ${String(i).padStart(2, "0")}` });
    await app.caughtUp(last.position);
    const total = (await list("/api/notebooks")).total;
    const page = await signedInPage(app, ADMIN, "/record");
    const rows = page.getByTestId("book-list").locator("tbody tr[data-row-id]");
    await expect.poll(() => rows.count()).toBe(10);
    expect(await page.getByTestId("book-list").getAttribute("data-total")).toBe(String(total));
    await page.getByRole("button", { name: "下一页" }).first().click();
    await expect.poll(() => rows.count()).toBe(total - 10);
    await page.close();
  });

  it("the side menu's 'create record' asks for a book, then opens the blank editor in it", async () => {
    const book = await post("/api/notebooks", { name: "Side menu book" });
    await app.caughtUp(book.position);
    const page = await signedInPage(app, ADMIN, "/record?create=record");
    await page.getByTestId("pick-book-dialog").waitFor();
    await page.getByTestId(`pick-book-${book.id}`).click();
    await page.waitForURL((url) => url.pathname === `/newRecord/0/${book.id}`);
    await page.close();
  });

  it("/team/project: adds a member read-only, who then sees the project but cannot add a task (spec §6)", async () => {
    const project = await post("/api/projects", { name: "Shared chromatography" });
    const personal = await post("/api/projects", { name: "My own notes", personal: true });
    await app.caughtUp(personal.position);
    const page = await signedInPage(app, ADMIN, "/team/project");
    await page.getByTestId("team-project-page").waitFor();
    expect(await page.getByTestId(`project-members-${personal.number}`).isDisabled()).toBe(true);
    await page.getByTestId(`project-members-${project.number}`).click();
    await page.getByTestId("project-members-dialog").waitFor();
    await page.getByTestId("member-add-picker").locator("input").fill("proj.reader");
    await page.getByRole("option", { name: /proj\.reader/ }).click();
    await page.getByTestId("member-add-submit").click();
    await page.getByTestId(`project-member-${readerId}`).waitFor();
    expect(await page.getByTestId(`project-member-${readerId}`).getAttribute("data-access")).toBe("read");
    await screenshot(page, "projects-team-members");

    const seen = await app.json(await app.call("GET", `/api/projects/${project.id}`, { token: app.adminToken }));
    expect(seen.members).toEqual({ [readerId]: "read" });
    const readerToken = await app.login(reader.account, reader.password);
    const asReader = await app.call("GET", `/api/projects/${project.id}`, { token: readerToken });
    expect(asReader.status).toBe(200);
    const task = await app.call("POST", `/api/projects/${project.id}/tasks`, { token: readerToken, json: { name: "Not mine" } });
    expect(task.status).toBe(403);

    await page.getByTestId(`member-remove-${readerId}`).click();
    await page.getByTestId(`project-member-${readerId}`).waitFor({ state: "detached" });
    await expect
      .poll(async () => (await app.json(await app.call("GET", `/api/projects/${project.id}`, { token: app.adminToken }))).members)
      .toEqual({});
    expect((await app.call("GET", `/api/projects/${project.id}`, { token: readerToken })).status).toBe(404);
    await page.getByRole("button", { name: "关闭" }).click();

    await page.getByTestId(`project-edit-${project.number}`).click();
    await page.getByTestId("edit-project-name").fill("Shared chromatography (HPLC)");
    await submitModal(page);
    await expect
      .poll(async () => (await app.json(await app.call("GET", `/api/projects/${project.id}`, { token: app.adminToken }))).name)
      .toBe("Shared chromatography (HPLC)");
    await expect.poll(() => page.getByTestId("team-project-list").textContent()).toContain("Shared chromatography (HPLC)");
    await page.close();
  });

  it("a read-only project member sees the project on /project but is offered no new task, record or status change", async () => {
    const project = await post("/api/projects", { name: "Look but do not touch" });
    const granted = await app.json(
      await app.call("PUT", `/api/projects/${project.id}/members/${readerId}`, {
        token: app.adminToken,
        json: { access: "read" },
      }),
    );
    await app.caughtUp(granted.position as number);
    const page = await signedInPage(app, reader, `/project`);
    await page.getByTestId(`project-row-${project.number}`).click();
    await page.getByTestId("project-detail").waitFor();
    expect(await page.getByTestId("project-detail").getAttribute("data-status")).toBe("Waiting");
    await page.getByTestId("project-records").waitFor();
    expect(await page.getByTestId("create-task").count()).toBe(0);
    expect(await page.getByTestId("project-new-record").count()).toBe(0);
    expect(await page.getByTestId("project-move-Doing").count()).toBe(0);
    await screenshot(page, "projects-read-only-member");
    await page.close();
  });

  it("a trial account opens /project and /record without error toasts (it may not list members)", async () => {
    const trial = await app.createMember("trial.chemist", "1");
    await app.releaseNotesSeen(await app.login(trial.account, trial.password));
    const page = await signedInPage(app, trial, `/project`);
    await expect.poll(() => page.getByTestId("project-list").getAttribute("data-total")).toBe("0");
    await page.goto(`${app.url}/record`);
    await page.getByTestId("record-page").waitFor();
    await expect.poll(() => page.getByTestId("book-list").getAttribute("data-total")).toBe("0");
    await settled(page);
    expect(await page.getByTestId("toast").count()).toBe(0);
    await page.close();
  });

  it("/team/myTask and /project/overdue list a task assigned to the member, the overdue one marked (English)", async () => {
    const project = await post("/api/projects", { name: "Assay week" });
    await post(`/api/projects/${project.id}/tasks`, { name: "Late calibration", assigneeIds: [workerId], dueDate: "2020-01-01" });
    const later = await post(`/api/projects/${project.id}/tasks`, {
      name: "Future assay",
      assigneeIds: [workerId],
      dueDate: "2099-01-01",
    });
    await app.caughtUp(later.position);
    const workerToken = await app.login(worker.account, worker.password);
    await app.json(await app.call("PUT", "/api/me/settings", { token: workerToken, json: { language: "en" } }));

    const page = await signedInPage(app, worker, `/team/myTask`);
    await page.getByTestId("my-task-page").waitFor();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("My tasks");
    const rows = page.getByTestId("my-task-list").locator("tbody tr[data-overdue]");
    const late = page.getByTestId("my-task-list").locator("tr", { hasText: "Late calibration" });
    await late.waitFor();
    expect(await late.getAttribute("data-overdue")).toBe("true");
    expect(await late.getByTestId("overdue-mark").textContent()).toBe("Overdue");
    const future = page.getByTestId("my-task-list").locator("tr", { hasText: "Future assay" });
    expect(await future.getAttribute("data-overdue")).toBe("false");
    expect(await future.getByTestId("overdue-mark").count()).toBe(0);
    await screenshot(page, "projects-my-tasks-en");
    await page.getByTestId("my-task-overdue-switch").click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Late calibration");
    // The assignee moves the late task on: in progress, then finished; it leaves the overdue list.
    const lateId = (await late.getAttribute("data-testid"))?.replace(/^task-row-/, "");
    await page.getByTestId(`task-status-${lateId}`).click();
    await page.getByTestId("task-move-inProgress").click();
    await expect.poll(() => late.locator("[data-status]").getAttribute("data-status")).toBe("inProgress");
    await page.getByTestId(`task-status-${lateId}`).click();
    expect(await page.getByTestId("task-move-finished").textContent()).toBe("Move to Finished");
    await page.getByTestId("task-move-finished").click();
    await expect.poll(() => rows.count()).toBe(0);
    const mine = (await (await app.call("GET", "/api/tasks/mine?overdue=true", { token: workerToken })).json()) as {
      total: number;
    };
    expect(mine.total).toBe(0);

    await page.goto(`${app.url}/project/overdue`);
    await page.getByTestId("project-overdue-page").waitFor();
    await page.getByTestId("overdue-tasks").waitFor();
    expect(await page.getByTestId("overdue-tasks").textContent()).not.toContain("Late calibration");
    expect(await page.getByTestId("overdue-tasks").textContent()).not.toContain("Future assay");
    await screenshot(page, "projects-overdue-en");

    // English validation on the record-book dialog.
    await page.goto(`${app.url}/record`);
    await page.getByTestId("create-book").click();
    await page.getByTestId("book-name").fill("b".repeat(101));
    await expect.poll(() => page.getByTestId("book-name-help").textContent()).toBe("The name can have at most 100 characters");
    await page.close();
  });
});
