import { auditProjection } from "@labledger/projections";
import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate";
import { auditCsvHeader, auditCsvLines } from "./audit-csv";
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
