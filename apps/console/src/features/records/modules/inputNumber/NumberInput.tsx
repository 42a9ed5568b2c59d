import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import type { FieldInputProps } from "../families/field-input";
import { useNumberText } from "./use-number-text";

/** Spec §5 number check as the user types: empty → null, N/A kept, a number parsed; anything else stays local and is flagged. */
export function NumberInput({ module, ...props }: FieldInputProps) {
  return <NumberField key={module.moduleId} {...props} />;
}

function NumberField(props: Omit<FieldInputProps, "module">) {
  const { t } = useTranslation("records");
  const { text, parsed, change } = useNumberText(props.value, props.set);
  return (
    <TextField
      size="small"
      disabled={props.disabled}
      value={text}
      error={parsed === "invalid"}
      helperText={parsed === "invalid" ? t("invalid.number") : undefined}
      slotProps={{ htmlInput: { "data-testid": props.testId, inputMode: "decimal" } }}
      onChange={(e) => change(e.target.value)}
    />
  );
}
