import TextField from "@mui/material/TextField";

/** A length in mm (or a plain number): a number field of two decimals, the value kept as a number. */
export function MmField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  testId: string;
  step?: number;
  width?: number;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={props.label}
      value={Number.isFinite(props.value) ? props.value : ""}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (e.target.value !== "" && Number.isFinite(n)) props.onChange(n);
      }}
      slotProps={{ htmlInput: { step: props.step ?? 0.5, "data-testid": props.testId }, inputLabel: { shrink: true } }}
      sx={{ width: props.width ?? 110 }}
    />
  );
}
