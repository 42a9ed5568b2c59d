import { describe, expect, it } from "vitest";
import { changeInWords, fieldInWords, type Translate } from "./change-words";

/** A catalogue that shows which key was asked for and with what. */
const t: Translate = (key, params = {}) =>
  `${key}${Object.keys(params).length ? JSON.stringify(params) : ""}`.replace("changeWords.", "");

describe("a lifecycle change in words", () => {
  it("says a submission, an approval of the version and a recall request with their version, flow and reason", () => {
    expect(changeInWords("status", { status: "submitted", version: 2, flow: "Peer review" }, t)).toBe(
      'to.submitted{"version":2,"flow":"Peer review","reason":""}',
    );
    expect(changeInWords("status", { status: "recalling", version: 1, reason: "typo" }, t)).toBe(
      'to.recalling{"version":1,"flow":"","reason":"suffix{\\"text\\":\\"typo\\"}"}',
    );
    expect(changeInWords("status", "submitted", t)).toBe("status.submitted");
  });

  it("names the signer, what the signature means, the step (from 1) and the comment of a review", () => {
    const review = { version: 3, node: 0, comment: "complete", printedName: "王 芳", meaning: "approval", signerId: "m1" };
    expect(changeInWords("approval", review, t)).toBe(
      'approval{"signer":"王 芳","meaning":"meanings.approval","comment":"suffix{\\"text\\":\\"complete\\"}","version":3,"step":1}',
    );
    expect(changeInWords("rejection", { ...review, comment: "" }, t)).toContain('"comment":""');
  });

  it("says a recall decision granted or refused, a roll-back, a lock and a signature given or removed", () => {
    expect(changeInWords("recall", { granted: true, version: 1, printedName: "A", meaning: "review", comment: "" }, t)).toMatch(
      /^recallGranted/,
    );
    expect(changeInWords("recall", { granted: false, version: 1, printedName: "A", meaning: "review", comment: "" }, t)).toMatch(
      /^recallRefused/,
    );
    expect(changeInWords("recall", "recalling", t)).toBe("status.recalling");
    expect(changeInWords("rollback", { toVersion: 2 }, t)).toBe('rollback{"version":2}');
    expect(changeInWords("locked", true, t)).toBe("locked");
    expect(changeInWords("locked", false, t)).toBe("unlocked");
    expect(changeInWords("signature", { printedName: "B", meaning: "authorship", signerId: "m2" }, t)).toMatch(/^signature\{/);
    expect(changeInWords("signature", { signerId: "m2", signTime: "2026-11-23T08:00:00.000Z" }, t)).toBe("signatureRemoved");
  });

  it("leaves a field's own content, and anything it does not recognise, to be shown as it is", () => {
    expect(changeInWords("mass", { value: 1 }, t)).toBeNull();
    expect(changeInWords(null, "Esterification", t)).toBeNull();
    expect(changeInWords("status", 42, t)).toBeNull();
    expect(changeInWords("rollback", null, t)).toBeNull();
    expect(changeInWords("signature", null, t)).toBeNull();
  });
});

describe("a lifecycle change's field in words", () => {
  it("names the record-level fields of lifecycle changes and leaves a module's own fields as named", () => {
    expect(fieldInWords("rejection", t)).toBe("field.rejection");
    expect(fieldInWords("moduleOrder", t)).toBe("field.moduleOrder");
    expect(fieldInWords("value", t)).toBeNull();
    expect(fieldInWords(null, t)).toBeNull();
  });
});
