import { VIEWABLE } from "@labledger/domain/attachment/attachment-media";
import { extensionOf, MAX_NAME_LENGTH, nameProblem } from "@labledger/domain/attachment/attachment-names";
import type { FileSettings } from "./types";

export { extensionOf };

/** Spec §5/§9 (mirrors libs/domain attachment-rules): names, empty files, 25 MB or the limit + 0.2 MB, 10 pictures of 30 MB. */
const MB = 1024 * 1024;
export const FILE_LIMIT_MB = 25;
export const SIZE_TOLERANCE_MB = 0.2;
export const IMAGES_PER_UPLOAD = 10;
export const IMAGE_LIMIT_MB = 30;

export const isImage = (name: string, settings: FileSettings) => settings.imageAccept.includes(extensionOf(name));

/** What the server would refuse, as an i18n key and its values (the same words as the server's messages). */
export interface FileProblem {
  readonly key: string;
  readonly values: Record<string, string | number>;
}

export function fileProblems(
  files: ReadonlyArray<{ name: string; size: number; type: string }>,
  settings: FileSettings,
): FileProblem | null {
  if (files.filter((f) => isImage(f.name, settings)).length > IMAGES_PER_UPLOAD)
    return { key: "upload.tooManyImages", values: { max: IMAGES_PER_UPLOAD } };
  for (const file of files) {
    const { name } = file;
    const problem = nameProblem(name);
    if (problem === "nameInvalid") return { key: "upload.nameInvalid", values: { name } };
    if (problem === "nameUnreadable") return { key: "upload.nameUnreadable", values: { max: MAX_NAME_LENGTH } };
    const extension = extensionOf(name);
    const category = ["image", "video", "audio"].find(
      (c) => file.type.startsWith(`${c}/`) || (c === "image" && isImage(name, settings)),
    );
    if (!settings.accept.includes(extension) && !(category && settings.accept.includes(category)))
      return { key: "upload.typeRefused", values: { name } };
    if (file.size === 0) return { key: "upload.empty", values: { name } };
    const limit = sizeLimit(name, settings);
    if (file.size > limit.bytes) return { key: "upload.tooLarge", values: { name, limit: limit.limitMB } };
  }
  return null;
}

export function sizeLimit(name: string, settings: FileSettings): { bytes: number; limitMB: number } {
  if (isImage(name, settings)) return { bytes: IMAGE_LIMIT_MB * MB, limitMB: IMAGE_LIMIT_MB };
  if (!settings.sizeLimitEnabled) return { bytes: FILE_LIMIT_MB * MB, limitMB: FILE_LIMIT_MB };
  const limitMB = Math.min(settings.sizeLimitMB, FILE_LIMIT_MB);
  return { bytes: Math.round((limitMB + SIZE_TOLERANCE_MB) * MB), limitMB };
}

/** Spec §5: shown in the viewer without conversion. */
export const viewable = (name: string) => VIEWABLE.has(extensionOf(name));
/** Shown as an image (a browser that cannot draw a TIFF says so); a PDF is drawn by pdf.js. */
export const isPdf = (name: string) => extensionOf(name) === "pdf";
