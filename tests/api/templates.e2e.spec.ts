import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";

const PASSWORD = "Templates-2026-pass";

interface Row {
  id: string;
  name: string;
  scope: string;
  publishedVersion: number | null;
  latestVersion: number;
  usableVersion: number | null;
  collected: boolean;
  mine: boolean;
  useCount: number;
  binned: boolean;
  pendingPublish: { requestId: string; version: number; scope: string } | null;
}
interface RecordModule {
  moduleId: string;
  type: string;
  subType: string | null;
  title: string;
  required: boolean;
  columns: { field: string; required: boolean }[];
  content: { fields: Record<string, unknown>; rows: Record<string, unknown>[] };
  locked?: boolean;
  readOnly: boolean;
  lastCacheTime: number;
  grants?: Record<string, 0 | 1>;
}

/** A procedure template: a locked safety note read by the header, a required materials grid with a default row, an open notes field. */
const modules = (headId: string, notesTitle = "Notes") => [
  {
    moduleId: "safety",
    type: "editor",
    title: "Safety",
    required: true,
    content: { fields: { html: "<p>Wear goggles<script>alert(1)</script></p>" } },
    locked: true,
    grants: { [headId]: 0 },
  },
  {
    moduleId: "materials",
    type: "grid",
    subType: "labMaterial",
    title: "Materials",
    required: true,
    columns: [
      { field: "name", required: true },
      { field: "amount", required: true },
      { field: "unit", required: false },
    ],
    content: { rows: [{ rowId: "r1", name: "Pd(PPh3)4", amount: 0.05, unit: "mmol" }] },
  },
  { moduleId: "notes", type: "textarea", title: notesTitle, content: { fields: { value: "Observations:" } } },
];

describe("record templates: versions, publishing through a signed review, records from a template (issue 18)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const book: Record<string, string> = {};
  let templateId: string;
  let firstRecordId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const centre = async (who: string, query = "") =>
    (await ok(await as(who, "GET", `/templates?pageSize=50${query}`))) as { rows: Row[]; total: number };
  const bell = async (who: string) => (await ok(await as(who, "GET", "/messages/counts"))).approvingTempShareCount as number;
  const decide = (who: string, requestId: string, verdict: "approve" | "reject", body: object) =>
    as(who, "POST", `/templates/${templateId}/publish-requests/${requestId}/${verdict}`, body);
  const recordsOf = async (who: string) => (await ok(await as(who, "GET", "/experiments?pageSize=100"))).total as number;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const department = async (name: string, parentId: string) =>
      (await ok(await as("admin", "POST", "/departments", { name, parentId }))).departmentId as string;
    id.chem = await department("Chemistry", "root");
    id.organic = await department("Organic", id.chem);
    id.bio = await department("Biology", "root");
    const sharer = await ok(
      await as("admin", "POST", "/roles", {
        name: "Template sharer",
        description: "Publishes templates",
        permissions: [{ permissionCode: "TemplateShare", isActive: true }],
        viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
      }),
    );
    let last = 0;
    for (const [account, departmentId] of [
      ["wu", id.chem],
      ["head", id.chem],
      ["zhao", id.organic],
      ["qian", id.bio],
    ] as const) {
      id[account] = (
        await ok(
          await as("admin", "POST", "/members", { account, realName: `${account} (printed)`, password: PASSWORD, departmentId }),
        )
      ).memberId;
    }
    last = (await ok(await as("admin", "PATCH", `/members/${id.head}`, { isDepartmentHeader: true }))).position;
    last = Math.max(last, (await ok(await as("admin", "PUT", `/members/${id.wu}/roles`, { roleIds: [sharer.roleId] }))).position);
    await api.caughtUp(last);
    for (const account of ["wu", "head", "zhao", "qian"]) {
      token[account] = await api.login(account, PASSWORD);
      book[account] = (await ok(await as(account, "POST", "/notebooks", { name: `${account}'s book` }))).id;
    }
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("is built by its author: a draft, then versions each with a change summary (required)", async () => {
    templateId = (await ok(await as("wu", "POST", "/templates", { name: "Suzuki coupling", modules: modules(id.head!) }))).id;
    const detail = await ok(await as("wu", "GET", `/templates/${templateId}`));
    expect(detail).toMatchObject({ name: "Suzuki coupling", isAuthor: true, latestVersion: 0, scope: "personal", versions: [] });
    expect(detail.draft.modules.map((m: RecordModule) => m.title)).toEqual(["Safety", "Materials", "Notes"]);
    expect(detail.draft.modules[0].content.fields.html).not.toContain("<script");

    const blank = await refused(await as("wu", "POST", `/templates/${templateId}/versions`, { changeSummary: "  " }), 400);
    expect(blank.key).toBe("request.invalid");
    const saved = await ok(await as("wu", "POST", `/templates/${templateId}/versions`, { changeSummary: "First procedure" }));
    expect(saved.version).toBe(1);
    const version = await ok(await as("wu", "GET", `/templates/${templateId}/versions/1`));
    expect(version).toMatchObject({ version: 1, changeSummary: "First procedure", savedByName: "wu (printed)" });
    const { rows } = await ok(await as("wu", "GET", "/my-templates"));
    expect(
      rows.map((r: Row & { moduleCount: number }) => [r.name, r.latestVersion, r.usableVersion, r.mine, r.moduleCount]),
    ).toEqual([["Suzuki coupling", 1, 1, true, 3]]);
  });

  it("serves nobody else while personal: out of scope, a record from it is refused and nothing is created", async () => {
    expect((await centre("zhao")).rows).toEqual([]);
    const before = await recordsOf("zhao");
    const answer = await refused(
      await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 1", templateId }),
      404,
    );
    expect(answer.key).toBe("template.unavailable");
    expect(answer.message).toMatch(/^Template unavailable/);
    const zh = await refused(
      await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 1", templateId }, "zh-CN"),
      404,
    );
    expect(zh.message).toMatch(/^模板不可用/);
    expect(await recordsOf("zhao")).toBe(before);
  });

  it("is published to the department through the publish queue, signed by the department's header (never the author)", async () => {
    const unknown = await refused(
      await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "department", version: 7 }),
      404,
    );
    expect(unknown.key).toBe("template.versionNotFound");
    const noRight = await refused(
      await as("zhao", "POST", `/templates/${templateId}/publish`, { scope: "department", version: 1 }),
      403,
    );
    expect(noRight).toMatchObject({ key: "auth.forbidden", message: "You have no permission to publish or share templates" });
    const { requestId, position } = await ok(
      await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "department", version: 1 }),
    );
    await api.caughtUp(position);
    expect(await bell("head")).toBe(1);
    expect(await bell("wu")).toBe(0);
    const again = await refused(await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "team", version: 1 }), 409);
    expect(again.key).toBe("template.publishPending");

    const queue = await ok(await as("head", "GET", "/template-publish-requests?state=pending"));
    expect(queue.rows).toEqual([
      expect.objectContaining({
        id: requestId,
        queue: "publish",
        templateId,
        templateName: "Suzuki coupling",
        version: 1,
        scope: "department",
        departmentName: "Chemistry",
        applicantName: "wu (printed)",
        state: "pending",
      }),
    ]);
    // The reviewer reads the version asked for before deciding.
    expect((await ok(await as("head", "GET", `/templates/${templateId}/versions/1`))).modules).toHaveLength(3);

    const byAuthor = await refused(await decide("wu", requestId, "approve", { password: PASSWORD }), 403);
    expect(byAuthor.key).toBe("template.reviewerIsAuthor");
    // Out of the template's scope (personal until approved), a stranger is not told it exists.
    const stranger = await refused(await decide("qian", requestId, "approve", { password: PASSWORD }), 404);
    expect(stranger.key).toBe("template.notFound");
    const wrong = await refused(await decide("head", requestId, "approve", { password: "not-the-password" }), 403);
    expect(wrong.key).toBe("signature.passwordInvalid");
    expect((await ok(await as("wu", "GET", `/templates/${templateId}`))).scope).toBe("personal");

    const approved = await ok(await decide("head", requestId, "approve", { password: PASSWORD, comment: "Fine" }));
    await api.caughtUp(approved.position);
    expect(await bell("head")).toBe(0);
    const decided = await ok(await as("head", "GET", "/template-publish-requests?state=approved"));
    expect(decided.rows[0]).toMatchObject({
      id: requestId,
      state: "approved",
      decidedBy: "head (printed)",
      decisions: [expect.objectContaining({ approved: true, printedName: "head (printed)", meaning: "approval" })],
    });
    const detail = await ok(await as("wu", "GET", `/templates/${templateId}`));
    expect(detail).toMatchObject({ scope: "department", publishedVersion: 1, pendingPublish: null });
  });

  it("serves the department and its sub-departments: a colleague makes a record from it in one step", async () => {
    const { rows } = await centre("zhao", "&scope=department");
    expect(rows.map((r) => [r.name, r.usableVersion, r.mine])).toEqual([["Suzuki coupling", 1, false]]);
    expect((await ok(await as("zhao", "GET", `/templates/${templateId}`))).draft).toBeNull();

    const created = await ok(
      await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 1", templateId }),
    );
    firstRecordId = created.id;
    const record = await ok(await as("zhao", "GET", `/experiments/${firstRecordId}`));
    expect(record).toMatchObject({ templateId, templateVersion: 1, templateName: "Suzuki coupling", title: "Coupling 1" });
    const [safety, materials, notes] = record.modules as RecordModule[];
    expect(record.modules.map((m: RecordModule) => [m.title, m.type, m.required])).toEqual([
      ["Safety", "editor", true],
      ["Materials", "grid", true],
      ["Notes", "textarea", false],
    ]);
    expect(materials!.columns.map((c) => [c.field, c.required])).toEqual([
      ["name", true],
      ["amount", true],
      ["unit", false],
    ]);
    expect(materials!.content.rows).toEqual([{ rowId: "r1", name: "Pd(PPh3)4", amount: 0.05, unit: "mmol" }]);
    expect(notes!.content.fields.value).toBe("Observations:");
    expect(safety!.content.fields.html).toContain("Wear goggles");
    expect(safety).toMatchObject({ locked: true, readOnly: true, grants: { [id.head!]: 0 } });
    expect(safety!.moduleId).not.toBe("safety");
    const trace = await ok(await as("zhao", "GET", `/experiments/${firstRecordId}/trace?pageSize=200`));
    expect(JSON.stringify(trace.rows)).toContain("Record “Coupling 1” created from template Suzuki coupling, version 1");

    const lockedSave = await refused(
      await as("zhao", "PUT", `/experiments/${firstRecordId}/modules/${safety!.moduleId}`, {
        data: { fields: { html: "<p>none</p>" }, rows: [] },
        lastCacheTime: safety!.lastCacheTime,
      }),
      409,
    );
    expect(lockedSave.key).toBe("module.lockedByTemplate");
    await ok(
      await as("zhao", "PUT", `/experiments/${firstRecordId}/modules/${notes!.moduleId}`, {
        data: { fields: { value: "Turned black" }, rows: [] },
        lastCacheTime: notes!.lastCacheTime,
      }),
    );
  });

  it("keeps serving its published version until a later one is approved; earlier records still name version 1", async () => {
    const v2 = await ok(
      await as("wu", "POST", `/templates/${templateId}/versions`, {
        changeSummary: "Workup notes",
        draft: { name: "Suzuki coupling", modules: modules(id.head!, "Workup") },
      }),
    );
    expect(v2.version).toBe(2);
    // The colleague still gets version 1 until version 2 is approved.
    const meanwhile = await ok(
      await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 2", templateId }),
    );
    expect((await ok(await as("zhao", "GET", `/experiments/${meanwhile.id}`))).templateVersion).toBe(1);
    await refused(await as("zhao", "GET", `/templates/${templateId}/versions/2`), 404);

    const compared = await ok(await as("wu", "GET", `/templates/${templateId}/compare?from=1&to=2`));
    expect(compared.modules.find((m: { moduleId: string }) => m.moduleId === "notes")).toMatchObject({ status: "changed" });
    expect(JSON.stringify(compared.modules)).toContain("Workup");

    const { requestId } = await ok(
      await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "department", version: 2 }),
    );
    const approved = await ok(await decide("head", requestId, "approve", { password: PASSWORD }));
    await api.caughtUp(approved.position);
    const later = await ok(await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 3", templateId }));
    const laterRecord = await ok(await as("zhao", "GET", `/experiments/${later.id}`));
    expect(laterRecord.templateVersion).toBe(2);
    expect(laterRecord.modules.map((m: RecordModule) => m.title)).toContain("Workup");
    expect((await ok(await as("zhao", "GET", `/experiments/${firstRecordId}`))).templateVersion).toBe(1);
  });

  it("a refused request leaves the published version serving; a refusal needs a comment", async () => {
    await ok(await as("wu", "POST", `/templates/${templateId}/versions`, { changeSummary: "Try a team-wide release" }));
    const { requestId } = await ok(await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "team", version: 3 }));
    await refused(await as("head", "POST", `/templates/${templateId}/publish-requests/${requestId}/approve`, {}), 400);
    const admin = await refused(
      await as("admin", "POST", `/templates/${templateId}/publish-requests/${requestId}/reject`, { password: ADMIN_PASSWORD }),
      400,
    );
    expect(admin.key).toBe("template.rejectionCommentRequired");
    const rejected = await ok(
      await as("admin", "POST", `/templates/${templateId}/publish-requests/${requestId}/reject`, {
        password: ADMIN_PASSWORD,
        comment: "Department only for now",
      }),
    );
    await api.caughtUp(rejected.position);
    expect(await ok(await as("wu", "GET", `/templates/${templateId}`))).toMatchObject({
      scope: "department",
      publishedVersion: 2,
      latestVersion: 3,
      pendingPublish: null,
    });
    expect((await centre("qian")).rows).toEqual([]);
  });

  it("is collected by a member it serves, and ranked by use", async () => {
    await ok(await as("zhao", "POST", `/templates/${templateId}/collect`));
    const collected = await centre("zhao", "&scope=collected");
    expect(collected.rows.map((r) => [r.id, r.collected])).toEqual([[templateId, true]]);
    expect((await refused(await as("qian", "POST", `/templates/${templateId}/collect`), 404)).key).toBe("template.unavailable");

    // A second template, newer and never used: ranking puts the used one first, update time the newer one.
    const other = (await ok(await as("wu", "POST", "/templates", { name: "Amide coupling" }))).id;
    await ok(await as("wu", "POST", `/templates/${other}/versions`, { changeSummary: "First" }));
    const { requestId, position } = await ok(
      await as("wu", "POST", `/templates/${other}/publish`, { scope: "department", version: 1 }),
    );
    await api.caughtUp(position);
    const granted = await ok(
      await as("head", "POST", `/templates/${other}/publish-requests/${requestId}/approve`, { password: PASSWORD }),
    );
    await api.caughtUp(granted.position);
    const ranking = await centre("zhao", "&sort=ranking");
    expect(ranking.rows.map((r) => [r.name, r.useCount])).toEqual([
      ["Suzuki coupling", 3],
      ["Amide coupling", 0],
    ]);
    expect((await centre("zhao", "&sort=updated")).rows.map((r) => r.name)).toEqual(["Amide coupling", "Suzuki coupling"]);
    expect((await centre("zhao", "&keyword=Suzuki")).rows.map((r) => r.name)).toEqual(["Suzuki coupling"]);

    await ok(await as("zhao", "POST", `/templates/${templateId}/uncollect`));
    expect((await centre("zhao", "&scope=collected")).rows).toEqual([]);
  });

  it("goes to the recycle bin and back (author or administrator): binned, it serves nobody", async () => {
    await refused(await as("zhao", "POST", `/templates/${templateId}/bin`), 403);
    await ok(await as("wu", "POST", `/templates/${templateId}/bin`));
    const answer = await refused(
      await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 4", templateId }),
      404,
    );
    expect(answer.key).toBe("template.unavailable");
    expect((await centre("zhao")).rows.map((r) => r.name)).toEqual(["Amide coupling"]);
    const bin = await ok(await as("wu", "GET", "/my-templates?binned=true"));
    expect(bin.rows.map((r: Row) => [r.name, r.binned])).toEqual([["Suzuki coupling", true]]);
    const draft = await refused(await as("wu", "PUT", `/templates/${templateId}/draft`, { name: "Changed" }), 409);
    expect(draft.key).toBe("rubbishBin.inRubbishBin");
    await ok(await as("admin", "POST", `/templates/${templateId}/restore`));
    await ok(await as("zhao", "POST", "/experiments", { notebookId: book.zhao, title: "Coupling 4", templateId }));
  });

  it("is edited by its author only; unpublished by the author or an administrator", async () => {
    const notAuthor = await refused(await as("zhao", "PUT", `/templates/${templateId}/draft`, { name: "Mine now" }), 403);
    expect(notAuthor.key).toBe("template.authorOnly");
    await refused(await as("zhao", "POST", `/templates/${templateId}/unpublish`, { reason: "" }), 403);
    const done = await ok(await as("admin", "POST", `/templates/${templateId}/unpublish`, { reason: "Superseded" }));
    await api.caughtUp(done.position);
    expect((await centre("zhao")).rows.map((r) => r.name)).toEqual(["Amide coupling"]);
    await refused(await as("zhao", "GET", `/templates/${templateId}`), 404);
  });

  it("saves a record as a template: modules kept, content reset as cloning does, nothing locked or authorised", async () => {
    const created = await ok(
      await as("zhao", "POST", `/experiments/${firstRecordId}/save-as-template`, { name: "From my coupling" }),
    );
    const detail = await ok(await as("zhao", "GET", `/templates/${created.id}`));
    expect(detail).toMatchObject({
      name: "From my coupling",
      latestVersion: 1,
      usableVersion: 1,
      scope: "personal",
      fromRecord: { experimentId: firstRecordId },
    });
    const version = await ok(await as("zhao", "GET", `/templates/${created.id}/versions/1`));
    expect(version.modules.map((m: RecordModule) => [m.title, m.locked, m.grants])).toEqual([
      ["Safety", false, undefined],
      ["Materials", false, undefined],
      ["Notes", false, undefined],
    ]);
    expect(version.modules[2].content.fields.value).toBe("Turned black");
    expect(version.modules[1].content.rows).toEqual([{ rowId: "r1", name: "Pd(PPh3)4", amount: 0.05, unit: "mmol" }]);
    // Someone who may not open the record cannot save it as a template.
    await refused(await as("qian", "POST", `/experiments/${firstRecordId}/save-as-template`, { name: "Stolen" }), 404);
  });

  it("refuses bad input and unknown ids with a localised answer, changing nothing", async () => {
    const long = await refused(await as("wu", "POST", "/templates", { name: "x".repeat(101) }, "zh-CN"), 400);
    expect(long.key).toBe("request.invalid");
    await refused(await as("wu", "POST", "/templates", {}), 400);
    await refused(
      await as("wu", "POST", "/templates", { name: "Odd", modules: [{ moduleId: "a", type: "nonsense", title: "?" }] }),
      400,
    );
    const stranger = await refused(
      await as("wu", "POST", "/templates", {
        name: "Odd",
        modules: [{ moduleId: "a", type: "editor", title: "Note", grants: { "no-such-member": 1 } }],
      }),
      400,
    );
    expect(stranger.key).toBe("template.granteeUnknown");
    await refused(await as("wu", "POST", `/templates/${templateId}/publish`, { scope: "galaxy", version: 1 }), 400);
    const unknown = "00000000-0000-7000-8000-000000000000";
    expect((await refused(await as("wu", "GET", `/templates/${unknown}`), 404)).key).toBe("template.notFound");
    await refused(await as("wu", "GET", `/templates/${templateId}/versions/99`), 404);
    await refused(await as("wu", "POST", `/templates/${unknown}/bin`), 404);
    await refused(
      await as("wu", "POST", `/templates/${templateId}/publish-requests/${unknown}/approve`, { password: PASSWORD }),
      409,
    );
    const missing = await refused(
      await as("wu", "POST", "/experiments", { notebookId: book.wu, title: "Nothing", templateId: unknown }),
      404,
    );
    expect(missing.key).toBe("template.unavailable");
  });
});
