import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";
import { TextInput } from "../families/TextInput";

const problemKey = "invalid.email";

function EmailInput(props: FieldInputProps) {
  return <TextInput {...props} inputType="email" problemKey={problemKey} />;
}

export const email: ConsoleKind = { type: "email", menu: "fields", problemKey, Editor: fieldModule(EmailInput) };
