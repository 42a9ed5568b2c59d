import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../support/patience";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Share-lab-2026";

describe("sharing a record through the share queue (spec §1, §2 /team/approvingRecord, /resource/share, §4, §6)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const dept: Record<string, string> = {};
  let recordId: string;
  let moduleId: string;
  let lastCacheTime = 0;
  let position = 0;
  const share: Record<string, string> = {};
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    const response = body.response ?? body;
    if (typeof response?.position === "number") position = Math.max(position, response.position);
    return response;
  };
  const refused = async (r: Response, status: number) => {
    const answer = await res(r);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body as { key: string; message: string };
  };
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const save = (who: string, value: string) =>
    as(who, "PUT", `/experiments/${recordId}/modules/${moduleId}`, { data: { fields: { value } }, lastCacheTime });
  const bell = async (who: string) => (await ok(await as(who, "GET", "/messages/counts"))).approvingShareExpCount as number;
  const pending = async (who: string) =>
    (await ok(await as(who, "GET", `/share-approvals?state=pending&position=${position}`))).rows as Array<
      Record<string, unknown>
    >;
  const requestShare = async (body: object) => {
    const asked = await ok(await as("chen", "POST", `/experiments/${recordId}/shares`, body));
    await api.caughtUp(asked.position);
    return asked.shareId as string;
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const department = async (name: string, parentId: string) =>
      (await ok(await as("admin", "POST", "/departments", { name, parentId }))).departmentId as string;
    dept.chem = await department("Synthesis", "root");
    dept.qa = await department("Quality", "root");
    dept.micro = await department("Microbiology QC", dept.qa);
    const members: Array<[string, string, string]> = [
      ["chen", "Chen Hua", dept.chem],
      ["li", "Li Na", dept.chem],
      ["ana", "Ana Ruiz", dept.chem],
      ["bo", "Bo Wen", dept.micro],
      ["zhou", "Zhou Yi", dept.chem],
    ];
    for (const [account, realName, departmentId] of members) {
      const created = await ok(await as("admin", "POST", "/members", { account, realName, password: PASSWORD, departmentId }));
      id[account] = created.memberId;
    }
    // Reviewers of the organisation's default flow decide shares; the applicant (chen) is never one of them.
    const flow = await ok(
      await as("admin", "POST", "/flows", {
        name: "Peer review",
        nodes: [{ name: "Peer", reviewers: [{ kind: "members", memberIds: [id.li, id.chen] }] }],
      }),
    );
    await api.caughtUp(flow.position);
    for (const [account] of members) token[account] = await api.login(account, PASSWORD);
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability" }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Assay at 40 ℃" }))).id;
    moduleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Assay" })))
      .moduleId;
    lastCacheTime = (await ok(await save("chen", "99.1 %"))).lastCacheTime;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("refuses bad input in words and changes nothing", async () => {
    const before = await ok(await as("chen", "GET", `/experiments/${recordId}/trace`));
    const bad = [
      { memberIds: [], departmentIds: [], attribute: 0, reason: "why" },
      { memberIds: [id.ana], attribute: 2, reason: "why" },
      { memberIds: [id.ana], attribute: 0, reason: "   " },
      { memberIds: [id.ana], attribute: 0, reason: "x".repeat(501) },
      { memberIds: "everyone", attribute: 0, reason: "why" },
    ];
    for (const body of bad) {
      const refusal = await refused(await as("chen", "POST", `/experiments/${recordId}/shares`, body, "zh-CN"), 400);
      expect(refusal.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await refused(
      await as("chen", "POST", `/experiments/${recordId}/shares`, { memberIds: ["no-such-member"], attribute: 0, reason: "why" }),
      404,
    );
    expect(unknown.key).toBe("share.receiverNotFound");
    const self = await refused(
      await as("chen", "POST", `/experiments/${recordId}/shares`, { memberIds: [id.chen], attribute: 0, reason: "why" }),
      400,
    );
    expect(self.key).toBe("share.noReceiver");
    expect(await ok(await as("chen", "GET", `/experiments/${recordId}/trace`))).toEqual(before);
  });

  it("only the owner (or an administrator) shares; a stranger is told the record is not found", async () => {
    const body = { memberIds: [id.ana], attribute: 0, reason: "why" };
    expect((await refused(await as("zhou", "POST", `/experiments/${recordId}/shares`, body), 404)).key).toBe(
      "experiment.notFound",
    );
    expect((await refused(await as("chen", "POST", "/experiments/no-such-record/shares", body), 404)).key).toBe(
      "experiment.notFound",
    );
  });

  it("a share request waits in the reviewer's queue and bell, never the applicant's", async () => {
    share.readOnly = await requestShare({ memberIds: [id.ana], attribute: 0, reason: "Ana checks the assay" });
    await until("the bell to count the share for li", async () => (await bell("li")) === 1);
    expect(await bell("chen")).toBe(0);
    expect(await pending("li")).toMatchObject([
      {
        id: share.readOnly,
        queue: "share",
        experimentId: recordId,
        number: expect.any(String),
        title: "Assay at 40 ℃",
        members: [{ id: id.ana, name: "Ana Ruiz" }],
        attribute: 0,
        reason: "Ana checks the assay",
        applicantName: "Chen Hua",
        state: "pending",
      },
    ]);
    expect(await pending("chen")).toEqual([]);
    // Before the decision the receiver does not reach the record.
    expect((await refused(await as("ana", "GET", `/experiments/${recordId}`), 404)).key).toBe("experiment.notFound");
  });

  it("a wrong password signs nothing; a member not asked is told it is not found; the reviewer approves with a signature", async () => {
    const wrong = await refused(
      await as("li", "POST", `/share-approvals/${share.readOnly}/approve`, { password: "nope", comment: "" }),
      403,
    );
    expect(wrong.key).toBe("signature.passwordInvalid");
    expect(await pending("li")).toHaveLength(1);
    expect(
      (await refused(await as("zhou", "POST", `/share-approvals/${share.readOnly}/approve`, { password: PASSWORD }), 404)).key,
    ).toBe("approval.notFound");
    expect(
      (await refused(await as("chen", "POST", `/share-approvals/${share.readOnly}/approve`, { password: PASSWORD }), 404)).key,
    ).toBe("approval.notFound");
    const approved = await ok(
      await as("li", "POST", `/share-approvals/${share.readOnly}/approve`, { password: PASSWORD, comment: "Fine" }),
    );
    await api.caughtUp(approved.position);
    expect(await pending("li")).toEqual([]);
    expect(await bell("li")).toBe(0);
    const decided = await ok(await as("li", "GET", `/share-approvals?state=approved&position=${position}`));
    expect(decided.rows).toMatchObject([
      { id: share.readOnly, state: "approved", decisions: [{ approved: true, printedName: "Li Na", meaning: "approval" }] },
    ]);
    expect(
      (await refused(await as("li", "POST", `/share-approvals/${share.readOnly}/reject`, { password: PASSWORD }), 409)).key,
    ).toBe("approval.notPending");
  });

  it("a read-only receiver opens the record read-only, finds it in their lists, and may not save", async () => {
    const seen = await ok(await as("ana", "GET", `/experiments/${recordId}`));
    expect(seen).toMatchObject({ isReadOnly: true, sharedRight: 0, modules: [{ moduleId, readOnly: true, lastCacheTime }] });
    expect((await refused(await save("ana", "12 %"), 403)).key).toBe("experiment.readOnly");
    const list = await ok(await as("ana", "GET", `/experiments?position=${position}`));
    expect(list.rows.map((r: { id: string }) => r.id)).toContain(recordId);
    const startOfToday = new Date();
    startOfToday.setHours(0, 0, 0, 0);
    const today = await ok(
      await as("ana", "GET", `/shares/with-me?since=${encodeURIComponent(startOfToday.toISOString())}&position=${position}`),
    );
    expect(today.rows).toMatchObject([
      {
        id: share.readOnly,
        subjectId: recordId,
        subjectTitle: "Assay at 40 ℃",
        sharerName: "Chen Hua",
        attribute: 0,
        state: "active",
      },
    ]);
    const tomorrow = new Date(startOfToday.getTime() + 86_400_000).toISOString();
    expect((await ok(await as("ana", "GET", `/shares/with-me?since=${encodeURIComponent(tomorrow)}`))).rows).toEqual([]);
  });

  it("a department share reaches a member of a sub-department, read-write: their save is accepted; the share changed no content", async () => {
    share.readWrite = await requestShare({ departmentIds: [dept.qa], attribute: 1, reason: "QA completes the assay" });
    expect((await refused(await as("bo", "GET", `/experiments/${recordId}`), 404)).key).toBe("experiment.notFound");
    const approved = await ok(await as("li", "POST", `/share-approvals/${share.readWrite}/approve`, { password: PASSWORD }));
    await api.caughtUp(approved.position);
    const seen = await ok(await as("bo", "GET", `/experiments/${recordId}`));
    // Module version stamps unchanged by sharing.
    expect(seen).toMatchObject({ isReadOnly: false, sharedRight: 1, modules: [{ moduleId, readOnly: false, lastCacheTime }] });
    const saved = await ok(await save("bo", "98.7 %"));
    lastCacheTime = saved.lastCacheTime;
    const list = await ok(await as("bo", "GET", `/experiments?position=${position}`));
    expect(list.rows.map((r: { id: string }) => r.id)).toContain(recordId);
    expect((await ok(await as("bo", "GET", `/shares/with-me?position=${position}`))).rows).toMatchObject([
      { id: share.readWrite, departments: [{ id: dept.qa, name: "Quality" }], attribute: 1 },
    ]);
  });

  it("messages: the reviewer hears of the request, the owner of the decision, a department's member that the record is shared with them", async () => {
    const messages = async (who: string) =>
      (await ok(await as(who, "GET", "/messages?pageSize=100"))).rows as Array<{
        kind: string;
        detail: string | null;
        experimentId: string;
      }>;
    const heard = (who: string, kind: string) => async () => (await messages(who)).filter((m) => m.kind === kind);
    await until("li to hear of both share requests", async () => (await heard("li", "shareRequested")()).length === 2);
    await until("chen to hear both shares were granted", async () => (await heard("chen", "shareDecided")()).length === 2);
    expect((await heard("chen", "shareDecided")()).map((m) => m.detail)).toEqual(["granted", "granted"]);
    await until(
      "bo, in a sub-department of Quality, to hear the record was shared",
      async () => (await heard("bo", "recordShared")()).length === 1,
    );
    expect(await heard("bo", "recordShared")()).toMatchObject([{ experimentId: recordId, detail: "readWrite" }]);
    expect(await heard("ana", "recordShared")()).toMatchObject([{ experimentId: recordId, detail: "readOnly" }]);
    expect(await heard("chen", "recordShared")()).toEqual([]);
  });

  it("revoking takes the rights away at once; only the owner or an administrator revokes, and only a granted share", async () => {
    expect((await refused(await as("bo", "POST", `/shares/${share.readOnly}/revoke`), 403)).key).toBe("share.ownerOnly");
    await ok(await as("chen", "POST", `/shares/${share.readOnly}/revoke`));
    expect((await refused(await as("ana", "GET", `/experiments/${recordId}`), 404)).key).toBe("experiment.notFound");
    expect((await refused(await save("ana", "1 %"), 404)).key).toBe("experiment.notFound");
    expect((await refused(await as("chen", "POST", `/shares/${share.readOnly}/revoke`), 409)).key).toBe("share.notActive");
    const list = await ok(await as("ana", "GET", `/experiments?position=${position}`));
    expect(list.rows.map((r: { id: string }) => r.id)).not.toContain(recordId);
    expect((await ok(await as("ana", "GET", `/shares/with-me?position=${position}`))).rows).toEqual([]);
    const mine = await ok(await as("chen", "GET", `/shares/mine?position=${position}`));
    expect(mine.rows).toMatchObject([
      { id: share.readWrite, state: "active" },
      { id: share.readOnly, state: "revoked", revokedAt: expect.any(String) },
    ]);
    // An administrator revokes too.
    await ok(await as("admin", "POST", `/shares/${share.readWrite}/revoke`));
    expect((await refused(await as("bo", "GET", `/experiments/${recordId}`), 404)).key).toBe("experiment.notFound");
  });

  it("a rejected share gives nothing; my applications list it with the reviewer's decision", async () => {
    share.rejected = await requestShare({ memberIds: [id.zhou], attribute: 1, reason: "Zhou repeats it" });
    await ok(
      await as("li", "POST", `/share-approvals/${share.rejected}/reject`, { password: PASSWORD, comment: "Not this one" }),
    );
    expect((await refused(await as("zhou", "GET", `/experiments/${recordId}`), 404)).key).toBe("experiment.notFound");
    const applications = await ok(await as("chen", "GET", `/shares/applications?position=${position}`));
    expect(applications.rows[0]).toMatchObject({
      id: share.rejected,
      queue: "share",
      state: "rejected",
      members: [{ id: id.zhou, name: "Zhou Yi" }],
      decisions: [{ approved: false, printedName: "Li Na", meaning: "rejection", comment: "Not this one" }],
    });
    expect(applications.rows).toHaveLength(3);
  });

  it("unknown shares are not found", async () => {
    for (const [method, path, body] of [
      ["POST", "/share-approvals/no-such-share/approve", { password: PASSWORD }],
      ["POST", "/share-approvals/no-such-share/reject", { password: PASSWORD }],
      ["POST", "/shares/no-such-share/revoke", undefined],
    ] as const)
      expect((await refused(await as("chen", method, path, body), 404)).key).toBe("share.notFound");
  });

  it("an archived record is not shared", async () => {
    const submitted = await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}));
    await api.caughtUp(submitted.position);
    await ok(await as("li", "POST", `/approvals/${recordId}:v1/approve`, { password: PASSWORD }));
    await ok(await as("admin", "POST", "/archive", { ids: [recordId] }));
    const refusal = await refused(
      await as("chen", "POST", `/experiments/${recordId}/shares`, { memberIds: [id.ana], attribute: 0, reason: "why" }),
      409,
    );
    expect(refusal.key).toBe("experiment.archived");
  });
});
