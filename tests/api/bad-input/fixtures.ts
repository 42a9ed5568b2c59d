import type { startTestService } from "../harness";
import { ADMIN_PASSWORD, signedHeaders } from "../harness";

type Api = Awaited<ReturnType<typeof startTestService>>;
export const MEMBER_PASSWORD = "Member-Pass-2026";

/** Real resources, so a hostile request reaches the checks behind "does it exist". */
export interface Fixtures {
  readonly adminId: string;
  readonly member: string;
  readonly author: string;
  readonly role: string;
  readonly dictionaryItem: string;
  readonly defaultFlow: string;
  readonly spareFlow: string;
  readonly project: string;
  readonly task: string;
  readonly notebook: string;
  /** A record with an input module and an attachment module holding one picture. */
  readonly record: string;
  readonly module: string;
  readonly attachmentModule: string;
  readonly sha256: string;
  /** The query of a signed link to that picture. */
  readonly link: Readonly<Record<string, string>>;
  /** An administrator's record submitted once (version 1), reviewed by the author. */
  readonly submitted: string;
  /** The author's record submitted for the administrator's review. */
  readonly approval: string;
}

export async function createFixtures(api: Api, admin: string): Promise<Fixtures> {
  const call = async (method: string, path: string, body?: unknown, token = admin) => {
    const res = await api.call(method, path, { token, ...(body === undefined ? {} : { json: body }) });
    const answer = (await res.json()) as { code: number; response: Record<string, string> & { position: number } };
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer.response;
  };
  const adminId = api.userOf(admin);
  const newMember = (account: string) =>
    call("POST", "/api/members", { account, realName: account, password: MEMBER_PASSWORD, departmentId: "root" });
  const member = (await newMember("bad.input.member")).memberId!;
  const author = (await newMember("bad.input.author")).memberId!;
  const role = (
    await call("POST", "/api/roles", {
      name: "Bad input role",
      permissions: [],
      viewingLevels: { project: "own", task: "own", experiment: "ownInDepartment" },
    })
  ).roleId!;
  const dictionaryItem = (await call("POST", "/api/dictionaries", { category: "badInput", name: "Item" })).itemId!;
  const flow = (name: string) => ({
    name,
    nodes: [{ name: "Check", reviewers: [{ kind: "members", memberIds: [adminId, author] }] }],
  });
  const defaultFlow = (await call("POST", "/api/flows", flow("Review"))).flowId!;
  const spareFlow = (await call("POST", "/api/flows", flow("Spare"))).flowId!;
  const project = (await call("POST", "/api/projects", { name: "Bad input project" })).id!;
  const task = (await call("POST", `/api/projects/${project}/tasks`, { name: "Bad input task" })).id!;
  const notebook = (await call("POST", "/api/notebooks", { name: "Bad input book", projectId: project })).id!;
  const { record, module } = await newRecord(api, admin, notebook);
  const attachmentModule = (await call("POST", `/api/experiments/${record}/modules`, { type: "attachment", title: "Files" }))
    .moduleId!;
  const sha256 = await uploadPicture(api, admin, record, attachmentModule);
  const { url } = await call("GET", `/api/experiments/${record}/attachments/${sha256}/link`);
  const link = Object.fromEntries(new URL(url!, api.service.url).searchParams);
  const submitted = (await newRecord(api, admin, notebook)).record;
  await call("POST", `/api/experiments/${submitted}/submit`, {});
  const authorToken = await api.login("bad.input.author", MEMBER_PASSWORD);
  const authorBook = (await call("POST", "/api/notebooks", { name: "Author's book" }, authorToken)).id!;
  const authored = (await call("POST", "/api/experiments", { notebookId: authorBook, title: "To review" }, authorToken)).id!;
  const { approvalId, position } = await call("POST", `/api/experiments/${authored}/submit`, {}, authorToken);
  await api.caughtUp(position);
  return {
    adminId,
    member,
    author,
    role,
    dictionaryItem,
    defaultFlow,
    spareFlow,
    project,
    task,
    notebook,
    record,
    module,
    attachmentModule,
    sha256,
    link,
    submitted,
    approval: approvalId!,
  };
}

/** A record of its own with one input module, for an operation that locks, signs or submits what it touches. */
export async function newRecord(api: Api, token: string, notebookId: string) {
  const json = async (res: Response) => ((await res.json()) as { response: Record<string, string> }).response;
  const record = (await json(await api.call("POST", "/api/experiments", { token, json: { notebookId, title: "Own" } }))).id!;
  const module = (
    await json(await api.call("POST", `/api/experiments/${record}/modules`, { token, json: { type: "input", title: "Yield" } }))
  ).moduleId!;
  return { record, module };
}

async function uploadPicture(api: Api, token: string, record: string, moduleId: string): Promise<string> {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const form = new FormData();
  form.append("moduleId", moduleId);
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "gel.png");
  const res = await fetch(`${api.service.url}/api/experiments/${record}/attachments`, {
    method: "POST",
    headers: signedHeaders(token, api.userOf(token)),
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { response: { files: Array<{ sha256: string }> } }).response.files[0]!.sha256;
}

export { ADMIN_PASSWORD };
