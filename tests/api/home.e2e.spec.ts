import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Home-page-2026";

interface HomeList {
  rows: Array<Record<string, unknown>>;
  total: number;
}
interface Home {
  writing: HomeList & { overdue: number };
  reviews: HomeList;
  recalls: HomeList;
  tasks: HomeList;
  messages: HomeList;
  recent: HomeList;
}

describe("the home page in one call: GET /api/home (issue 21)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const as = (who: string, method: string, path: string, json?: unknown) =>
    api.call(method, `/api${path}`, { token: token[who]!, language: "en", ...(json === undefined ? {} : { json }) });
  const home = async (who: string): Promise<Home> => ok(await as(who, "GET", "/home"));
  /** The record the author submitted (the first test), recalled in a later one. */
  let submittedId: string;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "zhou"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName: `${account} (printed)`, password: PASSWORD, departmentId: "root" },
        }),
      );
      id[account] = created.memberId;
    }
    for (const account of ["chen", "li", "zhou"]) token[account] = await api.login(account, PASSWORD);
    await ok(
      await as("admin", "POST", "/flows", {
        name: "Peer review",
        nodes: [{ name: "Review", reviewers: [{ kind: "members", memberIds: [id.li] }] }],
      }),
    );
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("shows a new member that nothing waits for them", async () => {
    expect(await home("zhou")).toEqual({
      writing: { rows: [], total: 0, overdue: 0 },
      reviews: { rows: [], total: 0 },
      recalls: { rows: [], total: 0 },
      tasks: { rows: [], total: 0 },
      messages: { rows: [], total: 0 },
      recent: { rows: [], total: 0 },
    });
  });

  it("lists the author's records still being written, newest first, not the submitted one; the reviewer sees the review", async () => {
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Stability study" }));
    const titles = ["Assay at 25 ℃", "Assay at 30 ℃", "Assay at 40 ℃"];
    const records: string[] = [];
    for (const title of titles)
      records.push((await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title }))).id);
    await ok(await as("chen", "POST", `/experiments/${records[0]}/submit`, {}));
    submittedId = records[0]!;

    const mine = await home("chen");
    // Fresh drafts are not overdue: the organisation's delayed-submission reminder counts days.
    expect(mine.writing).toMatchObject({ total: 2, overdue: 0 });
    expect(mine.writing.rows.map((r) => r.title)).toEqual([titles[2], titles[1]]);
    expect(mine.reviews.total).toBe(0);
    // Recent records: every one of the author's, the submitted one too, last changed first.
    expect(mine.recent.rows.map((r) => r.title)).toEqual([titles[0], titles[2], titles[1]]);

    await expect.poll(async () => (await home("li")).reviews.rows.map((r) => r.experimentId)).toEqual([records[0]]);
    expect((await home("li")).reviews.rows[0]).toMatchObject({ title: titles[0], number: expect.any(String), version: 1 });
    // The notifier tells the reviewer too: an unread message, newest first.
    await expect.poll(async () => (await home("li")).messages.total).toBeGreaterThan(0);
    const reviewer = await home("li");
    expect(reviewer.messages.rows[0]).toMatchObject({ kind: expect.any(String), read: false, experimentId: records[0] });
    expect(reviewer.writing.total).toBe(0);
    // Nothing of it reaches a member it does not concern.
    expect((await home("zhou")).writing.total + (await home("zhou")).reviews.total).toBe(0);
  });

  it("lists the member's open tasks, not a finished one nor another member's", async () => {
    const project = await ok(await as("chen", "POST", "/projects", { name: "Formulation" }));
    const open = await ok(
      await as("chen", "POST", `/projects/${project.id}/tasks`, { name: "Dissolution test", assigneeIds: [id.chen] }),
    );
    const done = await ok(await as("chen", "POST", `/projects/${project.id}/tasks`, { name: "Literature review" }));
    await ok(await as("chen", "PUT", `/projects/${project.id}/tasks/${done.id}/status`, { status: "inProgress" }));
    await ok(await as("chen", "PUT", `/projects/${project.id}/tasks/${done.id}/status`, { status: "finished" }));
    const { tasks } = await home("chen");
    expect(tasks.rows.map((t) => t.id)).toEqual([open.id]);
    expect((await home("zhou")).tasks.total).toBe(0);
  });

  it("a recall the author asks waits for the reviewer; once granted, the record is the author's to write again", async () => {
    await ok(await as("chen", "POST", `/experiments/${submittedId}/recall`, { reason: "Wrong batch recorded" }));
    await expect.poll(async () => (await home("li")).recalls.rows.map((r) => r.experimentId)).toEqual([submittedId]);
    expect((await home("li")).recalls.rows[0]).toMatchObject({ title: "Assay at 25 ℃", reason: "Wrong batch recorded" });
    expect((await home("chen")).writing.rows.map((r) => r.id)).not.toContain(submittedId);
    await ok(await as("li", "POST", `/approvals/${submittedId}:v1:recall/approve`, { password: PASSWORD }));
    // The grant is the reviewer's write: the author's home shows it once the read model has it.
    await expect.poll(async () => (await home("chen")).writing.rows[0]).toMatchObject({ id: submittedId, status: "recalled" });
    expect((await home("li")).recalls.total).toBe(0);
  });

  it("the project-oriented home lists the member's projects with their records and tasks, counted as far as they may see", async () => {
    const project = await ok(await as("chen", "POST", "/projects", { name: "Pilot plant", leaderId: id.li }));
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "Pilot batches", projectId: project.id }));
    for (const title of ["Batch 1", "Batch 2"])
      await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title }));
    await ok(await as("chen", "POST", `/projects/${project.id}/tasks`, { name: "Hazard review", dueDate: "2020-01-06" }));
    await ok(await as("chen", "POST", `/projects/${project.id}/tasks`, { name: "Scale-up", dueDate: "2099-01-01" }));
    const projects = async (who: string) =>
      ok(await as(who, "GET", "/home/projects")) as Promise<{ rows: Array<Record<string, unknown>>; total: number }>;
    const chen = await projects("chen");
    expect(chen.rows[0]).toMatchObject({
      id: project.id,
      name: "Pilot plant",
      leaderName: "li (printed)",
      records: { total: 2, writing: 2, approved: 0 },
      tasks: { open: 2, late: 1 },
    });
    expect(chen.rows.map((p) => p.name)).toEqual(["Pilot plant", "Formulation"]);
    // The leader sees the project and every record in it (spec §6: leaders see all in their scope).
    const li = await projects("li");
    expect(li.rows.map((p) => p.name)).toEqual(["Pilot plant"]);
    expect(li.rows[0]).toMatchObject({ records: { total: 2, writing: 2, approved: 0 }, tasks: { open: 2, late: 1 } });
    expect(await projects("zhou")).toMatchObject({ rows: [], total: 0 });
  });

  it("is refused without a session", async () => {
    expect((await api.call("GET", "/api/home")).status).toBe(401);
    expect((await api.call("GET", "/api/home/projects")).status).toBe(401);
  });
});
