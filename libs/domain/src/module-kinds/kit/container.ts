import type { Translate } from "../../audit/change-words";
import { defineKind } from "./define-kind";

const CELL = /^col(\d)$/;

/** Spec §3 container2/3: two or three side-by-side text cells, fields col1…colN. */
export const containerKind = <const Type extends string>(type: Type, cells: number, en: string, zh: string) =>
  defineKind({
    type,
    family: "container",
    words: {
      en: { name: en, catalogue: { containerCell: "Column {n}" } },
      "zh-CN": { name: zh, catalogue: { containerCell: "第 {n} 栏" } },
    },
    fieldLabel: (key: string, _kindName: string, t: Translate) => {
      const cell = CELL.exec(key);
      return cell && Number(cell[1]) <= cells ? t("module.containerCell", { n: cell[1]! }) : undefined;
    },
    compareView: { rows: "none" },
  });

/** The fields of a container of `cells` columns. */
export const containerFields = (cells: number) => Array.from({ length: cells }, (_, i) => `col${i + 1}`);
