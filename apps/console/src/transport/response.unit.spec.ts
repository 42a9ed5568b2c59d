import { describe, expect, it } from "vitest";
import { interpretResponse } from "./response";

const body = (value: unknown) => JSON.stringify(value);

describe("transport rules (spec §8)", () => {
  it("code 100 is success", () => {
    const outcome = interpretResponse(200, body({ code: 100, message: "success", response: { now: 1 } }), true);
    expect(outcome).toEqual({ kind: "ok", body: { code: 100, message: "success", response: { now: 1 } } });
  });

  it("any other code carries the server's message", () => {
    expect(interpretResponse(403, body({ code: 403, key: "auth.forbidden", message: "您没有权限" }), true)).toEqual({
      kind: "error",
      status: 403,
      key: "auth.forbidden",
      message: "您没有权限",
    });
    expect(interpretResponse(200, body({ code: 7, message: "odd" }), true)).toMatchObject({ kind: "error", message: "odd" });
  });

  it("HTTP 401 on a signed call means log in again", () => {
    expect(interpretResponse(401, body({ code: 401, key: "auth.sessionEnded", message: "m" }), true)).toMatchObject({
      kind: "relogin",
    });
  });

  it("a 401 for a stale timestamp means the clock jumped: read the server time again and retry", () => {
    expect(interpretResponse(401, body({ code: 401, key: "auth.signatureStale", message: "m" }), true).kind).toBe("staleClock");
  });

  it("a 401 about a wrong password, or before login, is an ordinary error", () => {
    expect(interpretResponse(401, body({ code: 401, key: "auth.invalidCredentials", message: "m" }), true).kind).toBe("error");
    expect(interpretResponse(401, body({ code: 401, key: "auth.sessionRequired", message: "m" }), false).kind).toBe("error");
  });

  it("HTTP 403 with auth.passwordExpired leads to the password change, not a toast; other 403s are errors", () => {
    expect(interpretResponse(403, body({ code: 403, key: "auth.passwordExpired", message: "m" }), true).kind).toBe(
      "passwordExpired",
    );
    expect(interpretResponse(403, body({ code: 403, key: "auth.forbidden", message: "m" }), true).kind).toBe("error");
  });

  it("HTTP 423 with auth.screenLocked shows the lock screen; other 423s are errors", () => {
    expect(interpretResponse(423, body({ code: 423, key: "auth.screenLocked", message: "m" }), true).kind).toBe("screenLocked");
    expect(interpretResponse(423, body({ code: 423, key: "auth.lockedNow", message: "m" }), true).kind).toBe("error");
  });

  it("a body that is not an envelope is '5002:Get Response Error!'", () => {
    for (const text of ["", "<html>Bad gateway</html>", "null", body({ message: "no code" })])
      expect(interpretResponse(502, text, true)).toEqual({
        kind: "error",
        status: 502,
        key: "",
        message: "5002:Get Response Error!",
      });
    expect(interpretResponse(200, "not json", true)).toMatchObject({ message: "5002:Get Response Error!" });
  });
});
