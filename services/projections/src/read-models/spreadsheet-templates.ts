import { defineProjection } from "../projection";

/**
 * The team's spreadsheet templates and designs (issue 17), for their lists: kind, name, description,
 * sheet names, how many input (and required) cells, who changed it last, whether it is in the
 * rubbish bin. The whole workbook is read from the template's stream, never kept here twice.
 */
export const spreadsheetTemplatesProjection = defineProjection({
  name: "spreadsheet_templates",
  collections: ["spreadsheet_templates"],
  handles: ["SpreadsheetTemplateSaved", "SpreadsheetTemplateBinned", "SpreadsheetTemplateRestored"],
  project: (event) => {
    const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
    switch (event.type) {
      case "SpreadsheetTemplateSaved": {
        const { templateId, ownerId, kind, name, description, workbook, designedCells } = event.data;
        return [
          {
            op: "patch",
            collection: "spreadsheet_templates",
            id: templateId,
            set: {
              ownerId,
              kind,
              name,
              description,
              sheetNames: workbook.sheets.map((s) => s.name),
              inputCells: designedCells.length,
              requiredCells: designedCells.filter((c) => c.required).length,
              binned: false,
              ...by,
            },
            text: `${name} ${description}`,
          },
        ];
      }
      case "SpreadsheetTemplateBinned":
      case "SpreadsheetTemplateRestored":
        return [
          {
            op: "patch",
            collection: "spreadsheet_templates",
            id: event.data.templateId,
            set: { binned: event.type === "SpreadsheetTemplateBinned", ...by },
          },
        ];
    }
  },
});
