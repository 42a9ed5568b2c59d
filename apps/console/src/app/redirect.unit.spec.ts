import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./redirect";

describe("redirect after login", () => {
  it("returns to the target path with its query", () => {
    expect(safeRedirect("/team/member?x=1")).toBe("/team/member?x=1");
    expect(loginPath("/team/member?x=1")).toBe("/login?redirect=%2Fteam%2Fmember%3Fx%3D1");
  });

  it("never leaves the site and never loops back to /login", () => {
    for (const target of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "/login", "/login?redirect=/"])
      expect(safeRedirect(target)).toBe("/");
  });
});
