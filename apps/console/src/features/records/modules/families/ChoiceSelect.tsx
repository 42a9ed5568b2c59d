import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { FieldInputProps } from "./field-input";

/** A drop-down of the module's options (its columns): one (select) or several (multiple). */
export function ChoiceSelect({ module, value, set, disabled, testId, multiple }: FieldInputProps & { multiple: boolean }) {
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
      {module.columns.map(({ field }) => (
        <MenuItem key={field} value={field}>
          {field}
        </MenuItem>
      ))}
    </TextField>
  );
}
