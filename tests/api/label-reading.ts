import { createCanvas } from "@napi-rs/canvas";
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Points per mm, as the label PDF counts them. */
export const PT_PER_MM = 72 / 25.4;

/** A label PDF read back: each page's size in points, and page 1 rendered at `pxPerMm` on white, as grey levels. */
export async function renderLabelPdf(bytes: ArrayBuffer, pxPerMm = 8) {
  // A copy: pdfjs hands the buffer it is given to its worker, which detaches it.
  const pdf = await getDocument({ data: new Uint8Array(bytes.slice(0)), verbosity: 0 }).promise;
  const sizes: Array<[number, number]> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const [x0, y0, x1, y1] = (await pdf.getPage(n)).view as [number, number, number, number];
    sizes.push([x1 - x0, y1 - y0]);
  }
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: pxPerMm / PT_PER_MM });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // biome-ignore lint/suspicious/noExplicitAny: pdfjs takes a DOM canvas context; @napi-rs/canvas draws the same.
  await page.render({ canvasContext: context as any, viewport, canvas: canvas as any }).promise;
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const grey = new Uint8ClampedArray(canvas.width * canvas.height);
  for (let i = 0; i < grey.length; i++) {
    const alpha = rgba[i * 4 + 3]! / 255;
    const luminance = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
    grey[i] = Math.round(luminance * alpha + 255 * (1 - alpha));
  }
  await pdf.destroy();
  return { sizes, pages: sizes.length, image: { grey, width: canvas.width, height: canvas.height, pxPerMm } };
}

type Rendered = Awaited<ReturnType<typeof renderLabelPdf>>["image"];

/** Reads a barcode or QR code in a box of the rendered page (mm), with a white border around the crop. */
export function decodeIn(
  image: Rendered,
  box: { x: number; y: number; width: number; height: number },
  format: "code128" | "qr",
) {
  const border = 4 * image.pxPerMm;
  const left = Math.max(0, Math.floor(box.x * image.pxPerMm));
  const top = Math.max(0, Math.floor(box.y * image.pxPerMm));
  const width = Math.min(image.width - left, Math.ceil(box.width * image.pxPerMm));
  const height = Math.min(image.height - top, Math.ceil(box.height * image.pxPerMm));
  const w = width + 2 * border;
  const h = height + 2 * border;
  const crop = new Uint8ClampedArray(w * h).fill(255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) crop[(y + border) * w + x + border] = image.grey[(top + y) * image.width + left + x]!;
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [format === "qr" ? BarcodeFormat.QR_CODE : BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(crop, w, h)))).getText();
}
