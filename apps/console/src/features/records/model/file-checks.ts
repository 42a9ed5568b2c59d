import type { FileSettings } from "./types";

/** Spec §5/§9 (mirrors libs/domain attachment-rules): names, empty files, 25 MB or the limit + 0.2 MB, 10 pictures of 30 MB. */
const MB = 1024 * 1024;
export const FILE_LIMIT_MB = 25;
export const SIZE_TOLERANCE_MB = 0.2;
export const IMAGES_PER_UPLOAD = 10;
export const IMAGE_LIMIT_MB = 30;
export const VIEWABLE = new Set(["png", "jpg", "jpeg", "bmp", "gif", "pdf", "tiff", "tif"]);
const FORBIDDEN_NAME = /[/\\:*?"<>|]/;

export const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

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
    if (name.trim().length === 0 || FORBIDDEN_NAME.test(name) || [...name].length > 200)
      return { key: "upload.nameInvalid", values: { name } };
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
export const isPicture = (name: string) => ["png", "jpg", "jpeg", "bmp", "gif"].includes(extensionOf(name));
