import { DomainError } from "../decider/domain-error";
import type { Module } from "./experiment-state";
import { type ModuleContent, ownValue } from "./module-content";

/** The value field of a single-value module (input, date, select, ...). */
export const VALUE = "value";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{3,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** Spec §5 "Number check": null or N/A passes; anything else must be a finite number. */
export const isNumberValue = (v: unknown) => v === null || v === "N/A" || (typeof v === "number" && Number.isFinite(v));

/** Spec §5 text limits of a module value: single-line 300, multi-line 5,000 (rich text is limited by size instead). */
const TEXT_LIMIT: Partial<Record<Module["type"], number>> = { input: 300, textarea: 5000 };

/** Refuses content a module of this type cannot hold, naming the module; empty values are always allowed until submission. */
export function checkModuleContent(module: Pick<Module, "type" | "title">, content: ModuleContent): void {
  const value = content.fields[VALUE];
  const refuse = (rule: string) => {
    throw new DomainError("module.valueInvalid", "invalid", { title: module.title, rule });
  };
  if (empty(value)) return;
  switch (module.type) {
    case "input":
    case "textarea":
      if (typeof value !== "string") refuse("text");
      if ([...(value as string)].length > TEXT_LIMIT[module.type]!) refuse(`≤ ${TEXT_LIMIT[module.type]}`);
      return;
    case "email":
      if (typeof value !== "string" || !EMAIL.test(value)) refuse("email");
      return;
    case "phone":
      if (typeof value !== "string" || !PHONE.test(value)) refuse("phone");
      return;
    case "date":
      if (typeof value !== "string" || !DATE.test(value) || Number.isNaN(Date.parse(value))) refuse("YYYY-MM-DD");
      return;
    case "inputNumber":
      if (!isNumberValue(value)) refuse("number");
      return;
    case "radio":
    case "select":
      if (typeof value !== "string") refuse("one choice");
      return;
    case "checkbox":
    case "multiple":
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) refuse("choices");
      return;
  }
}

/**
 * Spec §5: submission is blocked while a required module is empty or a required grid cell
 * is blank. Returns the modules that are incomplete (empty list: the record may be submitted).
 */
export function incompleteModules(modules: readonly Module[]): Array<{ moduleId: string; title: string; rowIds: string[] }> {
  return modules.flatMap((module) => {
    const { fields, rows } = module.content;
    const hasContent = Object.values(fields).some((v) => !empty(v)) || rows.length > 0;
    const requiredColumns = module.columns.filter((c) => c.required).map((c) => c.field);
    const rowIds = rows.filter((row) => requiredColumns.some((field) => empty(ownValue(row, field)))).map((row) => row.rowId);
    const incomplete = (module.required && !hasContent) || rowIds.length > 0;
    return incomplete ? [{ moduleId: module.moduleId, title: module.title, rowIds }] : [];
  });
}
