import TextField from "@mui/material/TextField";

/** A native select (keyboard friendly, and simple to drive from tests with selectOption). */
export function NativeSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId: string;
  disabled?: boolean;
  error?: string;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error}
      data-testid={props.testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: props.minWidth ?? 160 }}
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
