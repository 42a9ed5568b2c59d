import { defineProjection } from "../projection";

/** Each member's internal messages (the bell's unread count, the message list). */
export const messagesProjection = defineProjection({
  name: "messages",
  collections: ["messages"],
  handles: ["MessageSent", "MessageRead"],
  project: (event) => {
    const at = event.metadata.time;
    if (event.type === "MessageRead")
      return [{ op: "patch", collection: "messages", id: event.data.messageId, set: { read: true, readAt: at } }];
    const { messageId, sourceEventId: _cause, byEmail: _mail, ...message } = event.data;
    return [{ op: "upsert", collection: "messages", doc: { id: messageId, ...message, read: false, createdAt: at } }];
  },
});
