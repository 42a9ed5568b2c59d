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
import { multiple } from "./multiple";
import type { ModuleKind } from "./module-kind";
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

const BY_TYPE = new Map<string, ModuleKind>(MODULE_KINDS.map((kind) => [kind.type, kind]));

/** The kind of a module type, or undefined for a type no kind registers (an old event's, say). */
export const kindOf = (type: string): ModuleKind | undefined => BY_TYPE.get(type);

/** The module types a new module may have: what the API's enum and the decider accept. */
export const MODULE_TYPES = MODULE_KINDS.map((kind) => kind.type) as unknown as readonly [ModuleType, ...ModuleType[]];

/** Every sub-type a kind declares (spec §3: the grid's). */
export const MODULE_SUB_TYPES = [
  ...new Set(MODULE_KINDS.flatMap((kind: ModuleKind) => Object.keys(kind.subTypes ?? {}))),
] as unknown as readonly [ModuleSubType, ...ModuleSubType[]];

/** Whether a new module's type is a registered kind and its sub-type (if any) one a kind declares. */
export const isKnownKind = (type: string, subType: string | null): boolean =>
  BY_TYPE.has(type) && (subType === null || (MODULE_SUB_TYPES as readonly string[]).includes(subType));

/** Whether a module type's rows are files, added by the upload only (spec §5). */
export const holdsFiles = (type: string): boolean => kindOf(type)?.holdsFiles === true;
