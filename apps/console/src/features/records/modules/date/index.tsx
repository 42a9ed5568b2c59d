import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";
import { TextInput } from "../families/TextInput";

const problemKey = "invalid.date";

function DateInput(props: FieldInputProps) {
  return <TextInput {...props} inputType="date" problemKey={problemKey} />;
}

export const date: ConsoleKind = { type: "date", menu: "fields", problemKey, Editor: fieldModule(DateInput) };
