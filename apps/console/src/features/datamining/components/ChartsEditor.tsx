import { CHART_TYPES, RECORD_AXIS, REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../ui/NativeSelect";
import "../i18n/catalogue";
import { type ChartType, chartProblem, newChart, type ReportChart, withSeries, withType } from "../logic/charts-form";
import type { ReportColumn } from "../logic/columns";

/** One chart: its type in words, title, what runs along X (the records or a column) and the columns it shows. */
function ChartFields({
  chart,
  position,
  columns,
  onChange,
  onRemove,
}: {
  chart: ReportChart;
  position: number;
  columns: readonly ReportColumn[];
  onChange: (next: ReportChart) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("datamining");
  const problem = chartProblem(chart, columns);
  const seriesLabel = t(chart.type === "pie" ? "charts.pieSeries" : "charts.series");
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="chart-fields" data-chart-type={chart.type}>
      <Stack direction="row" sx={{ alignItems: "center", mb: 2 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t("charts.numbered", { position })}
        </Typography>
        <IconButton
          size="small"
          onClick={onRemove}
          aria-label={t("charts.remove")}
          title={t("charts.remove")}
          data-testid="chart-remove"
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        <NativeSelect
          label={t("charts.type")}
          value={chart.type}
          onChange={(type) => onChange(withType(chart, type as ChartType))}
          options={CHART_TYPES.map((type) => ({ value: type, label: t(`chartTypes.${type}`) }))}
          testId="chart-type"
        />
        <TextField
          size="small"
          label={t("charts.title")}
          value={chart.title}
          onChange={(e) => onChange({ ...chart, title: e.target.value })}
          slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.label, "data-testid": "chart-title" } }}
          sx={{ minWidth: 240, flex: 1 }}
        />
        <NativeSelect
          label={t(chart.type === "pie" ? "charts.pieX" : "charts.x")}
          value={chart.x}
          onChange={(x) => onChange({ ...chart, x })}
          options={[
            { value: RECORD_AXIS, label: t("charts.record") },
            ...columns.map((c) => ({ value: c.columnId, label: c.label })),
          ]}
          testId="chart-x"
          minWidth={200}
        />
      </Stack>
      <FormControl component="fieldset" error={problem !== null} sx={{ mt: 2 }} data-testid="chart-y">
        <FormLabel component="legend">{seriesLabel}</FormLabel>
        {chart.type === "pie" ? (
          <RadioGroup
            row
            value={chart.y[0] ?? ""}
            onChange={(e) => onChange(withSeries(chart, [e.target.value]))}
            aria-label={seriesLabel}
          >
            {columns.map((c) => (
              <FormControlLabel key={c.columnId} value={c.columnId} control={<Radio size="small" />} label={c.label} />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup row>
            {columns.map((c) => (
              <FormControlLabel
                key={c.columnId}
                label={c.label}
                control={
                  <Checkbox
                    size="small"
                    checked={chart.y.includes(c.columnId)}
                    onChange={(e) =>
                      onChange(
                        withSeries(chart, e.target.checked ? [...chart.y, c.columnId] : chart.y.filter((y) => y !== c.columnId)),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {problem && <FormHelperText data-testid="chart-problem">{t(`charts.problems.${problem}`)}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}

/** A report's charts: added, changed, removed (at most eight). */
export function ChartsEditor({
  charts,
  columns,
  onChange,
}: {
  charts: readonly ReportChart[];
  columns: readonly ReportColumn[];
  onChange: (next: ReportChart[]) => void;
}) {
  const { t } = useTranslation("datamining");
  return (
    <Stack spacing={2} data-testid="charts-editor">
      {charts.length === 0 && <Typography color="text.secondary">{t("charts.empty")}</Typography>}
      {charts.map((chart, index) => (
        <ChartFields
          key={chart.chartId}
          chart={chart}
          position={index + 1}
          columns={columns}
          onChange={(next) => onChange(charts.map((c, i) => (i === index ? next : c)))}
          onRemove={() => onChange(charts.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...charts, newChart(columns, charts)])}
          disabled={charts.length >= REPORT_LIMITS.charts || columns.length === 0}
          data-testid="add-chart"
        >
          {t("charts.add")}
        </Button>
      </div>
    </Stack>
  );
}
