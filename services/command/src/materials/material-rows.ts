import type { MaterialMovement, MaterialRow } from "@labledger/contracts";
import { canView, expiryState, type UsageWarning, type Viewed, type Viewer } from "@labledger/domain";
import type { Doc, ReadStore } from "@labledger/ports";
import { type Language, translate } from "../i18n/translate";
import { namesById } from "../read-models/names-by-id";

export type StoredMaterial = Omit<MaterialRow, "categoryName" | "expiryState"> & { molFile: string | null } & Doc;
type StoredMovement = Omit<MaterialMovement, "recordNumber" | "recordTitle" | "recordVisible" | "warnings"> & {
  warnings?: UsageWarning[];
} & Doc;

/** Lots as a list shows them: the category by name, the expiry state on today's date with the organisation's warning days. */
export async function materialRows(
  readStore: ReadStore,
  docs: readonly StoredMaterial[],
  today: string,
  warningDays: number,
): Promise<(MaterialRow & { molFile: string | null })[]> {
  const categories = await namesById(
    readStore,
    "material_categories",
    docs.map((d) => d.categoryId),
  );
  return docs.map((doc) => ({
    ...doc,
    categoryName: doc.categoryId ? (categories.get(doc.categoryId) ?? "") : "",
    expiryState: expiryState(doc.expiresOn, today, warningDays),
  }));
}

/** What the settings let through, in the caller's language. */
export const warningsInWords = (warnings: readonly UsageWarning[], language: Language) =>
  warnings.map((warning) => translate(language, `material.warning.${warning}`));

/** A lot's history as people read it: the record a usage went into by number and title, only where the reader may view it. */
export async function movementRows(
  readStore: ReadStore,
  docs: readonly StoredMovement[],
  viewer: Viewer,
  language: Language,
): Promise<MaterialMovement[]> {
  const ids = [...new Set(docs.flatMap((d) => (d.experimentId ? [d.experimentId] : [])))];
  const { rows } = ids.length
    ? await readStore.find("experiments", { filter: { id: { $in: ids } }, limit: ids.length })
    : { rows: [] };
  const records = new Map(rows.map((r) => [r.id, r]));
  return docs.map(({ warnings, ...doc }) => {
    const record = doc.experimentId ? records.get(doc.experimentId) : undefined;
    const visible = record !== undefined && canView(viewer, "experiment", record as unknown as Viewed);
    return {
      ...doc,
      ...(warnings ? { warnings: warningsInWords(warnings, language) } : {}),
      ...(doc.experimentId
        ? {
            recordVisible: visible,
            ...(visible ? { recordNumber: String(record.number ?? ""), recordTitle: String(record.title ?? "") } : {}),
          }
        : {}),
    };
  });
}
