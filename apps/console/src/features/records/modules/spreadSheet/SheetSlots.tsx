import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";

/** What the import/export buttons and the charts (issue 17 part D) are given. */
export interface SheetSlotProps {
  readonly recordId: string;
  readonly moduleId: string;
  readonly workbook: Workbook;
  readonly activeSheetId: string;
  readonly editable: boolean;
  /** After the server changed the workbook (an import): read the module again. */
  readonly onServerChange: () => void;
}

/** Import and export buttons: part D puts them here. */
export function SheetFileActions(_props: SheetSlotProps) {
  return null;
}

/** The workbook's charts (ChartView): part D puts them here. */
export function SheetCharts(_props: SheetSlotProps) {
  return null;
}
