import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Oversight-2026-pass";
const MISSING = "01900000-0000-7000-8000-000000000000";
type Json = Record<string, unknown>;
interface Row {
  number: string;
  title: string;
  status: string;
  ownerName: string;
  departmentName: string;
  projectName: string;
  taskName: string;
}

describe("a manager's oversight of records and the task pages (spec §2 /team/recordView, /team/member/record, task pages)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const numbers: Record<string, string> = {};
  let last = 0;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const ok = async (response: Response) => {
    const body = (await response.json()) as Json;
    expect(response.status, JSON.stringify(body)).toBe(200);
    const answer = (body.response ?? body) as Json;
    if (typeof answer.position === "number") last = Math.max(last, answer.position);
    return answer;
  };
  const refused = async (response: Response, status: number) => {
    const body = (await response.json()) as { key: string; message: string };
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body;
  };
  const seen = async (who: string, query = "") => {
    const page = (await ok(await as(who, "GET", `/oversight/records?pageSize=50${query}`))) as unknown as { rows: Row[] };
    return page.rows.map((r) => r.title).sort();
  };

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    id.admin = (await ok(await as("admin", "GET", "/auth/me"))).id as string;
    const department = async (name: string, parentId: string) => {
      const made = await ok(await as("admin", "POST", "/departments", { name, parentId }));
      return (made.departmentId ?? made.id) as string;
    };
    id.chem = await department("Chemistry", "root");
    id.organic = await department("Organic group", id.chem);
    id.bio = await department("Biology", "root");
    for (const [who, departmentId, realName] of [
      ["head", id.chem, "Wu Head"],
      ["chen", id.organic, "Chen Jing"],
      ["plain", id.chem, "Plain Member"],
      ["bai", id.bio, "Bai Lin"],
    ] as const) {
      const made = await ok(await as("admin", "POST", "/members", { account: who, realName, password: PASSWORD, departmentId }));
      id[who] = made.memberId as string;
    }
    await ok(await as("admin", "PATCH", `/members/${id.head}`, { isDepartmentHeader: true }));
    await ok(
      await as("admin", "POST", "/flows", {
        name: "Review",
        nodes: [{ name: "Review", reviewers: [{ kind: "members", memberIds: [id.admin] }] }],
      }),
    );
    const project = await ok(await as("admin", "POST", "/projects", { name: "Catalyst screening" }));
    id.project = project.id as string;
    id.task = (
      await ok(
        await as("admin", "POST", `/projects/${id.project}/tasks`, { name: "Ligand scan", assigneeIds: [id.chen, id.bai] }),
      )
    ).id as string;
    await ok(await as("admin", "PUT", `/projects/${id.project}/tasks/${id.task}/status`, { status: "inProgress" }));
    for (const who of ["chen", "bai"])
      await ok(await as("admin", "PUT", `/projects/${id.project}/members/${id[who]}`, { access: "write" }));
    await api.caughtUp(last);
    for (const who of ["head", "chen", "plain", "bai"]) token[who] = await api.login(who, PASSWORD);
    const record = async (who: string, title: string, inTask: boolean) => {
      const book = await ok(await as(who, "POST", "/notebooks", { name: `${title} book` }));
      const made = await ok(
        await as(who, "POST", "/experiments", {
          notebookId: book.id,
          title,
          ...(inTask ? { projectId: id.project, taskId: id.task } : {}),
        }),
      );
      id[title] = made.id as string;
      numbers[title] = made.number as string;
    };
    await record("chen", "Chen in task", true);
    await record("chen", "Chen alone", false);
    await record("bai", "Bai in task", true);
    await ok(await as("chen", "POST", `/experiments/${id["Chen in task"]}/submit`, {}));
    await ok(await as("admin", "POST", `/approvals/${id["Chen in task"]}:v1/approve`, { password: ADMIN_PASSWORD }));
    await api.caughtUp(last);
  }, 120_000);
  afterAll(async () => {
    await api?.service.stop();
  });

  it("shows a department header the records of the department and those under it, not another department's", async () => {
    expect(await seen("head")).toEqual(["Chen alone", "Chen in task"]);
    expect(await seen("admin")).toEqual(["Bai in task", "Chen alone", "Chen in task"]);
    expect(await seen("plain")).toEqual([]);
    // Each row opens the record preview: the header may read the record the list shows.
    expect((await ok(await as("head", "GET", `/experiments/${id["Chen alone"]}`))).title).toBe("Chen alone");
    await refused(await as("head", "GET", `/experiments/${id["Bai in task"]}`), 404);
  });

  it("names whose, which department, project and task each record is, never ids", async () => {
    const page = (await ok(await as("head", "GET", `/oversight/records?status=approved`))) as unknown as { rows: Row[] };
    expect(page.rows).toEqual([
      expect.objectContaining({
        title: "Chen in task",
        ownerName: "Chen Jing",
        departmentName: "Organic group",
        projectName: "Catalyst screening",
        taskName: "Ligand scan",
      }),
    ]);
  });

  it("filters by status, project, task, member, department, date range and number or title", async () => {
    expect(await seen("admin", "&status=approved")).toEqual(["Chen in task"]);
    expect(await seen("admin", "&status=draft")).toEqual(["Bai in task", "Chen alone"]);
    expect(await seen("admin", `&projectId=${id.project}`)).toEqual(["Bai in task", "Chen in task"]);
    expect(await seen("head", `&projectId=${id.project}`)).toEqual(["Chen in task"]);
    expect(await seen("admin", `&taskId=${id.task}&memberId=${id.bai}`)).toEqual(["Bai in task"]);
    expect(await seen("admin", `&departmentId=${id.chem}`)).toEqual(["Chen alone", "Chen in task"]);
    expect(await seen("admin", "&period=7d")).toEqual(["Bai in task", "Chen alone", "Chen in task"]);
    expect(await seen("admin", "&from=2000-01-01&to=2000-12-31")).toEqual([]);
    expect(await seen("admin", `&keyword=${encodeURIComponent(numbers["Chen alone"]!)}`)).toEqual(["Chen alone"]);
    expect(await seen("admin", "&keyword=alone")).toEqual(["Chen alone"]);
    const bad = await refused(await as("admin", "GET", "/oversight/records?period=2w", undefined, "zh-CN"), 400);
    expect(bad.key).toBe("request.invalid");
    expect(bad.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it("counts the records by status and per member: records, submitted, approved, overdue", async () => {
    const summary = (await ok(await as("head", "GET", "/oversight/records/summary?status=approved"))) as {
      total: number;
      byStatus: Record<string, number>;
      members: Array<Json>;
    };
    expect(summary.total).toBe(2);
    expect(summary.byStatus).toMatchObject({ draft: 1, approved: 1, submitted: 0 });
    expect(summary.members).toEqual([
      {
        memberId: id.chen,
        name: "Chen Jing",
        departmentName: "Organic group",
        records: 2,
        submitted: 0,
        approved: 1,
        overdue: 0,
      },
    ]);
  });

  it("opens a member's records to whoever may view them, and refuses an ordinary member in their language", async () => {
    const chen = await ok(await as("head", "GET", `/oversight/members/${id.chen}`));
    expect(chen).toMatchObject({ realName: "Chen Jing", departmentName: "Organic group", total: 2 });
    const rows = (await ok(await as("head", "GET", `/oversight/members/${id.chen}/records?status=draft`))) as unknown as {
      rows: Row[];
    };
    expect(rows.rows.map((r) => r.title)).toEqual(["Chen alone"]);
    const en = await refused(await as("plain", "GET", `/oversight/members/${id.chen}/records`), 403);
    expect(en.message).toBe("You have no permission to view this member's experiments");
    const zh = await refused(await as("plain", "GET", `/oversight/members/${id.chen}`, undefined, "zh-CN"), 403);
    expect(zh.message).toBe("您没有查看该成员实验的权限");
    await refused(await as("head", "GET", `/oversight/members/${id.bai}/records`), 403);
    expect((await ok(await as("chen", "GET", `/oversight/members/${id.chen}`))).total).toBe(2);
  });

  it("counts each task's records and progress, its members' records, and tells its history", async () => {
    const tasks = (await ok(await as("admin", "GET", `/projects/${id.project}/task-progress`))) as unknown as {
      rows: Array<Json>;
    };
    expect(tasks.rows).toEqual([
      expect.objectContaining({
        name: "Ligand scan",
        status: "inProgress",
        ownerName: expect.any(String),
        assigneeNames: ["Chen Jing", "Bai Lin"],
        records: { total: 2, submitted: 0, approved: 1 },
        progress: 50,
      }),
    ]);
    const task = await ok(await as("admin", "GET", `/tasks/${id.task}/overview`));
    expect(task).toMatchObject({ projectName: "Catalyst screening", byStatus: { approved: 1, draft: 1 } });
    expect(task.assignees).toEqual([
      { memberId: id.chen, name: "Chen Jing", departmentName: "Organic group", records: { total: 1, submitted: 0, approved: 1 } },
      { memberId: id.bai, name: "Bai Lin", departmentName: "Biology", records: { total: 1, submitted: 0, approved: 0 } },
    ]);
    // A task's counts never tell of a record the caller could not open.
    const asChen = await ok(await as("chen", "GET", `/tasks/${id.task}/overview`));
    expect(asChen.records).toEqual({ total: 2, submitted: 0, approved: 1 });
    const history = (await ok(await as("admin", "GET", `/tasks/${id.task}/history`))) as unknown as Array<Json>;
    expect(history.map((h) => [h.change, h.from, h.to])).toEqual([
      ["created", null, "notStarted"],
      ["status", "notStarted", "inProgress"],
    ]);
  });

  it("answers 404 for unknown ids, and hides a task from whoever may not view it", async () => {
    for (const path of [
      `/tasks/${MISSING}/overview`,
      `/tasks/${MISSING}/history`,
      `/projects/${MISSING}/task-progress`,
      `/oversight/members/${MISSING}`,
      `/oversight/members/${MISSING}/records`,
    ])
      await refused(await as("admin", "GET", path), 404);
    const hidden = await refused(await as("plain", "GET", `/tasks/${id.task}/overview`), 404);
    expect(hidden.message).toBe("The task does not exist or you cannot view it");
  });
});
