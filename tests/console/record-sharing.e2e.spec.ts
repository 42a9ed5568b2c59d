import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Account, ADMIN, type ConsoleUnderTest, describeInChromium, patience, signedInPage, startConsole } from "./harness";

/**
 * Spec §1 records can be shared, §2 /team/approvingRecord and the resource-sharing pages, in
 * Chromium, in Chinese and in English: the owner shares from the record's header, a reviewer
 * approves with a signature, the receiver opens the record with the right granted.
 */
describeInChromium("sharing a record in Chromium: asked, approved with a signature, opened by the receiver", () => {
  let app: ConsoleUnderTest;
  let owner: Account;
  let reviewer: Account;
  let receiver: Account;
  const token: Record<string, string> = {};
  const submitModal = (scope: Locator) => scope.locator('[data-testid="submit-modal-submit"][data-state="idle"]').click();

  beforeAll(async () => {
    app = await startConsole();
    owner = await app.createMember("sh.owner", "root");
    reviewer = await app.createMember("sh.reviewer", "root");
    receiver = await app.createMember("sh.receiver", "root");
    for (const [name, who] of [
      ["owner", owner],
      ["reviewer", reviewer],
      ["receiver", receiver],
    ] as const) {
      token[name] = await app.login(who.account, who.password);
      await app.releaseNotesSeen(token[name]!);
    }
    await app.releaseNotesSeen(app.adminToken);
    const me = await app.api("GET", "/auth/me", token.reviewer!);
    const flow = await app.api("POST", "/flows", app.adminToken, {
      name: "Peer review",
      nodes: [{ name: "Peer", reviewers: [{ kind: "members", memberIds: [me.id] }] }],
    });
    await app.caughtUp(flow.position as number);
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  const cases = [
    { language: "zh-CN", title: "稳定性 40 ℃", right: "1", words: { readWrite: "读写", shared: "已共享", approved: "已批准" } },
    {
      language: "en",
      title: "Stability at 40 ℃",
      right: "0",
      words: { readOnly: "read-only", shared: "Shared", approved: "Approved" },
    },
  ] as const;

  for (const c of cases)
    it(
      `${c.language}: the owner shares from the header, the reviewer signs, the receiver opens it with the right granted`,
      async () => {
        for (const name of ["owner", "reviewer", "receiver"])
          await app.api("PUT", "/me/settings", token[name]!, { language: c.language });
        const record = await app.newRecord(token.owner!, {
          book: `Book ${c.language}`,
          title: c.title,
          modules: [{ type: "input", title: "Assay" }],
        });

        const ownerPage: Page = await signedInPage(app, owner, `/editRecord/${record.id}`);
        await ownerPage.getByTestId("record-editor").waitFor();
        await ownerPage.getByTestId("record-share").click();
        const dialog = ownerPage.getByTestId("share-dialog");
        await dialog.getByRole("combobox").nth(0).click();
        await ownerPage.getByTestId("share-member-option").filter({ hasText: receiver.account }).click();
        await ownerPage.keyboard.press("Escape");
        await dialog.getByRole("combobox").nth(2).click();
        await ownerPage.locator(`li[data-value="${c.right}"]`).click();
        await dialog.getByTestId("share-reason").fill(c.language === "en" ? "QA checks the assay" : "质量部复核");
        await submitModal(dialog);
        await dialog.waitFor({ state: "hidden" });
        // The owner leaves the record (one open by another member opens read-only, spec §4) for their list of shares.
        await ownerPage.goto(`${app.url}/resource/share`);
        await ownerPage.getByTestId("share-row").filter({ hasText: c.title }).waitFor();

        const reviewerPage = await signedInPage(app, reviewer, "/team/approvingRecord");
        const row = reviewerPage.getByTestId("approval-row").filter({ hasText: c.title });
        await row.waitFor();
        expect(await row.getByTestId("share-receivers").textContent()).toContain(receiver.account);
        await row.getByTestId("approval-approve").click();
        const signature = reviewerPage.getByTestId("signature-dialog");
        await signature.getByTestId("signature-password").fill(reviewer.password);
        await submitModal(signature);
        await signature.waitFor({ state: "hidden" });
        await reviewerPage.getByTestId("approval-row").filter({ hasText: c.title }).waitFor({ state: "detached" });

        const receiverPage = await signedInPage(app, receiver, "/resource/allShare");
        const shared = receiverPage.getByTestId("share-row").filter({ hasText: c.title });
        await shared.waitFor();
        await shared.getByTestId("share-open").click();
        await receiverPage.getByTestId("record-editor").waitFor();
        const chip = await receiverPage.getByTestId("shared-right-chip").textContent();
        if (c.right === "1") {
          expect(chip).toContain("读写");
          expect(await receiverPage.getByTestId("readonly-chip").count()).toBe(0);
        } else {
          expect(chip).toContain("read-only");
          await receiverPage.getByTestId("readonly-chip").waitFor();
        }

        await ownerPage.goto(`${app.url}/resource/share`);
        await ownerPage
          .getByTestId("share-row")
          .filter({ hasText: c.title })
          .getByTestId("share-state")
          .filter({ hasText: c.words.shared })
          .waitFor();
        await ownerPage.goto(`${app.url}/resource/allApply`);
        await ownerPage
          .getByTestId("application-row")
          .filter({ hasText: c.title })
          .getByTestId("application-state")
          .filter({ hasText: c.words.approved })
          .waitFor();
        await Promise.all([ownerPage.close(), reviewerPage.close(), receiverPage.close()]);
      },
      patience(120_000),
    );

  it("the administrator's resource-sharing pages and share queues open in words", async () => {
    for (const path of ["/resource/todayShare", "/resource/todayApply", "/team/approvedShareRecord"]) {
      const page = await signedInPage(app, ADMIN, path);
      await page.getByTestId("page-title").waitFor();
      expect(await page.getByTestId("page-title").textContent()).not.toMatch(/resource|team|Share[A-Z]/);
      await page.close();
    }
  });
});
