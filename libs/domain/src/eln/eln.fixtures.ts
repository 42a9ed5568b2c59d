import type { ElnCrateOptions, ElnRecord } from "./eln-record";

/** Test support: a record with a text, a materials table, two files, a reaction, signatures and a history. */
export const AMIDE_COUPLING: ElnRecord = {
  experimentId: "0192f3a4-7c1d-7e2f-9a3b-4c5d6e7f8a9b",
  number: "EXP241123001",
  title: "Amide coupling",
  notebookName: "Synthesis 2024",
  projectName: "Peptide linkers",
  owner: { printedName: "王 芳", account: "wangfang" },
  createdAt: "2024-11-23T09:15:00.000Z",
  modifiedAt: "2024-11-24T16:40:12.000Z",
  status: "Approved",
  version: 3,
  keywords: ["amide", "HATU, DIPEA", "coupling"],
  modules: [
    {
      moduleId: "m-text",
      type: "editor",
      subType: null,
      title: "Procedure",
      required: true,
      columns: [],
      content: { fields: { html: "<p>Stir <strong>2 h</strong> at 25 °C.</p>" }, rows: [] },
    },
    {
      moduleId: "m-materials",
      type: "grid",
      subType: "labMaterial",
      title: "Materials",
      required: false,
      columns: [
        { field: "name", required: true },
        { field: "amount", required: true },
        { field: "unit", required: false },
      ],
      content: {
        fields: {},
        rows: [
          { rowId: "r1", name: "Benzoic acid", amount: 1.22, unit: "g" },
          { rowId: "r2", name: "HATU", amount: 3.8, unit: "g", note: { supplier: "Acme", lot: ["A1", "A2"] } },
        ],
      },
    },
    {
      moduleId: "m-files",
      type: "attachment",
      subType: null,
      title: "Spectra",
      required: false,
      columns: [],
      content: {
        fields: {},
        rows: [
          { rowId: "f1", name: "谱图 1 (final).pdf", size: 2048, sha256: "ab".repeat(32), mediaType: "application/pdf" },
          { rowId: "f2", name: "NMR.PNG", size: 512, sha256: "cd".repeat(32), mediaType: "image/png" },
          { rowId: "f3", name: "nmr.png", size: 512, sha256: "ef".repeat(32), mediaType: "image/png" },
        ],
      },
    },
    {
      moduleId: "m-reaction",
      type: "equation",
      subType: null,
      title: "Reaction",
      required: false,
      columns: [],
      content: { fields: { molFile: "\n  LabLedger\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n" }, rows: [] },
    },
  ],
  moduleSignatures: [{ moduleId: "m-text", printedName: "王 芳", meaning: "Authorship", at: "2024-11-24T16:30:00.000Z" }],
  approvalSignatures: [{ printedName: "Li Lei", meaning: "Approval", at: "2024-11-24T16:40:12.000Z" }],
  history: [
    { at: "2024-11-23T09:15:00.000Z", by: "王 芳", what: "Created the record" },
    { at: "2024-11-23T10:02:00.000Z", by: "王 芳", what: "Saved “Procedure”" },
    { at: "2024-11-24T16:40:12.000Z", by: "Li Lei", what: "Approved version 3" },
  ],
};

/** Test support: a second record whose number needs a safe folder and whose owner shares a name with another account. */
export const TWO_OWNERS_ONE_NAME: ElnRecord = {
  ...AMIDE_COUPLING,
  experimentId: "0192f3a4-7c1d-7e2f-9a3b-000000000002",
  number: "../EXP/241123:002",
  title: "Second record",
  owner: { printedName: "王 芳", account: "wangfang2" },
  keywords: [],
  projectName: null,
  modules: [AMIDE_COUPLING.modules[0]!],
  moduleSignatures: [],
  approvalSignatures: [],
  history: [{ at: "2024-11-25T08:00:00.000Z", by: "王 芳", what: "Created the record" }],
};

export const CRATE_OPTIONS: ElnCrateOptions = {
  rootFolder: "labledger-export-2024-11-25",
  publisher: { name: "Pharma Lab", url: "https://eln.pharma-lab.example" },
  exportedAt: "2024-11-25T10:00:00.000Z",
  labledgerVersion: "0.1.0",
  language: "en",
};
