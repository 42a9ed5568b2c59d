import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { inbox } from "./inbox";

const { given } = specification(inbox);
const sent = (messageId: string) =>
  ({
    type: "MessageSent",
    data: {
      messageId,
      recipientId: "li",
      kind: "approvalRequested",
      experimentId: "e1",
      number: "N1",
      title: "Assay",
      version: 1,
      detail: null,
      sourceEventId: "ev",
      byEmail: false,
    },
  }) as const;
const read = (messageId: string) => ({ type: "MessageRead", data: { messageId, recipientId: "li" } }) as const;

describe("a member's inbox", () => {
  it("marks unread messages read, each once", () => {
    given([sent("a"), sent("b"), read("b")])
      .when({ type: "MarkRead", recipientId: "li", messageIds: ["a", "b", "a"] })
      .then([read("a")]);
  });
  it("refuses a message that is not in this inbox", () => {
    given([sent("a")])
      .when({ type: "MarkRead", recipientId: "li", messageIds: ["zzz"] })
      .thenThrows("message.notFound");
  });
});
