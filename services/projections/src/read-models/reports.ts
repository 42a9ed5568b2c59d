import { defineProjection } from "../projection";

/** Data mining's lists: report templates and reports, with who changed them last and whether they are in the rubbish bin. */
export const reportsProjection = defineProjection({
  name: "reports",
  collections: ["report_templates", "reports"],
  handles: [
    "ReportTemplateSaved",
    "ReportTemplateBinned",
    "ReportTemplateRestored",
    "ReportSaved",
    "ReportBinned",
    "ReportRestored",
  ],
  project: (event) => {
    const at = event.metadata.time;
    const by = { updatedAt: at, updatedBy: event.metadata.actor.name };
    switch (event.type) {
      case "ReportTemplateSaved": {
        const { templateId, ...definition } = event.data;
        return [
          {
            op: "patch",
            collection: "report_templates",
            id: templateId,
            set: { ...definition, binned: false, ...by },
            text: definition.name,
          },
        ];
      }
      case "ReportSaved": {
        const { reportId, ...definition } = event.data;
        return [
          {
            op: "patch",
            collection: "reports",
            id: reportId,
            set: { ...definition, binned: false, ...by },
            text: definition.name,
          },
        ];
      }
      case "ReportTemplateBinned":
      case "ReportTemplateRestored":
        return [
          {
            op: "patch",
            collection: "report_templates",
            id: event.data.templateId,
            set: { binned: event.type === "ReportTemplateBinned", ...by },
          },
        ];
      case "ReportBinned":
      case "ReportRestored":
        return [
          { op: "patch", collection: "reports", id: event.data.reportId, set: { binned: event.type === "ReportBinned", ...by } },
        ];
    }
  },
});
