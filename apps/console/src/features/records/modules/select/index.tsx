import type { ConsoleKind } from "../console-kind";
import { ChoiceSelect } from "../families/ChoiceSelect";
import { fieldModule } from "../families/FieldModule";
import type { FieldInputProps } from "../families/field-input";

function SelectInput(props: FieldInputProps) {
  return <ChoiceSelect {...props} multiple={false} />;
}

export const select: ConsoleKind = { type: "select", menu: "fields", takesOptions: true, Editor: fieldModule(SelectInput) };
