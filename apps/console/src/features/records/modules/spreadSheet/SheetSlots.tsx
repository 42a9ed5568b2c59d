import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SheetCharts as Charts } from "./charts/SheetCharts";
import { SheetFileButtons } from "./files/SheetFileButtons";
import { SheetTemplateButtons } from "./files/SheetTemplateButtons";

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

/** Import and insert a template (a member who may change the module), export and save as a template (anyone who sees it). */
export function SheetFileActions(props: SheetSlotProps & { readonly design?: boolean }) {
  return (
    <>
      <SheetFileButtons
        experimentId={props.recordId}
        moduleId={props.moduleId}
        sheetId={props.activeSheetId}
        canImport={props.editable && !props.design}
        {...(props.reasonFor ? { reasonFor: props.reasonFor } : {})}
        onImported={() => props.onServerChange()}
      />
      <SheetTemplateButtons
        experimentId={props.recordId}
        moduleId={props.moduleId}
        canInsert={props.editable && !props.design}
        {...(props.reasonFor ? { reasonFor: props.reasonFor } : {})}
        onInserted={() => props.onServerChange()}
      />
    </>
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
