// Deep path: the console runs these rules, and the catalogue's entry would bring zod.
import type { EventData } from "@labledger/events";
import { LABEL_FIELDS, LABEL_LIMITS, LABEL_PAPERS } from "@labledger/events/catalogue/labels-values";
import { DomainError } from "../decider/domain-error";
import { labelImageProblem } from "./label-image";

export type LabelTemplateDefinition = Omit<EventData<"LabelTemplateSaved">, "templateId" | "ownerId">;
export type LabelComponent = LabelTemplateDefinition["components"][number];
export type LabelType = LabelTemplateDefinition["type"];

/** Spec §5: label names must not contain / : * ? " < > |. */
const FORBIDDEN = /[/\\:*?"<>|]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused.
const NOT_TEXT = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;
/** Half a hundredth of a millimetre: what two decimals may be off by in binary. */
const EPSILON = 0.005;

/** Spec §5: label numbers are positive, an integer or with two decimals. */
export const isLabelNumber = (n: number, allowZero = false) =>
  Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Why a label name or KEY is refused (`required`, `tooLong`, `invalid`), or nothing. */
export function labelNameProblem(name: string, max: number): "required" | "tooLong" | "invalid" | undefined {
  if (name.trim().length === 0) return "required";
  if ([...name].length > max) return "tooLong";
  if (FORBIDDEN.test(name) || NOT_TEXT.test(name)) return "invalid";
  return undefined;
}

const fail = (key: string, params: Record<string, string | number> = {}): never => {
  throw new DomainError(`label.${key}`, "invalid", params);
};

function checkName(name: string, takenNames: readonly string[]) {
  const problem = labelNameProblem(name, LABEL_LIMITS.name);
  if (problem) fail(`name.${problem}`, { max: LABEL_LIMITS.name });
  const folded = name.trim().toLocaleLowerCase();
  if (takenNames.some((n) => n.trim().toLocaleLowerCase() === folded))
    throw new DomainError("label.name.taken", "conflict", { name });
}

function checkNumbers(definition: LabelTemplateDefinition) {
  if (!isLabelNumber(definition.width) || !isLabelNumber(definition.height)) fail("number");
  for (const c of definition.components) {
    const sizes = [c.width, c.height, ...("thickness" in c ? [c.thickness] : []), ...("fontSizePt" in c ? [c.fontSizePt] : [])];
    if (!sizes.every((n) => isLabelNumber(n)) || ![c.x, c.y, c.padding].every((n) => isLabelNumber(n, true)))
      fail("number", { key: c.key });
  }
  const page = definition.page;
  if (page.kind === "sheet" && ![page.marginTop, page.marginLeft, page.gapX, page.gapY].every((n) => isLabelNumber(n, true)))
    fail("number");
}

function checkComponent(c: LabelComponent, definition: LabelTemplateDefinition) {
  const problem = labelNameProblem(c.key, LABEL_LIMITS.key);
  if (problem) fail(`key.${problem}`, { key: c.key, max: LABEL_LIMITS.key });
  if (c.x + c.width > definition.width + EPSILON || c.y + c.height > definition.height + EPSILON) fail("outside", { key: c.key });
  if (2 * c.padding >= Math.min(c.width, c.height) && c.padding > 0) fail("padding", { key: c.key });
  const fields: readonly string[] = LABEL_FIELDS[definition.type];
  if ("field" in c && c.field !== undefined && !fields.includes(c.field)) fail("field", { key: c.key });
  if (c.kind === "text" && c.text.trim() === "" && c.field === undefined) fail("textEmpty", { key: c.key });
  if (c.kind === "image") {
    const imageProblem = labelImageProblem(c.mediaType, c.data);
    if (imageProblem) fail(`image.${imageProblem}`, { key: c.key, max: LABEL_LIMITS.imageBytes / 1024 });
  }
}

/** A sheet's grid of labels must fit on its paper. */
function checkSheet(definition: LabelTemplateDefinition) {
  const page = definition.page;
  if (page.kind !== "sheet") return;
  const paper = LABEL_PAPERS[page.paper];
  const across = page.marginLeft + page.columns * definition.width + (page.columns - 1) * page.gapX;
  const down = page.marginTop + page.rows * definition.height + (page.rows - 1) * page.gapY;
  if (across > paper.width + EPSILON || down > paper.height + EPSILON) fail("sheetOverflow", { paper: page.paper });
}

/**
 * A label template as the designer may save it (spec §3, §5): its name well formed and not another
 * template's (`takenNames`), every number positive with at most two decimals, every component's KEY
 * required, well formed and unique, every component inside the label, its field one its type prints,
 * its image a png, jpg or svg of at most 100 KB by its content, and a sheet's grid on its paper.
 */
export function checkLabelTemplate(definition: LabelTemplateDefinition, takenNames: readonly string[]): void {
  checkName(definition.name, takenNames);
  checkNumbers(definition);
  const keys = definition.components.map((c) => c.key.trim());
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated !== undefined) fail("key.taken", { key: repeated });
  for (const c of definition.components) checkComponent(c, definition);
  checkSheet(definition);
}
