import { describe, expect, it } from "vitest";
import { mentionNotificationsFor } from "./mention-notifications";

const comment = {
  experimentId: "e1",
  commentId: "c1",
  moduleId: "m1",
  parentId: null,
  text: "@王 芳 please check the yield",
  mentionIds: ["wang", "li", "wang", "owner"],
  authorId: "owner",
  at: "2026-12-01T08:00:00.000Z",
};
const record = { modules: [{ moduleId: "m1", title: "Yield" }] } as never;

describe("who hears of a comment (issue 18)", () => {
  it("tells each member it @mentions once, never its author, naming the module it is on", () => {
    expect(mentionNotificationsFor(comment, record)).toEqual([
      { recipientId: "wang", commentId: "c1", moduleId: "m1", moduleTitle: "Yield" },
      { recipientId: "li", commentId: "c1", moduleId: "m1", moduleTitle: "Yield" },
    ]);
  });

  it("names no module for a comment on the record itself, and tells nobody when it mentions nobody", () => {
    expect(mentionNotificationsFor({ ...comment, moduleId: null, mentionIds: ["li"] }, record)).toEqual([
      { recipientId: "li", commentId: "c1", moduleId: null, moduleTitle: null },
    ]);
    expect(mentionNotificationsFor({ ...comment, mentionIds: [] }, record)).toEqual([]);
  });
});
