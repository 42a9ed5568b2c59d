import { afterAll, beforeAll, expect, it } from "vitest";
import { type ConsoleUnderTest, describeInChromium, screenshot, signedInPage, startConsole } from "./harness";

describeInChromium("the home page: what needs the member now, in Chromium (issue 21)", () => {
  let app: ConsoleUnderTest;
  let author: { account: string; password: string };
  let reviewer: { account: string; password: string };
  let reviewerToken: string;
  let draftId: string;

  beforeAll(async () => {
    app = await startConsole();
    author = await app.createMember("home.author", "root");
    reviewer = await app.createMember("home.reviewer", "root");
    const authorToken = await app.login(author.account, author.password);
    reviewerToken = await app.login(reviewer.account, reviewer.password);
    for (const token of [authorToken, reviewerToken]) await app.releaseNotesSeen(token);
    const admin = { token: app.adminToken };
    const members = (await (await app.call("GET", "/api/members?keyword=home.reviewer", admin)).json()) as {
      rows: { id: string }[];
    };
    await app.json(
      await app.call("POST", "/api/flows", {
        ...admin,
        json: {
          name: "Peer",
          nodes: [{ name: "Peer review", reviewers: [{ kind: "members", memberIds: [members.rows[0]!.id] }] }],
        },
      }),
    );
    const as = { token: authorToken };
    const book = await app.json(await app.call("POST", "/api/notebooks", { ...as, json: { name: "Home book" } }));
    const draft = await app.json(
      await app.call("POST", "/api/experiments", { ...as, json: { notebookId: book.id, title: "Photostability" } }),
    );
    draftId = draft.id as string;
    const submitted = await app.json(
      await app.call("POST", "/api/experiments", { ...as, json: { notebookId: book.id, title: "Forced degradation" } }),
    );
    await app.json(await app.call("POST", `/api/experiments/${submitted.id}/submit`, { ...as, json: {} }));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("the author sees the draft they are writing, in words, and opens it from there", async () => {
    const page = await signedInPage(app, author, "/");
    const writing = page.getByTestId("home-writing");
    await writing.getByTestId("home-writing-item").first().waitFor();
    const text = (await writing.textContent()) ?? "";
    expect(text).toContain("我正在编写的记录");
    expect(text).toContain("Photostability");
    expect(text).toContain("草稿");
    expect(text).not.toContain("Forced degradation");
    expect(text).not.toContain(draftId);
    await screenshot(page, "home-author");
    await writing.getByTestId("home-writing-item").first().click();
    await page.waitForURL((url) => url.pathname === `/editRecord/${draftId}`);
    await page.close();
  });

  it("in English, the reviewer sees the record waiting for review and the unread message about it", async () => {
    await app.json(await app.call("PUT", "/api/me/settings", { token: reviewerToken, json: { language: "en" } }));
    await expect
      .poll(async () => {
        const res = await app.call("GET", "/api/messages?unread=true", { token: reviewerToken });
        return ((await res.json()) as { total: number }).total;
      })
      .toBe(1);
    const page = await signedInPage(app, reviewer, "/");
    const reviews = page.getByTestId("home-reviews");
    await reviews.getByTestId("home-reviews-item").waitFor();
    expect(await reviews.textContent()).toMatch(/Waiting for my review.*Forced degradation.*version 1 from/);
    const messages = page.getByTestId("home-messages");
    await messages.getByTestId("home-messages-item").waitFor();
    expect(await messages.textContent()).toMatch(/Unread messages.*"Forced degradation" version 1 waits for your review/);
    expect(await page.getByTestId("home-writing").textContent()).toContain("No record waits for you to finish it");
    await screenshot(page, "home-reviewer-en");
    await page.close();
  });

  it("with the project-main setting on, the home starts with the member's projects and where they stand", async () => {
    const admin = { token: app.adminToken };
    const other = (await app.json(await app.call("GET", "/api/settings/other", admin))) as Record<string, unknown>;
    await app.json(await app.call("PUT", "/api/settings/other", { ...admin, json: { ...other, projectMain: true } }));
    try {
      const authorToken = await app.login(author.account, author.password);
      const as = { token: authorToken };
      const project = await app.json(
        await app.call("POST", "/api/projects", { ...as, json: { name: "Photostability programme" } }),
      );
      const book = await app.json(
        await app.call("POST", "/api/notebooks", { ...as, json: { name: "Light box", projectId: project.id } }),
      );
      await app.json(
        await app.call("POST", "/api/experiments", { ...as, json: { notebookId: book.id, title: "ICH Q1B option 2" } }),
      );
      await app.json(
        await app.call("POST", `/api/projects/${project.id}/tasks`, {
          ...as,
          json: { name: "Lamp calibration", dueDate: "2020-01-06" },
        }),
      );
      const page = await signedInPage(app, author, "/");
      const card = page.getByTestId("home-project").first();
      await card.waitFor();
      const text = (await card.textContent()) ?? "";
      expect(text).toContain("Photostability programme");
      expect(text).toContain("预研");
      expect(text).toContain("记录 1 条 · 编写中 1 条 · 已通过 0 条");
      expect(text).toContain("逾期 1 个");
      expect(text).not.toContain(String(project.id));
      expect(await page.getByTestId("home-recent").textContent()).toContain("ICH Q1B option 2");
      await screenshot(page, "home-project-main");
      await page.close();
    } finally {
      await app.json(await app.call("PUT", "/api/settings/other", { ...admin, json: { ...other, projectMain: false } }));
    }
  });
});
