import { describe, expect, it } from "vitest";
import { memberChanges, passwordHints, validateContact, validateNewMember } from "./member-form";

describe("member form checks (mirror the server's CreateMemberBody and password policy)", () => {
  const valid = { account: "li.lei", realName: "李雷", password: "Chem-lab-2026", departmentId: "root" };

  it("accepts a valid new member", () => {
    expect(validateNewMember(valid)).toEqual({});
  });

  it("requires every field and limits the account to letters, digits and . _ @ -", () => {
    expect(validateNewMember({ account: " ", realName: "", password: "", departmentId: "" })).toEqual({
      account: "required",
      realName: "required",
      password: "required",
      departmentId: "required",
    });
    expect(validateNewMember({ ...valid, account: "li lei" }).account).toBe("accountChars");
    expect(validateNewMember({ ...valid, account: "a".repeat(51) }).account).toBe("tooLong");
    expect(validateNewMember({ ...valid, realName: "名".repeat(51) }).realName).toBe("tooLong");
  });

  it("password policy: at least 8 characters, 3 of 4 classes, not containing the account", () => {
    expect(passwordHints("Ab1-", "x")).toEqual([
      { hint: "length", ok: false },
      { hint: "classes", ok: true },
      { hint: "notAccount", ok: true },
    ]);
    expect(passwordHints("abcdefgh1", "x").find((h) => h.hint === "classes")?.ok).toBe(false);
    expect(passwordHints("Li.Lei-2026", "li.lei").find((h) => h.hint === "notAccount")?.ok).toBe(false);
    expect(validateNewMember({ ...valid, password: "short1A" }).password).toBe("password");
  });

  it("sends only the fields that changed, trimmed", () => {
    const before = { realName: "李雷", departmentId: "root", isDepartmentHeader: false };
    expect(memberChanges(before, { realName: " 李雷 ", departmentId: "d2", isDepartmentHeader: false })).toEqual({
      departmentId: "d2",
    });
    expect(memberChanges(before, { ...before })).toEqual({});
  });
});

describe("member contact checks (mirror the API's Mobile and AreaCode)", () => {
  it("allows digits, spaces and + ( ) - in the phone, digits after an optional + in the area code", () => {
    expect(validateContact("138 0000 (0000)-1", "+86")).toEqual({});
    expect(validateContact("", "")).toEqual({});
    expect(validateContact("138x", "86+")).toEqual({ mobile: "mobileChars", areaCode: "areaCodeChars" });
    expect(validateContact("1".repeat(31), "+".concat("1".repeat(10)))).toEqual({ mobile: "tooLong", areaCode: "tooLong" });
  });
});
