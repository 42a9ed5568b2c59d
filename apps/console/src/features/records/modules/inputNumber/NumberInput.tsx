import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import type { FieldInputProps } from "../families/field-input";
import { parseNumber } from "./parse-number";

/** Spec §5 number check as the user types: empty → null, N/A kept, a number parsed; anything else stays local and is flagged. */
export function NumberInput({ module, ...props }: FieldInputProps) {
  return <NumberField key={module.moduleId} {...props} />;
}

function NumberField(props: Omit<FieldInputProps, "module">) {
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
          props.set(next);
        }
      }}
    />
  );
}
