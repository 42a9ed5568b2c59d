import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { formatTime, type Language } from "@labledger/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signedHeaders, startTestService } from "../../../../../tests/api/harness";
import { readPdf } from "../../../../../tests/api/pdf-text";
import { translate } from "../../i18n/translate";
import { loadRecordDocument } from "./record-document";
import { writeRecordPdf } from "./write-record-pdf";

const PASSWORD = "Record-pdf-2026";
// Fischer esterification: acetic acid + ethanol → ethyl acetate.
const REACTION = "CC(=O)O.OCC>>CC(=O)OCC";
const SPECTRUM = Buffer.from("%PDF-1.7 NMR 1H spectrum of the ester");

/** pdf.js joins runs of text with spaces where the page has none: compare without white space. */
const squash = (text: string) => text.replace(/\s+/g, "");
const expectWords = (text: string, words: readonly string[]) => {
  for (const word of words) expect(squash(text), word).toContain(squash(word));
};

describe("a record built over the API, exported as a PDF an inspector can read (21 CFR 11.10(b))", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const member: Record<string, string> = {};
  let recordId: string;
  let number: string;
  let position = 0;
  let authorship: { signTime: string };
  const ok = async (r: Response) => {
    const body = await r.json();
    expect(r.status, JSON.stringify(body)).toBe(200);
    const response = body.response ?? body;
    if (typeof response?.position === "number") position = Math.max(position, response.position);
    return response;
  };
  const as = (who: string, method: string, path: string, json?: unknown) =>
    api.call(method, `/api${path}`, { token: token[who]!, language: "en", ...(json === undefined ? {} : { json }) });
  const addModule = async (body: Record<string, unknown>) =>
    (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, body))).moduleId as string;
  const save = async (moduleId: string, data: { fields?: Record<string, unknown>; rows?: unknown[] }) =>
    ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${moduleId}`, {
        data: { fields: {}, rows: [], ...data },
        lastCacheTime: 0,
      }),
    );

  async function exported(language: Language) {
    const document = await loadRecordDocument(api.service.runtime, recordId, language);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const meta = {
      title: number,
      organisation: "LabLedger QA",
      exportedBy: "陈 静 (chen)",
      exportedAt: "2026-11-23 12:00:00",
      language,
    };
    await writeRecordPdf(out, [document], meta);
    return { document, pdf: await readPdf(Buffer.concat(chunks)) };
  }

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const [account, realName] of [
      ["chen", "陈 静"],
      ["li", "李 雷"],
    ]) {
      const created = await ok(
        await api.call("POST", "/api/members", {
          token: token.admin,
          json: { account, realName, password: PASSWORD, departmentId: "root" },
        }),
      );
      member[account!] = created.memberId;
      token[account!] = await api.login(account!, PASSWORD);
    }
    await ok(
      await as("admin", "POST", "/flows", {
        name: "同行审核流程",
        nodes: [{ name: "同行审核", reviewers: [{ kind: "members", memberIds: [member.li] }] }],
      }),
    );
    const book = await ok(await as("chen", "POST", "/notebooks", { name: "酯化实验本" }));
    recordId = (await ok(await as("chen", "POST", "/experiments", { notebookId: book.id, title: "乙酸乙酯合成" }))).id;
    await ok(
      await as("chen", "PATCH", `/experiments/${recordId}`, {
        participants: [member.li],
        roomTemperature: 22,
        relativeHumidity: 45,
        conclusion: "success",
      }),
    );

    const yieldModule = await addModule({ type: "input", title: "产率" });
    await save(yieldModule, { fields: { value: "92.4 %" } });
    const method = await addModule({ type: "editor", title: "方法" });
    await save(method, { fields: { html: "<h2>步骤</h2><p>溶解 5&nbsp;g 乙酸于乙醇中。</p><ul><li>回流 4 小时</li></ul>" } });
    const materials = await addModule({
      type: "grid",
      subType: "labMaterial",
      title: "物料",
      columns: ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({ field, required: field === "name" })),
    });
    await save(materials, {
      rows: [
        { rowId: "rm3x9k2p4q7w1a", name: "乙醇", casNo: "64-17-5", amount: 5, unit: "mL" },
        { rowId: "rm3x9k2p4q7w2a", name: "乙酸", casNo: "64-19-7", amount: 6, unit: "g" },
      ],
    });
    const spectra = await addModule({ type: "attachment", title: "谱图" });
    const form = new FormData();
    form.append("moduleId", spectra);
    form.append("file", new Blob([SPECTRUM], { type: "application/pdf" }), "NMR 数据.pdf");
    await ok(
      await fetch(`${api.service.url}/api/experiments/${recordId}/attachments`, {
        method: "POST",
        headers: { ...signedHeaders(token.chen!, member.chen!), "accept-language": "en" },
        body: form,
      }),
    );
    const reaction = await addModule({ type: "equation", title: "酯化" });
    const read = await ok(await as("chen", "POST", "/chemistry/read", { structure: REACTION }));
    const [acid, , ester] = read.components as Array<{ molfile: string }>;
    await save(reaction, {
      fields: { molFile: read.normalised, temperature: 78, time: 4 },
      rows: [
        {
          rowId: "acid",
          source: "yldataSource",
          name: "acetic acid",
          structure: acid!.molfile,
          reference: true,
          mass: 6,
          massUnit: "g",
        },
        { rowId: "ester", source: "cwdataSource", name: "ethyl acetate", structure: ester!.molfile, actualMass: 7 },
      ],
    });

    authorship = await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules/${yieldModule}/signatures`, {
        password: PASSWORD,
        meaning: "authorship",
      }),
    );
    await ok(await as("chen", "POST", `/experiments/${recordId}/submit`, {}));
    await ok(await as("li", "POST", `/approvals/${recordId}:v1/approve`, { password: PASSWORD, comment: "数据完整" }));
    number = (await ok(await as("chen", "GET", `/experiments/${recordId}`))).number;
    // Names (members, the record book) are read from the audit read model: it has applied every write.
    await api.caughtUp(position);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("reads the record in Chinese: facts, every module in order, the signatures, the approval, the trail and the integrity statement", async () => {
    const { document, pdf } = await exported("zh-CN");
    const digest = createHash("sha256").update(SPECTRUM).digest("hex");
    expectWords(pdf.text, [
      `记录 ${number}：乙酸乙酯合成`,
      "所有人 陈 静",
      "记录本 酯化实验本",
      "参与人 李 雷",
      "室温 22 ℃",
      "结论 成功",
      "1. 产率（单行文本）",
      "单行文本 92.4 %",
      "2. 方法（富文本）",
      "步骤",
      "溶解 5 g 乙酸于乙醇中。",
      "回流 4 小时",
      "3. 物料（物料）",
      "名称 CAS 号 批号 用量 单位",
      "1 乙醇 64-17-5 5 mL",
      "2 乙酸 64-19-7 6 g",
      "4. 谱图（附件）",
      `1 NMR 数据.pdf ${SPECTRUM.length} B application/pdf ${digest}`,
      "5. 酯化（反应式）",
      "acetic acid",
      "反应物",
      "ethyl acetate",
      "产物",
      `陈 静 于 ${formatTime(authorship.signTime)} 签名 — 含义：作者`,
      "模块 1：产率",
      "版本 1，同行审核：通过",
      "含义：批准",
      "数据完整",
      "版本 1 由 陈 静 于",
      "审批流程：同行审核流程",
      `附录：记录 ${number} 的审计追踪`,
      "92.4 %",
      "记录的完整性",
      "哈希链",
      "签名检查点",
    ]);
    expect(pdf.text).toMatch(/已验证：\s*\d+\s*个事件，均未被改动/);
    const reaction = document.modules[4]!;
    expect(reaction.blocks.some((block) => block.type === "figure" && block.svg.includes("<svg"))).toBe(true);
    expect(pdf.text).not.toContain(translate("zh-CN", "recordPdf.structureNotDrawn"));
    expect(document.trail.rows.length).toBeGreaterThan(5);
    // What a person reads is in words: no ids, no JSON, no markup, no message keys.
    for (const id of [recordId, member.chen!, member.li!, "rm3x9k2p4q7w1a"]) expect(pdf.text).not.toContain(id);
    expect(pdf.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(pdf.text).not.toMatch(/[{}]|":|<\/?[a-z][a-z0-9]*[ >]|&nbsp;/);
    expect(pdf.text).not.toMatch(/\b(recordPdf|meanings|module\.kind|changeWords|audit\.action)\.[a-zA-Z]/);
  });

  it("reads the same record in English", async () => {
    const { pdf } = await exported("en");
    expectWords(pdf.text, [
      `Record ${number}: 乙酸乙酯合成`,
      "Participants 李 雷",
      "1. 产率 (Single-line text)",
      "Name CAS No. Batch No. Amount Unit",
      `Signed by 陈 静 on ${formatTime(authorship.signTime)} — meaning: Authorship`,
      "Version 1, 同行审核: Approved",
      "Approval history",
      `Appendix: audit trail of record ${number}`,
      "Integrity of the record",
    ]);
    expect(pdf.text).toMatch(/Verified: \d+ events, none altered/);
  });
});
