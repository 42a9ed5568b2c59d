import { COLUMN_AGGREGATES, REPORT_LIMITS } from "@labledger/events/catalogue/reports-values";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../ui/NativeSelect";
import "../i18n/catalogue";
import { fieldChoicesQuery, type ReportFieldChoice } from "../api/datamining-calls";
import {
  type Aggregate,
  choiceName,
  columnOfChoice,
  defaultAggregate,
  defaultLabel,
  fieldKey,
  type ReportColumn,
} from "../logic/columns";
import type { ReportCriteria } from "../logic/criteria-form";

/**
 * "Add column": the fields the records the criteria choose hold (GET /api/datamining/fields), each
 * with whether it holds numbers and how many records hold it; the chosen one gets a label and a way
 * to read it.
 */
export function AddColumnDialog({
  open,
  criteria,
  columns,
  onAdd,
  onClose,
}: {
  open: boolean;
  criteria: ReportCriteria;
  columns: readonly ReportColumn[];
  onAdd: (column: ReportColumn) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("datamining");
  const choices = useQuery(fieldChoicesQuery(criteria, open));
  const [picked, setPicked] = useState<ReportFieldChoice | null>(null);
  const [label, setLabel] = useState("");
  const [aggregate, setAggregate] = useState<Aggregate>("first");
  const chosen = new Set(columns.map(fieldKey));
  const pick = (choice: ReportFieldChoice) => {
    setPicked(choice);
    setLabel(defaultLabel(choice));
    setAggregate(defaultAggregate(choice));
  };
  const close = () => {
    setPicked(null);
    onClose();
  };
  const add = () => {
    if (!picked || label.trim() === "") return;
    onAdd({ ...columnOfChoice(picked, columns), label: label.trim(), aggregate });
    close();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="add-column-dialog">
      <DialogTitle>{t("columns.addTitle")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("columns.addHint")}
        </Typography>
        {choices.isFetching && <LinearProgress aria-label={t("columns.loadingFields")} />}
        {choices.error ? (
          <Alert severity="error">{t("columns.fieldsError", { message: choices.error.message })}</Alert>
        ) : choices.data && choices.data.length === 0 ? (
          <Alert severity="info" data-testid="add-column-none">
            {t("columns.noFields")}
          </Alert>
        ) : (
          <List dense sx={{ maxHeight: 320, overflow: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
            {(choices.data ?? []).map((choice) => (
              <ListItemButton
                key={fieldKey(choice)}
                selected={picked !== null && fieldKey(picked) === fieldKey(choice)}
                onClick={() => pick(choice)}
                data-testid="field-choice"
                data-module={choice.module}
                data-field={choice.field}
              >
                <ListItemText
                  primary={choiceName(choice)}
                  secondary={t("columns.records", { count: choice.records })}
                  slotProps={{ primary: { "data-testid": "field-choice-name" } as object }}
                />
                <Stack direction="row" spacing={0.5}>
                  {chosen.has(fieldKey(choice)) && <Chip size="small" variant="outlined" label={t("columns.chosen")} />}
                  {choice.numeric && <Chip size="small" color="primary" variant="outlined" label={t("columns.numeric")} />}
                </Stack>
              </ListItemButton>
            ))}
          </List>
        )}
        {picked && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              size="small"
              label={t("columns.label")}
              value={label}
              required
              error={label.trim() === ""}
              onChange={(e) => setLabel(e.target.value)}
              slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.label, "data-testid": "add-column-label" } }}
              sx={{ flex: 1 }}
            />
            <NativeSelect
              label={t("columns.aggregate")}
              value={aggregate}
              onChange={(value) => setAggregate(value as Aggregate)}
              options={COLUMN_AGGREGATES.map((a) => ({ value: a, label: t(`aggregates.${a}`) }))}
              testId="add-column-aggregate"
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("actions.cancel")}</Button>
        <Button variant="contained" disabled={!picked || label.trim() === ""} onClick={add} data-testid="add-column-confirm">
          {t("columns.add")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
