import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";
import { TextInput } from "../families/TextInput";

const problemKey = "invalid.tooLong";

function LinesInput(props: FieldInputProps) {
  return <TextInput {...props} multiline problemKey={problemKey} />;
}

export const textarea: ConsoleKind = { type: "textarea", menu: "fields", problemKey, Editor: fieldModule(LinesInput) };
