import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";
import { TextInput } from "../families/TextInput";

const problemKey = "invalid.tooLong";

function LineInput(props: FieldInputProps) {
  return <TextInput {...props} problemKey={problemKey} />;
}

export const input: ConsoleKind = { type: "input", menu: "fields", problemKey, Editor: fieldModule(LineInput) };
