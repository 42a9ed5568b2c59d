import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { report } from "./report";
import { reportTemplate } from "./report-template";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };
const criteria = { projectIds: [], notebookIds: [], templateIds: [], statuses: [], from: null, to: null };
const columns = [{ columnId: "y", module: "Yield", field: "value", label: "Yield", aggregate: "first" as const }];
const definition = { name: "Yields", description: "", criteria, columns };
const saved = { type: "ReportTemplateSaved" as const, data: { templateId: "t1", ownerId: "m1", ...definition } };
const binned = { type: "ReportTemplateBinned" as const, data: { templateId: "t1" } };

describe("report template", () => {
  const given = specification(reportTemplate).given;
  it("is created by a member, who owns it; a later save keeps the owner", () => {
    given([]).when({ type: "SaveReportTemplate", templateId: "t1", definition, actor: owner, mustExist: false }).then([saved]);
    given([saved])
      .when({
        type: "SaveReportTemplate",
        templateId: "t1",
        definition: { ...definition, name: "Yields 2" },
        actor: admin,
        mustExist: true,
      })
      .then([{ ...saved, data: { ...saved.data, name: "Yields 2" } }]);
  });
  it("is changed, binned and restored by its owner or an administrator only", () => {
    given([saved])
      .when({ type: "SaveReportTemplate", templateId: "t1", definition, actor: other, mustExist: true })
      .thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinReportTemplate", templateId: "t1", actor: other }).thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinReportTemplate", templateId: "t1", actor: owner }).then([binned]);
    given([saved, binned])
      .when({ type: "RestoreReportTemplate", templateId: "t1", actor: admin })
      .then([{ type: "ReportTemplateRestored", data: { templateId: "t1" } }]);
  });
  it("in the rubbish bin, is restored before it is changed; one not binned cannot be restored", () => {
    given([saved, binned])
      .when({ type: "SaveReportTemplate", templateId: "t1", definition, actor: owner, mustExist: false })
      .thenThrows("rubbishBin.inRubbishBin");
    given([saved, binned])
      .when({ type: "BinReportTemplate", templateId: "t1", actor: owner })
      .thenThrows("rubbishBin.inRubbishBin");
    given([saved])
      .when({ type: "RestoreReportTemplate", templateId: "t1", actor: owner })
      .thenThrows("rubbishBin.notInRubbishBin");
    given([]).when({ type: "BinReportTemplate", templateId: "t1", actor: owner }).thenThrows("report.templateNotFound");
    given([])
      .when({ type: "SaveReportTemplate", templateId: "t1", definition, actor: owner, mustExist: true })
      .thenThrows("report.templateNotFound");
  });
  it("refuses two columns of one id", () => {
    given([])
      .when({
        type: "SaveReportTemplate",
        templateId: "t1",
        definition: { ...definition, columns: [...columns, ...columns] },
        actor: owner,
        mustExist: false,
      })
      .thenThrows("report.columnsRepeated");
  });
});

describe("report", () => {
  const given = specification(report).given;
  const template = { exists: true, binned: false, columnIds: ["y", "t"] };
  const chart: { chartId: string; type: "bar" | "pie"; title: string; x: string; y: string[] } = {
    chartId: "c1",
    type: "bar",
    title: "Yield by record",
    x: "record",
    y: ["y"],
  };
  const def = { templateId: "t1", name: "Q3 yields", summary: "Yields rose.", criteria, charts: [chart] };
  const reportSaved = { type: "ReportSaved" as const, data: { reportId: "r1", ownerId: "m1", ...def } };
  it("is saved on a template in use, its charts reading the template's columns or the records", () => {
    given([])
      .when({ type: "SaveReport", reportId: "r1", definition: def, template, actor: owner, mustExist: false })
      .then([reportSaved]);
  });
  it("refuses a template missing or in the rubbish bin, a chart of an unknown column, a pie of two series", () => {
    const save = (over: Partial<typeof def>, facts = template) =>
      given([]).when({
        type: "SaveReport",
        reportId: "r1",
        definition: { ...def, ...over },
        template: facts,
        actor: owner,
        mustExist: false,
      });
    save({}, { ...template, exists: false }).thenThrows("report.templateNotFound");
    save({}, { ...template, binned: true }).thenThrows("report.templateInRubbishBin");
    save({ charts: [{ ...chart, y: ["nope"] }] }).thenThrows("report.chartColumnUnknown");
    save({ charts: [{ ...chart, x: "t", y: ["record"] }] }).thenThrows("report.chartColumnUnknown");
    save({ charts: [{ ...chart, type: "pie", y: ["y", "t"] }] }).thenThrows("report.pieOneSeries");
    save({ charts: [chart, chart] }).thenThrows("report.chartsRepeated");
  });
  it("is binned and restored by its owner or an administrator", () => {
    given([reportSaved]).when({ type: "BinReport", reportId: "r1", actor: other }).thenThrows("rubbishBin.notYours");
    given([reportSaved])
      .when({ type: "BinReport", reportId: "r1", actor: admin })
      .then([{ type: "ReportBinned", data: { reportId: "r1" } }]);
  });
});
