import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { readPdf } from "./pdf-text";
import { consoleRowId, unreadable } from "./unreadable";

const PASSWORD = "Readable-lab-2026";
type Json = Record<string, unknown>;
type Words = { text: string; html?: string };
type ChangeWords = { module: string; row: string; field: string; oldValue: Words; newValue: Words; sentence: boolean };
type HeaderLine = { key: string; label: string; text: string };

/** Every text of a change's words that a person reads. */
const textsOf = (words: ChangeWords & { subject?: string }) => [
  words.subject ?? "",
  words.module,
  words.row,
  words.field,
  words.oldValue.text,
  words.newValue.text,
];

const expectReadable = (texts: readonly string[], where: string) => {
  for (const text of texts) expect(unreadable(text), where).toBeNull();
};

/**
 * The history in words on real responses (21 CFR 11.10(b), Annex 11 §9): after a realistic
 * record — rich text, a grid with rows, a grant, a signature given and removed, a deleted module,
 * the record's own fields, a rejection — the trace, the team audit trail, the record at a moment,
 * its versions compared, and the CSV and PDF exports hold no raw JSON, id, key or tag, in zh-CN and en.
 */
describe("the history reads in words, in Chinese and English", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let module: Record<"notes" | "materials" | "yield" | "spectra", string>;
  const rows = { ethanol: consoleRowId(), acetone: `${consoleRowId()}x` };
  let last = 0;

  const ok = async (response: Response) => {
    const body = (await response.json()) as Json;
    expect(response.status, JSON.stringify(body)).toBe(200);
    const answer = (body.response ?? body) as Json;
    if (typeof answer.position === "number") last = Math.max(last, answer.position);
    return answer;
  };
  const call = (who: string, method: string, path: string, json?: unknown, language = "zh-CN") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const record = (path = "") => `/experiments/${recordId}${path}`;
  const cacheOf = async (moduleId: string) =>
    ((await ok(await call("owner", "GET", record()))).modules as Array<{ moduleId: string; lastCacheTime: number }>).find(
      (m) => m.moduleId === moduleId,
    )!.lastCacheTime;
  const save = async (moduleId: string, data: Json, reason?: string) =>
    ok(
      await call("owner", "PUT", record(`/modules/${moduleId}`), {
        data,
        lastCacheTime: await cacheOf(moduleId),
        ...(reason ? { reason } : {}),
      }),
    );
  const addModule = async (body: Json) => (await ok(await call("owner", "POST", record("/modules"), body))).moduleId as string;

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    const department = await ok(await call("admin", "POST", "/departments", { name: "合成化学部", parentId: "root" }));
    for (const [who, account, realName] of [
      ["owner", "sun.chemist", "孙 化学"],
      ["li", "li.reviewer", "李 审核"],
      ["wang", "wang.fang", "王 芳"],
    ] as const) {
      const created = await ok(
        await call("admin", "POST", "/members", {
          account,
          realName,
          password: PASSWORD,
          departmentId: department.departmentId ?? department.id,
        }),
      );
      id[who] = created.memberId as string;
      token[who] = await api.login(account, PASSWORD);
    }
    await ok(
      await call("admin", "POST", "/flows", {
        name: "同行评审",
        nodes: [{ name: "审核", reviewers: [{ kind: "members", memberIds: [id.li] }] }],
      }),
    );
    const book = await ok(await call("owner", "POST", "/notebooks", { name: "路线筛选" }));
    recordId = (await ok(await call("owner", "POST", "/experiments", { notebookId: book.id, title: "酯化反应" }))).id as string;
    await ok(
      await call("owner", "PATCH", record(), {
        participants: [id.li, id.wang],
        roomTemperature: 22,
        relativeHumidity: 45,
        conclusion: "success",
        departmentId: department.departmentId ?? department.id,
      }),
    );
    module = {
      notes: await addModule({ type: "editor", title: "实验说明" }),
      materials: await addModule({
        type: "grid",
        subType: "labMaterial",
        title: "物料",
        columns: ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({ field, required: field === "name" })),
      }),
      yield: await addModule({ type: "input", title: "收率" }),
      spectra: await addModule({ type: "attachment", title: "光谱" }),
    };
    await save(module.notes, {
      fields: { html: "<div><b>注意：</b>反应需在通风橱中进行 &amp; 佩戴护目镜。</div><p>温度 &lt; 80&nbsp;℃</p>" },
    });
    const ethanol = { rowId: rows.ethanol, name: "乙醇", casNo: "64-17-5", batchNo: "B2311", amount: "50", unit: "mL" };
    const acetone = { rowId: rows.acetone, name: "丙酮", casNo: "67-64-1", batchNo: "A77", amount: "20", unit: "mL" };
    await save(module.materials, { rows: [ethanol, acetone] });
    await save(module.materials, { rows: [ethanol, { ...acetone, amount: "25" }] });
    await save(module.materials, { rows: [{ ...acetone, amount: "25" }] });
    await save(module.yield, { fields: { value: "81 %" } });
    await ok(await call("owner", "DELETE", record(`/modules/${module.spectra}`), {}));
    await ok(await call("owner", "PUT", record(`/modules/${module.materials}/grants/${id.wang}`), { attribute: 1 }));
    await ok(await call("owner", "PUT", record(`/modules/${module.materials}/grants/${id.wang}`), { attribute: 0 }));
    const signed = await ok(
      await call("owner", "POST", record(`/modules/${module.yield}/signatures`), { password: PASSWORD, meaning: "authorship" }),
    );
    await ok(
      await call("owner", "DELETE", record(`/modules/${module.yield}/signatures`), {
        password: PASSWORD,
        signerId: id.owner,
        signTime: signed.signTime,
      }),
    );
    await ok(await call("owner", "POST", record("/submit"), {}));
    await ok(await call("li", "POST", `/approvals/${recordId}:v1/reject`, { password: PASSWORD, comment: "请补充收率计算" }));
    await save(module.yield, { fields: { value: "86 %" } }, "补充计算");
    await api.caughtUp(last);
  }, 120_000);
  afterAll(async () => {
    await api?.service.stop();
  });

  it.each(["zh-CN", "en"])("reads every change of the record's trace in words (%s)", async (language) => {
    const trace = (await ok(await call("owner", "GET", record("/trace"), undefined, language))) as unknown as {
      rows: Array<{ words: ChangeWords; fieldName: string | null }>;
    };
    const all = trace.rows ?? (trace as unknown as Array<{ words: ChangeWords }>);
    expect(all.length).toBeGreaterThan(15);
    for (const row of all) expectReadable(textsOf(row.words), `${language}: ${JSON.stringify(row.words)}`);
  });

  it("names rows by position and first cell, columns and fields by label, a deleted module by its title, people by name", async () => {
    const trace = (await ok(await call("owner", "GET", record("/trace")))) as unknown as { rows: Array<{ words: ChangeWords }> };
    const said = trace.rows.map((r) => r.words);
    const find = (predicate: (w: ChangeWords) => boolean) => said.find(predicate);
    expect(find((w) => w.field === "用量")).toMatchObject({
      module: "物料",
      row: "第 2 行（丙酮）",
      oldValue: { text: "20" },
      newValue: { text: "25" },
    });
    expect(find((w) => w.row === "第 1 行（乙醇）" && w.oldValue.text !== "")?.oldValue.text).toBe(
      "名称：乙醇；CAS 号：64-17-5；批号：B2311；用量：50；单位：mL",
    );
    expect(find((w) => w.newValue.text.startsWith("删除模块"))).toMatchObject({ module: "光谱", sentence: true });
    expect(find((w) => w.newValue.text.startsWith("删除模块"))?.newValue.text).toBe("删除模块“光谱”（附件）");
    expect(find((w) => w.newValue.text === "新增模块“物料”（物料）")).toBeDefined();
    const notes = find((w) => w.field === "富文本")!;
    expect(notes.newValue.text).toBe("注意：反应需在通风橱中进行 & 佩戴护目镜。 温度 < 80 ℃");
    expect(notes.newValue.html).toContain("<b>注意：</b>");
    expect(find((w) => w.field === "参与人")?.newValue.text).toBe("李 审核、王 芳");
    expect(find((w) => w.field === "结论")?.newValue.text).toBe("成功");
    expect(find((w) => w.field === "室温")?.newValue.text).toBe("22 ℃");
    expect(said.filter((w) => w.field === "授权").map((w) => w.newValue.text)).toEqual(["王 芳：只读", "王 芳：读写"]);
    expect(find((w) => w.newValue.text.includes("移除了"))?.newValue.text).toMatch(
      /^孙 化学（负责）移除了 孙 化学 于 .+ 的签名$/,
    );
  });

  it.each(["zh-CN", "en"])(
    "reads the team audit trail in words: record changes and administration alike (%s)",
    async (language) => {
      const search = async (query: Record<string, string>) =>
        (await ok(
          await call(
            "admin",
            "GET",
            `/audit?${new URLSearchParams({ position: String(last), pageSize: "200", ...query })}`,
            undefined,
            language,
          ),
        )) as unknown as { rows: Array<{ words: ChangeWords & { subject: string }; eventType: string }> };
      const records = await search({ experimentId: recordId });
      const administration = await search({ category: "admin" });
      expect(records.rows.length).toBeGreaterThan(15);
      const types = new Set(administration.rows.map((r) => r.eventType));
      for (const type of ["DepartmentCreated", "MemberRegistered", "MemberLoggedIn", "ApprovalFlowDefined", "RoleDefined"])
        expect(types, type).toContain(type);
      for (const row of [...records.rows, ...administration.rows])
        expectReadable(textsOf(row.words), `${language} ${row.eventType}: ${JSON.stringify(row.words)}`);
      const registered = administration.rows.find((r) => r.eventType === "MemberRegistered" && r.words.subject.includes("wang"));
      expect(registered?.words.newValue.text).toContain(language === "en" ? "created in 合成化学部" : "在合成化学部创建账号");
    },
  );

  it.each(["zh-CN", "en"])(
    "shows the record at a moment and as a version with its header fields in words (%s)",
    async (language) => {
      const now = (await ok(
        await call("owner", "GET", record("/at?time=2999-12-31%2023:59:59"), undefined, language),
      )) as unknown as {
        header: HeaderLine[];
        record: { modules: Array<{ type: string; content: { fields: Json } }> };
      };
      const version = (await ok(await call("owner", "GET", record("/versions/1"), undefined, language))) as unknown as {
        header: HeaderLine[];
      };
      for (const header of [now.header, version.header])
        expectReadable(
          header.flatMap((line) => [line.label, line.text]),
          `${language}: ${JSON.stringify(header)}`,
        );
      const line = (key: string) => now.header.find((l) => l.key === key);
      expect(line("participants")).toMatchObject({
        label: language === "en" ? "Participants" : "参与人",
        text: language === "en" ? "李 审核, 王 芳" : "李 审核、王 芳",
      });
      expect(line("conclusion")?.text).toBe(language === "en" ? "Success" : "成功");
      expect(line("departmentId")?.text).toBe("合成化学部");
      expect(line("owner")?.text).toBe("孙 化学");
      expect(line("notebook")?.text).toBe("路线筛选");
      expect(line("status")?.text).toBe(language === "en" ? "Rejected, version 1" : "已驳回，第 1 版");
    },
  );

  it.each(["zh-CN", "en"])("says what changed between two versions in words (%s)", async (language) => {
    const compared = (await ok(
      await call("owner", "GET", record("/compare?from=1&to=current"), undefined, language),
    )) as unknown as { details: Array<{ words: ChangeWords }>; modules: Array<{ changes: Array<{ words: ChangeWords }> }> };
    const changes = [...compared.details, ...compared.modules.flatMap((m) => m.changes)];
    expect(changes.map((c) => `${c.words.oldValue.text} → ${c.words.newValue.text}`)).toContain("81 % → 86 %");
    for (const change of changes) expectReadable(textsOf(change.words), `${language}: ${JSON.stringify(change.words)}`);
  });

  it.each(["zh-CN", "en"])("exports the trace and the audit trail as CSV in words only (%s)", async (language) => {
    const text = async (path: string, who = "owner") => {
      const response = await call(who, "GET", path, undefined, language);
      expect(response.status).toBe(200);
      return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    };
    const trace = await text(record("/trace/export?format=csv"));
    const audit = await text(
      `/audit/export?${new URLSearchParams({ format: "csv", experimentId: recordId, position: String(last) })}`,
      "admin",
    );
    const admin = await text(
      `/audit/export?${new URLSearchParams({ format: "csv", category: "admin", position: String(last) })}`,
      "admin",
    );
    for (const [name, csv] of [
      ["trace", trace],
      ["audit", audit],
      ["administration", admin],
    ] as const)
      for (const line of csv.split("\r\n")) expect(unreadable(line), `${language} ${name} CSV`).toBeNull();
    expect(trace).toContain(language === "en" ? "row 2 (丙酮)" : "第 2 行（丙酮）");
    expect(audit).toContain(language === "en" ? "Module “光谱” (Attachments) deleted" : "删除模块“光谱”（附件）");
  });

  it.each(["zh-CN", "en"])("exports the trace and the audit trail as PDF in words only (%s)", async (language) => {
    const pdfOf = async (path: string, who: string) => {
      const response = await call(who, "GET", path, undefined, language);
      expect(response.status).toBe(200);
      return readPdf(await response.arrayBuffer());
    };
    const trace = await pdfOf(record("/trace/export?format=pdf"), "owner");
    const audit = await pdfOf(
      `/audit/export?${new URLSearchParams({ format: "pdf", experimentId: recordId, position: String(last) })}`,
      "admin",
    );
    for (const pdf of [trace, audit]) for (const page of pdf.pages) expect(unreadable(page), language).toBeNull();
    expect(trace.text).toContain(language === "en" ? "Rich text" : "富文本");
    expect(audit.text).toContain(language === "en" ? "read only" : "只读");
  });
});
