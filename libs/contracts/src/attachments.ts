import { z } from "zod";
import type { RouteDefinition } from "./shared/route";
import { ChangeReason, FileBytes, Id } from "./shared/schemas";

/** The text fields of an upload; its files are every file part, whatever the part's name. */
export const UploadFields = z.object({
  moduleId: Id.describe("An attachment module of the record"),
  ...ChangeReason,
});
/** How many parts an upload may have (services/command/src/records/multipart-upload.ts): over them, 413. */
export const UPLOAD_LIMITS = { files: 50, fields: 20, fieldBytes: 16 * 1024 } as const;
export const AttachedFile = z.object({
  rowId: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
  mediaType: z.string().describe("Detected from the content, never the client's Content-Type"),
});
export const Uploaded = z.object({ moduleId: z.string(), files: z.array(AttachedFile), position: z.number() });
export const AttachmentLink = z.object({ url: z.string(), expiresAt: z.string() });

export const attachmentsRoutes = {
  uploadAttachments: {
    operationId: "uploadAttachments",
    method: "post",
    path: "/experiments/{id}/attachments",
    summary:
      'multipart/form-data: field moduleId (an attachment module) and one or more files. Spec §5 limits: 25 MB a file (the file-size-limit setting: its limit + 0.2 MB), 10 pictures of 30 MB at most, no empty files, names without / : * ? " < > |, the accept lists',
    tag: "records",
    access: "member",
    multipart: {
      fields: UploadFields,
      files: `One or more files (any part name). Spec §5 limits: 25 MB a file (the file-size-limit setting: its limit + 0.2 MB), 10 pictures of 30 MB at most, no empty files, names without / : * ? " < > | and at most 200 characters, the files setting's accept lists; at most ${UPLOAD_LIMITS.files} files and ${UPLOAD_LIMITS.fields} text fields of ${UPLOAD_LIMITS.fieldBytes / 1024} KB`,
    },
    response: Uploaded,
  },
  downloadAttachment: {
    operationId: "downloadAttachment",
    method: "get",
    path: "/experiments/{id}/attachments/{sha256}",
    summary:
      "A record's attached file (?row= names the attachment, so the same content attached twice keeps each name). Inline only for png, jpg, jpeg, bmp, gif, pdf, tiff whose content is that format; anything else, or ?download=true, is a download",
    tag: "records",
    access: "member",
    query: z.object({
      download: z.enum(["true", "false"]).optional().describe("true: as a download, never inline"),
      row: Id.optional().describe("The attachment row, when the same file is attached under two names"),
    }),
    response: FileBytes(["*/*"], "The file's bytes: an image or PDF inline, anything else as a download"),
  },
  attachmentLink: {
    operationId: "getAttachmentLink",
    method: "get",
    path: "/experiments/{id}/attachments/{sha256}/link",
    summary:
      "A link to an attached file valid for 10 minutes, for what cannot send signed headers (an <img>, a download link); ?row= names the attachment",
    tag: "records",
    access: "member",
    query: z.object({ row: Id.optional() }),
    response: AttachmentLink,
  },
  linkedFile: {
    operationId: "getLinkedFile",
    method: "get",
    path: "/files/{sha256}",
    summary: "A file through a link from getAttachmentLink (the link's signature and expiry are its authorisation)",
    tag: "records",
    access: "public",
    query: z.object({
      record: z.string().min(1).max(64),
      member: z.string().min(1).max(64),
      expires: z.coerce.number().int(),
      sig: z.string().min(1).max(100),
      download: z.enum(["true", "false"]).optional(),
      row: Id.optional(),
    }),
    refuses: [403, 404],
    response: FileBytes(["*/*"], "The file's bytes: an image or PDF inline, anything else as a download"),
  },
} as const satisfies Record<string, RouteDefinition>;

export type UploadFields = z.input<typeof UploadFields>;
export type AttachedFile = z.infer<typeof AttachedFile>;
export type Uploaded = z.infer<typeof Uploaded>;
export type AttachmentLink = z.infer<typeof AttachmentLink>;
