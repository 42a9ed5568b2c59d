import { describe, expect, it } from "vitest";
import { nameBasedId } from "./name-based-id";

describe("name-based id", () => {
  it("gives a version 8 UUID that depends only on the name", () => {
    const id = nameBasedId("member-1/cmd-42\n0");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedId("member-1/cmd-42\n0")).toBe(id);
    expect(nameBasedId("member-1/cmd-42\n1")).not.toBe(id);
  });

  it("keeps the ids already stored in KurrentDB (event ids derived from client command ids)", () => {
    expect(nameBasedId("member-1/cmd-42\n0")).toBe("e830523e-acaa-8a09-8dff-c6c4aa35dbf1");
  });
});
