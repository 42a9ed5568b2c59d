/** Label templates (spec §3, §5, §9): what one may hold. Plain values: the console reads them too. */
export const LABEL_LIMITS = {
  /** Spec §5: a label name is under 50 characters. */
  name: 49,
  /** Spec §5: a label KEY is required, unique, and named as a label is. */
  key: 49,
  /** A fixed text on a label. */
  text: 200,
  /** Spec §5/§9: a label icon is png, jpg or svg, at most 100 KB. */
  imageBytes: 100 * 1024,
  /** The largest label or sheet side, in mm (an A3 sheet's long side and a little more). */
  sideMm: 500,
  components: 60,
  fontSizePt: { min: 4, max: 72 },
  /** A sheet holds at most this many labels across and down. */
  grid: 30,
  /** Labels printed in one request. */
  printItems: 1000,
  copies: 20,
} as const;

/** The kinds of thing a label is printed for. */
export const LABEL_TYPES = ["material", "sample", "instrument"] as const;

/** What each kind of label can print, in the order a designer offers them. */
export const LABEL_FIELDS = {
  material: [
    "barcode",
    "name",
    "lotNumber",
    "expiresOn",
    "cas",
    "formula",
    "warehouse",
    "sublocation",
    "quantity",
    "supplier",
    "purity",
  ],
  instrument: ["code", "name", "model", "location", "calibrationDueOn"],
  sample: ["code", "name"],
} as const;

export const LABEL_COMPONENT_KINDS = ["text", "barcode", "qrcode", "image", "line", "circle"] as const;
export const LABEL_IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
/** The paper a sheet of labels is printed on, in mm. */
export const LABEL_PAPERS = { A4: { width: 210, height: 297 } } as const;
