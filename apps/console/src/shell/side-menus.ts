import type { SideMenuName } from "./section";

export interface SideMenuItem {
  /** Label key under `sideMenu.items`. */
  readonly key: string;
  readonly to: string;
}

export interface SideMenuGroup {
  /** Title key under `sideMenu.groups`; omitted for an untitled group. */
  readonly key?: string;
  readonly items: readonly SideMenuItem[];
}

/** The side menus of spec §2 with their entries, and every built team screen in the group it belongs to. */
export const SIDE_MENUS: Record<SideMenuName, readonly SideMenuGroup[]> = {
  home: [
    {
      key: "quickEntrance",
      items: [
        { key: "createRecord", to: "/record?create=record" },
        { key: "createBook", to: "/record?create=book" },
        { key: "createTemplate", to: "/resource/myTemplate?create=template" },
      ],
    },
  ],
  record: [
    {
      items: [
        { key: "createRecord", to: "/record?create=record" },
        { key: "books", to: "/record" },
      ],
    },
  ],
  resource: [
    {
      key: "templates",
      items: [
        { key: "templateCentre", to: "/resource" },
        { key: "myTemplates", to: "/resource/myTemplate" },
        { key: "templateSettings", to: "/resource/share" },
      ],
    },
    {
      key: "sharing",
      items: [
        { key: "myShares", to: "/resource/share" },
        { key: "sharedToday", to: "/resource/todayShare" },
        { key: "sharedAll", to: "/resource/allShare" },
        { key: "appliedToday", to: "/resource/todayApply" },
        { key: "appliedAll", to: "/resource/allApply" },
      ],
    },
    {
      key: "commonInfo",
      items: [
        { key: "method", to: "/resource/commonList/method" },
        { key: "preparedMaterials", to: "/resource/commonList/preparedMaterialsList" },
        { key: "instrument", to: "/resource/detailInstrument" },
        { key: "instrumentBooking", to: "/resource/instrumentBooking" },
        { key: "material", to: "/resource/detailMaterial" },
        { key: "reference", to: "/resource/detailReference" },
        { key: "file", to: "/resource/detailFile" },
        { key: "infoTable", to: "/resource/commonList/listInfo" },
        { key: "multiLevelTable", to: "/resource/commonList/multiListInfo" },
        { key: "processTable", to: "/resource/commonList/processList" },
        { key: "spreadsheetTemplates", to: "/resource/commonList/listSpreadsheet" },
        { key: "spreadsheetDesigns", to: "/resource/commonList/listSpreadDesign" },
        { key: "reactionFormula", to: "/resource/commonList/listChemical" },
        { key: "labelTemplates", to: "/resource/commonList/tagDesignTemplate" },
        { key: "printLabels", to: "/resource/commonList/tagSelectTemplate" },
      ],
    },
  ],
  team: [
    {
      key: "members",
      items: [
        { key: "teamHome", to: "/team" },
        { key: "memberManagement", to: "/team/member" },
        { key: "permissionSetup", to: "/team/power" },
      ],
    },
    {
      key: "projects",
      items: [
        { key: "projects", to: "/team/project" },
        { key: "myTasks", to: "/team/myTask" },
        { key: "recordView", to: "/team/recordView" },
      ],
    },
    {
      key: "approvals",
      items: [
        { key: "recordApproval", to: "/team/record" },
        { key: "approvedRecords", to: "/team/approvedRecord" },
        { key: "recallApproval", to: "/team/recall" },
        { key: "approvedRecalls", to: "/team/approvedRecall" },
        { key: "shareApproval", to: "/team/approvingRecord" },
        { key: "approvedShares", to: "/team/approvedShareRecord" },
        { key: "publishApproval", to: "/team/publish" },
        { key: "approvedPublish", to: "/team/approvedPublish" },
      ],
    },
    {
      key: "recordAudit",
      items: [
        { key: "recordAudit", to: "/team/auditTrail" },
        { key: "auditTrace", to: "/team/auditTrace" },
        { key: "archiveManage", to: "/team/archiveManage" },
      ],
    },
    {
      key: "settings",
      items: [
        { key: "approvalProgress", to: "/team/process" },
        { key: "dictionaries", to: "/team/dictManage" },
        { key: "numberingRules", to: "/team/serialSetting" },
        { key: "watermark", to: "/team/watermark" },
        { key: "messageSettings", to: "/team/messageSetting" },
        { key: "otherSettings", to: "/team/otherSetting" },
        { key: "functionLab", to: "/team/functionLab" },
        { key: "reactionProduct", to: "/team/reactionProduct" },
        { key: "materialCategories", to: "/team/setting/material" },
        { key: "instrumentSettings", to: "/team/setting/instrument" },
      ],
    },
  ],
  datamining: [
    {
      items: [
        { key: "reports", to: "/datamining" },
        { key: "reportTemplates", to: "/datamining/reportTemplate" },
        { key: "newReportTemplate", to: "/datamining/add" },
        { key: "rubbishBin", to: "/datamining/rubbish" },
      ],
    },
  ],
  doe: [
    {
      items: [
        { key: "experimentDesign", to: "/experimentDesignCenter" },
        { key: "sequenceDesign", to: "/sequenceDesignCenter" },
        { key: "formulaDesign", to: "/formulaDesign" },
      ],
    },
  ],
};
