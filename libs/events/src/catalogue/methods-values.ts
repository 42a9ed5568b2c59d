/** Methods (SOPs) and prepared materials (team resources): what one may hold. Plain values: the console reads them too. */
export const METHOD_LIMITS = {
  /** Spec §5: method names are 100. */
  name: 100,
  category: 50,
  purpose: 2000,
  /** The procedure's rich text, as the editor sends it. */
  procedure: 500_000,
  references: 50,
  citation: 1000,
  doi: 200,
  url: 2000,
  preparedMaterials: 50,
  files: 50,
  changeSummary: 500,
} as const;

export const PREPARED_MATERIAL_LIMITS = {
  name: 100,
  components: 50,
  componentName: 100,
  unit: 20,
  preparation: 5000,
  /** Spec §5: recipe and formula ratio 0 to 100. */
  ratioMax: 100,
  shelfLifeDaysMax: 36_500,
} as const;

/** Where a method stands: drafted and never published, in effect (a version published), or retired. */
export const METHOD_STATUSES = ["draft", "effective", "retired"] as const;
