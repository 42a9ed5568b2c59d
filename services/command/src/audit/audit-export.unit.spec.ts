import { changeInWords, fieldInWords } from "@labledger/domain";
import { auditProjection } from "@labledger/projections";
import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate";
import { auditCsvHeader, auditCsvLines, auditPdfCells, auditPdfColumns } from "./audit-export";
import type { AuditRowView } from "./audit-rows";

const row: AuditRowView = {
  id: "e:000000",
  position: 7,
  time: "2026-11-20T08:00:00.000Z",
  modifyTime: "2026-11-20 16:00:00",
  userId: "u1",
  userName: "王 芳",
  reason: null,
  category: "record",
  eventType: "ModuleSaved",
  action: 2,
  subject: null,
  projectId: null,
  experimentId: "x",
  experimentNumber: "241120001",
  experimentTitle: 'Grignard, "dry" run',
  moduleId: "m",
  moduleTitle: "Materials",
  rowId: "r1",
  fieldName: "mass",
  oldValue: 0.5,
  newValue: { value: 0.55, unit: "g" },
  isAuto: false,
};

describe("audit trail as CSV", () => {
  it("starts with a byte-order mark and the columns in the caller's language", () => {
    expect(auditCsvHeader("zh-CN").startsWith("\uFEFF时间,用户,类别,事件,操作")).toBe(true);
    expect(auditCsvHeader("en")).toContain("Time,User,Category,Event,Action");
  });

  it("writes labels in the caller's language and quotes what needs quoting (RFC 4180)", () => {
    const line = auditCsvLines([row], "en");
    expect(line).toBe(
      '2026-11-20 16:00:00,王 芳,Record,Module saved,Modified,,241120001,"Grignard, ""dry"" run",Materials,r1,mass,0.5,"{""value"":0.55,""unit"":""g""}",\r\n',
    );
    expect(auditCsvLines([{ ...row, action: null, category: "admin", eventType: "MemberLoggedIn" }], "zh-CN")).toContain(
      ",管理,登录,,",
    );
  });

  it("has a label in both languages for every event the audit trail records", () => {
    for (const type of auditProjection.handles) {
      for (const language of ["zh-CN", "en"] as const) {
        expect(translate(language, `audit.event.${type}`, {}), `${language} ${type}`).not.toBe(`audit.event.${type}`);
      }
    }
  });
});

describe("audit trail as PDF rows", () => {
  it("joins category, event and action into one column and the record's number and title into another", () => {
    expect(auditPdfColumns("en").map((c) => c.header)).toEqual([
      "Time",
      "User",
      "Event",
      "Record or subject",
      "Module / row",
      "Field",
      "Old value",
      "New value",
      "Reason",
    ]);
    expect(auditPdfCells({ ...row, reason: "calibration" }, "zh-CN")).toEqual([
      "2026-11-20 16:00:00",
      "王 芳",
      "记录 · 保存模块 · 修改",
      '241120001 Grignard, "dry" run',
      "Materials #r1",
      "mass",
      "0.5",
      '{"value":0.55,"unit":"g"}',
      "calibration",
    ]);
  });

  it("names an administration event's subject where a record change names its record", () => {
    const login = {
      ...row,
      category: "admin" as const,
      eventType: "MemberLoginFailed",
      action: null,
      experimentNumber: null,
      experimentTitle: null,
      moduleTitle: null,
      rowId: null,
      fieldName: null,
      subject: "sun.chemist",
    };
    expect(auditPdfCells(login, "en").slice(2, 5)).toEqual(["Administration · Login failed", "sun.chemist", ""]);
  });
});

describe("lifecycle changes in the PDF", () => {
  const review = { ...row, fieldName: "approval", oldValue: null };
  it("says a review, a submission and a lock in the caller's language instead of their JSON", () => {
    const approval = {
      version: 2,
      node: 0,
      comment: "数据完整",
      signerId: "m1",
      printedName: "王 芳",
      meaning: "approval",
      signTime: "2026-11-20T08:00:00.000Z",
    };
    expect(auditPdfCells({ ...review, newValue: approval }, "zh-CN")[7]).toBe(
      "王 芳批准第 2 版第 1 级（签名含义：批准）：数据完整",
    );
    expect(auditPdfCells({ ...review, newValue: approval }, "zh-CN")[5]).toBe("审批");
    expect(auditPdfCells({ ...review, newValue: approval }, "en")[5]).toBe("Approval");
    expect(auditPdfCells({ ...review, newValue: { ...approval, comment: "" } }, "en")[7]).toBe(
      "王 芳 approved step 1 of version 2 (signed as Approval)",
    );
    const rejection = { ...approval, meaning: "rejection", comment: "缺少批号" };
    expect(auditPdfCells({ ...review, fieldName: "rejection", newValue: rejection }, "zh-CN")[7]).toBe(
      "王 芳驳回第 2 版第 1 级（签名含义：驳回）：缺少批号",
    );
    expect(auditPdfCells({ ...review, fieldName: "rejection", newValue: rejection }, "en")[7]).toBe(
      "王 芳 rejected step 1 of version 2 (signed as Rejection): 缺少批号",
    );
    const submitted = { ...row, fieldName: "status", newValue: { status: "submitted", version: 3, flow: "QA" } };
    expect(auditPdfCells(submitted, "zh-CN")[7]).toBe("提交第 3 版（审批流程：QA）");
    expect(auditPdfCells({ ...row, fieldName: "locked", oldValue: false, newValue: true }, "en").slice(6, 8)).toEqual([
      "Unlocked",
      "Locked",
    ]);
  });

  it("has every word it may ask for in both languages", () => {
    const asked: string[] = [];
    const values: Array<[string, unknown]> = [
      ...["draft", "submitted", "approved", "rejected", "recalling", "recalled"].map((s): [string, unknown] => ["status", s]),
      ...["submitted", "approved", "recalling"].map((s): [string, unknown] => ["status", { status: s, version: 1, reason: "r" }]),
      ...["authorship", "review", "approval", "rejection", "responsibility"].flatMap(
        (meaning): Array<[string, unknown]> => [
          ["approval", { printedName: "A", meaning, comment: "c", version: 1, node: 0 }],
          ["rejection", { printedName: "A", meaning, version: 1, node: 0 }],
          ["signature", { printedName: "A", meaning }],
        ],
      ),
      ["recall", { granted: true, printedName: "A", meaning: "review", version: 1 }],
      ["recall", { granted: false, printedName: "A", meaning: "review", version: 1 }],
      ["rollback", { toVersion: 1 }],
      ["locked", true],
      ["locked", false],
      ["signature", { signerId: "m" }],
    ];
    const collect = (key: string) => {
      asked.push(key);
      return key;
    };
    for (const [fieldName, value] of values) {
      changeInWords(fieldName, value, collect);
      fieldInWords(fieldName, collect);
    }
    for (const fieldName of ["recall", "grant", "moduleOrder"]) fieldInWords(fieldName, collect);
    for (const key of new Set(asked))
      for (const language of ["zh-CN", "en"] as const) expect(translate(language, key), `${language} ${key}`).not.toBe(key);
  });
});
