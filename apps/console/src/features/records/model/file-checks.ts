import { VIEWABLE } from "@labledger/domain/attachment/attachment-media";
import { extensionOf, MAX_NAME_LENGTH, nameProblem } from "@labledger/domain/attachment/attachment-names";
import { IMAGES_PER_UPLOAD, isImage, sizeLimit } from "@labledger/domain/attachment/attachment-rules";
import type { FileSettings } from "./types";

export { extensionOf };

/** What the server would refuse, as an i18n key and its values (the same words as the server's messages). */
export interface FileProblem {
  readonly key: string;
  readonly values: Record<string, string | number>;
}

/** Spec §5/§9, by the server's own rules (libs/domain attachment-rules): names, types, empty files, sizes, 10 pictures. */
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

/** Spec §5: shown in the viewer without conversion. */
export const viewable = (name: string) => VIEWABLE.has(extensionOf(name));
/** Shown as an image (a browser that cannot draw a TIFF says so); a PDF is drawn by pdf.js. */
export const isPdf = (name: string) => extensionOf(name) === "pdf";
