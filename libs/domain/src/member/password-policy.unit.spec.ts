import { describe, expect, it } from "vitest";
import type { DomainError } from "../decider/domain-error";
import { checkNewPassword, DEFAULT_PASSWORD_POLICY, passwordExpired } from "./password-policy";

const refusal = (password: string, account?: string, policy = DEFAULT_PASSWORD_POLICY) => {
  try {
    checkNewPassword(password, policy, account);
    return undefined;
  } catch (error) {
    return (error as DomainError).key;
  }
};

describe("password policy", () => {
  it("accepts a long enough password with three of the four character classes", () => {
    expect(refusal("Lab-note1")).toBeUndefined();
    expect(refusal("labnote-2026")).toBeUndefined();
    expect(refusal("实验Record-1")).toBeUndefined();
  });
  it("refuses one shorter than the minimum, counting characters, not bytes", () => {
    expect(refusal("La-1b2c")).toBe("password.tooShort");
    expect(refusal("实验记录本Ab1", undefined, { ...DEFAULT_PASSWORD_POLICY, minLength: 9 })).toBe("password.tooShort");
  });
  it("refuses one with too few character classes", () => {
    expect(refusal("labnotebook")).toBe("password.tooSimple");
    expect(refusal("labnote2026")).toBe("password.tooSimple");
    expect(refusal("labnote2026", undefined, { ...DEFAULT_PASSWORD_POLICY, minClasses: 2 })).toBeUndefined();
  });
  it("refuses one that contains the account", () => {
    expect(refusal("Admin-2026!", "admin")).toBe("password.containsAccount");
  });
  it("expires a password after the configured days, and never when set to 0", () => {
    const set = new Date("2026-01-01T00:00:00Z");
    expect(passwordExpired(set, new Date("2026-03-31T23:59:59Z"), DEFAULT_PASSWORD_POLICY)).toBe(false);
    expect(passwordExpired(set, new Date("2026-04-01T00:00:00Z"), DEFAULT_PASSWORD_POLICY)).toBe(true);
    expect(passwordExpired(set, new Date("2036-01-01T00:00:00Z"), { ...DEFAULT_PASSWORD_POLICY, maxAgeDays: 0 })).toBe(false);
  });
});
