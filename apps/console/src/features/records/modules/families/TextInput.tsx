import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { valueProblem } from "../value-problem";
import type { FieldInputProps } from "./field-input";

export interface TextOptions {
  readonly multiline?: boolean;
  readonly inputType?: "text" | "date" | "email" | "tel";
  /** The records catalogue's words when the kind's schema refuses the value. */
  readonly problemKey?: string;
}

/** A text input for a kind whose value is text (input, textarea, date, email, phone); says what the kind's rule refuses. */
export function TextInput({
  module,
  value,
  set,
  disabled,
  testId,
  multiline,
  inputType,
  problemKey,
}: FieldInputProps & TextOptions) {
  const { t } = useTranslation("records");
  const problem = problemKey ? valueProblem(module.type, value, problemKey) : null;
  return (
    <TextField
      fullWidth
      size="small"
      disabled={disabled}
      multiline={multiline === true}
      minRows={multiline ? 3 : undefined}
      type={inputType ?? "text"}
      value={typeof value === "string" ? value : ""}
      error={problem !== null}
      helperText={problem ? t(problem) : undefined}
      slotProps={{ htmlInput: { "data-testid": testId }, inputLabel: { shrink: true } }}
      onChange={(e) => set(e.target.value)}
    />
  );
}

/** A kind whose value is plain text with no rule (also a type the console does not know yet). */
export function PlainTextInput(props: FieldInputProps) {
  return <TextInput {...props} />;
}
