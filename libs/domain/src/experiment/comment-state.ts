// The shapes of comments, apart from comments.ts so that the record's state and commands name them without an import circle.

/**
 * Comments on a record and its modules (issue 18, spec §7 Experiment/Comment): one thread on the
 * record and one per module, replies in the thread of the comment they answer, @mentions of
 * members. Comments live on the record's stream but are no part of what it holds: they never
 * change its content, signatures, module version stamps, status or version, so they are
 * allowed on submitted, approved and locked records (not on archived ones: nothing changes there).
 */
export interface RecordComment {
  readonly commentId: string;
  readonly moduleId: string | null;
  /** The thread's first comment, for a reply. */
  readonly parentId: string | null;
  readonly text: string;
  readonly mentionIds: readonly string[];
  readonly authorId: string;
  readonly at: string;
  readonly resolved: { readonly by: string; readonly at: string } | null;
  /** Deleted by its author: a tombstone (its text stays only in the trace). */
  readonly deleted: { readonly by: string; readonly at: string } | null;
}

export const COMMENT_EVENTS = [
  "ExperimentCommentAdded",
  "ExperimentCommentResolved",
  "ExperimentCommentReopened",
  "ExperimentCommentDeleted",
] as const;

export type CommentCommand =
  /** `parentId`: a reply (its thread's module is the parent's); `mentionsKnown`: every mentioned id is a member (read by the shell). */
  | {
      type: "AddComment";
      commentId: string;
      moduleId: string | null;
      parentId: string | null;
      text: string;
      mentionIds: readonly string[];
      mentionsKnown: boolean;
      now: Date;
    }
  | { type: "ResolveComment" | "ReopenComment" | "DeleteComment"; commentId: string; now: Date };
