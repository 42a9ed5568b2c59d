import { attachment } from "./attachment";
import { checkbox } from "./checkbox";
import type { ConsoleKind } from "./console-kind";
import { container2 } from "./container2";
import { container3 } from "./container3";
import { date } from "./date";
import { editor } from "./editor";
import { email } from "./email";
import { equation } from "./equation";
import { grid } from "./grid";
import { input } from "./input";
import { inputNumber } from "./inputNumber";
import { multiple } from "./multiple";
import { phone } from "./phone";
import { radio } from "./radio";
import { select } from "./select";
import { spreadDesign } from "./spreadDesign";
import { spreadSheet } from "./spreadSheet";
import { textarea } from "./textarea";

/** Every module kind's editor and view (the domain's registry has the rest), one line each. */
export const CONSOLE_KINDS: readonly ConsoleKind[] = [
  input,
  textarea,
  radio,
  checkbox,
  date,
  inputNumber,
  email,
  phone,
  attachment,
  select,
  multiple,
  editor,
  spreadSheet,
  spreadDesign,
  container2,
  container3,
  equation,
  grid,
];

const BY_TYPE = new Map(CONSOLE_KINDS.map((kind) => [kind.type, kind]));

/** A module type's console kind; a type the console does not know yet shows its value as text. */
export const consoleKindOf = (type: string): ConsoleKind | undefined => BY_TYPE.get(type);
