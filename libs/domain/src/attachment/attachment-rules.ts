import type { SettingsValues } from "@labledger/events";
// Deep path: the console runs these rules, and the catalogue's entry would bring zod.
import { FILE_SIZE_MB } from "@labledger/events/catalogue/settings-values";
import { DomainError } from "../decider/domain-error";
import { type Detected, storedMediaType } from "./attachment-media";
import { extensionOf, MAX_NAME_LENGTH, nameProblem } from "./attachment-names";

type FileSettings = SettingsValues<"files">;
/** What the size rules read, readonly so that the console passes the settings as it holds them. */
type SizeSettings = Pick<FileSettings, "sizeLimitEnabled" | "sizeLimitMB"> & { readonly imageAccept: readonly string[] };

const MB = 1024 * 1024;
/** Spec §5/§9: files 25 MB; with the file-size-limit setting on, the configured limit plus 0.2 MB. */
export const FILE_LIMIT_MB = FILE_SIZE_MB.max;
export const SIZE_TOLERANCE_MB = 0.2;
/** Spec §5: pictures at most 10 per upload, each at most 30 MB. */
export const IMAGES_PER_UPLOAD = 10;
export const IMAGE_LIMIT_MB = 30;
const CATEGORY_OF_MEDIA = ["image", "video", "audio"] as const;

export const isImage = (name: string, settings: Pick<SizeSettings, "imageAccept">) =>
  settings.imageAccept.includes(extensionOf(name));

/** Refuses a name the spec does not allow (`/ : * ? " < > |`) or that is not readable text. */
export function checkName(name: string): void {
  const problem = nameProblem(name);
  if (problem === "nameInvalid") throw new DomainError("attachment.nameInvalid", "invalid", { name });
  if (problem === "nameUnreadable") throw new DomainError("attachment.nameUnreadable", "invalid", { max: MAX_NAME_LENGTH });
}

/**
 * The media type a received file is stored with, decided from its content: refused when
 * the content is not what its extension says, or when neither the extension nor the
 * content's kind (image, video, audio) is on the accept lists.
 */
export function checkContent(name: string, detected: Detected | undefined, settings: FileSettings): string {
  const extension = extensionOf(name);
  const byName = settings.accept.includes(extension) || (isImage(name, settings) && settings.accept.includes("image"));
  const mediaType = storedMediaType(name, detected);
  if (mediaType === undefined) {
    if (!byName) throw new DomainError("attachment.typeRefused", "invalid", { name });
    throw new DomainError("attachment.contentMismatch", "invalid", { name, extension });
  }
  const category = CATEGORY_OF_MEDIA.find((c) => mediaType.startsWith(`${c}/`));
  if (!byName && !(category && settings.accept.includes(category)))
    throw new DomainError("attachment.typeRefused", "invalid", { name });
  return mediaType;
}

/** The most bytes a file may have, and the limit to name in the refusal. */
export function sizeLimit(name: string, settings: SizeSettings): { bytes: number; limitMB: number } {
  if (isImage(name, settings)) return { bytes: IMAGE_LIMIT_MB * MB, limitMB: IMAGE_LIMIT_MB };
  if (!settings.sizeLimitEnabled) return { bytes: FILE_LIMIT_MB * MB, limitMB: FILE_LIMIT_MB };
  const limitMB = Math.min(settings.sizeLimitMB, FILE_LIMIT_MB);
  return { bytes: Math.round((limitMB + SIZE_TOLERANCE_MB) * MB), limitMB };
}

export function checkImageCount(names: readonly string[], settings: FileSettings): void {
  if (names.filter((n) => isImage(n, settings)).length > IMAGES_PER_UPLOAD)
    throw new DomainError("attachment.tooManyImages", "invalid", { max: IMAGES_PER_UPLOAD });
}
