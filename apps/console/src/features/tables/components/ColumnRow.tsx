import { TABLE_LIMITS } from "@labledger/events/catalogue/table-definitions-values";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

/** One column of a definition: its label and unit, what the kind adds, a required flag (unless `noRequired`), remove. */
export function ColumnRow(props: {
  testId: string;
  label: string;
  unit: string;
  required: boolean;
  noRequired?: boolean;
  onChange: (change: { label?: string; unit?: string; required?: boolean }) => void;
  onRemove: (() => void) | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("tables");
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }} data-testid={props.testId}>
      <TextField
        size="small"
        label={t("editor.label")}
        value={props.label}
        required
        onChange={(e) => props.onChange({ label: e.target.value })}
        slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.label, "data-testid": `${props.testId}-label` } }}
      />
      {props.children}
      <TextField
        size="small"
        label={t("editor.unit")}
        value={props.unit}
        sx={{ width: 110 }}
        onChange={(e) => props.onChange({ unit: e.target.value })}
        slotProps={{ htmlInput: { maxLength: TABLE_LIMITS.unit, "data-testid": `${props.testId}-unit` } }}
      />
      {!props.noRequired && (
        <FormControlLabel
          control={
            <Checkbox
              checked={props.required}
              onChange={(e) => props.onChange({ required: e.target.checked })}
              slotProps={{ input: { "data-testid": `${props.testId}-required` } as object }}
            />
          }
          label={t("editor.required")}
        />
      )}
      {props.onRemove && (
        <IconButton aria-label={t("editor.removeColumn")} onClick={props.onRemove} data-testid={`${props.testId}-remove`}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
