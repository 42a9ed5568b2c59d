import { describe, expect, it } from "vitest";
import { ROUTES } from "./route-table";

const paths = ROUTES.map((r) => r.path);

describe("route table (spec §2)", () => {
  it("registers every route of spec §2", () => {
    const spec = [
      "/",
      "/project",
      "/project/:overdue",
      "/reportEdit",
      "/globSearch",
      "/noTeam",
      "/FileDownload",
      "/checkRecord",
      "/uploadRecord/:id",
      "/datamining",
      "/datamining/reportTemplate",
      "/datamining/rubbish",
      "/datamining/edit/:id",
      "/datamining/add",
      "/record",
      "/record/:overdue",
      "/record/mark",
      "/record/labmap/:id",
      "/record/exportFileEject",
      "/newRecord/:id/:bookId",
      "/cloneRecord/:id/:bookId",
      "/editRecord/:id",
      "/previewRecord/:id",
      "/recordPreview/:id",
      "/previewHisRecord/:id/:version",
      "/mobilePreview/:id",
      "/previewTemplate/:id",
      "/team",
      "/team/member",
      "/team/member/record/:id",
      "/team/setting/sampleInfo",
      "/team/power",
      "/team/auditTrail",
      "/team/auditTrace",
      "/team/setting/instrument",
      "/team/setting/material",
      "/team/watermark",
      "/team/serialSetting",
      "/team/messageSetting",
      "/team/otherSetting",
      "/team/functionLab",
      "/team/reactionProduct",
      "/team/monoclonalAntibody",
      "/team/adcField",
      "/team/archiveManage",
      "/team/dictManage",
      "/team/process",
      "/team/project",
      "/team/recordView",
      "/team/allTask/:id",
      "/team/myTask",
      "/team/myTask/:projectId/:taskId",
      "/team/task/:id",
      "/team/taskDetail/:id",
      "/team/record",
      "/team/export",
      "/team/approvedExport",
      "/team/publish",
      "/team/approvedPublish",
      "/team/recall",
      "/team/approvedRecall",
      "/team/approvedRecord",
      "/team/approvingRecord",
      "/team/approvedShareRecord",
      "/resource",
      "/resource/expMethod/new",
      "/resource/spreadsheet/new",
      "/resource/spreadDesign/new",
      "/resource/detailMethod/:id",
      "/resource/detailInstrument",
      // Issue 20: "instrument booking", named in spec §2 without a path.
      "/resource/instrumentBooking",
      "/resource/detailMaterial",
      "/resource/sampleInformation",
      "/resource/detailSample",
      "/resource/detailReference",
      "/resource/detailFile",
      "/resource/detailSpreadSheet/:id",
      "/resource/detailSpreadDesign/:id",
      "/infoTable/new",
      "/infoTable/edit/:id",
      "/multiTable/new",
      "/multiTable/edit/:id",
      "/multiTable/copy/:id",
      "/resource/share",
      "/resource/todayShare",
      "/resource/todayApply",
      "/resource/allShare",
      "/resource/allApply",
      "/resource/myTemplate",
      "/resource/templateVersion/:id",
      // Issue 18: a template's editor (spec §4 Templates names the screen, not its path).
      "/resource/template/:id",
      "/processList/new",
      "/processList/edit/:id",
      "/resource/design",
      "/resource/design/:id",
      "/resource/copyDesign/:id",
      "/sampleCenter",
      "/experimentDesignCenter",
      "/experimentDesignCenter/create",
      "/experimentDesignCenter/edit/:designId",
      "/sequenceDesignCenter",
      "/formulaDesign",
      "/formulaDesign/create",
      "/formulaDesign/edit/:designId",
      ...[
        "method",
        "listSpreadsheet",
        "listSpreadDesign",
        "preparedMaterialsList",
        "tagSelectTemplate",
        "tagDesignTemplate",
        "listInfo",
        "multiListInfo",
        "listChemical",
        "processList",
      ].map((list) => `/resource/commonList/${list}`),
      ...[
        "sendTestSample",
        "sampleTestTask",
        "sampleMySend",
        "myInspectionSheet",
        "testPacage",
        "templateInspection",
        "addInspection",
        "checkItem",
      ].map((page) => `/sampleCenter/${page}`),
    ];
    for (const path of spec) expect(paths, path).toContain(path);
    expect(paths.length).toBe(spec.length);
  });

  it("registers each path and each page name once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it("hides the header on exactly the spec's routes", () => {
    expect(
      ROUTES.filter((r) => r.hideHeader)
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      [
        "mobileRecordPreview",
        "editRecordPage",
        "newRecordPage",
        "cloneRecord",
        "recordPreview",
        "previewHisRecord",
        "reportEdit",
        "design",
        "editdesign",
        "editdesignCopy",
      ].sort(),
    );
  });

  it("gates team paths, the sample centre, data mining and report edit", () => {
    for (const route of ROUTES) {
      if (route.path.startsWith("/team")) expect(route.gate, route.path).toBe("team");
      else if (route.path.startsWith("/sampleCenter")) expect(route.gate, route.path).toBe("sampleCenter");
      else if (route.path.startsWith("/datamining")) expect(route.gate, route.path).toBe("datamining");
      else if (route.path === "/reportEdit") expect(route.gate).toBe("reportEdit");
      else expect(route.gate, route.path).toBeUndefined();
    }
  });
});
