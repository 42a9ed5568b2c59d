import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Review-lab-2026";

describe("approval workflow and electronic signatures over HTTP (issue 7)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let moduleId: string;
  let lastCacheTime = 0;
  let position = 0;
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    const response = body.response ?? body;
    if (typeof response?.position === "number") position = Math.max(position, response.position);
    return response;
  };
  const as = (who: string, method: string, path: string, json?: unknown) =>
    api.call(method, `/api${path}`, { token: token[who]!, language: "en", ...(json === undefined ? {} : { json }) });
  const record = async (who = "chen") => ok(await as(who, "GET", `/experiments/${recordId}`));
  const pending = async (who: string) =>
    (await ok(await as(who, "GET", `/approvals?queue=record&state=pending&position=${position}`))).rows as Array<{
      id: string;
      version: number;
      number: string;
      node: number;
    }>;
  const save = async (value: string, reason?: string) =>
    as("chen", "PUT", `/experiments/${recordId}/modules/${moduleId}`, {
      data: { fields: { value } },
      lastCacheTime,
      ...(reason ? { reason } : {}),
    });

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "wang", "zhou"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      id[account] = created.memberId;
    }
    const role = await ok(
      await as("admin", "POST", "/roles", {
        name: "QA",
        description: "Quality assurance reviewers",
        permissions: [],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    const assigned = await ok(await as("admin", "PUT", `/members/${id.wang}/roles`, { roleIds: [role.roleId] }));
    await api.caughtUp(assigned.position);
    for (const account of ["chen", "li", "wang", "zhou"]) token[account] = await api.login(account, PASSWORD);
    id.qaRole = role.roleId;
    // The organisation sends e-mails too (embedded: a local mailbox per account).
    const messages = await ok(await as("admin", "GET", "/settings/messages"));
    await ok(await as("admin", "PUT", "/settings/messages", { ...messages, byEmail: true }));

    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability study" }));
    const created = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Assay at 40 ℃" }));
    recordId = created.id;
    moduleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Assay" })))
      .moduleId;
    lastCacheTime = (await ok(await save("99.1 %"))).lastCacheTime;
    // The reviewers of the record's department see it (department viewing level); the outsider is elsewhere.
    await ok(await as("chen", "PATCH", `/experiments/${recordId}`, { participants: [id.li!, id.wang!] }));
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("without any approval flow a record cannot be submitted: contact the admin", async () => {
    expect(await res(await as("chen", "POST", `/experiments/${recordId}/submit`, {}))).toMatchObject({
      status: 400,
      body: { key: "approval.noReviewer", message: expect.stringContaining("contact the admin") },
    });
  });

  it("defines a flow (FlowManage); a member without it gets 403; node names must be unique", async () => {
    const flow = {
      name: "Two-step review",
      nodes: [
        { name: "Peer review", reviewers: [{ kind: "members", memberIds: [id.li, id.chen] }] },
        { name: "QA approval", reviewers: [{ kind: "roles", roleIds: [id.qaRole] }] },
      ],
    };
    expect((await as("chen", "POST", "/flows", flow)).status).toBe(403);
    const duplicate = { ...flow, nodes: [flow.nodes[0], { ...flow.nodes[1], name: "peer REVIEW" }] };
    expect((await res(await as("admin", "POST", "/flows", duplicate))).body.key).toBe("flow.nodeNameTaken");
    await ok(await as("admin", "POST", "/flows", flow));
    const flows = await ok(await as("chen", "GET", "/flows"));
    expect(flows.rows).toMatchObject([{ name: "Two-step review", isDefault: true }]);
  });

  it("submits version 1: the operator is never a reviewer, and a submitted record cannot be edited or resubmitted", async () => {
    const submitted = await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}));
    expect(submitted).toMatchObject({ version: 1, approvalId: `${recordId}:v1` });
    expect(await record()).toMatchObject({ status: "submitted", version: 1 });
    expect((await res(await save("98.0 %", "typo"))).body.key).toBe("experiment.notEditable");
    expect((await res(await as("chen", "POST", `/experiments/${recordId}/submit`, {}))).body.key).toBe(
      "experiment.alreadySubmitted",
    );
    expect(await pending("chen")).toEqual([]);
    expect(await pending("li")).toMatchObject([{ id: `${recordId}:v1`, version: 1, node: 0, number: expect.any(String) }]);
    // The bell counts it (spec §3 message counts).
    expect((await ok(await as("li", "GET", "/messages/counts"))).approvingExpCount).toBe(1);
    expect((await ok(await as("wang", "GET", "/messages/counts"))).approvingExpCount).toBe(0);
  });

  it("a wrong password signs nothing (and is counted in the audit trail); only the current node's reviewers decide", async () => {
    const wrong = await res(await as("li", "POST", `/approvals/${recordId}:v1/approve`, { password: "nope", comment: "ok" }));
    expect(wrong).toMatchObject({ status: 403, body: { key: "signature.passwordInvalid" } });
    expect(await pending("li")).toHaveLength(1);
    const audit = await ok(await as("admin", "GET", `/audit?category=admin&eventType=MemberLoginFailed&position=${position}`));
    expect(
      audit.rows.some(
        (r: { subject: string; newValue: { during?: string } }) => r.subject === "li" && r.newValue.during === "sign",
      ),
    ).toBe(true);
    const early = await res(await as("wang", "POST", `/approvals/${recordId}:v1/approve`, { password: PASSWORD }));
    expect(early).toMatchObject({ status: 403, body: { key: "approval.notReviewer" } });
    expect((await res(await as("zhou", "POST", `/approvals/${recordId}:v9/approve`, { password: PASSWORD }))).status).toBe(404);
  });

  it("approves node by node with signatures; rejection needs a comment and makes the record editable again", async () => {
    await ok(await as("li", "POST", `/approvals/${recordId}:v1/approve`, { password: PASSWORD, comment: "Looks right" }));
    expect(await pending("li")).toEqual([]);
    expect(await pending("wang")).toMatchObject([{ id: `${recordId}:v1`, node: 1 }]);
    const done = await ok(await as("li", "GET", `/approvals?queue=record&state=approved&position=${position}`));
    expect(done.rows).toMatchObject([{ id: `${recordId}:v1` }]);
    expect((await res(await as("wang", "POST", `/approvals/${recordId}:v1/reject`, { password: PASSWORD }))).body.key).toBe(
      "approval.commentRequired",
    );
    const misnamed = await as("wang", "POST", `/approvals/${recordId}:v1/reject`, {
      password: PASSWORD,
      comment: "Add the lot number",
      meaning: "approval",
    });
    expect(await res(misnamed)).toMatchObject({ status: 400, body: { key: "signature.meaningUnfit" } });
    const grantAsRejection = await as("wang", "POST", `/approvals/${recordId}:v1/approve`, {
      password: PASSWORD,
      meaning: "rejection",
    });
    expect(await res(grantAsRejection)).toMatchObject({ status: 400, body: { key: "signature.meaningUnfit" } });
    await ok(await as("wang", "POST", `/approvals/${recordId}:v1/reject`, { password: PASSWORD, comment: "Add the lot number" }));
    const rejected = await record();
    expect(rejected).toMatchObject({ status: "rejected", isRejected: true });
    expect(rejected.approvalSignatures).toMatchObject([
      { printedName: "li (printed)", meaning: "approval", approved: true, comment: "Looks right" },
      { printedName: "wang (printed)", meaning: "rejection", approved: false, comment: "Add the lot number" },
    ]);
  });

  it("after submission every change needs a reason, kept with the change in the trace", async () => {
    expect(await res(await save("99.4 %"))).toMatchObject({ status: 400, body: { key: "change.reasonRequired" } });
    lastCacheTime = (await ok(await save("99.4 %", "Reviewer asked for the lot-corrected value"))).lastCacheTime;
    const trace = (await res(await as("chen", "GET", `/experiments/${recordId}/trace`))).body.rows;
    expect(trace[0]).toMatchObject({ newValue: "99.4 %", reason: "Reviewer asked for the lot-corrected value" });
    expect(trace.some((r: { fieldName: string }) => r.fieldName === "rejection")).toBe(true);
  });

  it("version 2 is approved by both nodes; the manifestation shows on the record", async () => {
    expect((await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}))).version).toBe(2);
    await ok(await as("li", "POST", `/approvals/${recordId}:v2/approve`, { password: PASSWORD, comment: "" }));
    await ok(await as("wang", "POST", `/approvals/${recordId}:v2/approve`, { password: PASSWORD, comment: "Released" }));
    const approved = await record();
    expect(approved).toMatchObject({ status: "approved", version: 2 });
    expect(approved.approvalSignatures.map((s: { printedName: string; signTime: string }) => s.printedName)).toEqual([
      "li (printed)",
      "wang (printed)",
    ]);
    expect(approved.approvalSignatures[1].signTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("recall: the owner asks with a reason, a reviewer grants it, and the record can be edited again", async () => {
    expect((await as("li", "POST", `/experiments/${recordId}/recall`, { reason: "x" })).status).toBe(403);
    const asked = await ok(await as("chen", "POST", `/experiments/${recordId}/recall`, { reason: "Wrong batch recorded" }));
    expect(asked.approvalId).toBe(`${recordId}:v2:recall`);
    expect(await record()).toMatchObject({ status: "recalling" });
    const recalls = await ok(await as("wang", "GET", `/approvals?queue=recall&state=pending&position=${position}`));
    expect(recalls.rows).toMatchObject([{ id: `${recordId}:v2:recall`, reason: "Wrong batch recorded" }]);
    expect((await ok(await as("wang", "GET", "/messages/counts"))).recordCallExameCount).toBe(1);
    await ok(await as("wang", "POST", `/approvals/${recordId}:v2:recall/approve`, { password: PASSWORD }));
    expect(await record()).toMatchObject({ status: "recalled" });
    lastCacheTime = (await ok(await save("99.2 %", "Corrected batch"))).lastCacheTime;
  });

  it("a module signature (password, meaning) freezes the module; removing it is signed too", async () => {
    expect(
      (
        await res(
          await as("chen", "POST", `/experiments/${recordId}/modules/${moduleId}/signatures`, {
            password: "bad",
            meaning: "authorship",
          }),
        )
      ).status,
    ).toBe(403);
    const signed = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules/${moduleId}/signatures`, {
        password: PASSWORD,
        meaning: "authorship",
      }),
    );
    expect(signed.printedName).toBe("chen (printed)");
    const module = (await record()).modules[0];
    expect(module).toMatchObject({ isCheck: true, signatures: [{ meaning: "authorship", printedName: "chen (printed)" }] });
    expect((await res(await save("1 %", "x"))).body.key).toBe("module.signed");
    expect(
      (
        await as("zhou", "DELETE", `/experiments/${recordId}/modules/${moduleId}/signatures`, {
          password: PASSWORD,
          signerId: id.chen,
          signTime: signed.signTime,
        })
      ).status,
    ).toBe(404);
    await ok(
      await as("chen", "DELETE", `/experiments/${recordId}/modules/${moduleId}/signatures`, {
        password: PASSWORD,
        signerId: id.chen,
        signTime: signed.signTime,
      }),
    );
    expect((await record()).modules[0]).toMatchObject({ isCheck: false, signatures: [] });
  });

  it("a locked record changes in nothing; unlocking asks the password", async () => {
    await ok(await as("chen", "POST", `/experiments/${recordId}/lock`));
    expect((await res(await save("5 %", "x"))).body.key).toBe("experiment.locked");
    expect((await res(await as("chen", "POST", `/experiments/${recordId}/unlock`, { password: "wrong" }))).status).toBe(403);
    expect((await as("li", "POST", `/experiments/${recordId}/unlock`, { password: PASSWORD })).status).toBe(403);
    await ok(await as("chen", "POST", `/experiments/${recordId}/unlock`, { password: PASSWORD }));
    expect(await record()).toMatchObject({ locked: false });
  });

  it("keeps one numbered version per submission: each opens as it was submitted, and two compare side by side (issue 6)", async () => {
    const versions = (await res(await as("li", "GET", `/experiments/${recordId}/versions`))).body.rows;
    expect(versions.map((v: { version: number; userName: string }) => [v.version, v.userName])).toEqual([
      [1, "chen (printed)"],
      [2, "chen (printed)"],
    ]);
    const first = await ok(await as("li", "GET", `/experiments/${recordId}/versions/1`));
    expect(first.record.modules[0].content.fields).toEqual({ value: "99.1 %" });
    expect(first.asOf).toMatchObject({ type: "ExperimentSubmitted", position: versions[0].position });
    const compared = await ok(await as("li", "GET", `/experiments/${recordId}/compare?from=1&to=2`));
    expect(compared.modules).toMatchObject([
      { title: "Assay", status: "changed", changes: [{ action: 2, field: "value", oldValue: "99.1 %", newValue: "99.4 %" }] },
    ]);
    const sinceApproval = await ok(await as("li", "GET", `/experiments/${recordId}/compare?from=2&to=current`));
    expect(sinceApproval.modules[0].changes).toMatchObject([{ oldValue: "99.4 %", newValue: "99.2 %" }]);
    expect(await res(await as("li", "GET", `/experiments/${recordId}/versions/9`))).toMatchObject({
      status: 404,
      body: { key: "history.versionNotFound", message: "Version 9 of this record does not exist" },
    });
    expect((await as("li", "GET", `/experiments/${recordId}/compare?from=1&to=latest`)).status).toBe(400);
    expect((await as("zhou", "GET", `/experiments/${recordId}/versions`)).status).toBe(404);
  });

  it("rolls the record back to version 1 as new events, with a reason; the log keeps everything (issue 6)", async () => {
    expect((await res(await as("chen", "POST", `/experiments/${recordId}/rollback`, { version: 1, reason: " " }))).status).toBe(
      400,
    );
    expect((await res(await as("chen", "POST", `/experiments/${recordId}/rollback`, { version: 9, reason: "x" }))).body.key).toBe(
      "history.versionNotFound",
    );
    const before = (await res(await as("chen", "GET", `/experiments/${recordId}/trace`))).body.total;
    await ok(
      await as("chen", "POST", `/experiments/${recordId}/rollback`, { version: 1, reason: "Back to the released assay value" }),
    );
    expect((await record()).modules[0].content.fields).toEqual({ value: "99.1 %" });
    const trace = (await res(await as("chen", "GET", `/experiments/${recordId}/trace`))).body;
    expect(trace.total).toBeGreaterThan(before);
    expect(trace.rows.slice(0, 2)).toMatchObject([
      { fieldName: "value", oldValue: "99.2 %", newValue: "99.1 %", reason: "Back to the released assay value" },
      { fieldName: "rollback", newValue: { toVersion: 1 }, reason: "Back to the released assay value" },
    ]);
    const compared = await ok(await as("chen", "GET", `/experiments/${recordId}/compare?from=1&to=current`));
    expect(compared.modules.every((m: { status: string }) => m.status === "unchanged")).toBe(true);
  });

  it("every step sends internal messages (the bell's unread count) and e-mails in the recipient's language", async () => {
    const inbox = async (who: string) =>
      (await ok(await as(who, "GET", "/messages?pageSize=50"))).rows as Array<{
        id: string;
        kind: string;
        version: number;
        detail: string | null;
        read: boolean;
        number: string;
      }>;
    await expect
      .poll(async () => (await inbox("li")).filter((m) => m.kind === "approvalRequested").map((m) => m.version))
      .toEqual([2, 1]);
    await expect
      .poll(async () => (await inbox("chen")).map((m) => [m.kind, m.version, m.detail]))
      .toEqual(
        expect.arrayContaining([
          ["approvalDecided", 1, "rejected"],
          ["approvalDecided", 2, "approved"],
          ["recallDecided", 2, "granted"],
        ]),
      );
    const unread = (await ok(await as("li", "GET", "/messages/counts"))).unreadMessageCount;
    expect(unread).toBe((await inbox("li")).filter((m) => !m.read).length);
    expect(unread).toBeGreaterThan(0);
    const marked = await ok(await as("li", "POST", "/messages/read", { messageIds: (await inbox("li")).map((m) => m.id) }));
    await api.caughtUp(marked.position);
    expect((await ok(await as("li", "GET", "/messages/counts"))).unreadMessageCount).toBe(0);
    expect((await res(await as("li", "POST", "/messages/read", { messageIds: ["not-mine"] }))).status).toBe(404);

    const mailbox = join(api.service.runtime.ports.dataDir, "mailbox", "li");
    const mails = readdirSync(mailbox).map((f) => readFileSync(join(mailbox, f), "utf8"));
    expect(mails).toHaveLength((await inbox("li")).length);
    const subject = (mail: string) => Buffer.from(/Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(mail)![1]!, "base64").toString("utf8");
    expect(mails.map(subject)).toContainEqual(expect.stringMatching(/^LabLedger: 记录 .+「Assay at 40 ℃」第 1 版待您审批$/));
  });

  it("reminds, at each due moment, of records overdue for submission and approvals waiting too long, once each", async () => {
    const messages = await ok(await as("admin", "GET", "/settings/messages"));
    const daily = { enabled: true, cycle: "daily", weekday: 1, dayOfMonth: 1, time: "00:00", afterDays: 1 };
    await ok(await as("admin", "PUT", "/settings/messages", { ...messages, delayedSubmission: daily, pendingReview: daily }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Drafts" }));
    await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Forgotten draft" }));
    await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, { reason: "resubmitted" }));
    for (const runner of api.service.runtime.runners) await runner.waitFor(position);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    await api.service.runtime.reactor!.remind(inTwoDays);
    await api.service.runtime.reactor!.remind(new Date(inTwoDays.getTime() + 60_000));
    const reminders = async (who: string, kind: string) =>
      ((await ok(await as(who, "GET", "/messages?pageSize=100"))).rows as Array<{ kind: string; detail: string }>).filter(
        (m) => m.kind === kind,
      );
    await expect.poll(async () => (await reminders("chen", "delayedSubmission")).map((m) => m.detail)).toEqual(["1"]);
    await expect.poll(async () => (await reminders("li", "pendingReview")).map((m) => m.detail)).toEqual(["1"]);
    expect(await reminders("wang", "pendingReview")).toEqual([]);
  });

  it("a reviewer who is not a participant may read the record they are asked to approve; others still may not", async () => {
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Unshared" }));
    const other = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Not shared" }));
    expect((await as("li", "GET", `/experiments/${other.id}`)).status).toBe(404);
    await ok(await as("chen", "POST", `/experiments/${other.id}/submit`, {}));
    expect((await ok(await as("li", "GET", `/experiments/${other.id}`))).title).toBe("Not shared");
    expect((await as("zhou", "GET", `/experiments/${other.id}`)).status).toBe(404);
  });
});
