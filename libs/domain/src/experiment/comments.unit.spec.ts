import { describe, expect, it } from "vitest";
import { acting } from "../access/acting.fixtures";
import { fold } from "../decider/decider";
import { specification } from "../decider/given-when-then";
import { commentReads } from "./comment-reads";
import { unreadComments, visibleComments } from "./comments";
import { type ExperimentCommand, type ExperimentEvent, experiment } from "./experiment";
import { INPUT_ADDED, RECORD_CREATED } from "./record.fixtures";

const { given } = specification(experiment);
const now = new Date("2026-12-01T08:00:00.000Z");
const at = now.toISOString();
const owner = acting("owner");
const admin = acting("admin", { admin: true });
/** A participant of the record: they view it whole. */
const colleague = acting("li");
const outsider = acting("outsider", { viewer: { departmentIds: ["physics"] } });
/** Given read on module m1 only. */
const grantee = acting("wang", { viewer: { departmentIds: ["physics"] } });

const PARTICIPANTS: ExperimentEvent = {
  type: "ExperimentDetailsChanged",
  data: {
    experimentId: "e1",
    changes: [{ action: 1, field: "participants", rowId: null, oldValue: null, newValue: ["li"] }],
  },
};
const GRANTED: ExperimentEvent = {
  type: "ModuleGrantChanged",
  data: { experimentId: "e1", moduleId: "m1", memberId: "wang", attribute: 0 },
};
const SAVED: ExperimentEvent = {
  type: "ModuleSaved",
  data: {
    experimentId: "e1",
    moduleId: "m1",
    isAuto: false,
    changes: [{ action: 1, field: "value", rowId: null, oldValue: null, newValue: "81 %" }],
    cacheTime: 1_700_000_000_001,
  },
};
const SIGNED: ExperimentEvent = {
  type: "ModuleSigned",
  data: { experimentId: "e1", moduleId: "m1", signerId: "owner", printedName: "Owner", meaning: "authorship", signTime: at },
};
const RECORD = [RECORD_CREATED, INPUT_ADDED, PARTICIPANTS, GRANTED, SAVED, SIGNED];

const add = (
  actor: ReturnType<typeof acting>,
  over: Partial<Extract<ExperimentCommand, { type: "AddComment" }>> = {},
): ExperimentCommand => ({
  type: "AddComment",
  actor,
  commentId: "c1",
  moduleId: null,
  parentId: null,
  text: "  Please add the yield of batch 2  ",
  mentionIds: [],
  mentionsKnown: true,
  now,
  ...over,
});
const added = (over: Partial<Extract<ExperimentEvent, { type: "ExperimentCommentAdded" }>["data"]> = {}): ExperimentEvent => ({
  type: "ExperimentCommentAdded",
  data: {
    experimentId: "e1",
    commentId: "c1",
    moduleId: null,
    parentId: null,
    text: "Please add the yield of batch 2",
    mentionIds: [],
    authorId: "owner",
    at,
    ...over,
  },
});
const onComment = (
  type: "ResolveComment" | "ReopenComment" | "DeleteComment",
  actor: ReturnType<typeof acting>,
  commentId = "c1",
) => ({ type, actor, commentId, now }) as const;
const changed = (
  type: "ExperimentCommentResolved" | "ExperimentCommentReopened" | "ExperimentCommentDeleted",
  by: string,
  moduleId: string | null = null,
): ExperimentEvent => ({ type, data: { experimentId: "e1", commentId: "c1", moduleId, by, at } }) as ExperimentEvent;

describe("comments on a record (issue 18, spec §7 Experiment/Comment)", () => {
  it("adds a comment to the record's thread, its text trimmed", () => {
    given(RECORD).when(add(owner)).then([added()]);
  });

  it("adds a comment to a module's thread, with the members @mentioned (each once)", () => {
    given(RECORD)
      .when(add(colleague, { moduleId: "m1", mentionIds: ["owner", "wang", "owner"] }))
      .then([added({ moduleId: "m1", authorId: "li", mentionIds: ["owner", "wang"] })]);
  });

  it("spec §5: refuses an empty comment ('comment or remark not empty') and one over 250 characters", () => {
    given(RECORD)
      .when(add(owner, { text: "   " }))
      .thenThrows("comment.textInvalid");
    given(RECORD)
      .when(add(owner, { text: "量".repeat(251) }))
      .thenThrows("comment.textInvalid");
    given(RECORD)
      .when(add(owner, { text: "量".repeat(250) }))
      .then([added({ text: "量".repeat(250) })]);
  });

  it("refuses a mention of someone who is not a member of the organisation", () => {
    given(RECORD)
      .when(add(owner, { mentionIds: ["ghost"], mentionsKnown: false }))
      .thenThrows("comment.mentionUnknown");
  });

  it("lets whoever may view the record comment on it, and answers others as if it did not exist", () => {
    given(RECORD)
      .when(add(colleague))
      .then([added({ authorId: "li" })]);
    given(RECORD)
      .when(add(admin))
      .then([added({ authorId: "admin" })]);
    given(RECORD).when(add(outsider)).thenThrows("experiment.notFound");
  });

  it("lets a member granted one module comment on that module, not on the record or another module", () => {
    given(RECORD)
      .when(add(grantee, { moduleId: "m1" }))
      .then([added({ moduleId: "m1", authorId: "wang" })]);
    given(RECORD).when(add(grantee)).thenThrows("experiment.notFound");
    given(RECORD)
      .when(add(owner, { moduleId: "m9" }))
      .thenThrows("module.notFound");
  });

  it("replies in the thread of the comment answered: its module, its first comment", () => {
    given([...RECORD, added({ moduleId: "m1" })])
      .when(add(colleague, { commentId: "c2", parentId: "c1", text: "Done" }))
      .then([added({ commentId: "c2", parentId: "c1", moduleId: "m1", authorId: "li", text: "Done" })]);
    given([...RECORD, added({ moduleId: "m1" }), added({ commentId: "c2", parentId: "c1", moduleId: "m1" })])
      .when(add(colleague, { commentId: "c3", parentId: "c2", text: "Thanks" }))
      .then([added({ commentId: "c3", parentId: "c1", moduleId: "m1", authorId: "li", text: "Thanks" })]);
    given(RECORD)
      .when(add(owner, { commentId: "c2", parentId: "missing" }))
      .thenThrows("comment.notFound");
  });

  it("is allowed on submitted, approved and locked records, and refused on an archived one", () => {
    const submitted: ExperimentEvent = {
      type: "ExperimentSubmitted",
      data: { experimentId: "e1", version: 1, flowId: "f", flowName: "QA", nodes: [{ name: "QA", reviewerIds: ["qa"] }] },
    };
    const approved: ExperimentEvent = { type: "ExperimentApproved", data: { experimentId: "e1", version: 1 } };
    const locked: ExperimentEvent = { type: "ExperimentLockChanged", data: { experimentId: "e1", locked: true } };
    given([...RECORD, submitted])
      .when(add(owner))
      .then([added()]);
    given([...RECORD, submitted, approved, locked])
      .when(add(owner))
      .then([added()]);
    const archived: ExperimentEvent = {
      type: "ExperimentArchived",
      data: {
        experimentId: "e1",
        version: 1,
        archivedBy: "admin",
        archivedAt: at,
        retentionYears: 10,
        retainUntil: "2036-12-01",
      },
    };
    given([...RECORD, submitted, approved, archived])
      .when(add(owner))
      .thenThrows("experiment.archived");
    given([...RECORD, submitted, approved, added(), archived])
      .when(onComment("ResolveComment", owner))
      .thenThrows("experiment.archived");
  });

  it("never changes the record's content, signatures, module version stamps, status or version", () => {
    const before = fold(experiment, RECORD);
    const history = [
      ...RECORD,
      added({ moduleId: "m1" }),
      added({ commentId: "c2", parentId: "c1", moduleId: "m1", authorId: "li" }),
      changed("ExperimentCommentResolved", "owner", "m1"),
      changed("ExperimentCommentReopened", "owner", "m1"),
      changed("ExperimentCommentDeleted", "owner", "m1"),
    ];
    const after = fold(experiment, history);
    const { comments: _before, ...recordBefore } = before;
    const { comments, ...recordAfter } = after;
    expect(recordAfter).toEqual(recordBefore);
    expect(after.modules[0]).toMatchObject({
      cacheTime: 1_700_000_000_001,
      isCheck: true,
      signatures: [SIGNED.data].map(({ experimentId: _, moduleId: __, ...s }) => s),
    });
    expect(comments.map((c) => [c.commentId, c.resolved, c.deleted?.by])).toEqual([
      ["c1", null, "owner"],
      ["c2", null, undefined],
    ]);
  });

  it("resolves and reopens: the comment's author, the record's owner or an administrator; twice records nothing", () => {
    const theirs = [...RECORD, added({ authorId: "li" })];
    given(theirs)
      .when(onComment("ResolveComment", colleague))
      .then([changed("ExperimentCommentResolved", "li")]);
    given(theirs)
      .when(onComment("ResolveComment", owner))
      .then([changed("ExperimentCommentResolved", "owner")]);
    given(theirs)
      .when(onComment("ResolveComment", admin))
      .then([changed("ExperimentCommentResolved", "admin")]);
    given([...RECORD, added()])
      .when(onComment("ResolveComment", colleague))
      .thenThrows("comment.resolveForbidden");
    const resolved = [...theirs, changed("ExperimentCommentResolved", "li")];
    given(resolved).when(onComment("ResolveComment", owner)).then([]);
    given(resolved)
      .when(onComment("ReopenComment", owner))
      .then([changed("ExperimentCommentReopened", "owner")]);
    given(theirs).when(onComment("ReopenComment", owner)).then([]);
  });

  it("deletes: the author only, leaving a tombstone; a deleted comment is neither resolved nor answered", () => {
    const mine = [...RECORD, added()];
    given(mine)
      .when(onComment("DeleteComment", owner))
      .then([changed("ExperimentCommentDeleted", "owner")]);
    given(mine).when(onComment("DeleteComment", admin)).thenThrows("comment.authorOnly");
    const deleted = [...mine, changed("ExperimentCommentDeleted", "owner")];
    given(deleted).when(onComment("DeleteComment", owner)).then([]);
    given(deleted).when(onComment("ResolveComment", owner)).thenThrows("comment.deleted");
    given(deleted)
      .when(add(colleague, { commentId: "c2", parentId: "c1" }))
      .thenThrows("comment.deleted");
    expect(fold(experiment, deleted).comments[0]?.deleted).toEqual({ by: "owner", at });
  });

  it("answers a comment in a thread the member does not see as not found", () => {
    const history = [...RECORD, added()];
    given(history).when(onComment("ResolveComment", grantee)).thenThrows("comment.notFound");
    given(history)
      .when(onComment("ResolveComment", owner, "c9"))
      .thenThrows("comment.notFound");
    expect(visibleComments(fold(experiment, history), grantee)).toEqual([]);
  });
});

describe("comments read by a member", () => {
  const { given: givenReads } = specification(commentReads);
  const read = (commentIds: string[]) => ({
    type: "CommentsRead" as const,
    data: { memberId: "li", experimentId: "e1", commentIds },
  });

  it("marks comments read once; others' comments not yet read stay unread", () => {
    givenReads([])
      .when({ type: "MarkCommentsRead", memberId: "li", experimentId: "e1", commentIds: ["c1", "c1", "c2"] })
      .then([read(["c1", "c2"])]);
    givenReads([read(["c1"])])
      .when({ type: "MarkCommentsRead", memberId: "li", experimentId: "e1", commentIds: ["c1"] })
      .then([]);
    const state = fold(experiment, [...RECORD, added(), added({ commentId: "c2", authorId: "li" }), added({ commentId: "c3" })]);
    const reads = fold(commentReads, [read(["c1"])]);
    expect(unreadComments(state.comments, "li", reads.read.get("e1") ?? new Set()).map((c) => c.commentId)).toEqual(["c3"]);
  });
});
