import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Account, type ConsoleUnderTest, describeInChromium, screenshot, signedInPage, startConsole } from "./harness";

type Language = "zh-CN" | "en";

/**
 * Comments with @mentions in Chromium (issue 18), in Chinese and in English: the owner comments
 * on a module of their record and @mentions a colleague picked by name; the colleague finds the
 * message in words on the team home, follows it and the record opens at the comment.
 */
describeInChromium("comments on a record's module with an @mention, in Chromium (zh-CN, en)", () => {
  let app: ConsoleUnderTest;
  const accounts: Record<string, Account> = {};
  const token: Record<string, string> = {};

  beforeAll(async () => {
    app = await startConsole();
    for (const who of ["chen", "wang"]) {
      accounts[who] = await app.createMember(`mc.${who}`, "root");
      token[who] = await app.login(accounts[who]!.account, accounts[who]!.password);
      await app.releaseNotesSeen(token[who]!);
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** chen's record with one module, wang taking part in it; both read the console in `language`. */
  async function recordIn(language: Language, title: string, moduleTitle: string) {
    for (const who of ["chen", "wang"]) await app.api("PUT", "/me/settings", token[who]!, { language });
    const made = await app.newRecord(token.chen!, {
      book: `${title} book`,
      title,
      modules: [{ type: "input", title: moduleTitle }],
    });
    const wangId = (await app.api("GET", "/auth/me", token.wang!)).id as string;
    await app.api("PATCH", `/experiments/${made.id}`, token.chen!, { participants: [wangId] });
    const record = await app.api("GET", `/experiments/${made.id}`, token.chen!);
    return {
      id: made.id as string,
      number: record.number as string,
      moduleId: (record.modules as Array<{ moduleId: string }>)[0]!.moduleId,
    };
  }

  /** chen writes a comment on the module, picking wang from the @ picker by name. */
  async function commentWithMention(page: Page, moduleId: string, before: string) {
    const card = page.getByTestId(`module-${moduleId}`);
    await card.getByTestId("module-comments").click();
    const drawer = page.getByTestId("comments-drawer");
    await drawer.getByTestId("comments-none").waitFor();
    const text = drawer.getByTestId("comment-composer").getByTestId("comment-text");
    await text.fill(`${before} @mc.wa`);
    await drawer.getByTestId("mention-option").filter({ hasText: "mc.wang 测试" }).click();
    await expect.poll(() => text.inputValue()).toBe(`${before} @mc.wang 测试 `);
    await drawer.getByTestId("comment-composer").getByTestId("comment-send").click();
    const shown = drawer.getByTestId("comment");
    await shown.waitFor();
    expect(await shown.getByTestId("comment-text-shown").textContent()).toBe(`${before} @mc.wang 测试`);
    expect(await shown.getByTestId("comment-author").textContent()).toBe("mc.chen 测试");
    return shown;
  }

  it("中文：在模块上评论并 @ 同事，同事在团队首页看到消息，点开后记录打开在该评论处", async () => {
    const record = await recordIn("zh-CN", "稳定性 40 ℃", "含量");
    const page = await signedInPage(app, accounts.chen!, `/editRecord/${record.id}`);
    await page.getByTestId("record-editor").waitFor();
    expect(await page.getByTestId(`module-${record.moduleId}`).getByTestId("module-comments").textContent()).toBe("评论（0）");
    await commentWithMention(page, record.moduleId, "请复核含量");
    expect(await page.getByTestId("comments-title").textContent()).toBe("“含量”的评论");
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByTestId(`module-${record.moduleId}`).getByTestId("module-comments").textContent())
      .toBe("评论（1）");
    await screenshot(page, "record-comments-zh");
    // Time travel: the record now shows the comment; just before it was written, none.
    await page.goto(`${app.url}/recordPreview/${record.id}`);
    const then = page.getByTestId("moment-comment");
    await then.waitFor();
    expect(await then.textContent()).toMatch(/^mc\.chen 测试 · .+ · 评论“含量” — 请复核含量 @mc\.wang 测试$/);
    const trace = (await (
      await app.call("GET", `/api/experiments/${record.id}/trace?pageSize=50`, { token: token.chen! })
    ).json()) as { rows: Array<{ position: number; fieldName: string | null }> };
    const commentedAt = trace.rows.find((r) => r.fieldName === "comment")!.position;
    await page.goto(`${app.url}/recordPreview/${record.id}?position=${commentedAt - 1}`);
    await expect.poll(() => page.getByTestId("moment-comments").textContent()).toContain("当时没有评论");
    await page.close();

    const reader = await signedInPage(app, accounts.wang!, "/team");
    const message = reader.getByTestId("message-commentMentioned");
    await message.waitFor();
    expect(await message.getByRole("link").textContent()).toBe(
      `mc.chen 测试 在记录 ${record.number}「稳定性 40 ℃」的模块「含量」的评论中提及了您`,
    );
    await message.getByRole("link").click();
    await reader.waitForURL((url) => url.pathname === `/previewRecord/${record.id}` && url.searchParams.has("comment"));
    const opened = reader.getByTestId("comments-drawer").getByTestId("comment");
    await opened.waitFor();
    expect(await reader.getByTestId("comments-title").textContent()).toBe("“含量”的评论");
    expect(await opened.getByTestId("comment-text-shown").textContent()).toBe("请复核含量 @mc.wang 测试");
    expect(await opened.isVisible()).toBe(true);
    await reader.close();
  });

  it("English: a comment with an @mention on a module; the mentioned member's message opens the record at the comment", async () => {
    const record = await recordIn("en", "Stability at 25 ℃", "Assay");
    const page = await signedInPage(app, accounts.chen!, `/previewRecord/${record.id}`);
    await page.getByTestId("record-preview-page").waitFor();
    await commentWithMention(page, record.moduleId, "Please check the assay");
    expect(await page.getByTestId("comments-title").textContent()).toBe("Comments on “Assay”");
    await screenshot(page, "record-comments-en");
    await page.close();

    const reader = await signedInPage(app, accounts.wang!, `/previewRecord/${record.id}`);
    await reader.getByTestId("record-preview-page").waitFor();
    // Unread until opened: the module's comment button carries a dot.
    const button = reader.getByTestId(`module-${record.moduleId}`).getByTestId("module-comments-unread");
    await expect.poll(() => button.getAttribute("data-unread")).toBe("1");
    await reader.goto(`${app.url}/team`);
    const message = reader.getByTestId("message-commentMentioned");
    await message.waitFor();
    expect(await message.getByRole("link").textContent()).toBe(
      `mc.chen 测试 mentioned you in a comment on module "Assay" of record ${record.number} "Stability at 25 ℃"`,
    );
    await message.getByRole("link").click();
    const opened = reader.getByTestId("comments-drawer").getByTestId("comment");
    await opened.waitFor();
    // Read once shown: the mark is gone on the server.
    await expect
      .poll(async () => ((await app.api("GET", `/experiments/${record.id}/comments`, token.wang!)) as { unread: number }).unread)
      .toBe(0);
    await reader.getByTestId("comments-drawer").getByTestId("comment-reply").click();
    await reader.getByTestId("reply-composer").getByTestId("comment-text").fill("Checked: 99.1 %");
    await reader.getByTestId("reply-composer").getByTestId("comment-send").click();
    await expect.poll(() => reader.getByTestId("comments-drawer").getByTestId("comment").count()).toBe(2);
    await reader.close();
  });
});
