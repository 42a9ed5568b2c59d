import type { EventData } from "@labledger/events";
import type { Decider } from "../decider/decider";
import { DomainError } from "../decider/domain-error";

export const inboxStream = (memberId: string) => `inbox-${memberId}`;

type InboxEvent =
  | { type: "MessageSent"; data: EventData<"MessageSent"> }
  | { type: "MessageRead"; data: EventData<"MessageRead"> };

export interface InboxState {
  /** Message id → read. */
  readonly messages: ReadonlyMap<string, boolean>;
}

export type InboxCommand = { type: "MarkRead"; recipientId: string; messageIds: readonly string[] };

/** One member's messages: only they can mark them read; marking twice records nothing. */
export const inbox: Decider<InboxCommand, InboxState, InboxEvent> = {
  initialState: () => ({ messages: new Map() }),
  evolve: (state, event) => ({ messages: new Map(state.messages).set(event.data.messageId, event.type === "MessageRead") }),
  decide: (command, state) => {
    for (const messageId of command.messageIds)
      if (!state.messages.has(messageId)) throw new DomainError("message.notFound", "not-found");
    return command.messageIds
      .filter((messageId, i, all) => state.messages.get(messageId) === false && all.indexOf(messageId) === i)
      .map((messageId) => ({ type: "MessageRead" as const, data: { messageId, recipientId: command.recipientId } }));
  },
};
