// Deep path: the console draws its preview with this same layout.
import { LABEL_PAPERS } from "@labledger/events/catalogue/labels-values";
import type { LabelComponent, LabelTemplateDefinition } from "./label-rules";

/** An item to print: the values of its type's fields (LABEL_FIELDS), as text. */
export type LabelValues = Readonly<Record<string, string | undefined>>;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a label is drawn of, in mm from the page's top left: every renderer (PDF, preview) draws exactly these. */
export type LabelPrimitive =
  | (Box & {
      kind: "text";
      text: string;
      fontSizePt: number;
      bold: boolean;
      align: "left" | "center" | "right";
      wrap: boolean;
    })
  | (Box & { kind: "barcode"; value: string; symbology: "code128" })
  | (Box & { kind: "qrcode"; value: string; errorCorrection: "L" | "M" | "Q" | "H" })
  | (Box & { kind: "image"; mediaType: string; data: string })
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; thickness: number }
  | { kind: "circle"; cx: number; cy: number; r: number; thickness: number };

export interface LabelLayout {
  /** The page's size in mm: the label's, or the sheet's paper. */
  readonly width: number;
  readonly height: number;
  readonly pages: ReadonlyArray<readonly LabelPrimitive[]>;
}

type Template = Pick<LabelTemplateDefinition, "width" | "height" | "page" | "components">;

/** Code 128 encodes ASCII only; anything else would print an unreadable code, so nothing is drawn. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: Code 128's character set is ASCII 0–127.
const CODE128 = /^[\u0000-\u007f]+$/;

const inner = (c: LabelComponent, dx: number, dy: number): Box => ({
  x: dx + c.x + c.padding,
  y: dy + c.y + c.padding,
  width: c.width - 2 * c.padding,
  height: c.height - 2 * c.padding,
});

/** A text component prints its fixed text, then its field's value ("Lot: A-12"). */
export function labelText(text: string, value: string | undefined): string {
  const fixed = text.trimEnd();
  if (!value) return text;
  return fixed ? `${fixed} ${value}` : value;
}

function place(c: LabelComponent, values: LabelValues, dx: number, dy: number): LabelPrimitive | undefined {
  const box = inner(c, dx, dy);
  switch (c.kind) {
    case "text": {
      const text = labelText(c.text, c.field ? values[c.field] : undefined);
      return text
        ? { kind: "text", ...box, text, fontSizePt: c.fontSizePt, bold: c.bold, align: c.align, wrap: c.wrap }
        : undefined;
    }
    case "barcode": {
      const value = values[c.field];
      return value && CODE128.test(value) ? { kind: "barcode", ...box, value, symbology: c.symbology } : undefined;
    }
    case "qrcode": {
      const value = values[c.field];
      return value ? { kind: "qrcode", ...box, value, errorCorrection: c.errorCorrection } : undefined;
    }
    case "image":
      return { kind: "image", ...box, mediaType: c.mediaType, data: c.data };
    case "line": {
      const { x, y, width, height } = box;
      return c.orientation === "horizontal"
        ? { kind: "line", x1: x, y1: y + height / 2, x2: x + width, y2: y + height / 2, thickness: c.thickness }
        : { kind: "line", x1: x + width / 2, y1: y, x2: x + width / 2, y2: y + height, thickness: c.thickness };
    }
    case "circle": {
      const r = Math.max(0, (Math.min(box.width, box.height) - c.thickness) / 2);
      return { kind: "circle", cx: box.x + box.width / 2, cy: box.y + box.height / 2, r, thickness: c.thickness };
    }
  }
}

/** One label's primitives with its top left at (dx, dy) mm; a field an item lacks draws nothing. */
export const labelPrimitives = (template: Template, values: LabelValues, dx = 0, dy = 0): LabelPrimitive[] =>
  template.components.flatMap((c) => place(c, values, dx, dy) ?? []);

/**
 * The labels of `items` (each `copies` times, one after the other) laid out on pages, in mm: one
 * label per page the label's size, or a sheet filled row by row from its margins, a new sheet when
 * one is full. The PDF and the designer's preview both draw what this returns.
 */
export function layOutLabels(template: Template, items: readonly LabelValues[], copies = 1): LabelLayout {
  const labels = items.flatMap((item) => Array.from({ length: copies }, () => item));
  const page = template.page;
  if (page.kind === "label")
    return { width: template.width, height: template.height, pages: labels.map((values) => labelPrimitives(template, values)) };
  const paper = LABEL_PAPERS[page.paper];
  const perSheet = page.columns * page.rows;
  const pages: LabelPrimitive[][] = [];
  labels.forEach((values, i) => {
    const slot = i % perSheet;
    if (slot === 0) pages.push([]);
    const column = slot % page.columns;
    const row = Math.floor(slot / page.columns);
    const dx = page.marginLeft + column * (template.width + page.gapX);
    const dy = page.marginTop + row * (template.height + page.gapY);
    pages[pages.length - 1]?.push(...labelPrimitives(template, values, dx, dy));
  });
  return { width: paper.width, height: paper.height, pages };
}

type Coded = Extract<LabelPrimitive, { kind: "barcode" | "qrcode" }>;

/** What bwip-js is asked to encode (its `raw`, no rendering: the renderers draw the modules themselves). */
export const labelSymbolRequest = (symbol: Coded) =>
  symbol.kind === "barcode"
    ? { bcid: symbol.symbology, text: symbol.value }
    : { bcid: "qrcode", text: symbol.value, eclevel: symbol.errorCorrection };

/** bwip-js's raw encoding: a linear symbol's bar and space widths (`sbs`), or a matrix's modules row by row (`pixs`). */
export type SymbolEncoding = ReadonlyArray<{
  readonly sbs?: readonly number[];
  readonly pixs?: readonly number[];
  readonly pixx?: number;
  readonly pixy?: number;
}>;

/** A symbol as dark rectangles [x, y, width, height] in modules, its quiet zone included in its size. */
export interface SymbolModules {
  readonly width: number;
  readonly height: number;
  readonly rects: ReadonlyArray<readonly [number, number, number, number]>;
}

/** Quiet zones: 10 modules beside a Code 128, 4 around a QR code. */
const QUIET = { barcode: 10, qrcode: 4 } as const;

/** The dark modules of an encoded symbol (a QR code's rows merged into runs), or nothing for an encoding it does not know. */
export function symbolModules(kind: Coded["kind"], encoding: SymbolEncoding): SymbolModules | undefined {
  const first = encoding[0];
  const quiet = QUIET[kind];
  if (kind === "barcode" && first?.sbs) {
    const rects: Array<[number, number, number, number]> = [];
    let x = quiet;
    first.sbs.forEach((w, i) => {
      if (i % 2 === 0) rects.push([x, 0, w, 1]);
      x += w;
    });
    return { width: x + quiet, height: 1, rects };
  }
  if (kind === "qrcode" && first?.pixs && first.pixx && first.pixy) {
    const { pixs, pixx, pixy } = first;
    const rects: Array<[number, number, number, number]> = [];
    for (let y = 0; y < pixy; y++)
      for (let x = 0; x < pixx; x++) {
        if (!pixs[y * pixx + x]) continue;
        let run = 1;
        while (x + run < pixx && pixs[y * pixx + x + run]) run++;
        rects.push([quiet + x, quiet + y, run, 1]);
        x += run - 1;
      }
    return { width: pixx + 2 * quiet, height: pixy + 2 * quiet, rects };
  }
  return undefined;
}

/** Where a symbol's modules go, in mm: a barcode stretched over its box, a QR code square and centred in it. */
export function symbolPlacement(symbol: Coded, modules: SymbolModules) {
  if (symbol.kind === "barcode")
    return { x: symbol.x, y: symbol.y, scaleX: symbol.width / modules.width, scaleY: symbol.height / modules.height };
  const side = Math.min(symbol.width, symbol.height);
  const scale = side / modules.width;
  return { x: symbol.x + (symbol.width - side) / 2, y: symbol.y + (symbol.height - side) / 2, scaleX: scale, scaleY: scale };
}
