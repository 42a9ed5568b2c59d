import Box from "@mui/material/Box";
import { useEffect, useState } from "react";

/** How a typed cell of the reaction table looks. */
export const CELL_INPUT = {
  width: "100%",
  minWidth: 0,
  height: 28,
  px: 0.75,
  font: "inherit",
  fontSize: 13,
  border: 1,
  borderColor: "divider",
  borderRadius: 1,
} as const;

const shown = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? String(value) : "");

/**
 * A number cell typed as text: "1." and "0.0" stay as typed while the number they mean is
 * passed on; blank passes null. A value set from outside (the others following) replaces the text.
 */
export function AmountInput(props: {
  value: unknown;
  label: string;
  testId: string;
  disabled?: boolean;
  onNumber: (value: number | null) => void;
}) {
  const { value, label, testId, disabled, onNumber } = props;
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    setText((typed) => (Number(typed) === value && typed.trim() !== "" ? typed : shown(value)));
  }, [value]);
  return (
    <Box
      component="input"
      inputMode="decimal"
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      value={text}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
        const next = e.target.value;
        setText(next);
        const number = Number(next);
        if (next.trim() === "") onNumber(null);
        else if (Number.isFinite(number)) onNumber(number);
      }}
      sx={CELL_INPUT}
    />
  );
}
