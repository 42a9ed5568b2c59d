import { z } from "zod";
import type { RouteDefinition } from "./shared/route";

/** The largest .eln file an import takes: the archive is read in memory, each file held to the attachment limits. */
export const ELN_IMPORT_MAX_MB = 200;

const IMPORTS = { tag: "records", access: "member" } as const;
const FILE = `One .eln file (the ELN Consortium's format: a zipped RO-Crate) of at most ${ELN_IMPORT_MAX_MB} MB. Refused with nothing stored: not a zip, no ro-crate-metadata.json in one root folder, paths leaving the folder, duplicate names, encrypted entries, zip bombs (ratio and size limits), files over the attachment limits or not on the files setting's accept lists`;

export const ElnImportPreview = z.object({
  fileName: z.string(),
  size: z.number().int(),
  application: z.string().nullable().describe("The ELN that wrote the file, as it names itself"),
  fileCreatedAt: z.string().nullable(),
  records: z.array(
    z.object({
      id: z.string().describe("The record's dataset in the file: a key, not for reading"),
      title: z.string(),
      createdAt: z.string().nullable().describe("As the file says"),
      authors: z.array(z.string()).describe("Printed names as recorded; they become text, never accounts"),
      keywords: z.array(z.string()),
      modules: z.array(z.object({ title: z.string(), kind: z.string().describe("The module's kind in words") })),
      files: z.array(z.object({ name: z.string(), size: z.number().int() })),
      problems: z.array(z.string()).describe("Why the record cannot be imported as it is, in the caller's language"),
    }),
  ),
  importable: z.boolean().describe("No record has a problem: importing creates every record listed"),
});

export const ElnImported = z.object({
  records: z.array(z.object({ id: z.string(), number: z.string(), title: z.string() })),
  position: z.number(),
});

export const recordImportsRoutes = {
  previewElnImport: {
    ...IMPORTS,
    operationId: "previewElnImport",
    method: "post",
    path: "/notebooks/{id}/eln-import/preview",
    summary:
      "What importing an .eln file into the record book would create (records, modules, files, problems); nothing is stored",
    multipart: { fields: z.object({}), files: FILE },
    response: ElnImportPreview,
    refuses: [413],
  },
  importEln: {
    ...IMPORTS,
    operationId: "importEln",
    method: "post",
    path: "/notebooks/{id}/eln-import",
    summary:
      "Import an .eln file into the record book: each record it lists becomes a record (one event naming the file's SHA-256) with its text, metadata, links and files; authors stay recorded text. Refused whole, with nothing stored, when any record has a problem the preview shows",
    multipart: { fields: z.object({}), files: FILE },
    response: ElnImported,
    refuses: [413],
  },
} as const satisfies Record<string, RouteDefinition>;

export type ElnImportPreview = z.infer<typeof ElnImportPreview>;
export type ElnImported = z.infer<typeof ElnImported>;
