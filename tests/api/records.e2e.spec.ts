import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "./harness";

const PASSWORD = "Chem-lab-2026";

describe("projects, record books and records over HTTP", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  let owner: string;
  let colleague: string;
  let outsider: string;
  let colleagueId: string;
  const res = async (r: Response) => ({ status: r.status, body: await r.json() });
  const ok = async (r: Response) => {
    const { status, body } = await res(r);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.response ?? body;
  };
  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
    const ids: Record<string, string> = {};
    for (const account of ["chen.owner", "lin.colleague", "he.outsider"]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: admin,
          json: { account, realName: account, password: PASSWORD, departmentId: "root" },
        }),
      );
      ids[account] = created.memberId;
    }
    colleagueId = ids["lin.colleague"]!;
    owner = await api.login("chen.owner", PASSWORD);
    colleague = await api.login("lin.colleague", PASSWORD);
    outsider = await api.login("he.outsider", PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });
  /** A record in a project where the colleague has read-and-write access. */
  const sharedRecord = async (projectName: string, title: string) => {
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: projectName } }));
    const grant = await ok(
      await api.call("PUT", `/api/projects/${project.id}/members/${colleagueId}`, { token: owner, json: { access: "write" } }),
    );
    await api.caughtUp(grant.position);
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: projectName, projectId: project.id } }),
    );
    return ok(await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title } }));
  };

  it("creates a project, a record book and a numbered record; saves a module as field changes shown in the trace", async () => {
    const projectRes = await ok(
      await api.call("POST", "/api/projects", { token: owner, json: { name: "Suzuki coupling scale-up" } }),
    );
    expect(projectRes.number).toBe("PRJ001");
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: "合成记录本", projectId: projectRes.id } }),
    );
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Batch 3" } }),
    );
    expect(record.number).toMatch(/^\d{6}001$/);
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token: owner,
        json: { type: "grid", subType: "labMaterial", title: "Materials", columns: [{ field: "name", required: true }] },
      }),
    );
    const rows = [{ rowId: "r1", name: "Pd(PPh3)4", mass: 0.5 }];
    const saved = await ok(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows }, isAuto: true, lastCacheTime: 0 },
      }),
    );
    expect(saved.lastCacheTime).toBeGreaterThan(0);
    const unchanged = await ok(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows }, lastCacheTime: saved.lastCacheTime },
      }),
    );
    expect(unchanged.position).toBe(0);
    const changed = [{ ...rows[0], mass: 0.55 }];
    await ok(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows: changed }, lastCacheTime: saved.lastCacheTime },
      }),
    );
    const stale = await res(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows: [{ ...rows[0], mass: 9 }] }, lastCacheTime: saved.lastCacheTime },
        language: "en",
      }),
    );
    expect(stale).toMatchObject({ status: 409, body: { key: "module.changedSinceLoaded" } });
    const reopened = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }));
    expect(reopened.modules[0].content.rows).toEqual(changed);
    const trace = (await res(await api.call("GET", `/api/experiments/${record.id}/trace`, { token: owner }))).body.rows;
    expect(trace[0]).toMatchObject({
      action: 2,
      fieldName: "mass",
      rowId: "r1",
      oldValue: 0.5,
      newValue: 0.55,
      title: "Materials",
      isAuto: false,
    });
    expect(trace[0].modifyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(trace[1]).toMatchObject({ action: 1, fieldName: null, rowId: "r1", isAuto: true });
  });

  it("shows a record only to those its viewing scope allows, and lets project writers edit it", async () => {
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Shared project" } }));
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Shared book", projectId: project.id } }),
    );
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Shared record" } }),
    );
    expect((await api.call("GET", `/api/experiments/${record.id}`, { token: outsider })).status).toBe(404);
    await ok(
      await api.call("PUT", `/api/projects/${project.id}/members/${colleagueId}`, { token: owner, json: { access: "write" } }),
    );
    // The colleague's level is "own" for experiments: leaders see all; members see by level. Project writers edit.
    const asColleague = await api.call("PATCH", `/api/experiments/${record.id}`, {
      token: colleague,
      json: { roomTemperature: 22 },
    });
    expect([200, 404]).toContain(asColleague.status);
    const outsiderEdit = await api.call("PATCH", `/api/experiments/${record.id}`, {
      token: outsider,
      json: { roomTemperature: 22 },
    });
    expect(outsiderEdit.status).toBe(404);
    const list = await res(
      await api.call("GET", `/api/experiments?projectId=${project.id}&position=${record.position}`, { token: outsider }),
    );
    expect(list.body.total).toBe(0);
    const mine = await res(
      await api.call("GET", `/api/experiments?projectId=${project.id}&position=${record.position}`, { token: owner }),
    );
    expect(mine.body.rows.map((r: { id: string }) => r.id)).toEqual([record.id]);
  });

  it("holds a module taken for editing against another writer's saves, with the spec's message", async () => {
    const record = await sharedRecord("Held", "Held record");
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token: owner,
        json: { type: "editor", title: "Procedure" },
      }),
    );
    const held = await ok(await api.call("POST", `/api/experiments/${record.id}/modules/${moduleId}/edit`, { token: owner }));
    expect(held.lastCacheTime).toBe(0);
    const save = (token: string, html: string) =>
      api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token,
        json: { data: { fields: { html } }, lastCacheTime: 0 },
        language: "en",
      });
    const refused = await res(await save(colleague, "<p>mine</p>"));
    expect(refused).toMatchObject({
      status: 423,
      body: { key: "module.inUse", message: "Someone is currently using the module, please try again later" },
    });
    expect((await save(owner, `<p onclick="x()">owner's<script>alert(1)</script></p>`)).status).toBe(200);
    const got = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }));
    expect(got.modules[0].content.fields.html).toBe("<p>owner's</p>");
  });

  it("opens a record read-only for a second member while the first has it open, and editable once they close it", async () => {
    const record = await sharedRecord("Two users", "Busy");
    const first = await ok(await api.call("POST", `/api/experiments/${record.id}/open`, { token: owner }));
    expect(first).toEqual({ isReadOnly: false, permission: 1, openedBy: [] });
    const second = await ok(await api.call("POST", `/api/experiments/${record.id}/open`, { token: colleague }));
    expect(second).toMatchObject({ isReadOnly: true, permission: 0, openedBy: [{ realName: "chen.owner" }] });
    await ok(await api.call("DELETE", `/api/experiments/${record.id}/open`, { token: owner }));
    expect((await ok(await api.call("POST", `/api/experiments/${record.id}/open`, { token: colleague }))).isReadOnly).toBe(false);
    expect((await api.call("POST", `/api/experiments/${record.id}/open`, { token: outsider })).status).toBe(404);
  });

  it("attaches files within the spec's limits and serves them back, inline where the viewer shows them", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Files" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "With files" } }),
    );
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token: owner,
        json: { type: "attachment", title: "Spectra" },
      }),
    );
    const upload = (parts: Array<[string, Blob | string, string?]>) => {
      const form = new FormData();
      for (const [name, value, filename] of parts)
        filename ? form.append(name, value as Blob, filename) : form.append(name, value);
      return fetch(`${api.service.url}/api/experiments/${record.id}/attachments`, {
        method: "POST",
        headers: { ...signedHeaders(owner, api.userOf(owner)), "accept-language": "en" },
        body: form,
      });
    };
    const pdf = new Blob([Buffer.from("%PDF-1.7 NMR 1H")], { type: "application/pdf" });
    const uploaded = await ok(
      await upload([
        ["moduleId", moduleId],
        ["file", pdf, "NMR 1H 数据.pdf"],
      ]),
    );
    expect(uploaded.files).toMatchObject([{ name: "NMR 1H 数据.pdf", size: 15, mediaType: "application/pdf" }]);
    const badName = await res(
      await upload([
        ["moduleId", moduleId],
        ["file", pdf, "a|b.pdf"],
      ]),
    );
    expect(badName).toMatchObject({ status: 400, body: { key: "attachment.nameInvalid" } });
    const empty = await res(
      await upload([
        ["moduleId", moduleId],
        ["file", new Blob([]), "empty.txt"],
      ]),
    );
    expect(empty).toMatchObject({ status: 400, body: { key: "attachment.empty", message: "Upload file cannot be empty" } });
    const exe = await res(
      await upload([
        ["moduleId", moduleId],
        ["file", pdf, "tool.exe"],
      ]),
    );
    expect(exe).toMatchObject({ status: 400, body: { key: "attachment.typeRefused" } });
    const images = Array.from(
      { length: 11 },
      (_, i) => ["file", new Blob([Buffer.from(`img${i}`)], { type: "image/png" }), `gel${i}.png`] as [string, Blob, string],
    );
    expect((await res(await upload([["moduleId", moduleId], ...images]))).body.key).toBe("attachment.tooManyImages");
    const got = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }));
    expect(got.modules[0].content.rows).toHaveLength(1);
    const sha = uploaded.files[0].sha256;
    const file = await fetch(`${api.service.url}/api/experiments/${record.id}/attachments/${sha}`, {
      headers: signedHeaders(owner, api.userOf(owner)),
    });
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename\*=UTF-8''NMR%201H%20/);
    expect(await file.text()).toBe("%PDF-1.7 NMR 1H");
    const other = await fetch(`${api.service.url}/api/experiments/${record.id}/attachments/${"0".repeat(64)}`, {
      headers: signedHeaders(owner, api.userOf(owner)),
    });
    expect(other.status).toBe(404);
  });

  it("refuses a file over 25 MB with the limit in M, keeping nothing of it", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Big files" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Big" } }),
    );
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token: owner,
        json: { type: "attachment", title: "Raw data" },
      }),
    );
    const form = new FormData();
    form.append("moduleId", moduleId);
    form.append("file", new Blob([Buffer.alloc(25 * 1024 * 1024 + 1, 7)], { type: "application/zip" }), "raw.zip");
    const refused = await res(
      await fetch(`${api.service.url}/api/experiments/${record.id}/attachments`, {
        method: "POST",
        headers: { ...signedHeaders(owner, api.userOf(owner)), "accept-language": "en" },
        body: form,
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { key: "attachment.tooLarge", message: 'File too large: "raw.zip" is over 25M' },
    });
    expect((await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }))).modules[0].content.rows).toEqual(
      [],
    );
  });

  it("clones a record into a book with a new number, its modules and content, reset as the spec says", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Clones" } }));
    const source = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Original" } }),
    );
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${source.id}/modules`, {
        token: owner,
        json: { type: "grid", subType: "labSample", title: "Samples" },
      }),
    );
    const rows = [{ rowId: "r1", name: "Batch A", sampleId: "S-1", BottleCode: "B7" }];
    await ok(
      await api.call("PUT", `/api/experiments/${source.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows }, lastCacheTime: 0 },
      }),
    );
    const clone = await ok(
      await api.call("POST", `/api/experiments/${source.id}/clone`, { token: owner, json: { notebookId: book.id } }),
    );
    expect(clone.number).not.toBe(source.number);
    const copy = await ok(await api.call("GET", `/api/experiments/${clone.id}`, { token: owner }));
    expect(copy).toMatchObject({ title: "Original", clonedFromId: source.id });
    expect(copy.modules[0]).toMatchObject({
      title: "Samples",
      isCheck: false,
      content: { rows: [{ rowId: "r1", name: "Batch A" }] },
    });
    expect(copy.modules[0].moduleId).not.toBe(moduleId);
    expect(
      (await api.call("POST", `/api/experiments/${source.id}/clone`, { token: outsider, json: { notebookId: book.id } })).status,
    ).toBe(404);
  });

  it("authorises one module to a member outside the record: they see and edit that module only", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Grants" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Granted" } }),
    );
    const add = async (title: string) =>
      (
        await ok(
          await api.call("POST", `/api/experiments/${record.id}/modules`, { token: owner, json: { type: "editor", title } }),
        )
      ).moduleId as string;
    const [shared, privateModule] = [await add("Analysis"), await add("Synthesis")];
    expect((await api.call("GET", `/api/experiments/${record.id}`, { token: outsider })).status).toBe(404);
    const outsiderId = api.userOf(outsider);
    const grant = (token: string) =>
      api.call("PUT", `/api/experiments/${record.id}/modules/${shared}/grants/${outsiderId}`, { token, json: { attribute: 1 } });
    expect((await grant(colleague)).status).toBe(404);
    await ok(await grant(owner));
    const seen = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: outsider }));
    expect(seen.modules.map((m: { title: string }) => m.title)).toEqual(["Analysis"]);
    expect(seen).toMatchObject({ hasModuleShared: true, permission: 0, isReadOnly: true });
    expect(seen.modules[0]).toMatchObject({ readOnly: false, showEditButton: true });
    const save = (moduleId: string) =>
      api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: outsider,
        json: { data: { fields: { html: "<p>HPLC</p>" } }, lastCacheTime: 0 },
      });
    expect((await save(shared)).status).toBe(200);
    expect((await save(privateModule)).status).toBe(403);
  });

  it("lists the member's tasks, and the overdue ones", async () => {
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Tasks" } }));
    await ok(
      await api.call("POST", `/api/projects/${project.id}/tasks`, {
        token: owner,
        json: { name: "Late", dueDate: "2020-01-01" },
      }),
    );
    const last = await ok(
      await api.call("POST", `/api/projects/${project.id}/tasks`, {
        token: owner,
        json: { name: "Later", dueDate: "2099-01-01" },
      }),
    );
    const names = async (query: string) =>
      (await res(await api.call("GET", `/api/tasks/mine?position=${last.position}${query}`, { token: owner }))).body.rows.map(
        (t: { name: string }) => t.name,
      );
    expect((await names("")).sort()).toEqual(["Late", "Later"]);
    expect(await names("&overdue=true")).toEqual(["Late"]);
    // A finished task is no longer overdue; a move the project does not allow is refused.
    const late = (await res(await api.call("GET", `/api/tasks/mine?position=${last.position}&overdue=true`, { token: owner })))
      .body.rows[0].id as string;
    const status = (to: string) =>
      api.call("PUT", `/api/projects/${project.id}/tasks/${late}/status`, { token: owner, json: { status: to }, language: "en" });
    expect((await res(await status("bogus"))).status).toBe(400);
    await ok(await status("inProgress"));
    const finished = await ok(await status("finished"));
    expect(
      (await res(await api.call("GET", `/api/tasks/mine?position=${finished.position}&overdue=true`, { token: owner }))).body
        .total,
    ).toBe(0);
    expect((await res(await status("notStarted"))).body.key).toBe("task.statusMoveRefused");
    expect(
      (await api.call("PUT", `/api/projects/${project.id}/tasks/${late}/status`, { token: outsider, json: { status: "closed" } }))
        .status,
    ).not.toBe(200);
    const outsiders = await res(await api.call("GET", `/api/tasks/mine?position=${last.position}`, { token: outsider }));
    expect(outsiders.body.total).toBe(0);
    // An assignee moves their task on even when the project is outside their viewing levels.
    const outsiderId = api.userOf(outsider);
    const assigned = await ok(
      await api.call("POST", `/api/projects/${project.id}/tasks`, {
        token: owner,
        json: { name: "Assigned out", assigneeIds: [outsiderId] },
      }),
    );
    const move = await api.call("PUT", `/api/projects/${project.id}/tasks/${assigned.id}/status`, {
      token: outsider,
      json: { status: "inProgress" },
    });
    expect(move.status).toBe(200);
  });

  it("lists a project's tasks, whoever made them, to those who may view the project", async () => {
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Task list" } }));
    await ok(
      await api.call("PUT", `/api/projects/${project.id}/members/${colleagueId}`, { token: owner, json: { access: "write" } }),
    );
    await ok(await api.call("POST", `/api/projects/${project.id}/tasks`, { token: owner, json: { name: "Owner's task" } }));
    const last = await ok(
      await api.call("POST", `/api/projects/${project.id}/tasks`, { token: colleague, json: { name: "Colleague's task" } }),
    );
    const other = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Other" } }));
    await ok(await api.call("POST", `/api/projects/${other.id}/tasks`, { token: owner, json: { name: "Elsewhere" } }));
    const list = await res(
      await api.call("GET", `/api/projects/${project.id}/tasks?position=${last.position}`, { token: owner }),
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.map((t: { name: string }) => t.name).sort()).toEqual(["Colleague's task", "Owner's task"]);
    expect(list.body.total).toBe(2);
    expect((await api.call("GET", `/api/projects/${project.id}/tasks`, { token: outsider })).status).toBe(404);
  });

  it("says what keeps a record from being submitted, with the spec's message", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Completeness" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Check me" } }),
    );
    const { moduleId } = await ok(
      await api.call("POST", `/api/experiments/${record.id}/modules`, {
        token: owner,
        json: {
          type: "grid",
          subType: "labMaterial",
          title: "Materials",
          required: true,
          columns: [{ field: "name", required: true }],
        },
      }),
    );
    const check = async () =>
      ok(await api.call("GET", `/api/experiments/${record.id}/completeness`, { token: owner, language: "en" }));
    expect(await check()).toEqual({
      complete: false,
      message: "The content is incomplete. Please supplement it before submitting",
      incomplete: [{ moduleId, title: "Materials", rowIds: [] }],
    });
    const saved = await ok(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: {
          data: {
            rows: [
              { rowId: "r1", name: "THF" },
              { rowId: "r2", name: "" },
            ],
          },
          lastCacheTime: 0,
        },
      }),
    );
    expect((await check()).incomplete).toEqual([{ moduleId, title: "Materials", rowIds: ["r2"] }]);
    await ok(
      await api.call("PUT", `/api/experiments/${record.id}/modules/${moduleId}`, {
        token: owner,
        json: { data: { rows: [{ rowId: "r1", name: "THF" }] }, lastCacheTime: saved.lastCacheTime },
      }),
    );
    expect(await check()).toEqual({ complete: true, message: null, incomplete: [] });
  });

  it("refuses records and tasks in a paused project, and authorising a personal one", async () => {
    const project = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "To pause" } }));
    await ok(await api.call("PATCH", `/api/projects/${project.id}`, { token: owner, json: { status: "Doing" } }));
    await ok(await api.call("PATCH", `/api/projects/${project.id}`, { token: owner, json: { status: "Pause" } }));
    const book = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Paused book", projectId: project.id } }),
    );
    const refused = await res(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "x" }, language: "en" }),
    );
    expect(refused).toMatchObject({ status: 409, body: { key: "project.inactive" } });
    expect((await api.call("POST", `/api/projects/${project.id}/tasks`, { token: owner, json: { name: "t" } })).status).toBe(409);
    const personal = await ok(await api.call("POST", "/api/projects", { token: owner, json: { name: "Mine", personal: true } }));
    const grant = await res(
      await api.call("PUT", `/api/projects/${personal.id}/members/${colleagueId}`, { token: owner, json: { access: "read" } }),
    );
    expect(grant).toMatchObject({ status: 409, body: { key: "project.personalCannotBeShared" } });
  });

  it("validates record fields at the edge and in the domain, changing nothing when refused", async () => {
    const book = await ok(await api.call("POST", "/api/notebooks", { token: owner, json: { name: "Personal book" } }));
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: book.id, title: "Solo" } }),
    );
    expect(
      (await api.call("PATCH", `/api/experiments/${record.id}`, { token: owner, json: { roomTemperature: 61 } })).status,
    ).toBe(400);
    expect(
      (await api.call("PATCH", `/api/experiments/${record.id}`, { token: owner, json: { relativeHumidity: "N/A" } })).status,
    ).toBe(200);
    expect((await api.call("POST", "/api/notebooks", { token: owner, json: { name: "本".repeat(101) } })).status).toBe(400);
    const got = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }));
    // Spec §5: N/A applies to the whole environment block.
    expect(got).toMatchObject({
      roomTemperature: "N/A",
      relativeHumidity: "N/A",
      participants: [],
      permission: 1,
      isReadOnly: false,
    });
  });
  it("renames, reorders and deletes modules; the trace shows the rename; others cannot", async () => {
    const record = await sharedRecord("Module housekeeping", "Layout");
    const add = async (title: string) =>
      (
        await ok(
          await api.call("POST", `/api/experiments/${record.id}/modules`, { token: owner, json: { type: "input", title } }),
        )
      ).moduleId as string;
    const [a, b, c] = [await add("A"), await add("B"), await add("C")];
    await ok(await api.call("PATCH", `/api/experiments/${record.id}/modules/${b}`, { token: owner, json: { title: "Yield" } }));
    await ok(await api.call("PUT", `/api/experiments/${record.id}/module-order`, { token: owner, json: { order: [c, a, b] } }));
    const partial = await res(
      await api.call("PUT", `/api/experiments/${record.id}/module-order`, { token: owner, json: { order: [c, a] } }),
    );
    expect(partial.body.key).toBe("module.orderInvalid");
    await ok(await api.call("DELETE", `/api/experiments/${record.id}/modules/${a}`, { token: owner }));
    const after = await ok(await api.call("GET", `/api/experiments/${record.id}`, { token: owner }));
    expect(after.modules.map((m: { title: string }) => m.title)).toEqual(["C", "Yield"]);
    const trace = (await res(await api.call("GET", `/api/experiments/${record.id}/trace`, { token: owner }))).body.rows;
    expect(trace.find((r: { fieldName: string }) => r.fieldName === "title")).toMatchObject({ oldValue: "B", newValue: "Yield" });
    expect(trace[0]).toMatchObject({ action: 3, moduleId: a });
    const foreign = await api.call("PATCH", `/api/experiments/${record.id}/modules/${c}`, {
      token: outsider,
      json: { title: "X" },
    });
    expect(foreign.status).toBe(404);
    expect((await api.call("DELETE", `/api/experiments/${record.id}/modules/${c}`, { token: outsider })).status).toBe(404);
  });

  it("keeps a client command id per member: another member sending it gets their own command decided, not the first result", async () => {
    const first = await ok(
      await api.call("POST", "/api/notebooks", { token: owner, commandId: "book-1", json: { name: "陈的记录本" } }),
    );
    const others = await ok(
      await api.call("POST", "/api/notebooks", { token: outsider, commandId: "book-1", json: { name: "何的记录本" } }),
    );
    expect(others.id).not.toBe(first.id);
    expect(others.position).toBeGreaterThan(first.position);
    const record = await ok(
      await api.call("POST", "/api/experiments", { token: owner, json: { notebookId: first.id, title: "Owner's" } }),
    );
    const rename = (token: string) =>
      api.call("PATCH", `/api/experiments/${record.id}`, { token, commandId: "rename-1", json: { title: "Renamed" } });
    const renamed = await ok(await rename(owner));
    expect(await ok(await rename(owner))).toEqual(renamed);
    expect((await res(await rename(outsider))).status).toBe(404);
  });
});
