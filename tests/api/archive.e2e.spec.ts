import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refused } from "../support/api-answers";
import { patience } from "../support/patience";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { unreadable } from "./unreadable";

const PASSWORD = "Archive-lab-2026";

interface ArchiveRow {
  id: string;
  number: string;
  title: string;
  version: number;
  ownerName: string;
  archived: boolean;
  statusText: string;
  archivedAt?: string;
  archivedBy?: string;
  retainUntil?: string;
}

describe("archive management: approved records archived read-only, retained, taken out with a signature (spec §2 /team/archiveManage)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let number: string;
  let draftId: string;
  let moduleId: string;
  let lastCacheTime = 0;
  let position = 0;
  let retainUntil = "";
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const ok = async (r: Response) => {
    const body = await r.json();
    expect(r.status, JSON.stringify(body)).toBe(200);
    const response = body.response ?? body;
    if (typeof response?.position === "number") position = Math.max(position, response.position);
    return response;
  };
  const list = async (state: "approved" | "archived", who = "admin", language = "en") =>
    (await ok(await as(who, "GET", `/archive?state=${state}&pageSize=50&position=${position}`, undefined, language))) as {
      rows: ArchiveRow[];
      total: number;
    };
  const record = async () => ok(await as("chen", "GET", `/experiments/${recordId}`));
  const save = (value: string, reason = "Corrected value", language = "en") =>
    as(
      "chen",
      "PUT",
      `/experiments/${recordId}/modules/${moduleId}`,
      { data: { fields: { value } }, lastCacheTime, reason },
      language,
    );
  const yearsFrom = (day: Date, years: number) => {
    const until = new Date(day.getTime());
    until.setUTCFullYear(until.getUTCFullYear() + years);
    return until.toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "zhou"]) {
      const created = await ok(
        await as("admin", "POST", "/members", {
          account,
          realName: `${account} (printed)`,
          password: PASSWORD,
          departmentId: "root",
        }),
      );
      id[account] = created.memberId;
    }
    // zhou audits: the audit-trail permission lets them see what is archived, never archive.
    const role = await ok(
      await as("admin", "POST", "/roles", {
        name: "Auditor",
        description: "Reads the audit trail",
        permissions: [{ permissionCode: "AudittrailSearch", isActive: true }],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    await api.caughtUp((await ok(await as("admin", "PUT", `/members/${id.zhou}/roles`, { roleIds: [role.roleId] }))).position);
    for (const account of ["chen", "li", "zhou"]) token[account] = await api.login(account, PASSWORD);
    await ok(
      await as("admin", "POST", "/flows", {
        name: "QA release",
        nodes: [{ name: "QA approval", reviewers: [{ kind: "members", memberIds: [id.li] }] }],
      }),
    );
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability study" }));
    const created = await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Assay at 40 ℃" }));
    recordId = created.id;
    number = created.number;
    moduleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Assay" })))
      .moduleId;
    lastCacheTime = (await ok(await save("99.1 %"))).lastCacheTime;
    await ok(await as("chen", "PATCH", `/experiments/${recordId}`, { participants: [id.li!] }));
    await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}));
    await ok(await as("li", "POST", `/approvals/${recordId}:v1/approve`, { password: PASSWORD, comment: "Released" }));
    expect(await record()).toMatchObject({ status: "approved", archived: false });
    draftId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "Still a draft" }))).id;
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("lists approved records to archive for administrators and auditors; members are refused", async () => {
    const approved = await list("approved");
    expect(approved.rows).toEqual([
      expect.objectContaining({ id: recordId, number, version: 1, ownerName: "chen (printed)", archived: false }),
    ]);
    expect(approved.rows[0]!.statusText).toBe("Approved, not archived");
    expect((await list("approved", "zhou")).rows.map((r) => r.id)).toEqual([recordId]);
    expect(await refused(await as("chen", "GET", "/archive"), 403)).toMatchObject({ key: expect.any(String) });
    // Only administrators archive.
    await refused(await as("zhou", "POST", "/archive", { ids: [recordId] }), 403);
  });

  it("one record that cannot be archived archives none: a draft is refused in words, the approved one is left as it was", async () => {
    const refusal = await refused(await as("admin", "POST", "/archive", { ids: [recordId, draftId] }, "zh-CN"), 409);
    expect(refusal.key).toBe("archive.notApproved");
    expect(refusal.message).toMatch(/^记录 .+ 尚未审批通过：只有已批准的记录可以归档$/);
    expect(await record()).toMatchObject({ archived: false });
    expect((await list("archived")).rows).toEqual([]);
    await refused(await as("admin", "POST", "/archive", { ids: ["no-such-record"] }), 404);
  });

  it("archives the approved record for the organisation's retention period; the list says when, by whom and until when", async () => {
    const settings = await ok(await as("admin", "PUT", "/settings/archive", { retentionYears: 7 }));
    expect(settings.position).toBeGreaterThan(0);
    expect(await ok(await as("chen", "GET", "/settings/archive"))).toEqual({ retentionYears: 7 });
    await refused(await as("admin", "PUT", "/settings/archive", { retentionYears: 0 }), 400);

    const archiveOnce = () =>
      api.call("POST", "/api/archive", {
        token: token.admin!,
        language: "en",
        json: { ids: [recordId] },
        commandId: "archive-1",
      });
    const done = await ok(await archiveOnce());
    // The same client command id again: the first answer, nothing archived twice.
    expect(await ok(await archiveOnce())).toEqual(done);
    const archived = await list("archived", "zhou");
    // Retained seven whole years from the day it was archived (UTC).
    retainUntil = yearsFrom(new Date(archived.rows[0]!.archivedAt!), 7);
    expect(done.archived).toEqual([{ id: recordId, number, retainUntil }]);
    expect(archived.rows).toEqual([
      expect.objectContaining({
        id: recordId,
        number,
        title: "Assay at 40 ℃",
        archived: true,
        statusText: "Archived",
        archivedBy: (await ok(await as("admin", "GET", "/auth/me"))).realName,
        retainUntil,
      }),
    ]);
    expect(Date.parse(archived.rows[0]!.archivedAt!)).toBeLessThanOrEqual(Date.now());
    expect((await list("approved")).rows).toEqual([]);
    expect((await list("archived", "admin", "zh-CN")).rows[0]!.statusText).toBe("已归档");
    // Archived once is enough.
    expect((await refused(await as("admin", "POST", "/archive", { ids: [recordId] }), 409)).key).toBe("archive.alreadyArchived");
  });

  it("an archived record is read-only: a save, a submission, a recall and a lock are refused in the reader's language", async () => {
    const shown = await record();
    expect(shown).toMatchObject({ status: "approved", archived: true, isReadOnly: true });
    expect(shown.modules[0]).toMatchObject({ readOnly: true, showEditButton: false });
    const inEnglish = await refused(await save("98.0 %"), 409);
    expect(inEnglish).toMatchObject({ key: "experiment.archived" });
    expect(inEnglish.message).toBe(
      `Record ${number} is archived and read-only; an administrator can take it out of the archive with a signature`,
    );
    const inChinese = await refused(await save("98.0 %", "更正", "zh-CN"), 409);
    expect(inChinese.message).toBe(`记录 ${number} 已归档，只读；管理员可签名后取消归档`);
    for (const [path, body] of [
      ["submit", {}],
      ["recall", { reason: "Wrong batch" }],
      ["lock", undefined],
    ] as const)
      expect((await refused(await as("chen", "POST", `/experiments/${recordId}/${path}`, body), 409)).key).toBe(
        "experiment.archived",
      );
    expect((await record()).modules[0].content.fields.value).toBe("99.1 %");
  });

  it("is still readable and exportable: its PDF is written", async () => {
    const asked = await ok(await as("chen", "POST", "/exports", { format: "pdf", ids: [recordId] }));
    await expect
      .poll(async () => (await ok(await as("chen", "GET", `/exports/${asked.id}`))).status, {
        timeout: patience(60_000),
        interval: 100,
      })
      .toBe("ready");
  });

  it("taking it out needs the administrator's signature: a wrong password changes nothing, a member is refused", async () => {
    const wrong = await refused(
      await as("admin", "POST", `/archive/${recordId}/unarchive`, { password: "not-my-password", reason: "Audit finding" }),
      403,
    );
    expect(wrong.key).toBe("signature.passwordInvalid");
    expect(await record()).toMatchObject({ archived: true });
    expect((await list("archived")).rows.map((r) => r.id)).toEqual([recordId]);
    await refused(await as("admin", "POST", `/archive/${recordId}/unarchive`, { password: ADMIN_PASSWORD }), 400);
    await refused(await as("chen", "POST", `/archive/${recordId}/unarchive`, { password: PASSWORD, reason: "Mine" }), 403);
    expect((await record()).archived).toBe(true);
  });

  it("with the right password it is out of the archive, approved as before; recalled, it is editable again", async () => {
    await ok(
      await as("admin", "POST", `/archive/${recordId}/unarchive`, {
        password: ADMIN_PASSWORD,
        reason: "Audit finding needs a correction",
      }),
    );
    expect(await record()).toMatchObject({ status: "approved", archived: false, isReadOnly: false });
    expect((await list("archived")).rows).toEqual([]);
    expect((await list("approved")).rows.map((r) => r.id)).toEqual([recordId]);
    await ok(await as("chen", "POST", `/experiments/${recordId}/recall`, { reason: "Correct the assay" }));
    await ok(await as("li", "POST", `/approvals/${recordId}:v1:recall/approve`, { password: PASSWORD }));
    expect(await record()).toMatchObject({ status: "recalled", archived: false });
    lastCacheTime = (await ok(await save("98.7 %"))).lastCacheTime;
    expect((await record()).modules[0].content.fields.value).toBe("98.7 %");
  });

  it.each([
    [
      "zh-CN",
      (until: string) => `第 1 版已归档：只读，保存 7 年，至 ${until}`,
      (signer: string) => `${signer}取消归档（签名含义：负责）：Audit finding needs a correction`,
    ],
    [
      "en",
      (until: string) => `Version 1 archived: read-only, retained for 7 years, until ${until}`,
      (signer: string) =>
        `${signer} took the record out of the archive (signed as Responsibility): Audit finding needs a correction`,
    ],
  ])("the trace says both in words (%s)", async (language, archivedWords, unarchivedWords) => {
    const trace = (await ok(await as("chen", "GET", `/experiments/${recordId}/trace`, undefined, language))) as {
      rows: Array<{ fieldName: string | null; words: { field: string; newValue: { text: string } } }>;
    };
    const archive = trace.rows.filter((r) => r.fieldName === "archive");
    const signer = (await ok(await as("admin", "GET", "/auth/me"))).realName as string;
    // Newest first: taken out, then archived.
    expect(archive.map((r) => r.words.newValue.text)).toEqual([unarchivedWords(signer), archivedWords(yearsFrom(new Date(), 7))]);
    for (const row of archive) {
      expect(unreadable(row.words.newValue.text)).toBeNull();
      expect(unreadable(row.words.field)).toBeNull();
    }
  });
});
