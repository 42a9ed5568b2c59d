import type { SheetChart, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../i18n/catalogue";
import { ChartView } from "../../../../../ui/spreadsheet/ChartView";
import { ChartDialog } from "./ChartDialog";

/**
 * A spreadsheet module's charts, each drawn from the workbook as it stands; a member who may change
 * the module adds one (from the grid's selection when there is one) or opens one to change or remove it.
 */
export function SheetCharts(props: {
  readonly experimentId: string;
  readonly moduleId: string;
  readonly workbook: Workbook;
  readonly editable: boolean;
  /** The grid's selection, a new chart's range. */
  readonly selection?: { readonly sheetId: string; readonly range: string };
  /** After a chart was saved or removed on the server: the module's view reloads or applies it. */
  readonly onChanged: (chart: SheetChart | null, removedId?: string) => void;
  /** The reason sent with a chart's change (asked first when the record needs one). */
  readonly reasonFor?: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation("records");
  const [open, setOpen] = useState<SheetChart | "new" | null>(null);
  const full = props.workbook.charts.length >= SHEET_LIMITS.charts;
  return (
    <Stack spacing={2} data-testid="sheet-charts">
      {props.workbook.charts.map((chart) => (
        <Paper key={chart.chartId} variant="outlined" sx={{ p: 2 }}>
          <ChartView workbook={props.workbook} chart={chart} />
          {props.editable && (
            <Box sx={{ textAlign: "right" }}>
              <Button size="small" onClick={() => setOpen(chart)} data-testid="sheet-chart-open">
                {t("sheetChart.edit")}
              </Button>
            </Box>
          )}
        </Paper>
      ))}
      {props.editable && (
        <Box>
          <Button size="small" disabled={full} onClick={() => setOpen("new")} data-testid="sheet-chart-add">
            {t("sheetChart.add")}
          </Button>
        </Box>
      )}
      {open !== null && (
        <ChartDialog
          experimentId={props.experimentId}
          moduleId={props.moduleId}
          workbook={props.workbook}
          chart={open === "new" ? null : open}
          {...(props.selection ? { initial: props.selection } : {})}
          {...(props.reasonFor ? { reasonFor: props.reasonFor } : {})}
          onClose={() => setOpen(null)}
          onSaved={(chart, removedId) => {
            setOpen(null);
            props.onChanged(chart, removedId);
          }}
        />
      )}
    </Stack>
  );
}
