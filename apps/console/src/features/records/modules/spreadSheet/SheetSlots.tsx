import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SheetCharts as Charts } from "./charts/SheetCharts";
import { SheetFileButtons } from "./files/SheetFileButtons";

/** What the editor and the read view give the file buttons and the charts. */
export interface SheetSlotProps {
  readonly recordId: string;
  readonly moduleId: string;
  readonly workbook: Workbook;
  readonly activeSheetId: string;
  readonly editable: boolean;
  /** After the server changed the workbook (an import, a chart): read the module again. */
  readonly onServerChange: () => void;
  /** The reason sent with a change (use-change-reason.ts); absent: none. */
  readonly reasonFor?: () => Promise<string | undefined>;
}

/** Import (a member who may change the module) and export (anyone who sees it). */
export function SheetFileActions(props: SheetSlotProps) {
  return (
    <SheetFileButtons
      experimentId={props.recordId}
      moduleId={props.moduleId}
      sheetId={props.activeSheetId}
      canImport={props.editable}
      {...(props.reasonFor ? { reasonFor: props.reasonFor } : {})}
      onImported={() => props.onServerChange()}
    />
  );
}

/** The workbook's charts, drawn from the cells as they stand. */
export function SheetCharts(props: SheetSlotProps) {
  return (
    <Charts
      experimentId={props.recordId}
      moduleId={props.moduleId}
      workbook={props.workbook}
      editable={props.editable}
      {...(props.reasonFor ? { reasonFor: props.reasonFor } : {})}
      onChanged={() => props.onServerChange()}
    />
  );
}
