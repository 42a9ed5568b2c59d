import { afterAll, beforeAll, expect, it } from "vitest";
import { type ConsoleUnderTest, describeInChromium, screenshot, signedInPage, startConsole } from "./harness";

describeInChromium("internal messages on the team home, in Chromium (issue 7)", () => {
  let app: ConsoleUnderTest;
  let reviewer: { account: string; password: string };
  let reviewerToken: string;

  beforeAll(async () => {
    app = await startConsole();
    reviewer = await app.createMember("msg.reviewer", "root");
    reviewerToken = await app.login(reviewer.account, reviewer.password);
    await app.releaseNotesSeen(reviewerToken);
    const admin = { token: app.adminToken };
    const members = (await (await app.call("GET", "/api/members?keyword=msg.reviewer", admin)).json()) as {
      rows: { id: string }[];
    };
    const reviewerId = members.rows[0]!.id;
    await app.json(
      await app.call("POST", "/api/flows", {
        ...admin,
        json: { name: "Peer", nodes: [{ name: "Peer review", reviewers: [{ kind: "members", memberIds: [reviewerId] }] }] },
      }),
    );
    const book = await app.json(await app.call("POST", "/api/notebooks", { ...admin, json: { name: "Messages book" } }));
    const record = await app.json(
      await app.call("POST", "/api/experiments", { ...admin, json: { notebookId: book.id, title: "Photostability" } }),
    );
    await app.json(await app.call("PATCH", `/api/experiments/${record.id}`, { ...admin, json: { participants: [reviewerId] } }));
    await app.json(await app.call("POST", `/api/experiments/${record.id}/submit`, { ...admin, json: {} }));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("the reviewer finds the request on /team, follows it to the queue, and it is read", async () => {
    await expect
      .poll(async () => {
        const res = await app.call("GET", "/api/messages?unread=true", { token: reviewerToken });
        return ((await res.json()) as { total: number }).total;
      })
      .toBe(1);
    const page = await signedInPage(app, reviewer, `/team`);
    const message = page.getByTestId("message-approvalRequested");
    await message.waitFor();
    expect(await message.textContent()).toMatch(/记录 \d+「Photostability」第 1 版待您审批/);
    await screenshot(page, "messages-team-home");
    await message.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === "/team/record");
    await expect
      .poll(async () => {
        const res = await app.call("GET", "/api/messages/counts", { token: reviewerToken });
        return ((await res.json()) as { response: { unreadMessageCount: number } }).response.unreadMessageCount;
      })
      .toBe(0);
    await page.goto(`${app.url}/team`);
    await page.getByTestId("messages-empty").waitFor();
    await page.getByTestId("messages-unread-only").click();
    await page.getByTestId("message-approvalRequested").waitFor();
    await page.close();
  });
});
