import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { listDepartments, listMembers, listNotebooks } from "../api/record-calls";
import "../i18n/catalogue";
import type { ExperimentRecord, RecordDetails, Temperature } from "../model/types";
import { HUMIDITY, rangeProblem, TEMPERATURE, TITLE_MAX, titleProblem } from "../model/validation";
import { ChangedField } from "../modules/ChangedField";
import { useNumberText } from "../modules/inputNumber/use-number-text";
import type { ChangedSince } from "../modules/module-props";

export interface RecordHeaderProps {
  readonly record: ExperimentRecord;
  readonly details: RecordDetails;
  readonly editable: boolean;
  readonly onChange: (details: RecordDetails) => void;
  /** Spec §5: N/A clears temperature, humidity and participants, after confirmation. */
  readonly onNotApplicable: () => Promise<unknown>;
  /** A rejected record: its fields changed since the rejected version are highlighted. */
  readonly since?: ChangedSince;
}

/** Spec §3 experiment record labels: title, number, version, notebook number, participants, room conditions, conclusion, department. */
export function RecordHeader({ record, details, editable, onChange, onNotApplicable, since }: RecordHeaderProps) {
  const { t } = useTranslation("records");
  const members = useQuery({ queryKey: ["members", "all"], queryFn: listMembers });
  const departments = useQuery({ queryKey: ["departments", "all"], queryFn: listDepartments });
  const notebooks = useQuery({ queryKey: ["notebooks", "all"], queryFn: listNotebooks });
  const [confirmNa, setConfirmNa] = useState(false);
  const book = notebooks.data?.find((b) => b.id === record.notebookId);
  const set = (patch: Partial<RecordDetails>) => onChange({ ...details, ...patch });
  const disabled = !editable;
  const titleError = titleProblem(details.title);
  const memberNames = (ids: unknown) =>
    Array.isArray(ids) ? ids.map((id) => members.data?.find((m) => m.id === id)?.realName ?? id) : ids;
  const conclusionLabel = (value: unknown) => (typeof value === "string" ? t(`conclusion.${value}`) : value);
  const departmentName = (id: unknown) => departments.data?.find((d) => d.id === id)?.name ?? id;
  return (
    <Grid container spacing={2} data-testid="record-header">
      <Grid size={{ xs: 12, md: 6 }}>
        <ChangedField since={since} field="title">
          <TextField
            fullWidth
            size="small"
            label={t("details.title")}
            value={details.title}
            disabled={disabled}
            error={titleError !== null}
            helperText={titleError ? t(titleError, { max: TITLE_MAX }) : undefined}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX, "data-testid": "record-title" } }}
            onChange={(e) => set({ title: e.target.value })}
          />
        </ChangedField>
      </Grid>
      <Grid size={{ xs: 4, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          label={t("details.number")}
          value={record.number}
          disabled
          data-testid="record-number"
        />
      </Grid>
      <Grid size={{ xs: 4, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          label={t("details.version")}
          value={record.version > 0 ? String(record.version) : t("details.notSubmitted")}
          disabled
          data-testid="record-version"
        />
      </Grid>
      <Grid size={{ xs: 4, md: 2 }}>
        <TextField
          fullWidth
          size="small"
          label={t("details.notebookNumber")}
          value={book ? `${book.number} ${book.name}` : ""}
          disabled
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChangedField since={since} field="participants" show={memberNames}>
          <TextField
            select
            fullWidth
            size="small"
            label={t("details.participants")}
            disabled={disabled}
            value={[...details.participants]}
            slotProps={{ select: { multiple: true }, htmlInput: { "data-testid": "record-participants" } }}
            onChange={(e) => set({ participants: e.target.value as unknown as string[] })}
          >
            {(members.data ?? []).map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.realName}
              </MenuItem>
            ))}
          </TextField>
        </ChangedField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <ChangedField since={since} field="roomTemperature">
          <ConditionField
            label={t("details.roomTemperature")}
            unit="℃"
            value={details.roomTemperature}
            range={TEMPERATURE}
            disabled={disabled}
            testId="record-temperature"
            onChange={(roomTemperature) => set({ roomTemperature })}
          />
        </ChangedField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <ChangedField since={since} field="relativeHumidity">
          <ConditionField
            label={t("details.relativeHumidity")}
            unit="%"
            value={details.relativeHumidity}
            range={HUMIDITY}
            disabled={disabled}
            testId="record-humidity"
            onChange={(relativeHumidity) => set({ relativeHumidity })}
          />
        </ChangedField>
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button
          variant="outlined"
          fullWidth
          disabled={disabled}
          onClick={() => setConfirmNa(true)}
          data-testid="record-na"
          title={t("details.naHint")}
        >
          N/A
        </Button>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <ChangedField since={since} field="conclusion" show={conclusionLabel}>
          <TextField
            select
            fullWidth
            size="small"
            label={t("details.conclusion")}
            disabled={disabled}
            value={details.conclusion ?? ""}
            slotProps={{ htmlInput: { "data-testid": "record-conclusion" } }}
            onChange={(e) => set({ conclusion: (e.target.value || null) as RecordDetails["conclusion"] })}
          >
            <MenuItem value="">—</MenuItem>
            {(["success", "fail", "stop"] as const).map((c) => (
              <MenuItem key={c} value={c}>
                {t(`conclusion.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        </ChangedField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <ChangedField since={since} field="departmentId" show={departmentName}>
          <TextField
            select
            fullWidth
            size="small"
            label={t("details.departmentId")}
            disabled={disabled}
            value={details.departmentId ?? ""}
            onChange={(e) => set({ departmentId: e.target.value || null })}
          >
            {details.departmentId && !departments.data?.some((d) => d.id === details.departmentId) && (
              <MenuItem value={details.departmentId}>{details.departmentId}</MenuItem>
            )}
            {(departments.data ?? []).map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        </ChangedField>
      </Grid>
      <Dialog open={confirmNa} onClose={() => setConfirmNa(false)} data-testid="na-confirm">
        <DialogTitle>{t("details.naTitle")}</DialogTitle>
        <DialogContent>
          <Typography>{t("details.naConfirm")}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmNa(false)}>{t("common.cancel")}</Button>
          <Button
            variant="contained"
            data-testid="na-confirm-ok"
            onClick={() => {
              setConfirmNa(false);
              void onNotApplicable();
            }}
          >
            {t("common.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Grid>
  );
}

/** Temperature or humidity: a number in range, N/A, or empty (spec §5 number check). */
function ConditionField(props: {
  label: string;
  unit: string;
  value: Temperature;
  range: { min: number; max: number };
  disabled: boolean;
  testId: string;
  onChange: (v: Temperature) => void;
}) {
  const { t } = useTranslation("records");
  const inRange = (next: Temperature) => !(typeof next === "number" && rangeProblem(next, props.range));
  const { text, parsed, change } = useNumberText(props.value, props.onChange, inRange);
  const bad = parsed === "invalid" || (parsed !== "N/A" && rangeProblem(parsed, props.range));
  return (
    <TextField
      fullWidth
      size="small"
      label={`${props.label} (${props.unit})`}
      disabled={props.disabled}
      value={text}
      error={bad}
      helperText={bad ? t("invalid.range", props.range) : undefined}
      slotProps={{ htmlInput: { "data-testid": props.testId, inputMode: "decimal" } }}
      onChange={(e) => change(e.target.value)}
    />
  );
}
