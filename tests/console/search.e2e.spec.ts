import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  animationsDone,
  type ConsoleUnderTest,
  describeInChromium,
  patience,
  screenshot,
  settled,
  signedInPage,
  startConsole,
} from "./harness";

/** What a person reads on the page (not the markup, not the address). */
async function pageText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  return page.locator("body").innerText();
}

/** The words a hit shows marked. */
const marks = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator("mark")
    .evaluateAll((els) => els.map((el) => el.textContent ?? ""));

describeInChromium("global search in Chromium: the header box and /globSearch (spec §2, issue 21)", () => {
  let app: ConsoleUnderTest;
  let writer: { account: string; password: string };
  let reader: { account: string; password: string };
  /** Every id the search answers carry: none may reach the page's text. */
  const ids: string[] = [];
  let writerId: string;
  let projectId: string;
  let recordId: string;
  let bookId: string;

  beforeAll(async () => {
    app = await startConsole();
    writer = await app.createMember("search.writer", "root");
    reader = await app.createMember("search.reader", "root");
    const writerToken = await app.login(writer.account, writer.password);
    const readerToken = await app.login(reader.account, reader.password);
    for (const token of [writerToken, readerToken]) await app.releaseNotesSeen(token);
    const idOf = async (token: string) => (await app.api("GET", "/auth/me", token)).id as string;
    writerId = await idOf(writerToken);
    ids.push(writerId, await idOf(readerToken));
    // The writer searches content too (FulltextSearch, from a role of their own); the reader, titles and
    // numbers only: every member's built-in role is left without it.
    await app.api("PUT", "/roles/member", app.adminToken, {
      name: "Member",
      description: "Every member of the organisation",
      permissions: [
        { permissionCode: "ProjectManage", isActive: true },
        { permissionCode: "TemplateDesign", isActive: true },
        { permissionCode: "FulltextSearch", isActive: false },
      ],
      viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
    });
    const role = await app.api("POST", "/roles", app.adminToken, {
      name: "Content searchers",
      description: "Search inside records",
      permissions: [{ permissionCode: "FulltextSearch", isActive: true }],
      viewingLevels: { project: "organisation", task: "own", experiment: "ownInDepartment" },
    });
    await app.api("PUT", `/members/${writerId}/roles`, app.adminToken, { roleIds: [role.roleId] });

    const project = await app.api("POST", "/projects", writerToken, { name: "酯化工艺开发", description: "放大前的工艺研究" });
    const book = await app.api("POST", "/notebooks", writerToken, { name: "合成路线研究", projectId: project.id });
    const record = await app.api("POST", "/experiments", writerToken, { notebookId: book.id, title: "Suzuki 偶联 批次 7" });
    recordId = record.id as string;
    bookId = book.id as string;
    projectId = project.id as string;
    ids.push(projectId, bookId, recordId);
    const steps = await app.api("POST", `/experiments/${recordId}/modules`, writerToken, { type: "editor", title: "实验步骤" });
    ids.push(steps.moduleId as string);
    await app.api("PUT", `/experiments/${recordId}/modules/${steps.moduleId}`, writerToken, {
      data: { fields: { html: "<p>按<b>合成路线</b>制备中间体，收率 82%。</p>" } },
      lastCacheTime: 0,
    });

    // The reader writes in English and reads the console in English.
    await app.api("PUT", "/me/settings", readerToken, { language: "en" });
    const own = await app.newRecord(readerToken, {
      book: "Solutions",
      title: "Phosphate buffer pH 7",
      modules: [{ type: "textarea", title: "Method" }],
    });
    ids.push(own.id, own.bookId, ...own.modules.map((m) => m.moduleId));
    await app.api("PUT", `/experiments/${own.id}/modules/${own.modules[0]!.moduleId}`, readerToken, {
      data: { fields: { value: "Dissolve the salts in deionised water" } },
      lastCacheTime: 0,
    });
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("a Chinese phrase typed in the header box and Enter: the record with the phrase marked in its module, and the book", async () => {
    const page = await signedInPage(app, writer, "/");
    await page.getByTestId("global-search").fill("合成路线");
    await page.getByTestId("global-search").press("Enter");
    await page.waitForURL((url) => url.pathname === "/globSearch" && url.searchParams.get("key") === "合成路线");
    const record = page.locator('[data-testid="search-hit"][data-type="record"]');
    await record.waitFor();
    expect(await page.getByTestId("search-total").textContent()).toBe("找到 2 条结果");
    // Found in the module "实验步骤": its title is the snippet's label, the phrase is marked.
    expect(await record.getByTestId("search-hit-snippet-label").textContent()).toBe("实验步骤：");
    expect(await record.getByTestId("search-hit-snippet").textContent()).toBe("实验步骤：按合成路线制备中间体，收率 82%。");
    expect(await record.locator("mark").allTextContents()).toEqual(["合成路线"]);
    const recordText = (await record.textContent()) ?? "";
    for (const words of ["实验记录", "Suzuki 偶联 批次 7", "草稿", "search.writer 测试", "酯化工艺开发"])
      expect(recordText).toContain(words);
    // The book's own title holds the phrase: marked there.
    const book = page.locator('[data-testid="search-hit"][data-type="notebook"]');
    expect(await book.getByTestId("search-hit-type").textContent()).toBe("记录本");
    expect(await book.getByTestId("search-hit-title").locator("mark").allTextContents()).toEqual(["合成路线"]);
    // Content was searched: no notice; the header box and the page's field show the words.
    expect(await page.getByTestId("search-fulltext-off").count()).toBe(0);
    expect(await page.getByTestId("global-search").inputValue()).toBe("合成路线");
    expect(await page.getByTestId("search-field").inputValue()).toBe("合成路线");
    const text = await pageText(page);
    for (const id of ids) expect(text, id).not.toContain(id);
    expect(text).not.toMatch(/[{}<>]/);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "search-zh");

    // A filter is kept in the address, and the back button undoes it.
    await page.getByTestId("search-filter-type").locator("select").selectOption("record");
    await page.waitForURL((url) => url.searchParams.get("type") === "record");
    await expect.poll(() => page.getByTestId("search-hit").count()).toBe(1);
    expect(await page.getByTestId("search-total").textContent()).toBe("找到 1 条结果");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("type"));
    await expect.poll(() => page.getByTestId("search-hit").count()).toBe(2);

    // The book leads to the records list narrowed to it; the record to its editor.
    await book.getByTestId("search-hit-title").click();
    await page.waitForURL((url) => url.pathname === "/record" && url.searchParams.get("notebookId") === bookId);
    await expect.poll(() => page.getByTestId("record-filter-notebookId").inputValue()).toBe(bookId);
    await page.goBack();
    await record.getByTestId("search-hit-title").click();
    await page.waitForURL((url) => url.pathname === `/editRecord/${recordId}`);
    await page.close();
  });

  it("a project hit shows its status in words and opens the project in the experiment centre", async () => {
    const page = await signedInPage(app, writer, "/globSearch?key=%E9%85%AF%E5%8C%96&type=project");
    const hit = page.locator('[data-testid="search-hit"][data-type="project"]');
    await hit.waitFor();
    expect(await page.getByTestId("search-filter-type").locator("select").inputValue()).toBe("project");
    // A record status narrows to records: not offered while projects are searched.
    expect(await page.getByTestId("search-filter-status").count()).toBe(0);
    expect(await hit.getByTestId("search-hit-type").textContent()).toBe("项目");
    expect(await hit.getByTestId("search-hit-status").textContent()).toBe("预研");
    expect(await hit.locator("mark").allTextContents()).toEqual(["酯化"]);
    await hit.getByTestId("search-hit-title").click();
    await page.waitForURL((url) => url.pathname === "/project" && url.searchParams.get("projectId") === projectId);
    await page.getByTestId("project-detail").waitFor();
    expect(await page.getByTestId("project-detail").textContent()).toContain("酯化工艺开发");
    await page.close();
  });

  it("empty words do nothing; the icon searches too", async () => {
    const page = await signedInPage(app, writer, "/project");
    await page.getByTestId("project-page").waitFor();
    await page.getByTestId("global-search").fill("   ");
    await page.getByTestId("global-search").press("Enter");
    await page.getByTestId("global-search-go").click();
    await settled(page);
    expect(new URL(page.url()).pathname).toBe("/project");
    await page.getByTestId("global-search").fill("Suzuki");
    await page.getByTestId("global-search-go").click();
    await page.waitForURL((url) => url.searchParams.get("key") === "Suzuki");
    await page.getByTestId("search-hit").first().waitFor();
    expect(await marks(page, "search-hit-title")).toEqual(["Suzuki"]);

    // A member may narrow by owner: members are found by name as one types (GET /api/members), kept by id in the address.
    await page.getByTestId("search-filter-owner").fill("search.wri");
    await page.getByRole("option", { name: "search.writer 测试 (search.writer)" }).click();
    await page.waitForURL((url) => url.searchParams.get("ownerId") === writerId);
    await expect.poll(() => page.getByTestId("search-filter-owner").inputValue()).toBe("search.writer 测试 (search.writer)");
    await expect.poll(() => page.getByTestId("search-hit").count()).toBe(1);
    for (const id of ids) expect(await pageText(page), id).not.toContain(id);
    // A narrow window: the filters wrap under the field, the header keeps its box.
    await page.setViewportSize({ width: 900, height: 900 });
    await page.getByTestId("top-menu-more").waitFor();
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "search-zh-narrow");
    await page.close();
  });

  it("in English, without Full-text search: a word in a title is found and marked, the content was not searched, and says so", async () => {
    const page = await signedInPage(app, reader, "/globSearch?key=buffer");
    await page.getByTestId("search-hit").waitFor();
    expect(await page.getByTestId("search-total").textContent()).toBe("1 result");
    expect(await page.getByTestId("search-fulltext-off").textContent()).toBe(
      "Titles and numbers only: searching content needs the Full-text search permission",
    );
    const hit = page.getByTestId("search-hit");
    expect(await hit.getByTestId("search-hit-type").textContent()).toBe("Record");
    expect(await hit.getByTestId("search-hit-title").textContent()).toBe("Phosphate buffer pH 7");
    expect(await hit.locator("mark").allTextContents()).toEqual(["buffer"]);
    expect(await hit.getByTestId("search-hit-status").textContent()).toBe("Draft");
    expect(await hit.getByTestId("search-hit-facts").textContent()).toMatch(
      /^Owner: search\.reader 测试 · Updated [A-Z][a-z]{2} \d+, \d{4}/,
    );
    expect(await page.getByTestId("global-search").getAttribute("aria-label")).toBe("Global search");
    const text = await pageText(page);
    for (const id of ids) expect(text, id).not.toContain(id);
    await settled(page);
    await animationsDone(page);
    await screenshot(page, "search-en");

    // A word only the content holds: nothing, said kindly, with the reason beside it.
    await page.getByTestId("search-field").fill("deionised");
    await page.getByTestId("search-field").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("key") === "deionised");
    await page.getByTestId("search-empty").waitFor();
    expect(await page.getByTestId("search-empty").textContent()).toContain("Nothing found for “deionised”");
    expect(await page.getByTestId("search-fulltext-off").count()).toBe(1);
    await settled(page);
    await screenshot(page, "search-en-empty");
    await page.close();
  });

  it("days that hold nothing answer kindly; a search the server refuses shows its message once, in the reader's language", async () => {
    // Nothing changed both after February and before January: an empty answer, not an error.
    const page = await signedInPage(app, reader, "/globSearch?key=buffer&from=2026-02-01&to=2026-01-01");
    await page.getByTestId("search-empty").waitFor();
    expect(await page.getByTestId("search-filter-from").inputValue()).toBe("2026-02-01");
    // An address naming a project id longer than any id: the server refuses it, and says why in English.
    await page.goto(`${app.url}/globSearch?key=buffer&projectId=${"x".repeat(65)}`);
    await page.getByTestId("search-error").waitFor();
    const message = (await page.getByTestId("search-error").textContent()) ?? "";
    expect(message).toMatch(/^The search failed: [A-Z]/);
    expect(message).not.toMatch(/[\u4e00-\u9fff]|\b[a-z]+\.[a-zA-Z]+\b/);
    await settled(page);
    expect(await page.locator('[role="alert"]').count()).toBe(1);
    expect(await page.getByTestId("toast").count()).toBe(0);
    await screenshot(page, "search-en-refused");
    await page.close();
  });
});
