import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CommentRow, RecordComments } from "@labledger/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok, refused } from "../support/api-answers";
import { ADMIN_PASSWORD, startTestService } from "./harness";
import { unreadable } from "./unreadable";

const PASSWORD = "Comments-lab-2026";

describe("comments on records and modules, with @mentions (issue 18, spec §7 Experiment/Comment)", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let recordId: string;
  let number: string;
  let moduleId: string;
  let bookId: string;
  const as = (who: string, method: string, path: string, json?: unknown, language = "en") =>
    api.call(method, `/api${path}`, { token: token[who]!, language, ...(json === undefined ? {} : { json }) });
  const comments = async (who: string, language = "en", record = recordId) =>
    (await ok(await as(who, "GET", `/experiments/${record}/comments`, undefined, language))) as RecordComments;
  const comment = async (who: string, body: object, record = recordId) =>
    (await ok(await as(who, "POST", `/experiments/${record}/comments`, body))) as { commentId: string; position: number };
  const inbox = async (who: string, language = "en") =>
    (await ok(await as(who, "GET", "/messages?pageSize=100", undefined, language))).rows as Array<{
      id: string;
      kind: string;
      experimentId: string;
      commentId?: string;
      moduleId?: string | null;
      moduleTitle?: string | null;
      authorName?: string;
      number: string;
      title: string;
    }>;
  const head = () => api.service.runtime.ports.events.headPosition();

  beforeAll(async () => {
    api = await startTestService();
    token.admin = await api.login("admin", ADMIN_PASSWORD);
    for (const account of ["chen", "li", "wang", "zhou"]) {
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
    for (const account of ["chen", "li", "wang", "zhou"]) token[account] = await api.login(account, PASSWORD);
    // The organisation sends e-mails too (embedded: a local mailbox per account).
    const messages = await ok(await as("admin", "GET", "/settings/messages"));
    await ok(await as("admin", "PUT", "/settings/messages", { ...messages, byEmail: true }));
    await ok(
      await as("admin", "POST", "/flows", {
        name: "QA release",
        nodes: [{ name: "QA approval", reviewers: [{ kind: "members", memberIds: [id.li] }] }],
      }),
    );
    bookId = (await ok(await as("chen", "POST", "/notebooks", { name: "Stability study" }))).id;
    const created = await ok(await as("chen", "POST", "/experiments", { notebookId: bookId, title: "Assay at 40 ℃" }));
    recordId = created.id;
    number = created.number;
    moduleId = (await ok(await as("chen", "POST", `/experiments/${recordId}/modules`, { type: "input", title: "Assay" })))
      .moduleId;
    await ok(
      await as("chen", "PUT", `/experiments/${recordId}/modules/${moduleId}`, {
        data: { fields: { value: "99.1 %" } },
        lastCacheTime: 0,
      }),
    );
    // li and wang take part in the record (they view it); zhou does not.
    await ok(await as("chen", "PATCH", `/experiments/${recordId}`, { participants: [id.li!, id.wang!] }));
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("adds a comment with an @mention: the mentioned member gets a message in words and an e-mail, leading to the record", async () => {
    const { commentId } = await comment("chen", { text: "  @wang please check the assay  ", mentionIds: [id.wang] });
    const { comments: rows } = await comments("li");
    expect(rows).toEqual([
      expect.objectContaining({
        commentId,
        moduleId: null,
        moduleTitle: null,
        text: "@wang please check the assay",
        authorName: "chen (printed)",
        mentions: [{ memberId: id.wang, name: "wang (printed)" }],
        resolved: false,
        deleted: false,
        unread: true,
        mayDelete: false,
      }),
    ]);
    expect((await comments("chen")).comments[0]).toMatchObject({ unread: false, mayDelete: true, mayResolve: true });
    await expect
      .poll(async () => (await inbox("wang")).filter((m) => m.kind === "commentMentioned"))
      .toEqual([
        expect.objectContaining({
          experimentId: recordId,
          commentId,
          moduleId: null,
          number,
          title: "Assay at 40 ℃",
          authorName: "chen (printed)",
        }),
      ]);
    // The author is not told of their own comment; nobody else was mentioned.
    expect((await inbox("li")).filter((m) => m.kind === "commentMentioned")).toEqual([]);
    const mailbox = join(api.service.runtime.ports.dataDir, "mailbox", "wang");
    await expect.poll(() => readdirSync(mailbox).length).toBe(1);
    const mail = readFileSync(join(mailbox, readdirSync(mailbox)[0]!), "utf8");
    const subject = Buffer.from(/Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(mail)![1]!, "base64").toString("utf8");
    expect(subject).toBe(`LabLedger: chen (printed) 在记录 ${number}「Assay at 40 ℃」的评论中提及了您`);
  });

  it("replies in the thread, and marks comments read for the reader only", async () => {
    const [first] = (await comments("li")).comments;
    const reply = await ok(
      await as("li", "POST", `/experiments/${recordId}/comments/${first!.commentId}/replies`, { text: "Checked, 99.1 % holds" }),
    );
    const { comments: rows, unread } = await comments("chen");
    expect(rows.at(-1)).toMatchObject({
      commentId: reply.commentId,
      parentId: first!.commentId,
      authorName: "li (printed)",
      unread: true,
    });
    expect(unread).toBe(1);
    await ok(await as("chen", "POST", `/experiments/${recordId}/comments/read`, { commentIds: [reply.commentId] }));
    expect((await comments("chen")).unread).toBe(0);
    expect((await comments("li")).unread).toBe(1);
  });

  it("never changes the signed module's content, signature or version stamp, nor the record's status or version", async () => {
    await ok(
      await as("chen", "POST", `/experiments/${recordId}/modules/${moduleId}/signatures`, {
        password: PASSWORD,
        meaning: "authorship",
      }),
    );
    const before = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    const on = await comment("li", { text: "The signed value looks right", moduleId, mentionIds: [id.chen] });
    await ok(await as("chen", "POST", `/experiments/${recordId}/comments/${on.commentId}/resolve`));
    await ok(await as("chen", "POST", `/experiments/${recordId}/comments/${on.commentId}/reopen`));
    const after = await ok(await as("chen", "GET", `/experiments/${recordId}`));
    const module = (record: { modules: Array<{ moduleId: string }> }) => record.modules.find((m) => m.moduleId === moduleId);
    expect(module(after)).toEqual(module(before));
    expect(module(after)).toMatchObject({ isCheck: true, content: { fields: { value: "99.1 %" } } });
    for (const key of ["status", "version", "title", "locked", "approvalSignatures"]) expect(after[key]).toEqual(before[key]);
    expect((await comments("wang")).comments.find((c) => c.commentId === on.commentId)).toMatchObject({
      moduleId,
      moduleTitle: "Assay",
      resolved: false,
    });
    // The mention on a module names it in the message.
    await expect
      .poll(async () =>
        (await inbox("chen", "zh-CN")).filter((m) => m.kind === "commentMentioned").map((m) => [m.moduleId, m.moduleTitle]),
      )
      .toEqual([[moduleId, "Assay"]]);
  });

  it("resolves and reopens: the comment's author, the record's owner or an administrator; others are refused in their language", async () => {
    const { commentId } = await comment("li", { text: "Is the temperature logged?" });
    await ok(await as("li", "POST", `/experiments/${recordId}/comments/${commentId}/resolve`));
    expect((await comments("chen")).comments.find((c) => c.commentId === commentId)).toMatchObject({
      resolved: true,
      resolvedByName: "li (printed)",
    });
    await ok(await as("admin", "POST", `/experiments/${recordId}/comments/${commentId}/reopen`));
    await ok(await as("chen", "POST", `/experiments/${recordId}/comments/${commentId}/resolve`));
    const chens = (await comments("chen")).comments.find((c) => c.authorId === id.chen)!;
    const answer = await refused(
      await as("wang", "POST", `/experiments/${recordId}/comments/${chens.commentId}/resolve`, undefined, "zh-CN"),
      403,
    );
    expect(answer.key).toBe("comment.resolveForbidden");
    expect(answer.message).toBe("只有评论作者、记录所有者或管理员可以解决或重新打开评论");
  });

  it("deletes one's own comment only, leaving a tombstone in the thread and the comment in the trace", async () => {
    const { commentId } = await comment("wang", { text: "Typo in the title?" });
    for (const who of ["chen", "admin"]) {
      const answer = await refused(await as(who, "DELETE", `/experiments/${recordId}/comments/${commentId}`), 403);
      expect(answer.key).toBe("comment.authorOnly");
    }
    await ok(await as("wang", "DELETE", `/experiments/${recordId}/comments/${commentId}`));
    expect((await comments("chen")).comments.find((c) => c.commentId === commentId)).toMatchObject({
      text: "",
      deleted: true,
      mayResolve: false,
      mayDelete: false,
    });
    await refused(await as("chen", "POST", `/experiments/${recordId}/comments/${commentId}/resolve`), 409);
    await refused(await as("chen", "POST", `/experiments/${recordId}/comments/${commentId}/replies`, { text: "Answering" }), 409);
  });

  it.each(["zh-CN", "en"])("shows each comment event in the record's trace, in words (%s)", async (language) => {
    const trace = (await ok(await as("chen", "GET", `/experiments/${recordId}/trace?pageSize=200`, undefined, language))) as {
      rows: Array<{ fieldName: string | null; title: string; words: { module: string; newValue: { text: string } } }>;
    };
    const said = trace.rows.filter((r) => r.fieldName === "comment").map((r) => r.words.newValue.text);
    const words =
      language === "en"
        ? [
            "Commented: “Typo in the title?”",
            "Comment deleted: “Typo in the title?”",
            "Comment resolved: “Is the temperature logged?”",
          ]
        : ["评论：“Typo in the title?”", "评论已删除：“Typo in the title?”", "评论已解决：“Is the temperature logged?”"];
    expect(said).toEqual(expect.arrayContaining(words));
    expect(said.some((text) => text.includes("wang (printed)"))).toBe(true);
    for (const row of trace.rows.filter((r) => r.fieldName === "comment"))
      for (const text of [row.words.module, row.words.newValue.text]) expect(unreadable(text)).toBeNull();
    expect(trace.rows.find((r) => r.fieldName === "comment" && r.words.module === "Assay")).toBeDefined();
  });

  it("time travel shows the comments as they stood then", async () => {
    const { comments: now } = await comments("chen");
    const firstReply = now.find((c) => c.parentId !== null)!;
    const trace = (await ok(await as("chen", "GET", `/experiments/${recordId}/trace?pageSize=200`))) as {
      rows: Array<{ position: number; fieldName: string | null; words: { newValue: { text: string } } }>;
    };
    const repliedAt = trace.rows.find((r) => r.words.newValue.text === `Replied: “${firstReply.text}”`)!.position;
    const at = async (position: number) =>
      (await ok(await as("chen", "GET", `/experiments/${recordId}/at?position=${position}`))).comments as CommentRow[];
    expect((await at(repliedAt - 1)).map((c) => c.commentId)).toEqual([now[0]!.commentId]);
    expect((await at(repliedAt)).map((c) => c.commentId)).toEqual([now[0]!.commentId, firstReply.commentId]);
    expect((await at(repliedAt)).every((c) => !c.mayDelete && !c.mayResolve)).toBe(true);
  });

  it("answers a member who may not view the record as if it did not exist", async () => {
    expect((await refused(await as("zhou", "GET", `/experiments/${recordId}/comments`), 404)).key).toBe("experiment.notFound");
    const before = await head();
    expect((await refused(await as("zhou", "POST", `/experiments/${recordId}/comments`, { text: "Hello" }), 404)).key).toBe(
      "experiment.notFound",
    );
    expect(await head()).toBe(before);
  });

  it("refuses bad input in the caller's language and changes nothing", async () => {
    const before = await head();
    const post = (body: unknown, language = "zh-CN") => as("chen", "POST", `/experiments/${recordId}/comments`, body, language);
    for (const body of [{ text: "   " }, { text: "x".repeat(251) }, {}, { text: 42 }, { text: "ok", mentionIds: "wang" }]) {
      const answer = await refused(await post(body), 400);
      expect(answer.message).not.toMatch(/[a-z]+\.[a-z]+/i);
    }
    expect((await refused(await post({ text: "Hi", mentionIds: ["01900000-0000-7000-8000-000000000000"] }), 404)).key).toBe(
      "comment.mentionUnknown",
    );
    expect((await refused(await post({ text: "Hi", moduleId: "01900000-0000-7000-8000-000000000000" }), 404)).key).toBe(
      "module.notFound",
    );
    const missing = "01900000-0000-7000-8000-000000000000";
    for (const [method, path, body] of [
      ["POST", `/experiments/${recordId}/comments/${missing}/resolve`, undefined],
      ["POST", `/experiments/${recordId}/comments/${missing}/reopen`, undefined],
      ["POST", `/experiments/${recordId}/comments/${missing}/replies`, { text: "Hi" }],
      ["DELETE", `/experiments/${recordId}/comments/${missing}`, undefined],
      ["POST", `/experiments/${recordId}/comments/read`, { commentIds: [missing] }],
      ["GET", `/experiments/${missing}/comments`, undefined],
    ] as const) {
      const answer = await refused(await as("chen", method, path, body, "zh-CN"), 404);
      expect(answer.message, path).toMatch(/不存在/);
    }
    expect(await head()).toBe(before);
  });

  it("is allowed on a submitted and an approved record, refused on an archived one", async () => {
    const other = (await ok(await as("chen", "POST", "/experiments", { notebookId: bookId, title: "To archive" }))).id;
    await ok(await as("chen", "PATCH", `/experiments/${other}`, { participants: [id.li!] }));
    await ok(await as("chen", "POST", `/experiments/${other}/submit`, {}));
    await comment("li", { text: "Reviewing now" }, other);
    await ok(await as("li", "POST", `/approvals/${other}:v1/approve`, { password: PASSWORD, comment: "Released" }));
    await comment("chen", { text: "Approved, thanks" }, other);
    await ok(await as("admin", "POST", "/archive", { ids: [other] }));
    const before = await head();
    expect((await refused(await as("chen", "POST", `/experiments/${other}/comments`, { text: "Too late" }), 409)).key).toBe(
      "experiment.archived",
    );
    const [first] = (await comments("chen", "en", other)).comments;
    await refused(await as("chen", "POST", `/experiments/${other}/comments/${first!.commentId}/resolve`), 409);
    expect(first).toMatchObject({ mayResolve: false, mayDelete: false });
    expect(await head()).toBe(before);
  });
});
