import type { ConsoleKind } from "../console-kind";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";
import { TextInput } from "../families/TextInput";

const problemKey = "invalid.phone";

function PhoneInput(props: FieldInputProps) {
  return <TextInput {...props} inputType="tel" problemKey={problemKey} />;
}

export const phone: ConsoleKind = { type: "phone", menu: "fields", problemKey, Editor: fieldModule(PhoneInput) };
