/** Areas whose pages only some users may open (spec §2 and §6). */
export type Gate = "team" | "sampleCenter" | "datamining" | "reportEdit";

export interface RouteEntry {
  readonly path: string;
  /** Names the page: its title is `pages.<name>` in the catalogues. */
  readonly name: string;
  readonly gate?: Gate;
  /** Spec §2: the main header is hidden on these pages. */
  readonly hideHeader?: boolean;
}

const page = (path: string, name: string, extra: Omit<RouteEntry, "path" | "name"> = {}): RouteEntry => ({
  path,
  name,
  ...extra,
});
const team = (path: string, name: string) => page(path, name, { gate: "team" });
const bare = (path: string, name: string, gate?: Gate) => page(path, name, { hideHeader: true, ...(gate ? { gate } : {}) });

const COMMON_LISTS = [
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
] as const;

const SAMPLE_CENTRE = [
  "sendTestSample",
  "sampleTestTask",
  "sampleMySend",
  "myInspectionSheet",
  "testPacage",
  "templateInspection",
  "addInspection",
  "checkItem",
] as const;

/** Every route of spec §2 (the login, user-centre and 404 pages are added by the router). */
export const ROUTES: readonly RouteEntry[] = [
  // Top level
  page("/", "home"),
  page("/project", "project"),
  page("/project/:overdue", "projectOverdue"),
  bare("/reportEdit", "reportEdit", "reportEdit"),
  page("/globSearch", "globSearch"),
  page("/noTeam", "noTeam"),
  page("/FileDownload", "fileDownload"),
  page("/checkRecord", "checkRecord"),
  page("/uploadRecord/:id", "uploadRecord"),
  // Data mining
  page("/datamining", "datamining", { gate: "datamining" }),
  page("/datamining/reportTemplate", "dataminingReportTemplate", { gate: "datamining" }),
  page("/datamining/rubbish", "dataminingRubbish", { gate: "datamining" }),
  page("/datamining/edit/:id", "dataminingEdit", { gate: "datamining" }),
  page("/datamining/add", "dataminingAdd", { gate: "datamining" }),
  // Records
  page("/record", "record"),
  page("/record/:overdue", "recordOverdue"),
  page("/record/mark", "recordMark"),
  page("/record/labmap/:id", "recordLabmap"),
  page("/record/exportFileEject", "recordExportFileEject"),
  bare("/newRecord/:id/:bookId", "newRecordPage"),
  bare("/cloneRecord/:id/:bookId", "cloneRecord"),
  bare("/editRecord/:id", "editRecordPage"),
  page("/previewRecord/:id", "previewRecord"),
  bare("/recordPreview/:id", "recordPreview"),
  bare("/previewHisRecord/:id/:version", "previewHisRecord"),
  bare("/mobilePreview/:id", "mobileRecordPreview"),
  page("/previewTemplate/:id", "previewTemplate"),
  // Team centre
  team("/team", "team"),
  team("/team/member", "teamMember"),
  team("/team/member/record/:id", "teamMemberRecord"),
  team("/team/setting/sampleInfo", "teamSampleInfo"),
  team("/team/power", "teamPower"),
  team("/team/auditTrail", "teamAuditTrail"),
  team("/team/auditTrace", "teamAuditTrace"),
  team("/team/setting/instrument", "teamSettingInstrument"),
  team("/team/setting/material", "teamSettingMaterial"),
  team("/team/watermark", "teamWatermark"),
  team("/team/serialSetting", "teamSerialSetting"),
  team("/team/messageSetting", "teamMessageSetting"),
  team("/team/otherSetting", "teamOtherSetting"),
  team("/team/functionLab", "teamFunctionLab"),
  team("/team/reactionProduct", "teamReactionProduct"),
  team("/team/monoclonalAntibody", "teamMonoclonalAntibody"),
  team("/team/adcField", "teamAdcField"),
  team("/team/archiveManage", "teamArchiveManage"),
  team("/team/dictManage", "teamDictManage"),
  team("/team/process", "teamProcess"),
  team("/team/project", "teamProject"),
  team("/team/recordView", "teamRecordView"),
  team("/team/allTask/:id", "teamAllTask"),
  team("/team/myTask", "teamMyTask"),
  team("/team/myTask/:projectId/:taskId", "teamMyTaskDetail"),
  team("/team/task/:id", "teamTask"),
  team("/team/taskDetail/:id", "teamTaskDetail"),
  // Approval pages
  team("/team/record", "teamRecordApproval"),
  team("/team/export", "teamExport"),
  team("/team/approvedExport", "teamApprovedExport"),
  team("/team/publish", "teamPublish"),
  team("/team/approvedPublish", "teamApprovedPublish"),
  team("/team/recall", "teamRecall"),
  team("/team/approvedRecall", "teamApprovedRecall"),
  team("/team/approvedRecord", "teamApprovedRecord"),
  team("/team/approvingRecord", "teamApprovingRecord"),
  team("/team/approvedShareRecord", "teamApprovedShareRecord"),
  // Resource centre
  page("/resource", "resource"),
  ...COMMON_LISTS.map((list) => page(`/resource/commonList/${list}`, `commonList_${list}`)),
  page("/resource/expMethod/new", "resourceExpMethodNew"),
  page("/resource/spreadsheet/new", "resourceSpreadsheetNew"),
  page("/resource/spreadDesign/new", "resourceSpreadDesignNew"),
  page("/resource/detailMethod/:id", "resourceDetailMethod"),
  page("/resource/detailInstrument", "resourceDetailInstrument"),
  // Issue 20: the screen spec §2 names "instrument booking" without a path.
  page("/resource/instrumentBooking", "resourceInstrumentBooking"),
  page("/resource/detailMaterial", "resourceDetailMaterial"),
  page("/resource/sampleInformation", "resourceSampleInformation"),
  page("/resource/detailSample", "resourceDetailSample"),
  page("/resource/detailReference", "resourceDetailReference"),
  page("/resource/detailFile", "resourceDetailFile"),
  page("/resource/detailSpreadSheet/:id", "resourceDetailSpreadSheet"),
  page("/resource/detailSpreadDesign/:id", "resourceDetailSpreadDesign"),
  page("/infoTable/new", "infoTableNew"),
  page("/infoTable/edit/:id", "infoTableEdit"),
  page("/multiTable/new", "multiTableNew"),
  page("/multiTable/edit/:id", "multiTableEdit"),
  page("/multiTable/copy/:id", "multiTableCopy"),
  page("/resource/share", "resourceShare"),
  page("/resource/todayShare", "resourceTodayShare"),
  page("/resource/todayApply", "resourceTodayApply"),
  page("/resource/allShare", "resourceAllShare"),
  page("/resource/allApply", "resourceAllApply"),
  page("/resource/myTemplate", "resourceMyTemplate"),
  page("/resource/templateVersion/:id", "resourceTemplateVersion"),
  // Issue 18: the screen spec §4 Templates describes (editing a template's modules) without a path.
  page("/resource/template/:id", "resourceTemplateEdit"),
  page("/processList/new", "processListNew"),
  page("/processList/edit/:id", "processListEdit"),
  bare("/resource/design", "design"),
  bare("/resource/design/:id", "editdesign"),
  bare("/resource/copyDesign/:id", "editdesignCopy"),
  // Sample centre
  page("/sampleCenter", "sampleCenter", { gate: "sampleCenter" }),
  ...SAMPLE_CENTRE.map((name) => page(`/sampleCenter/${name}`, `sampleCenter_${name}`, { gate: "sampleCenter" })),
  // Design centre
  page("/experimentDesignCenter", "experimentDesignCenter"),
  page("/experimentDesignCenter/create", "experimentDesignCreate"),
  page("/experimentDesignCenter/edit/:designId", "experimentDesignEdit"),
  page("/sequenceDesignCenter", "sequenceDesignCenter"),
  page("/formulaDesign", "formulaDesign"),
  page("/formulaDesign/create", "formulaDesignCreate"),
  page("/formulaDesign/edit/:designId", "formulaDesignEdit"),
];
