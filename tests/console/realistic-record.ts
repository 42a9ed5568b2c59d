import type { Page } from "playwright-core";
import { expect } from "vitest";
import { consoleRowId, unreadable } from "../api/unreadable";
import type { ConsoleUnderTest } from "./harness";

type Json = Record<string, unknown>;
export interface Person {
  readonly token: string;
  readonly id: string;
  readonly password: string;
}

/**
 * A record as a lab keeps one, made through the API: its own fields (participants, conditions,
 * conclusion), rich text, a materials grid whose rows carry the console's row ids (a cell changed,
 * a row deleted), a value, a module added and deleted, a grant, a signature given and removed,
 * then submitted, rejected, changed and submitted again (versions 1 and 2).
 */
export async function makeRealisticRecord(app: ConsoleUnderTest, owner: Person, reviewer: Person, title: string) {
  let last = 0;
  const api = async (who: Person, method: string, path: string, json?: unknown) => {
    const answer = await app.json(
      await app.call(method, `/api${path}`, { token: who.token, ...(json === undefined ? {} : { json }) }),
    );
    if (typeof answer.position === "number") last = Math.max(last, answer.position);
    return answer;
  };
  const flow = await api({ ...owner, token: app.adminToken }, "POST", "/flows", {
    name: `${title} 审批`,
    nodes: [{ name: "审核", reviewers: [{ kind: "members", memberIds: [reviewer.id] }] }],
  });
  const book = await api(owner, "POST", "/notebooks", { name: `${title} 记录本` });
  const record = await api(owner, "POST", "/experiments", { notebookId: book.id, title });
  const path = (rest = "") => `/experiments/${record.id as string}${rest}`;
  const addModule = async (body: Json) => (await api(owner, "POST", path("/modules"), body)).moduleId as string;
  const save = async (moduleId: string, data: Json, reason?: string) => {
    const now = (await api(owner, "GET", path())) as { modules: Array<{ moduleId: string; lastCacheTime: number }> };
    const lastCacheTime = now.modules.find((m) => m.moduleId === moduleId)!.lastCacheTime;
    await api(owner, "PUT", path(`/modules/${moduleId}`), { data, lastCacheTime, ...(reason ? { reason } : {}) });
  };

  await api(owner, "PATCH", path(), {
    participants: [reviewer.id],
    roomTemperature: 22,
    relativeHumidity: 45,
    conclusion: "success",
  });
  const notes = await addModule({ type: "editor", title: "实验说明" });
  await save(notes, {
    fields: { html: "<div><b>注意：</b>反应需在通风橱中进行 &amp; 佩戴护目镜。</div><p>温度 &lt; 80&nbsp;℃</p>" },
  });
  const materials = await addModule({
    type: "grid",
    subType: "labMaterial",
    title: "物料",
    columns: ["name", "casNo", "batchNo", "amount", "unit"].map((field) => ({ field, required: field === "name" })),
  });
  const ethanol = { rowId: consoleRowId(), name: "乙醇", casNo: "64-17-5", batchNo: "B2311", amount: "50", unit: "mL" };
  const acetone = { rowId: `${consoleRowId()}a`, name: "丙酮", casNo: "67-64-1", batchNo: "A77", amount: "20", unit: "mL" };
  await save(materials, { rows: [ethanol, acetone] });
  await save(materials, { rows: [ethanol, { ...acetone, amount: "25" }] });
  await save(materials, { rows: [{ ...acetone, amount: "25" }] });
  const yieldModule = await addModule({ type: "input", title: "收率" });
  await save(yieldModule, { fields: { value: "81 %" } });
  const spectra = await addModule({ type: "attachment", title: "光谱" });
  await api(owner, "DELETE", path(`/modules/${spectra}`), {});
  await api(owner, "PUT", path(`/modules/${materials}/grants/${reviewer.id}`), { attribute: 1 });
  const signed = await api(owner, "POST", path(`/modules/${yieldModule}/signatures`), {
    password: owner.password,
    meaning: "authorship",
  });
  await api(owner, "DELETE", path(`/modules/${yieldModule}/signatures`), {
    password: owner.password,
    signerId: owner.id,
    signTime: signed.signTime,
  });
  await api(owner, "POST", path("/submit"), { flowId: flow.flowId });
  await app.caughtUp(last);
  await api(reviewer, "POST", `/approvals/${record.id as string}:v1/reject`, {
    password: reviewer.password,
    comment: "请补充收率计算",
  });
  await save(yieldModule, { fields: { value: "86 %" } }, "补充计算");
  await save(notes, { fields: { html: "<p>已<i>补充</i>收率计算。</p>" } }, "补充计算");
  await api(owner, "POST", path("/submit"), { flowId: flow.flowId });
  await app.caughtUp(last);
  return { id: record.id as string, number: record.number as string, modules: { notes, materials, yieldModule } };
}

/**
 * What a person reads of a part of the page — its rendered text, line by line, and every hover
 * hint — each checked for JSON, ids, keys and tags; the text is returned for further checks.
 */
export async function expectReadablePage(page: Page, testId: string, where: string): Promise<string> {
  const part = page.getByTestId(testId);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads (no hidden markup)
  const text = await part.innerText();
  const hints = await part.locator("[title]").evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? ""));
  for (const line of [...text.split("\n"), ...hints]) expect(unreadable(line), `${where}: ${line}`).toBeNull();
  return text;
}
