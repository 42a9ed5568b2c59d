import type { RecordedEvent } from "@labledger/events";
import { describe, expect, it } from "vitest";
import { cellIn, liveMessageOf, sseFrame, withCells } from "./live-messages";

const stored = (type: string, data: object, globalPosition = 42): RecordedEvent =>
  ({
    type,
    version: 1,
    data,
    metadata: { globalPosition, streamId: "experiment-e1", actor: { userId: "m2", name: "Chen Hua" } },
  }) as unknown as RecordedEvent;

const workbook = {
  sheets: [
    { sheetId: "sheet1", name: "Sheet1", frozenRows: 1, rows: [null, { B: { value: 10, formula: "=A2*2", format: "0.0" } }] },
  ],
  charts: [],
};

describe("what a stored event says to a member watching a spreadsheet live", () => {
  it("gives a cell change as the cells now: edited ones from the modifyList, recalculated ones with their known formula", () => {
    const event = stored("ModuleCellsChanged", {
      experimentId: "e1",
      moduleId: "mod",
      cacheTime: 1,
      modifyList: [
        {
          sheetId: "sheet1",
          cell: "A2",
          oldValue: 4,
          newValue: 5,
          oldFormula: null,
          newFormula: null,
          oldFormat: null,
          newFormat: null,
        },
      ],
      recalculated: [{ sheetId: "sheet1", cell: "B2", value: 10 }],
    });
    expect(liveMessageOf(event, "mod", (s, c) => cellIn(workbook, s, c))).toEqual({
      type: "cells",
      data: {
        position: 42,
        by: "Chen Hua",
        byMemberId: "m2",
        cells: [
          { sheetId: "sheet1", cell: "A2", value: 5, formula: null, format: null },
          { sheetId: "sheet1", cell: "B2", value: 10, formula: "=A2*2", format: "0.0" },
        ],
      },
    });
  });

  it("tells of sheet and chart changes (refetch), and says nothing of other modules or other events", () => {
    expect(liveMessageOf(stored("ModuleSheetAdded", { moduleId: "mod" }), "mod", () => undefined)).toEqual({
      type: "sheets",
      data: { position: 42, by: "Chen Hua", type: "ModuleSheetAdded" },
    });
    expect(liveMessageOf(stored("ModuleSheetAdded", { moduleId: "other" }), "mod", () => undefined)).toBeUndefined();
    expect(liveMessageOf(stored("ModuleSaved", { moduleId: "mod" }), "mod", () => undefined)).toBeUndefined();
  });

  it("keeps a workbook's formulas current as changes arrive, and frames events for the wire", () => {
    const next = withCells(workbook, [{ sheetId: "sheet1", cell: "C5", value: 3, formula: "=1+2", format: null }]);
    expect(cellIn(next, "sheet1", "C5")).toEqual({ value: 3, formula: "=1+2" });
    expect(cellIn(next, "sheet1", "B2")).toEqual(workbook.sheets[0]!.rows[1]!.B);
    expect(cellIn(workbook, "sheet1", "C5")).toBeUndefined();
    expect(sseFrame("cells", { a: 1 }, 7)).toBe('id: 7\nevent: cells\ndata: {"a":1}\n\n');
  });
});
