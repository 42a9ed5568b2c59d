import { normalRange } from "@labledger/domain/module-kinds/spreadSheet/cell-range";
import type { SheetChart, Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { CHART_KINDS, SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import { uuidv7 } from "@labledger/events/uuidv7";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../../../ui/NativeSelect";
import { deleteChart, saveChart } from "../../../api/sheet-file-calls";
import "../../../i18n/catalogue";
import { ChartView } from "../../../../../ui/spreadsheet/ChartView";

/** The range a chart reads, as the server's contract takes it (A1:C20). */
const RANGE = /^[A-Z]{1,2}[1-9][0-9]{0,4}:[A-Z]{1,2}[1-9][0-9]{0,4}$/;

export interface ChartDialogProps {
  readonly experimentId: string;
  readonly moduleId: string;
  readonly workbook: Workbook;
  /** The chart to change, or null for a new one. */
  readonly chart: SheetChart | null;
  /** A new chart's sheet and range (the grid's selection, say). */
  readonly initial?: { readonly sheetId: string; readonly range: string };
  readonly onClose: () => void;
  /** After the server kept the change: the chart as saved, or null when it was removed. */
  readonly onSaved: (chart: SheetChart | null, removedId?: string) => void;
  /** The reason sent with the change (asked first when the record needs one; cancelled: the dialog stays). */
  readonly reasonFor?: () => Promise<string | undefined>;
}

type Draft = Omit<SheetChart, "chartId">;

function draftOf(props: ChartDialogProps): Draft {
  if (props.chart) {
    const { chartId: _id, ...draft } = props.chart;
    return draft;
  }
  return {
    kind: "scatter",
    title: "",
    sheetId: props.initial?.sheetId ?? props.workbook.sheets[0]?.sheetId ?? "",
    range: props.initial?.range ?? "A1:B10",
    headerRow: true,
    linearFit: true,
    xTitle: "",
    yTitle: "",
  };
}

/**
 * Adds or changes a chart of a spreadsheet module: its kind, the sheet and range it reads (first
 * column x or categories, each other column a series), whether the first row names them, a linear
 * fit with R² (line and scatter), the titles — with the chart drawn as it will be while it is set up.
 */
export function ChartDialog(props: ChartDialogProps) {
  const { t } = useTranslation("records");
  const [draft, setDraft] = useState<Draft>(() => draftOf(props));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // Either corner first, a single cell too: saved top-left corner first, as the server takes it.
  const range = normalRange(draft.range.includes(":") ? draft.range : `${draft.range}:${draft.range}`) ?? "";
  const rangeOk = RANGE.test(range);
  const fits = draft.kind !== "bar";
  const chart: SheetChart = { ...draft, range, linearFit: fits && draft.linearFit, chartId: props.chart?.chartId ?? "draft" };

  const save = async () => {
    setBusy(true);
    try {
      const chartId = props.chart?.chartId ?? uuidv7();
      const { chartId: _draft, ...body } = chart;
      const reason = await props.reasonFor?.();
      await saveChart(props.experimentId, props.moduleId, chartId, { chart: body, ...(reason ? { reason } : {}) });
      props.onSaved({ ...chart, chartId });
    } catch {
      // The transport showed the server's message; the dialog stays open with the member's choices.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!props.chart) return;
    setBusy(true);
    try {
      const reason = await props.reasonFor?.();
      await deleteChart(props.experimentId, props.moduleId, props.chart.chartId, reason);
      props.onSaved(null, props.chart.chartId);
    } catch {
      // As above: the message is shown, nothing changed.
    } finally {
      setBusy(false);
    }
  };

  const text = (key: "title" | "xTitle" | "yTitle") => (
    <TextField
      size="small"
      label={t(`sheetChart.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ htmlInput: { maxLength: SHEET_LIMITS.chartTitle, "data-testid": `sheet-chart-${key}` } }}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth data-testid="sheet-chart-dialog">
      <DialogTitle>{t(props.chart ? "sheetChart.edit" : "sheetChart.add")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text("title")}
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <NativeSelect
              label={t("sheetChart.kind")}
              value={draft.kind}
              onChange={(value) => set("kind", value as Draft["kind"])}
              options={CHART_KINDS.map((kind) => ({ value: kind, label: t(`sheetChart.kinds.${kind}`) }))}
              testId="sheet-chart-kind"
            />
            <NativeSelect
              label={t("sheetChart.sheet")}
              value={draft.sheetId}
              onChange={(value) => set("sheetId", value)}
              options={props.workbook.sheets.map((s) => ({ value: s.sheetId, label: s.name }))}
              testId="sheet-chart-sheet"
            />
            <TextField
              size="small"
              label={t("sheetChart.range")}
              value={draft.range}
              onChange={(e) => set("range", e.target.value)}
              error={!rangeOk}
              helperText={rangeOk ? t("sheetChart.rangeHelp") : t("sheetChart.rangeInvalid")}
              slotProps={{ htmlInput: { "data-testid": "sheet-chart-range", maxLength: 15 } }}
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.headerRow}
                  onChange={(e) => set("headerRow", e.target.checked)}
                  slotProps={{ input: { "data-testid": "sheet-chart-header" } as object }}
                />
              }
              label={t("sheetChart.headerRow")}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={fits && draft.linearFit}
                  disabled={!fits}
                  onChange={(e) => set("linearFit", e.target.checked)}
                  slotProps={{ input: { "data-testid": "sheet-chart-fit-choice" } as object }}
                />
              }
              label={t("sheetChart.linearFit")}
            />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            {text("xTitle")}
            {text("yTitle")}
          </Stack>
          {rangeOk && <ChartView workbook={props.workbook} chart={chart} height={260} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.chart && (
          <Button color="error" onClick={remove} disabled={busy} data-testid="sheet-chart-delete" sx={{ mr: "auto" }}>
            {t("sheetChart.delete")}
          </Button>
        )}
        <Button onClick={props.onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy || !rangeOk} data-testid="sheet-chart-save">
          {t("sheetChart.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
