import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { autoSaveIntervalMs } from "../../apps/console/src/features/records/model/autosave";
import { ADMIN, type ConsoleUnderTest, describeInChromium, patience, screenshot, signedInPage, startConsole } from "./harness";

type Json = Record<string, unknown>;
type Signature = { printedName: string; meaning: string; approved?: boolean; comment?: string; signTime: string };
type Module = {
  moduleId: string;
  title: string;
  lastCacheTime: number;
  isCheck: boolean;
  signatures: Signature[];
  content: { fields: Json };
};
type Account = { account: string; password: string };

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

describeInChromium("approvals, electronic signatures, recall and lock in Chromium (spec §2, §4, §5, §8; 21 CFR 11.50)", () => {
  let app: ConsoleUnderTest;
  let op: Account;
  let li: Account;
  let wang: Account;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let opPage: Page;

  const api = (method: string, path: string, who: string, json?: unknown) => app.api(method, path, token[who]!, json);
  const record = async () =>
    (await api("GET", `/experiments/${recordId}`, "op")) as Json & {
      status: string;
      version: number;
      approvalSignatures: Signature[];
      modules: Module[];
    };
  const pendingFor = async (who: string, queue = "record") =>
    (await (await app.call("GET", `/api/approvals?queue=${queue}&state=pending`, { token: token[who]! })).json()).rows as Array<{
      id: string;
    }>;
  /** Clicks a modal's submit once it is idle again (a failed submit settles after 2 s, spec §4). */
  const submitModal = (scope: Locator) => scope.locator('[data-testid="submit-modal-submit"][data-state="idle"]').click();
  const card = (page: Page, title: string) => page.locator(`[data-module-title="${title}"]`);
  const openEditor = async (page: Page) => {
    await page.goto(`${app.url}/editRecord/${recordId}`);
    await page.getByTestId("record-editor").waitFor();
  };
  /** Signs in the open signature dialog. */
  const sign = async (page: Page, password: string, comment?: string) => {
    const dialog = page.getByTestId("signature-dialog");
    await dialog.waitFor();
    if (comment !== undefined) await dialog.getByTestId("signature-comment").fill(comment);
    await dialog.getByTestId("signature-password").fill(password);
    await submitModal(dialog);
  };
  const decideOnQueue = async (page: Page, path: string, action: "approve" | "reject", password: string, comment?: string) => {
    await page.goto(`${app.url}${path}`);
    const row = page.getByTestId("approval-row").filter({ hasText: "Assay at 40" });
    await row.waitFor();
    await row.getByTestId(`approval-${action}`).click();
    await sign(page, password, comment);
    await page.getByTestId("signature-dialog").waitFor({ state: "hidden" });
  };

  beforeAll(async () => {
    app = await startConsole();
    op = await app.createMember("ap.op", "root");
    li = await app.createMember("ap.li", "root");
    wang = await app.createMember("ap.wang", "root");
    token.admin = app.adminToken;
    for (const [name, who] of [
      ["op", op],
      ["li", li],
      ["wang", wang],
    ] as const) {
      token[name] = await app.login(who.account, who.password);
      id[name] = (await api("GET", "/auth/me", name)).id as string;
      await app.releaseNotesSeen(token[name]!);
    }
    await app.releaseNotesSeen(app.adminToken);
    const created = await app.newRecord(token.op!, {
      book: "Stability study",
      title: "Assay at 40 ℃",
      modules: [{ type: "input", title: "Assay" }],
    });
    recordId = created.id;
    const module = (await record()).modules.find((m) => m.moduleId === created.modules[0]!.moduleId)!;
    await api("PUT", `/experiments/${recordId}/modules/${module.moduleId}`, "op", {
      data: { fields: { value: "99.1 %" }, rows: [] },
      lastCacheTime: module.lastCacheTime,
    });
    // The reviewers see the record (participants).
    const patched = await api("PATCH", `/experiments/${recordId}`, "op", { participants: [id.li, id.wang] });
    await app.caughtUp(patched.position as number);
  }, patience(120_000));
  afterAll(async () => {
    await app?.stop();
  });

  it("without an approval flow, Submit shows the server's message: contact the admin", async () => {
    opPage = await signedInPage(app, op, "/", { clock: true });
    await openEditor(opPage);
    await opPage.getByTestId("record-submit").click();
    await opPage.getByTestId("toast").filter({ hasText: "请联系管理员" }).waitFor();
    expect(await record()).toMatchObject({ status: "draft", version: 0 });
  });

  it("the admin defines a two-node flow on /team/process; node names must be unique", async () => {
    const page = await signedInPage(app, ADMIN, `/team/process`);
    await page.getByTestId("flow-empty").waitFor();
    await page.getByTestId("flow-create").click();
    const form = page.getByTestId("flow-form");
    await form.getByTestId("flow-name").fill("Two-step review");
    await form.getByTestId("flow-add-node").click();
    const pick = async (index: number, name: string) => {
      const node = form.getByTestId(`flow-node-${index}`);
      await node.getByTestId("flow-members").locator("input").fill(name);
      await page.getByRole("option", { name }).click();
    };
    await form.getByTestId("flow-node-0").getByTestId("flow-node-name").fill("Peer review");
    await pick(0, "ap.li 测试");
    await form.getByTestId("flow-node-1").getByTestId("flow-node-name").fill("peer REVIEW");
    await pick(1, "ap.wang 测试");
    await submitModal(form);
    // Unique node names (client check, same rule as the server's flow.nodeNameTaken).
    await form.getByText("节点名称不能重复").waitFor();
    await form.getByTestId("flow-node-1").getByTestId("flow-node-name").fill("QA approval");
    await screenshot(page, "approvals-process-form");
    await submitModal(form);
    await form.waitFor({ state: "hidden" });
    await page.getByTestId("flow-row").filter({ hasText: "Two-step review" }).getByTestId("flow-default").waitFor();
    const flows = (await (await app.call("GET", "/api/flows", { token: app.adminToken })).json()).rows;
    expect(flows).toMatchObject([
      {
        name: "Two-step review",
        isDefault: true,
        nodes: [
          { name: "Peer review", reviewers: [{ kind: "members", memberIds: [id.li] }] },
          { name: "QA approval", reviewers: [{ kind: "members", memberIds: [id.wang] }] },
        ],
      },
    ]);
    await screenshot(page, "approvals-process");
    // A member without FlowManage sees the flows read-only.
    const plain = await signedInPage(app, li, "/");
    await plain.goto(`${app.url}/team/process`);
    await plain.getByTestId("process-readonly").waitFor();
    expect(await plain.getByTestId("flow-create").count()).toBe(0);
    await plain.close();
    await page.close();
  });

  it("the operator submits from the editor: the record turns read-only with status submitted", async () => {
    await openEditor(opPage);
    expect(await opPage.getByTestId("record-status").getAttribute("data-status")).toBe("draft");
    await opPage.getByTestId("record-submit").click();
    // Nothing is sent before the operator confirms, with the flow it goes to.
    const confirm = opPage.getByTestId("flow-dialog");
    await confirm.waitFor();
    expect(await confirm.getByTestId("submit-consequence").textContent()).toContain("审批通过、驳回或撤回之前不能再编辑");
    expect(await record()).toMatchObject({ status: "draft" });
    await confirm.getByTestId("submit-modal-submit").click();
    await expect.poll(() => opPage.getByTestId("record-status").getAttribute("data-status")).toBe("submitted");
    expect(await opPage.getByTestId("record-status").textContent()).toBe("已提交");
    expect(await card(opPage, "Assay").getAttribute("data-editable")).toBe("false");
    await opPage.getByTestId("lifecycle-readonly").waitFor();
    expect(await opPage.getByTestId("record-submit").count()).toBe(0);
    expect(await record()).toMatchObject({ status: "submitted", version: 1 });
    await screenshot(opPage, "approvals-editor-submitted");
  });

  it("a wrong password is refused in the reviewer's language and signs nothing; rejecting needs a comment", async () => {
    await expect.poll(async () => (await pendingFor("li")).length).toBe(1);
    const page = await signedInPage(app, li, "/");
    await page.goto(`${app.url}/team/record`);
    const row = page.getByTestId("approval-row").filter({ hasText: "Assay at 40" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Peer review");
    await row.getByTestId("approval-approve").click();
    expect(await page.getByTestId("signature-printed-name").inputValue()).toBe("ap.li 测试");
    await sign(page, "not-my-password");
    const error = page.getByTestId("signature-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/密码/);
    await screenshot(page, "approvals-wrong-password");
    expect((await record()).approvalSignatures).toEqual([]);
    expect(await pendingFor("li")).toHaveLength(1);
    // Now the right password: node 1 approved, the row leaves the queue and appears under "approved by me".
    await page.getByTestId("signature-password").fill(li.password);
    await submitModal(page.getByTestId("signature-dialog"));
    await page.getByTestId("signature-dialog").waitFor({ state: "hidden" });
    await page.getByTestId("approval-empty").waitFor();
    await page.goto(`${app.url}/team/approvedRecord`);
    await page.getByTestId("approval-row").filter({ hasText: "Assay at 40" }).getByTestId("approval-decision").waitFor();
    await page.close();

    await expect.poll(async () => (await pendingFor("wang")).length).toBe(1);
    const qa = await signedInPage(app, wang, "/");
    await qa.goto(`${app.url}/team/record`);
    const qaRow = qa.getByTestId("approval-row").filter({ hasText: "Assay at 40" });
    await qaRow.waitFor();
    await qaRow.getByTestId("approval-reject").click();
    // A rejection is signed as a rejection: preselected, and approval is not offered.
    const meaning = qa.getByTestId("signature-meaning");
    await expect.poll(() => meaning.textContent()).toContain("驳回");
    await meaning.click();
    await qa.getByTestId("meaning-review").waitFor();
    expect(await qa.getByTestId("meaning-approval").count()).toBe(0);
    await qa.getByTestId("meaning-rejection").click();
    await sign(qa, wang.password);
    await qa.getByTestId("signature-error").filter({ hasText: "请填写意见" }).waitFor();
    await sign(qa, wang.password, "Add the lot number");
    await qa.getByTestId("signature-dialog").waitFor({ state: "hidden" });
    await qa.close();
    const rejected = await record();
    expect(rejected).toMatchObject({ status: "rejected" });
    expect(rejected.approvalSignatures.at(-1)).toMatchObject({ meaning: "rejection", approved: false });
  });

  it("the operator sees the rejection and its comment, edits with a reason, and the change is highlighted", async () => {
    // Auto-save at its minimum (5 s): with a reason required it waits, and the bar says why.
    const other = await api("GET", "/settings/other", "admin");
    await api("PUT", "/settings/other", "admin", { ...other, tempSaveTime: 5 });
    await openEditor(opPage);
    expect(await opPage.getByTestId("record-status").getAttribute("data-status")).toBe("rejected");
    expect(await opPage.getByTestId("rejection-comment").textContent()).toContain("Add the lot number");
    await card(opPage, "Assay").locator("input").fill("99.4 %");
    await opPage.clock.fastForward(autoSaveIntervalMs(5)); // the auto-save's turn comes
    await opPage.getByTestId("reason-waiting").waitFor();
    expect((await record()).modules[0]).toMatchObject({ content: { fields: { value: "99.1 %" } } });
    await screenshot(opPage, "approvals-reason-waiting");
    await api("PUT", "/settings/other", "admin", other);
    await opPage.getByTestId("reason-give").click();
    const dialog = opPage.getByTestId("reason-dialog");
    await dialog.waitFor();
    await dialog.getByTestId("reason-input").fill("Reviewer asked for the lot-corrected value");
    await submitModal(dialog);
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => card(opPage, "Assay").getAttribute("data-changed")).toBe("true");
    // Item by item: the changed field itself, with the value of the rejected version on hover.
    const changedField = card(opPage, "Assay").locator('[data-changed-field="value"]');
    await changedField.waitFor();
    expect(await changedField.getAttribute("title")).toBe("第 1 版中为：99.1 %");
    expect(await changedField.locator("input").inputValue()).toBe("99.4 %");
    const trace = (await (await app.call("GET", `/api/experiments/${recordId}/trace`, { token: token.op! })).json()).rows;
    expect(trace[0]).toMatchObject({ newValue: "99.4 %", reason: "Reviewer asked for the lot-corrected value" });
    await screenshot(opPage, "approvals-rejected-changed");
  });

  it("version 2 is approved by both nodes; the manifestation shows on the preview and in print", async () => {
    await opPage.getByTestId("record-submit").click();
    await opPage.getByTestId("flow-dialog").getByTestId("submit-modal-submit").click();
    await expect.poll(() => opPage.getByTestId("record-status").getAttribute("data-status")).toBe("submitted");
    for (const [who, account] of [
      ["li", li],
      ["wang", wang],
    ] as const) {
      await expect.poll(async () => (await pendingFor(who)).length).toBe(1);
      const page = await signedInPage(app, account, "/");
      await decideOnQueue(page, "/team/record", "approve", account.password, "Released");
      await page.close();
    }
    expect(await record()).toMatchObject({ status: "approved", version: 2 });
    await opPage.goto(`${app.url}/previewRecord/${recordId}`);
    const signatures = opPage.getByTestId("approval-signature");
    await expect.poll(() => signatures.count()).toBe(2);
    const last = await signatures.nth(1).textContent();
    expect(last).toContain("ap.wang 测试");
    expect(last).toContain("批准");
    expect(last).toMatch(TIME);
    await screenshot(opPage, "approvals-preview-approved");
    await opPage.emulateMedia({ media: "print" });
    expect(await opPage.getByTestId("approval-signatures").isVisible()).toBe(true);
    await screenshot(opPage, "approvals-preview-print");
    await opPage.emulateMedia({ media: "screen" });
  });

  it("recall: the owner asks with a reason, the reviewer grants it on /team/recall, the record is editable again", async () => {
    await openEditor(opPage);
    await opPage.getByTestId("record-recall").click();
    const dialog = opPage.getByTestId("recall-dialog");
    await submitModal(dialog);
    await dialog.getByText("请填写原因").waitFor();
    await dialog.getByTestId("recall-reason").fill("Wrong batch recorded");
    await submitModal(dialog);
    await expect.poll(() => opPage.getByTestId("record-status").getAttribute("data-status")).toBe("recalling");

    await expect.poll(async () => (await pendingFor("wang", "recall")).length).toBe(1);
    const page = await signedInPage(app, wang, "/");
    await decideOnQueue(page, "/team/recall", "approve", wang.password);
    await page.goto(`${app.url}/team/approvedRecall`);
    await page.getByTestId("approval-row").getByTestId("approval-decision").waitFor();
    await page.close();

    await openEditor(opPage);
    expect(await opPage.getByTestId("record-status").getAttribute("data-status")).toBe("recalled");
    expect(await card(opPage, "Assay").getAttribute("data-editable")).toBe("true");
  });

  it("in English: a module signed from the editor shows its manifestation and refuses edits; removing it is signed", async () => {
    await api("PUT", "/me/settings", "op", { language: "en" });
    await opPage.close();
    opPage = await signedInPage(app, op, "/");
    await openEditor(opPage);
    await opPage.getByText("Recalled").first().waitFor();
    await card(opPage, "Assay").getByTestId("module-sign").click();
    const dialog = opPage.getByTestId("signature-dialog");
    await dialog.getByTestId("signature-meaning").click();
    await opPage.getByTestId("meaning-authorship").click();
    await sign(opPage, op.password);
    await dialog.waitFor({ state: "hidden" });
    const manifestation = card(opPage, "Assay").getByTestId("manifestation");
    await manifestation.waitFor();
    expect(await manifestation.textContent()).toMatch(
      /^Signed by ap\.op 测试 — Authorship — \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(await card(opPage, "Assay").getAttribute("data-editable")).toBe("false");
    expect((await record()).modules[0]).toMatchObject({ isCheck: true, signatures: [{ meaning: "authorship" }] });
    await screenshot(opPage, "approvals-module-signed-en");

    await card(opPage, "Assay").getByTestId("module-unsign").click();
    await dialog.getByText(/Removes the signature of ap\.op 测试/).waitFor();
    await sign(opPage, op.password);
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => (await record()).modules[0]!.signatures.length).toBe(0);
    await expect.poll(() => card(opPage, "Assay").getAttribute("data-editable")).toBe("true");
  });

  it("a locked record changes in nothing; unlocking asks the password (refused in English when wrong)", async () => {
    await opPage.getByTestId("record-lock").click();
    await opPage.getByTestId("record-locked").waitFor();
    expect(await card(opPage, "Assay").getAttribute("data-editable")).toBe("false");
    expect(await opPage.getByTestId("lifecycle-readonly").textContent()).toContain("Locked");
    await opPage.getByTestId("record-unlock").click();
    await sign(opPage, "wrong-password");
    const error = opPage.getByTestId("signature-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/password/i);
    expect(await record()).toMatchObject({ locked: true });
    await screenshot(opPage, "approvals-unlock-refused-en");
    await opPage.getByTestId("signature-password").fill(op.password);
    await submitModal(opPage.getByTestId("signature-dialog"));
    await opPage.getByTestId("record-locked").waitFor({ state: "hidden" });
    expect(await record()).toMatchObject({ locked: false });
    expect(await card(opPage, "Assay").getAttribute("data-editable")).toBe("true");
  });

  it("batch approval on /team/record: one password signs each selected record in turn; a row opens the preview", async () => {
    const ids: string[] = [];
    const book = await api("POST", "/notebooks", "op", { name: "Batch book" });
    for (const title of ["Batch A", "Batch B"]) {
      const created = await api("POST", "/experiments", "op", { notebookId: book.id, title });
      await api("PATCH", `/experiments/${created.id}`, "op", { participants: [id.li, id.wang] });
      await api("POST", `/experiments/${created.id}/submit`, "op", {});
      ids.push(created.id as string);
    }
    await expect.poll(async () => (await pendingFor("li")).length).toBe(2);
    const page = await signedInPage(app, li, "/");
    await page.goto(`${app.url}/team/record`);
    await expect.poll(() => page.getByTestId("approval-row").count()).toBe(2);
    for (const row of await page.getByTestId("approval-row").all()) await row.getByTestId("approval-select").check();
    await page.getByTestId("batch-approve").click();
    await sign(page, li.password, "Batch checked");
    await page.getByTestId("signature-dialog").waitFor({ state: "hidden" });
    await page.getByTestId("approval-empty").waitFor();
    await expect.poll(async () => (await pendingFor("wang")).length).toBe(2);
    for (const recordId of ids) {
      const signed = (await api("GET", `/experiments/${recordId}`, "op")) as { approvalSignatures: Signature[] };
      expect(signed.approvalSignatures).toMatchObject([{ printedName: "ap.li 测试", approved: true, comment: "Batch checked" }]);
    }
    await page.goto(`${app.url}/team/approvedRecord`);
    await page.getByTestId("approval-row").filter({ hasText: "Batch A" }).getByTestId("approval-open").click();
    await page.getByTestId("record-preview-page").waitFor();
    expect(await page.getByTestId("preview-title").textContent()).toBe("Batch A");
    expect(await page.getByTestId("approval-signature").textContent()).toContain("ap.li 测试");
    await page.close();
  });
});
