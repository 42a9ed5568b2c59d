import { describe, expect, it } from "vitest";
import { stateOf } from "./template-state";

describe("a template's state on my templates", () => {
  it("reads personal, published with its scope and version, or a request waiting (which comes first)", () => {
    expect(stateOf({ scope: "personal", publishedVersion: null, pendingPublish: null })).toEqual({ key: "mine.personal" });
    expect(stateOf({ scope: "team", publishedVersion: 2, pendingPublish: null })).toEqual({
      key: "mine.published",
      scope: "team",
      version: 2,
    });
    expect(
      stateOf({ scope: "team", publishedVersion: 2, pendingPublish: { requestId: "r1", scope: "platform", version: 3 } }),
    ).toEqual({
      key: "mine.pending",
      scope: "platform",
      version: 3,
    });
  });
});
