import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";

export const commentReadsStream = (memberId: string) => `comment-reads-${memberId}`;

type CommentReadsEvent = { type: "CommentsRead"; data: EventData<"CommentsRead"> };

export interface CommentReadsState {
  /** Record id → the comments of it this member has read. */
  readonly read: ReadonlyMap<string, ReadonlySet<string>>;
}

/** `commentIds`: comments of the record the member sees (checked by the shell on the record's state). */
export type CommentReadsCommand = {
  type: "MarkCommentsRead";
  memberId: string;
  experimentId: string;
  commentIds: readonly string[];
};

/** What one member has read of records' comments; marking one read twice records nothing. */
export const commentReads: Decider<CommentReadsCommand, CommentReadsState, CommentReadsEvent> = {
  initialState: () => ({ read: new Map() }),
  evolve: (state, { data }) => {
    const read = new Set(state.read.get(data.experimentId));
    for (const id of data.commentIds) read.add(id);
    return { read: new Map(state.read).set(data.experimentId, read) };
  },
  decide: ({ memberId, experimentId, commentIds }, state) => {
    const already = state.read.get(experimentId);
    const fresh = [...new Set(commentIds)].filter((id) => !already?.has(id));
    return fresh.length === 0 ? [] : [{ type: "CommentsRead", data: { memberId, experimentId, commentIds: fresh } }];
  },
};
