import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import type { FieldInputProps } from "../families/field-input";

/** Any of the module's options (its columns), as check boxes. */
export function CheckboxInput({ module, value, set, disabled, testId }: FieldInputProps) {
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <FormGroup row data-testid={testId}>
      {module.columns.map(({ field }) => (
        <FormControlLabel
          key={field}
          label={field}
          control={
            <Checkbox
              disabled={disabled}
              checked={chosen.includes(field)}
              onChange={(e) => set(e.target.checked ? [...chosen, field] : chosen.filter((c) => c !== field))}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
