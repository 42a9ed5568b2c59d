import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GridPlace } from "../../../../ui/spreadsheet/grid-address";
import { cellAddress } from "../../../../ui/spreadsheet/grid-address";
import "../../i18n/catalogue";
import { SheetGrid } from "../../../../ui/spreadsheet/SheetGrid";
import { SheetTabs } from "../../../../ui/spreadsheet/SheetTabs";
import { savedCell } from "../../../../ui/spreadsheet/sheet-state";
import { SHEET_GRID_SX } from "../../../../ui/spreadsheet/sheet-style";
import type { ModuleBodyProps } from "../module-props";
import { moduleWorkbook } from "./SheetEditor";
import { SheetCharts } from "./SheetSlots";

/** The workbook as it was saved, values only (previews, versions, signed or locked modules): no engine, no editing. */
export function SheetView({ recordId, module, content, onServerChange }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const workbook = moduleWorkbook(content);
  const [activeSheetId, setActive] = useState(workbook.sheets[0]?.sheetId ?? "");
  const sheet = workbook.sheets.find((s) => s.sheetId === activeSheetId) ?? workbook.sheets[0]!;
  const shown = useRef({ workbook, sheetId: sheet.sheetId });
  shown.current = { workbook, sheetId: sheet.sheetId };
  const cellAt = useRef((row: number, column: number) =>
    savedCell(shown.current.workbook, shown.current.sheetId, cellAddress({ row, column })),
  );
  const selected = useRef((_: GridPlace) => false);
  return (
    <Box sx={SHEET_GRID_SX} data-testid={`sheet-view-${module.moduleId}`}>
      <Typography variant="caption" color="text.secondary">
        {t("sheet.readOnly")}
      </Typography>
      <SheetGrid key={sheet.sheetId} sheet={sheet} cellAt={cellAt} selected={selected} revision={workbook} editable={false} />
      <SheetTabs sheets={workbook.sheets} activeSheetId={sheet.sheetId} onSelect={setActive} />
      <SheetCharts
        recordId={recordId}
        moduleId={module.moduleId}
        workbook={workbook}
        activeSheetId={sheet.sheetId}
        editable={false}
        onServerChange={onServerChange}
      />
    </Box>
  );
}
