import type { SettingsValues } from "@labledger/events";
import { DomainError } from "../decider/domain-error";

type FileSettings = SettingsValues<"files">;

const MB = 1024 * 1024;
/** Spec §5/§9: files 25 MB; with the file-size-limit setting on, the configured limit plus 0.2 MB. */
export const FILE_LIMIT_MB = 25;
export const SIZE_TOLERANCE_MB = 0.2;
/** Spec §5: pictures at most 10 per upload, each at most 30 MB. */
export const IMAGES_PER_UPLOAD = 10;
export const IMAGE_LIMIT_MB = 30;
/** Spec §5: shown in the viewer without conversion. */
export const VIEWABLE = new Set(["png", "jpg", "jpeg", "bmp", "gif", "pdf", "tiff", "tif"]);

const FORBIDDEN_NAME = /[/\\:*?"<>|]/;
const CATEGORY_OF_MEDIA = ["image", "video", "audio"] as const;

export const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

export const isImage = (name: string, settings: FileSettings) => settings.imageAccept.includes(extensionOf(name));

/** Refuses a name the spec does not allow, or a type the accept lists do not take. */
export function checkFile(name: string, mediaType: string, settings: FileSettings): void {
  if (name.trim().length === 0 || FORBIDDEN_NAME.test(name) || [...name].length > 200)
    throw new DomainError("attachment.nameInvalid", "invalid", { name });
  const extension = extensionOf(name);
  const category = CATEGORY_OF_MEDIA.find((c) => mediaType.startsWith(`${c}/`) || (c === "image" && isImage(name, settings)));
  const accepted = settings.accept.includes(extension) || (category !== undefined && settings.accept.includes(category));
  if (!accepted) throw new DomainError("attachment.typeRefused", "invalid", { name });
}

/** The most bytes a file may have, and the limit to name in the refusal. */
export function sizeLimit(name: string, settings: FileSettings): { bytes: number; limitMB: number } {
  if (isImage(name, settings)) return { bytes: IMAGE_LIMIT_MB * MB, limitMB: IMAGE_LIMIT_MB };
  if (!settings.sizeLimitEnabled) return { bytes: FILE_LIMIT_MB * MB, limitMB: FILE_LIMIT_MB };
  const limitMB = Math.min(settings.sizeLimitMB, FILE_LIMIT_MB);
  return { bytes: Math.round((limitMB + SIZE_TOLERANCE_MB) * MB), limitMB };
}

export function checkImageCount(names: readonly string[], settings: FileSettings): void {
  if (names.filter((n) => isImage(n, settings)).length > IMAGES_PER_UPLOAD)
    throw new DomainError("attachment.tooManyImages", "invalid", { max: IMAGES_PER_UPLOAD });
}
