import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { NativeSelect } from "../../../ui/NativeSelect";

/** A labelled on/off switch; the test id is on the label (click it, read its input). */
export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <FormControlLabel
      data-testid={props.testId}
      disabled={props.disabled}
      control={<Switch checked={props.checked} onChange={(_e, checked) => props.onChange(checked)} />}
      label={props.label}
    />
  );
}

/** A number input: an empty or unreadable entry becomes NaN, which the form's checks refuse. */
export function NumberField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  error?: string;
  testId: string;
  step?: number;
  min?: number;
  max?: number;
}) {
  return (
    <TextField
      type="number"
      size="small"
      label={props.label}
      value={Number.isNaN(props.value) ? "" : props.value}
      onChange={(e) => props.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      data-testid={props.testId}
      slotProps={{ htmlInput: { step: props.step ?? 1, min: props.min, max: props.max } }}
      sx={{ minWidth: 180 }}
    />
  );
}

/** The team pages' select: the shared native select, a little wider. */
export const SelectField = (props: Parameters<typeof NativeSelect>[0]) => <NativeSelect minWidth={180} {...props} />;
