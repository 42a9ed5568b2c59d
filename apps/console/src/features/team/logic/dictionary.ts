import type { DictionaryItem } from "../api/types";

const CATEGORY = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Items grouped by category, categories in alphabetical order, items as the server sorted them. */
export function groupByCategory(items: readonly DictionaryItem[]): Array<{ category: string; items: DictionaryItem[] }> {
  const groups = new Map<string, DictionaryItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([category, list]) => ({ category, items: list }));
}

export type DictionaryFieldError = "required" | "tooLong" | "categoryChars" | "duplicate";

/** Mirrors AddDictionaryItemBody: category starts with a letter (letters, digits, _ -), ≤ 50; name ≤ 100. */
export function validateDictionaryItem(
  form: { category: string; name: string },
  existing: readonly DictionaryItem[],
): Partial<Record<"category" | "name", DictionaryFieldError>> {
  const errors: Partial<Record<"category" | "name", DictionaryFieldError>> = {};
  const category = form.category.trim();
  const name = form.name.trim();
  if (!category) errors.category = "required";
  else if (category.length > 50) errors.category = "tooLong";
  else if (!CATEGORY.test(category)) errors.category = "categoryChars";
  if (!name) errors.name = "required";
  else if (name.length > 100) errors.name = "tooLong";
  else if (existing.some((i) => i.category === category && i.name === name)) errors.name = "duplicate";
  return errors;
}
