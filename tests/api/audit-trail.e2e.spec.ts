import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { readPdf } from "./pdf-text";

const PASSWORD = "Audit-lab-2026";
const today = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

describe("team audit trail: search and export (issue 6)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  let chemist: string;
  let chemistId: string;
  let auditor: string;
  let projectRecord: { id: string; number: string };
  let otherRecord: { id: string };
  let projectId: string;
  let lastPosition = 0;
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    const response = body.response ?? body;
    if (typeof response?.position === "number") lastPosition = Math.max(lastPosition, response.position);
    return response;
  };
  const search = async (query: Record<string, string | number>, token = admin, language = "en") =>
    res(
      await api.call(
        "GET",
        `/api/audit?${new URLSearchParams({ position: String(lastPosition), pageSize: "200", ...query } as Record<string, string>)}`,
        {
          token,
          language,
        },
      ),
    );

  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
    const created = await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "sun.chemist", realName: "孙 化学", password: PASSWORD, departmentId: "root" },
      }),
    );
    chemistId = created.memberId;
    await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "qa.auditor", realName: "QA Auditor", password: PASSWORD, departmentId: "root" },
      }),
    );
    const role = await ok(
      await api.call("POST", "/api/roles", {
        token: admin,
        json: {
          name: "Auditor",
          description: "Reads the audit trail",
          permissions: [{ permissionCode: "AudittrailSearch", isActive: true }],
          viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
        },
      }),
    );
    const members = await ok(await api.call("GET", "/api/members?keyword=qa.auditor", { token: admin }));
    await ok(
      await api.call("PUT", `/api/members/${members.rows?.[0]?.id ?? members[0].id}/roles`, {
        token: admin,
        json: { roleIds: [role.roleId] },
      }),
    );
    // A failed login is an administration event of the account it was tried on.
    expect(
      (await api.call("POST", "/api/auth/login", { json: { account: "sun.chemist", password: "wrong-Password-1" } })).status,
    ).toBe(401);
    chemist = await api.login("sun.chemist", PASSWORD);
    auditor = await api.login("qa.auditor", PASSWORD);

    const project = await ok(await api.call("POST", "/api/projects", { token: chemist, json: { name: "API route scouting" } }));
    projectId = project.id;
    const book = await ok(await api.call("POST", "/api/notebooks", { token: chemist, json: { name: "Scouting", projectId } }));
    projectRecord = await ok(
      await api.call("POST", "/api/experiments", { token: chemist, json: { notebookId: book.id, title: "Route A" } }),
    );
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${projectRecord.id}/modules`, {
        token: chemist,
        json: { type: "grid", subType: "labMaterial", title: "Materials", columns: [{ field: "name", required: true }] },
      }),
    );
    const first = await ok(
      await api.call("PUT", `/api/experiments/${projectRecord.id}/modules/${moduleId}`, {
        token: chemist,
        json: { data: { rows: [{ rowId: "r1", name: "NaBH4", mass: 1.2 }] }, lastCacheTime: 0 },
      }),
    );
    await ok(
      await api.call("PUT", `/api/experiments/${projectRecord.id}/modules/${moduleId}`, {
        token: chemist,
        json: { data: { rows: [] }, lastCacheTime: first.lastCacheTime },
      }),
    );
    const loose = await ok(await api.call("POST", "/api/notebooks", { token: chemist, json: { name: "Loose" } }));
    otherRecord = await ok(
      await api.call("POST", "/api/experiments", { token: chemist, json: { notebookId: loose.id, title: "Side test" } }),
    );
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("shows record changes field by field with who, when, the record's number and the module's title", async () => {
    const { status, body } = await search({ experimentId: projectRecord.id });
    expect(status).toBe(200);
    const saved = body.rows.filter((r: { eventType: string }) => r.eventType === "ModuleSaved");
    expect(saved.map((r: { action: number; fieldName: string | null }) => [r.action, r.fieldName])).toEqual([
      [3, null],
      [1, null],
    ]);
    expect(saved[1]).toMatchObject({
      category: "record",
      userId: chemistId,
      userName: "孙 化学",
      experimentNumber: projectRecord.number,
      experimentTitle: "Route A",
      moduleTitle: "Materials",
      rowId: "r1",
      newValue: { rowId: "r1", name: "NaBH4", mass: 1.2 },
    });
    expect(saved[0].oldValue).toMatchObject({ name: "NaBH4" });
    expect(saved[0].modifyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const positions = body.rows.map((r: { position: number }) => r.position);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
    expect(body.rows.every((r: { experimentId: string }) => r.experimentId === projectRecord.id)).toBe(true);
  });

  it("shows administration: failed logins, logins, role and member changes, approval flows, without any secret", async () => {
    await ok(
      await api.call("POST", "/api/flows", {
        token: admin,
        json: { name: "QA sign-off", nodes: [{ name: "QA", reviewers: [{ kind: "members", memberIds: [chemistId] }] }] },
      }),
    );
    const { body } = await search({ category: "admin" });
    const flow = body.rows.find((r: { eventType: string }) => r.eventType === "ApprovalFlowDefined");
    expect(flow).toMatchObject({ subject: "QA sign-off", action: 2, userName: expect.any(String) });
    const types = new Set(body.rows.map((r: { eventType: string }) => r.eventType));
    for (const type of ["MemberLoginFailed", "MemberLoggedIn", "RoleDefined", "MemberRolesAssigned", "MemberRegistered"])
      expect(types, type).toContain(type);
    const failed = body.rows.find((r: { eventType: string }) => r.eventType === "MemberLoginFailed");
    expect(failed).toMatchObject({ subject: "sun.chemist", action: null, newValue: { reason: "wrong-password" } });
    expect(JSON.stringify(body.rows)).not.toContain("passwordHash");
    expect(JSON.stringify(body.rows)).not.toContain("scrypt");
  });

  it("filters by project (its records' changes too), user, action and the spec's date range", async () => {
    const byProject = (await search({ projectId })).body.rows as Array<{ experimentId: string | null; eventType: string }>;
    expect(byProject.some((r) => r.experimentId === projectRecord.id && r.eventType === "ModuleSaved")).toBe(true);
    expect(byProject.some((r) => r.eventType === "ProjectCreated")).toBe(true);
    expect(byProject.some((r) => r.experimentId === otherRecord.id)).toBe(false);

    const deletions = (await search({ userId: chemistId, action: 3 })).body.rows as Array<{ action: number; userId: string }>;
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((r) => r.action === 3 && r.userId === chemistId)).toBe(true);

    const todays = await search({ dateRange: `${today()}&${today()}`, experimentId: otherRecord.id });
    expect(todays.body.total).toBeGreaterThan(0);
    const longAgo = await search({ dateRange: "2020-01-01&2020-12-31", experimentId: otherRecord.id });
    expect(longAgo.body).toMatchObject({ total: 0, rows: [] });
  });

  it("refuses a date range it cannot read with a localised message", async () => {
    expect(await search({ dateRange: "2026-11-30&2026-11-01" }, admin, "en")).toMatchObject({
      status: 400,
      body: { key: "audit.dateRangeInvalid" },
    });
    const zh = await search({ dateRange: "last week" }, admin, "zh-CN");
    expect(zh.body.message).toContain("不是有效的日期范围");
  });

  it("is for administrators and holders of AudittrailSearch only; a plain member gets 403 with a clear message", async () => {
    expect((await search({}, auditor)).status).toBe(200);
    const refused = await search({}, chemist, "en");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/permission/i);
  });

  it("has no way to change or delete an entry", async () => {
    const { body } = await search({ experimentId: projectRecord.id });
    const id = body.rows[0].id as string;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const status = (await api.call(method, `/api/audit/${encodeURIComponent(id)}`, { token: admin, json: {} })).status;
      expect(status, method).toBe(404);
    }
    expect((await api.call("DELETE", "/api/audit", { token: admin })).status).toBe(404);
    expect((await search({ experimentId: projectRecord.id })).body.total).toBe(body.total);
  });

  it("exports the search as CSV: byte-order mark, localised headers, one line per entry", async () => {
    const query = new URLSearchParams({ format: "csv", experimentId: projectRecord.id, position: String(lastPosition) });
    const response = await api.call("GET", `/api/audit/export?${query}`, { token: admin, language: "zh-CN" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-trail-\d{8}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF时间,用户,类别,事件,操作")).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    const { body } = await search({ experimentId: projectRecord.id });
    expect(lines).toHaveLength(body.total + 1);
    expect(text).toContain("保存模块");
    expect(text).toContain(projectRecord.number);
    const refused = await api.call("GET", `/api/audit/export?format=xlsx`, { token: admin, language: "en" });
    expect(refused.status).toBe(400);
  });

  it("exports the search as a PDF in the caller's language: what was searched, who exported it, every entry, page numbers", async () => {
    const query = new URLSearchParams({ format: "pdf", experimentId: projectRecord.id, position: String(lastPosition) });
    const response = await api.call("GET", `/api/audit/export?${query}`, { token: auditor, language: "zh-CN" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-trail-\d{8}\.pdf"$/);
    const pdf = await readPdf(await response.arrayBuffer());
    expect(pdf.info).toMatchObject({ Title: "审计追踪", Author: "QA Auditor", Creator: "LabLedger" });
    const { body } = await search({ experimentId: projectRecord.id });
    expect(pdf.text).toContain(`记录: ${projectRecord.number}`);
    expect(pdf.text).toContain(`条目数: ${body.total}`);
    // The last signed checkpoint of the log (the first start signed one before serving).
    expect(pdf.text).toMatch(/签名检查点: 日志最近的签名检查点：位置 \d+，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(pdf.text).toContain("导出人: QA Auditor (qa.auditor)");
    expect(pdf.text).toContain("保存模块");
    expect(pdf.text).toContain("孙 化学");
    expect(pdf.text).toContain("NaBH4");
    expect(pdf.pages.at(-1)).toContain(`第 ${pdf.pages.length} 页，共 ${pdf.pages.length} 页`);

    const en = await readPdf(
      await (await api.call("GET", `/api/audit/export?${query}`, { token: auditor, language: "en" })).arrayBuffer(),
    );
    expect(en.info.Title).toBe("Audit trail");
    expect(en.text).toContain(`Record: ${projectRecord.number}`);
    expect(en.text).toContain("Module saved");
  });

  it("lets an auditor find any record by number or title, beyond their viewing levels; nobody else", async () => {
    const visible = await ok(await api.call("GET", "/api/experiments?keyword=Route", { token: auditor }));
    expect(visible.rows ?? visible).toHaveLength(0);
    const found = await ok(
      await api.call("GET", `/api/audit/records?keyword=${projectRecord.number}&position=${lastPosition}`, { token: auditor }),
    );
    expect((found.rows ?? found).map((r: { id: string }) => r.id)).toEqual([projectRecord.id]);
    const byTitle = await ok(await api.call("GET", "/api/audit/records?keyword=Side", { token: auditor }));
    expect((byTitle.rows ?? byTitle).map((r: { id: string }) => r.id)).toEqual([otherRecord.id]);
    expect((await api.call("GET", "/api/audit/records", { token: chemist })).status).toBe(403);
  });

  it("exports one record's trace as CSV and PDF for anyone who may view the record, with its hash chain verified", async () => {
    const csv = await api.call("GET", `/api/experiments/${projectRecord.id}/trace/export?format=csv`, {
      token: chemist,
      language: "en",
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(`trace-${projectRecord.number}-`);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true })
      .decode(await csv.arrayBuffer())
      .trimEnd()
      .split("\r\n");
    const trace = await ok(await api.call("GET", `/api/experiments/${projectRecord.id}/trace`, { token: chemist }));
    expect(lines[0]).toBe("\uFEFFTime,User,Action,Module,Row,Field,Old value,New value,Reason");
    expect(lines).toHaveLength((trace.rows ?? trace).length + 1);
    // The deleted row in words (by its position and first cell, its cells by label), not as recorded JSON.
    expect(lines.slice(1).join("\n")).toContain("row 1 (NaBH4),,Name: NaBH4; Mass: 1.2,");
    expect(lines.slice(1).join("\n")).not.toContain("rowId");

    const response = await api.call("GET", `/api/experiments/${projectRecord.id}/trace/export?format=pdf`, {
      token: chemist,
      language: "zh-CN",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdf(await response.arrayBuffer());
    expect(pdf.info.Title).toBe(`记录痕迹 ${projectRecord.number}`);
    expect(pdf.text).toContain(`记录: ${projectRecord.number} Route A`);
    expect(pdf.text).toMatch(/哈希链: 已验证：\d+ 个事件，均未被改动/);
    // What the signed checkpoints say of the record: covered by the last one, or its newest events after it.
    expect(pdf.text).toMatch(/签名检查点: (已由日志最近的签名检查点覆盖|最近的签名检查点)：位置 \d+，/);
    expect(pdf.text).toContain("草稿，版本 0");
    expect(pdf.text).toContain("Materials");

    // An auditor reads every record's past, whatever their viewing levels; a member who may not view the record may not.
    expect(
      (await api.call("GET", `/api/experiments/${projectRecord.id}/trace/export?format=pdf`, { token: auditor })).status,
    ).toBe(200);
    expect((await api.call("GET", `/api/experiments/${projectRecord.id}/versions`, { token: auditor })).status).toBe(200);
    await ok(
      await api.call("POST", "/api/members", {
        token: admin,
        json: { account: "zhou.outsider", realName: "周 外人", password: PASSWORD, departmentId: "root" },
      }),
    );
    const outsider = await api.login("zhou.outsider", PASSWORD);
    for (const path of ["trace/export?format=csv", "trace", "versions", "verification"])
      expect((await api.call("GET", `/api/experiments/${projectRecord.id}/${path}`, { token: outsider })).status, path).toBe(404);
    const bad = await api.call("GET", `/api/experiments/${projectRecord.id}/trace/export?format=doc`, {
      token: chemist,
      language: "zh-CN",
    });
    expect(bad.status).toBe(400);
  });
});
