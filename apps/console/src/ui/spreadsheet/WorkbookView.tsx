import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useRef, useState } from "react";
import { ChartView } from "./ChartView";
import { cellAddress, type GridPlace } from "./grid-address";
import { SheetGrid } from "./SheetGrid";
import { SheetTabs } from "./SheetTabs";
import { savedCell } from "./sheet-state";
import { SHEET_GRID_SX } from "./sheet-style";

/**
 * A workbook as it was saved, values only: its sheets in a read-only grid with their tabs, and its
 * charts drawn again from the same cells. No engine, no editing: previews, versions, time travel
 * and the side-by-side compare show a spreadsheet this way.
 */
export function WorkbookView({ workbook, testId, height }: { workbook: Workbook; testId: string; height?: number }) {
  const [activeSheetId, setActive] = useState(workbook.sheets[0]?.sheetId ?? "");
  const sheet = workbook.sheets.find((s) => s.sheetId === activeSheetId) ?? workbook.sheets[0];
  const shown = useRef({ workbook, sheetId: sheet?.sheetId ?? "" });
  shown.current = { workbook, sheetId: sheet?.sheetId ?? "" };
  const cellAt = useRef((row: number, column: number) =>
    savedCell(shown.current.workbook, shown.current.sheetId, cellAddress({ row, column })),
  );
  const selected = useRef((_: GridPlace) => false);
  if (!sheet) return null;
  return (
    <Box sx={SHEET_GRID_SX} data-testid={testId}>
      <SheetGrid
        key={sheet.sheetId}
        sheet={sheet}
        cellAt={cellAt}
        selected={selected}
        revision={workbook}
        editable={false}
        {...(height ? { height } : {})}
      />
      <SheetTabs sheets={workbook.sheets} activeSheetId={sheet.sheetId} onSelect={setActive} />
      {workbook.charts.length > 0 && (
        <Stack spacing={2} sx={{ mt: 2 }} data-testid="sheet-charts">
          {workbook.charts.map((chart) => (
            <Paper key={chart.chartId} variant="outlined" sx={{ p: 2 }}>
              <ChartView workbook={workbook} chart={chart} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
