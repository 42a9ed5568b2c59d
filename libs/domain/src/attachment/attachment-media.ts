import { extensionOf } from "./attachment-names";

/**
 * What a file is comes from its content, never from the Content-Type a client declares.
 * `Detected` is what magic-number detection found in the first bytes (file-type's `ext`
 * and `mime`), or undefined when the content has no known signature (plain text).
 */
export interface Detected {
  readonly ext: string;
  readonly mime: string;
}

export const OCTET_STREAM = "application/octet-stream";

/** A format with a magic number: what detection must find in a file with this extension, and the type it is stored as. */
interface MagicFormat {
  readonly mediaType: string;
  /** Detected `ext` names, or `video/*` / `audio/*` for any detected type of that kind (containers vary). */
  readonly detected: readonly string[];
}

const format = (mediaType: string, ...detected: string[]): MagicFormat => ({ mediaType, detected });
const OOXML = (kind: string, ext: string) => format(`application/vnd.openxmlformats-officedocument.${kind}`, ext, "zip");
const VIDEO = (mediaType: string) => format(mediaType, "video/*", "audio/*");
const AUDIO = (mediaType: string) => format(mediaType, "audio/*", "video/*");

const MAGIC_FORMATS: Readonly<Record<string, MagicFormat>> = {
  png: format("image/png", "png", "apng"),
  apng: format("image/apng", "apng", "png"),
  jpg: format("image/jpeg", "jpg"),
  jpeg: format("image/jpeg", "jpg"),
  gif: format("image/gif", "gif"),
  bmp: format("image/bmp", "bmp"),
  tif: format("image/tiff", "tif"),
  tiff: format("image/tiff", "tif"),
  webp: format("image/webp", "webp"),
  avif: format("image/avif", "avif"),
  psd: format("image/vnd.adobe.photoshop", "psd"),
  pdf: format("application/pdf", "pdf"),
  zip: format("application/zip", "zip"),
  rar: format("application/vnd.rar", "rar"),
  "7z": format("application/x-7z-compressed", "7z"),
  gz: format("application/gzip", "gz"),
  doc: format("application/msword", "cfb"),
  xls: format("application/vnd.ms-excel", "cfb"),
  ppt: format("application/vnd.ms-powerpoint", "cfb"),
  docx: OOXML("wordprocessingml.document", "docx"),
  xlsx: OOXML("spreadsheetml.sheet", "xlsx"),
  pptx: OOXML("presentationml.presentation", "pptx"),
  mp4: VIDEO("video/mp4"),
  m4v: VIDEO("video/mp4"),
  mov: VIDEO("video/quicktime"),
  avi: VIDEO("video/x-msvideo"),
  mkv: VIDEO("video/x-matroska"),
  webm: VIDEO("video/webm"),
  mpg: VIDEO("video/mpeg"),
  mpeg: VIDEO("video/mpeg"),
  mp3: AUDIO("audio/mpeg"),
  wav: AUDIO("audio/wav"),
  flac: AUDIO("audio/flac"),
  ogg: AUDIO("audio/ogg"),
  m4a: AUDIO("audio/mp4"),
  aac: AUDIO("audio/aac"),
};

/** Text formats have no magic number: a fixed type that no browser runs. */
const TEXT_FORMATS: Readonly<Record<string, string>> = {
  txt: "text/plain",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  ...Object.fromEntries(
    [
      ["log", "jdx", "dx", "jcamp", "mol", "sdf", "rxn", "cif", "pdb", "xyz"],
      ["fasta", "fa", "fna", "ffn", "faa", "gb", "gbk", "genbank", "gp", "gpt", "genpept", "genpep", "seq", "gen"],
    ]
      .flat()
      .map((extension) => [extension, "text/plain"]),
  ),
};
/** Text that detection may recognise (an XML prolog, a calendar) without it being another format. */
const TEXTUAL_DETECTIONS = new Set(["xml", "vtt", "ics", "vcf"]);

/** Media types a response may carry as they are: the fixed ones above and detected images, video and audio. */
export function isSafeMediaType(mediaType: string): boolean {
  if (KNOWN_TYPES.has(mediaType)) return true;
  return /^(image|video|audio)\/[a-z0-9][a-z0-9.+-]*$/.test(mediaType) && !/svg|xml|html|script/.test(mediaType);
}
const KNOWN_TYPES = new Set([...Object.values(MAGIC_FORMATS).map((f) => f.mediaType), ...Object.values(TEXT_FORMATS)]);

const matches = (magic: MagicFormat, detected: Detected) =>
  magic.detected.some((d) => (d.endsWith("/*") ? detected.mime.startsWith(d.slice(0, -1)) : d === detected.ext));

/** Whether the content is what the extension says (extensions without a known format: anything goes). */
export function contentMatchesExtension(name: string, detected: Detected | undefined): boolean {
  const extension = extensionOf(name);
  const magic = MAGIC_FORMATS[extension];
  if (magic) return detected !== undefined && matches(magic, detected);
  if (TEXT_FORMATS[extension]) return detected === undefined || TEXTUAL_DETECTIONS.has(detected.ext);
  return true;
}

/**
 * The media type an attachment is stored with, from its extension's fixed format once the
 * content is shown to match it; an unknown extension keeps a detected image, video or audio
 * type, anything else is `application/octet-stream`. Undefined: the content is not what the
 * extension says (HTML in a .pdf, an SVG in a .png, an executable in a .txt).
 */
export function storedMediaType(name: string, detected: Detected | undefined): string | undefined {
  if (!contentMatchesExtension(name, detected)) return undefined;
  const extension = extensionOf(name);
  const fixed = MAGIC_FORMATS[extension]?.mediaType ?? TEXT_FORMATS[extension];
  if (fixed) return fixed;
  return detected && isSafeMediaType(detected.mime) ? detected.mime : OCTET_STREAM;
}

/** Spec §5: shown in the viewer without conversion. */
export const VIEWABLE = new Set(["png", "jpg", "jpeg", "bmp", "gif", "pdf", "tiff", "tif"]);

/** The one media type a viewable extension is shown inline as (undefined: never inline). */
export const inlineMediaType = (name: string): string | undefined => {
  const extension = extensionOf(name);
  return VIEWABLE.has(extension) ? MAGIC_FORMATS[extension]?.mediaType : undefined;
};

const essence = (mediaType: string) => (mediaType.split(";")[0] ?? "").trim().toLowerCase();

/**
 * How a stored attachment is served. Inline only for a viewer type whose stored type is
 * exactly that kind (a row written by an older version with a declared `text/html` for a
 * `.pdf` is never inline); otherwise a download, typed as stored only when that type is safe.
 * The server also checks the content of an inline file (`contentMatchesExtension`) before
 * serving it inline, since older versions stored the declared type unchecked.
 */
export function servedAs(
  file: { readonly name: string; readonly mediaType: string },
  download: boolean,
): { inline: boolean; contentType: string } {
  const stored = essence(file.mediaType);
  const inlineType = inlineMediaType(file.name);
  if (!download && inlineType !== undefined && stored === inlineType) return { inline: true, contentType: inlineType };
  return { inline: false, contentType: isSafeMediaType(stored) ? stored : OCTET_STREAM };
}
