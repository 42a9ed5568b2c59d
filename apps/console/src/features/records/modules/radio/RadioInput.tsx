import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { FieldInputProps } from "../families/field-input";

/** One of the module's options (its columns), as radio buttons. */
export function RadioInput({ module, value, set, disabled, testId }: FieldInputProps) {
  return (
    <RadioGroup row value={typeof value === "string" ? value : ""} onChange={(e) => set(e.target.value)} data-testid={testId}>
      {module.columns.map(({ field }) => (
        <FormControlLabel key={field} value={field} control={<Radio disabled={disabled} />} label={field} />
      ))}
    </RadioGroup>
  );
}
