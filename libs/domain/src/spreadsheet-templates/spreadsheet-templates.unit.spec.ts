import { describe, expect, it } from "vitest";
import { fold } from "../decider/decider";
import type { DomainError } from "../decider/domain-error";
import { specification } from "../decider/given-when-then";
import type { Workbook } from "../module-kinds/spreadSheet/workbook";
import { checkDesignedCells, emptyRequiredCells } from "./design-cells";
import { type SpreadsheetTemplateDefinition, spreadsheetTemplate, templateWorkbook } from "./spreadsheet-template";
import { wholeOf, workbookFromWhole } from "./whole-workbook";
import { listedChanges, workbookCellDiff } from "./workbook-diff";

const owner = { memberId: "m1", isOrganisationAdmin: false };
const other = { memberId: "m2", isOrganisationAdmin: false };
const admin = { memberId: "a", isOrganisationAdmin: true };

/** Sheet "Data": A1 "Mass (g)", B1 12, C1 =B1*2 (24). */
const workbook = (b1: number | null = 12, c1 = 24): Workbook => ({
  sheets: [
    {
      sheetId: "s1",
      name: "Data",
      frozenRows: 1,
      rows: [{ A: { value: "Mass (g)" }, ...(b1 === null ? {} : { B: { value: b1 } }), C: { value: c1, formula: "=B1*2" } }],
    },
  ],
  charts: [],
});
const definition = (changes: Partial<SpreadsheetTemplateDefinition> = {}): SpreadsheetTemplateDefinition => ({
  kind: "template",
  name: "Yield sheet",
  description: "Mass and doubled mass",
  workbook: workbook(),
  designedCells: [],
  ...changes,
});
const save = (actor: typeof owner, mustExist: boolean, changes: Partial<SpreadsheetTemplateDefinition> = {}) => ({
  type: "SaveSpreadsheetTemplate" as const,
  templateId: "t1",
  definition: definition(changes),
  actor,
  mustExist,
});
const saved = {
  type: "SpreadsheetTemplateSaved" as const,
  data: {
    templateId: "t1",
    ownerId: "m1",
    kind: "template" as const,
    name: "Yield sheet",
    description: "Mass and doubled mass",
    workbook: wholeOf(workbook()),
    designedCells: [],
    changed: [],
    changedMore: 0,
  },
};
const binned = { type: "SpreadsheetTemplateBinned" as const, data: { templateId: "t1" } };
const { given } = specification(spreadsheetTemplate);

describe("spreadsheet template", () => {
  it("is created by any member, who owns it, with the whole workbook and nothing listed as changed", () => {
    given([]).when(save(owner, false)).then([saved]);
    expect(templateWorkbook(fold(spreadsheetTemplate, [saved]))).toEqual(workbook());
  });

  it("a save says which cells changed, old → new, by sheet name; an administrator's save keeps the owner", () => {
    given([saved])
      .when(save(admin, true, { workbook: workbook(15, 30) }))
      .then([
        {
          ...saved,
          data: {
            ...saved.data,
            workbook: wholeOf(workbook(15, 30)),
            changed: [
              { sheet: "Data", cell: "B1", oldValue: 12, newValue: 15, oldFormula: null, newFormula: null },
              { sheet: "Data", cell: "C1", oldValue: 24, newValue: 30, oldFormula: "=B1*2", newFormula: "=B1*2" },
            ],
            changedMore: 0,
          },
        },
      ]);
  });

  it("is changed, binned and restored by its owner or an administrator only; binned, it is restored before it changes", () => {
    given([saved]).when(save(other, true)).thenThrows("rubbishBin.notYours");
    given([saved]).when({ type: "BinSpreadsheetTemplate", templateId: "t1", actor: owner }).then([binned]);
    given([saved, binned]).when(save(owner, true)).thenThrows("rubbishBin.inRubbishBin");
    given([saved, binned])
      .when({ type: "RestoreSpreadsheetTemplate", templateId: "t1", actor: other })
      .thenThrows("rubbishBin.notYours");
    given([saved, binned])
      .when({ type: "RestoreSpreadsheetTemplate", templateId: "t1", actor: admin })
      .then([{ type: "SpreadsheetTemplateRestored", data: { templateId: "t1" } }]);
    given([]).when(save(owner, true)).thenThrows("spreadsheetTemplate.notFound");
  });

  it("refuses a blank name, a workbook without sheets or with two sheets of one name, and input cells on a plain template", () => {
    given([])
      .when(save(owner, false, { name: "  " }))
      .thenThrows("spreadsheetTemplate.nameRequired");
    given([])
      .when(save(owner, false, { workbook: { sheets: [], charts: [] } }))
      .thenThrows("spreadsheet.empty");
    const twice = workbook();
    given([])
      .when(
        save(owner, false, {
          workbook: { ...twice, sheets: [twice.sheets[0]!, { ...twice.sheets[0]!, sheetId: "s2", name: "DATA" }] },
        }),
      )
      .thenThrows("sheet.nameTaken");
    given([])
      .when(save(owner, false, { designedCells: [{ sheetId: "s1", cell: "B1", required: true, label: "" }] }))
      .thenThrows("spreadsheetTemplate.inputCellsOnTemplate");
  });

  it("a template stays a template: a save as a design of a template's id is not found", () => {
    given([saved])
      .when(save(owner, true, { kind: "design" }))
      .thenThrows("spreadsheetTemplate.notFound");
  });
});

describe("spreadsheet design: input cells", () => {
  const cell = (cellRef: string, required = false, sheetId = "s1") => ({ sheetId, cell: cellRef, required, label: "" });
  const refusal = (cells: ReturnType<typeof cell>[]) => {
    try {
      checkDesignedCells(workbook(), cells);
      return null;
    } catch (error) {
      return (error as DomainError).key;
    }
  };

  it("a design keeps its input cells (required ones are input cells)", () => {
    given([])
      .when(save(owner, false, { kind: "design", designedCells: [cell("B1", true), cell("B2")] }))
      .then([
        {
          ...saved,
          data: { ...saved.data, kind: "design", designedCells: [cell("B1", true), cell("B2")] },
        },
      ]);
  });

  it("refuses an input cell on no sheet of the design, a formula cell, one cell twice, an address beyond the sheet", () => {
    expect(refusal([cell("B1", true)])).toBeNull();
    expect(refusal([cell("B1", false, "gone")])).toBe("spreadsheetTemplate.inputCellNoSheet");
    expect(refusal([cell("C1")])).toBe("spreadsheetTemplate.inputCellFormula");
    expect(refusal([cell("B1"), cell("B1", true)])).toBe("spreadsheetTemplate.inputCellTwice");
    expect(refusal([cell("BA1")])).toBe("sheet.cellInvalid");
    expect(refusal([{ ...cell("B2"), label: "x".repeat(101) }])).toBe("spreadsheetTemplate.labelTooLong");
    expect(refusal(Array.from({ length: 2001 }, (_, i) => cell(`A${i + 2}`)))).toBe("spreadsheetTemplate.tooManyInputCells");
  });

  it("names the required input cells left empty by sheet and address; a blank text is empty, zero is filled", () => {
    const design = { templateId: "t1", templateName: "Yield", cells: [cell("B1", true), cell("B2", true), cell("B3")] };
    expect(emptyRequiredCells(workbook(null), design)).toEqual(["Data!B1", "Data!B2"]);
    expect(emptyRequiredCells(workbook(0), design)).toEqual(["Data!B2"]);
    const blank = workbook();
    const withBlank: Workbook = {
      ...blank,
      sheets: [{ ...blank.sheets[0]!, rows: [...blank.sheets[0]!.rows, { B: { value: " " } }] }],
    };
    expect(emptyRequiredCells(withBlank, design)).toEqual(["Data!B2"]);
  });
});

describe("a workbook's cell changes", () => {
  it("lists changed, added and removed cells by the sheet's (new) name, a removed sheet's cells last", () => {
    const before: Workbook = {
      sheets: [...workbook().sheets, { sheetId: "s2", name: "Old", frozenRows: 1, rows: [{ A: { value: "x" } }] }],
      charts: [],
    };
    const renamed = workbook(null);
    const after: Workbook = { ...renamed, sheets: [{ ...renamed.sheets[0]!, name: "Masses" }] };
    expect(workbookCellDiff(before, after)).toEqual([
      { sheet: "Masses", cell: "B1", oldValue: 12, newValue: null, oldFormula: null, newFormula: null },
      { sheet: "Old", cell: "A1", oldValue: "x", newValue: null, oldFormula: null, newFormula: null },
    ]);
    expect(workbookCellDiff(before, before)).toEqual([]);
  });

  it("lists at most the cap and counts the rest", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      sheet: "Data",
      cell: `A${i + 1}`,
      oldValue: null,
      newValue: i,
      oldFormula: null,
      newFormula: null,
    }));
    const { changed, changedMore } = listedChanges(many);
    expect(changed).toHaveLength(20);
    expect(changedMore).toBe(5);
  });

  it("a workbook held whole reads back as the same workbook", () => {
    expect(workbookFromWhole(wholeOf(workbook()))).toEqual(workbook());
  });
});
