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
  // What presentAuditRows reads the entry as (libs/domain readChange): the files show these words, never the values above.
  words: {
    subject: "",
    module: "Materials",
    row: "row 2 (NaBH4)",
    field: "Mass",
    oldValue: { text: "0.5" },
    newValue: { text: "Value: 0.55; Unit: g" },
    sentence: false,
  },
};

describe("audit trail as CSV", () => {
  it("starts with a byte-order mark and the columns in the caller's language", () => {
    expect(auditCsvHeader("zh-CN").startsWith("\uFEFF时间,用户,类别,事件,操作")).toBe(true);
    expect(auditCsvHeader("en")).toContain("Time,User,Category,Event,Action");
  });

  it("writes labels and the entry's words in the caller's language, never an id or JSON, and quotes what needs quoting (RFC 4180)", () => {
    const line = auditCsvLines([row], "en");
    expect(line).toBe(
      '2026-11-20 16:00:00,王 芳,Record,Module saved,Modified,,241120001,"Grignard, ""dry"" run",Materials,row 2 (NaBH4),Mass,0.5,Value: 0.55; Unit: g,\r\n',
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
      "Materials · row 2 (NaBH4)",
      "Mass",
      "0.5",
      "Value: 0.55; Unit: g",
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
      words: { ...row.words, subject: "孙 化学 (sun.chemist)", module: "", row: "", field: "" },
    };
    expect(auditPdfCells(login, "en").slice(2, 5)).toEqual([
      "Administration · Password check failed",
      "孙 化学 (sun.chemist)",
      "",
    ]);
  });
});

describe("long values in the PDF", () => {
  it("shortens a long value's words and counts what was left out", () => {
    const long = { ...row, words: { ...row.words, newValue: { text: "长".repeat(500) } } };
    expect(auditPdfCells(long, "zh-CN")[7]).toMatch(/… \(\+100\)$/);
  });
});
