import { fieldModule } from "./families/FieldModule";
import { PlainTextInput } from "./families/TextInput";
import type { ModuleBodyProps } from "./module-props";
import { consoleKindOf } from "./registry";

/** A module of a type no console kind registers (a newer server's): its value as text. */
const Unknown = fieldModule(PlainTextInput);

/** The module's kind's editor, or its read view when not editable. */
export function ModuleBody(props: ModuleBodyProps) {
  const kind = consoleKindOf(props.module.type);
  const Body = (props.editable ? kind?.Editor : (kind?.View ?? kind?.Editor)) ?? Unknown;
  return <Body {...props} />;
}
