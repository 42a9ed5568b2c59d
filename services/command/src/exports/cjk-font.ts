import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (SIL Open Font License), shipped as an npm package so that a fresh clone
 * writes Chinese into PDFs without any system font. Read once, on the first export; each
 * PDF embeds only the glyphs it uses.
 */
const FILES = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;

const loaded = new Map<keyof typeof FILES, Buffer>();

export function cjkFont(weight: keyof typeof FILES): Buffer {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[weight]));
    loaded.set(weight, bytes);
  }
  return bytes;
}
