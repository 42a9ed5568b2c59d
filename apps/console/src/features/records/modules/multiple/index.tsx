import type { ConsoleKind } from "../console-kind";
import { ChoiceSelect } from "../families/ChoiceSelect";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";

function MultipleInput(props: FieldInputProps) {
  return <ChoiceSelect {...props} multiple={true} />;
}

export const multiple: ConsoleKind = { type: "multiple", menu: "fields", takesOptions: true, Editor: fieldModule(MultipleInput) };
