import type { Translate } from "./change-words";
import { humanise } from "./plain-text";
import { hasWords } from "./words";

type Data = Readonly<Record<string, unknown>>;
const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A self-made material category's definition in words: its name, description and each column as
 * "含水量 / Water ppm (Number, required)" or "等级 / Grade (Choice: HPLC, AR)"; both labels, as
 * both are what the category says.
 */
export function materialCategoryInWords(data: Data, t: Translate): string {
  const columns = ((data.columns ?? []) as Data[]).map((column) => {
    const label = (column.label ?? {}) as Data;
    const typeKey = `admin.materialColumnType.${str(column.type)}`;
    const type = hasWords(typeKey) ? t(typeKey) : humanise(str(column.type));
    const options = (column.options ?? []) as string[];
    return t("admin.materialColumn", {
      label: [str(label["zh-CN"]), str(label.en)].filter(Boolean).join(" / "),
      type: options.length > 0 ? t("admin.materialColumnChoice", { type, options: options.join(t("list")) }) : type,
      required: column.required === true ? t("admin.materialColumnRequired") : "",
    });
  });
  return t("admin.materialCategoryDefined", {
    name: str(data.name),
    description: str(data.description) ? t("admin.materialCategoryDescription", { description: str(data.description) }) : "",
    columns: columns.join(t("pairs")) || t("none"),
  });
}
