/** The structure files the Import dialog offers to open; Ketcher tells their formats apart by their text. */
export const IMPORT_FILE_TYPES = [".mol", ".rxn", ".sdf", ".ket", ".cdxml", ".smi"] as const;
