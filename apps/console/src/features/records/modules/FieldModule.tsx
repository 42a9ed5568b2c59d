import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { parseNumber, valueProblem } from "../model/validation";
import { ChangedField } from "./ChangedField";
import type { ModuleBodyProps } from "./module-props";

/**
 * Single-value modules: input, textarea, date, inputNumber, email, phone, radio, checkbox, select, multiple
 * (value in fields.value); on a rejected record, highlighted when the value changed since the rejected version.
 */
export function FieldModule(props: ModuleBodyProps) {
  return (
    <ChangedField since={props.since} field="value">
      <FieldInput {...props} />
    </ChangedField>
  );
}

function FieldInput({ module, content, editable, onChange }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const value = content.fields.value;
  const set = (next: unknown) => onChange({ ...content, fields: { ...content.fields, value: next } });
  const options = module.columns.map((c) => c.field);
  const problem = valueProblem(module.type, value);
  const helperText = problem ? t(problem) : undefined;
  const testId = `field-${module.moduleId}`;
  const disabled = !editable;
  switch (module.type) {
    case "radio":
      return (
        <RadioGroup row value={typeof value === "string" ? value : ""} onChange={(e) => set(e.target.value)} data-testid={testId}>
          {options.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio disabled={disabled} />} label={o} />
          ))}
        </RadioGroup>
      );
    case "checkbox": {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <FormGroup row data-testid={testId}>
          {options.map((o) => (
            <FormControlLabel
              key={o}
              label={o}
              control={
                <Checkbox
                  disabled={disabled}
                  checked={chosen.includes(o)}
                  onChange={(e) => set(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
                />
              }
            />
          ))}
        </FormGroup>
      );
    }
    case "select":
    case "multiple": {
      const multiple = module.type === "multiple";
      const current = multiple ? (Array.isArray(value) ? value : []) : typeof value === "string" ? value : "";
      return (
        <TextField
          select
          fullWidth
          size="small"
          disabled={disabled}
          value={current}
          slotProps={{ select: { multiple }, htmlInput: { "data-testid": testId } }}
          onChange={(e) => set(e.target.value)}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case "inputNumber":
      return <NumberField key={module.moduleId} value={value} disabled={disabled} testId={testId} onChange={set} />;
    default:
      return (
        <TextField
          fullWidth
          size="small"
          disabled={disabled}
          multiline={module.type === "textarea"}
          minRows={module.type === "textarea" ? 3 : undefined}
          type={module.type === "date" ? "date" : module.type === "email" ? "email" : module.type === "phone" ? "tel" : "text"}
          value={typeof value === "string" ? value : ""}
          error={problem !== null}
          helperText={helperText}
          slotProps={{ htmlInput: { "data-testid": testId }, inputLabel: { shrink: true } }}
          onChange={(e) => set(e.target.value)}
        />
      );
  }
}

/** Spec §5 number check as the user types: empty → null, N/A kept, a number parsed; anything else stays local and is flagged. */
function NumberField(props: { value: unknown; disabled: boolean; testId: string; onChange: (v: unknown) => void }) {
  const { t } = useTranslation("records");
  const shown = props.value === null || props.value === undefined ? "" : String(props.value);
  const [text, setText] = useState(shown);
  const [last, setLast] = useState(shown);
  // A value from outside (a reload, another save) replaces what is shown; typing "1." keeps the text.
  if (shown !== last) {
    setLast(shown);
    setText(shown);
  }
  const parsed = parseNumber(text);
  return (
    <TextField
      size="small"
      disabled={props.disabled}
      value={text}
      error={parsed === "invalid"}
      helperText={parsed === "invalid" ? t("invalid.number") : undefined}
      slotProps={{ htmlInput: { "data-testid": props.testId, inputMode: "decimal" } }}
      onChange={(e) => {
        setText(e.target.value);
        const next = parseNumber(e.target.value);
        if (next !== "invalid") {
          setLast(next === null ? "" : String(next));
          props.onChange(next);
        }
      }}
    />
  );
}
