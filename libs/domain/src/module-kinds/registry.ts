import { attachment } from "./attachment";
import { checkbox } from "./checkbox";
import { container2 } from "./container2";
import { container3 } from "./container3";
import { date } from "./date";
import { editor } from "./editor";
import { email } from "./email";
import { equation } from "./equation";
import { grid } from "./grid";
import { input } from "./input";
import { inputNumber } from "./inputNumber";
import { registryOf } from "./kind-registry";
import type { ModuleKind } from "./module-kind";
import { multiple } from "./multiple";
import { phone } from "./phone";
import { radio } from "./radio";
import { select } from "./select";
import { spreadDesign } from "./spreadDesign";
import { spreadSheet } from "./spreadSheet";
import { textarea } from "./textarea";

/** Every module kind (spec §3 Module types), one line each, in the order the spec lists them. */
export const MODULE_KINDS = [
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
] as const satisfies readonly ModuleKind[];

type Registered = (typeof MODULE_KINDS)[number];
export type ModuleType = Registered["type"];
export type ModuleSubType = Registered extends infer K ? (K extends { subTypes: infer S } ? keyof S & string : never) : never;

const registry = registryOf(MODULE_KINDS);
export const { kindOf, isKnownKind, holdsFiles, htmlFields } = registry;
/** The module types a new module may have (the API's enum). */
export const MODULE_TYPES = registry.types as readonly string[] as readonly [ModuleType, ...ModuleType[]];
/** The sub-types kinds declare (the API's enum). */
export const MODULE_SUB_TYPES = registry.subTypes as readonly string[] as readonly [ModuleSubType, ...ModuleSubType[]];
