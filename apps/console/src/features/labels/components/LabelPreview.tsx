import {
  type LabelPrimitive,
  type LabelValues,
  labelPrimitives,
  labelSymbolRequest,
  type SymbolEncoding,
  symbolModules,
  symbolPlacement,
} from "@labledger/domain/labels/label-layout";
import type { LabelTemplateDefinition } from "@labledger/domain/labels/label-rules";
// The default export's `raw` encodes; the named `raw` is the "raw" symbology's encoder.
import bwipjs from "bwip-js/browser";
import { useId, useMemo, useRef } from "react";

const PT_TO_MM = 25.4 / 72;

/** A barcode or QR code's dark modules as one SVG path in mm, placed as the layout says; none where the value cannot be encoded. */
function symbolPath(p: Extract<LabelPrimitive, { kind: "barcode" | "qrcode" }>): { d: string; transform: string } | undefined {
  let modules: ReturnType<typeof symbolModules>;
  try {
    modules = symbolModules(p.kind, bwipjs.raw(labelSymbolRequest(p)) as SymbolEncoding);
  } catch {
    return undefined;
  }
  if (!modules) return undefined;
  const at = symbolPlacement(p, modules);
  return {
    d: modules.rects.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}z`).join(""),
    transform: `translate(${at.x} ${at.y}) scale(${at.scaleX} ${at.scaleY})`,
  };
}

/**
 * A wrapped text's lines for the preview, by an estimate of each character's width (a Chinese
 * character an em, others about half); the PDF wraps by the font's own widths, which may differ slightly.
 */
function wrapped(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  let used = 0;
  for (const ch of text) {
    const w = (/[\u2e80-\uffef]/.test(ch) ? 1 : 0.55) * size;
    if (used + w > width && line) {
      lines.push(line);
      line = "";
      used = 0;
    }
    line += ch;
    used += w;
  }
  return line ? [...lines, line] : lines;
}

/** A text, clipped to its box as the PDF cuts it. */
function TextPrimitive({ p }: { p: Extract<LabelPrimitive, { kind: "text" }> }) {
  // React's ids hold characters a url(#…) reference may not read.
  const clip = `label-text-${useId().replace(/[^\w-]/g, "")}`;
  const size = p.fontSizePt * PT_TO_MM;
  const anchor = ({ left: "start", center: "middle", right: "end" } as const)[p.align];
  const x = p.align === "center" ? p.x + p.width / 2 : p.align === "right" ? p.x + p.width : p.x;
  const lines = p.wrap ? wrapped(p.text, p.width, size) : [p.text];
  return (
    <g>
      <clipPath id={clip}>
        <rect x={p.x} y={p.y} width={p.width} height={p.height} />
      </clipPath>
      <text
        clipPath={`url(#${clip})`}
        fontSize={size}
        fontWeight={p.bold ? 700 : 400}
        textAnchor={anchor}
        fontFamily="Noto Sans SC, sans-serif"
      >
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the text.
          <tspan key={i} x={x} y={p.y + size * (0.9 + i * 1.2)}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

function Primitive({ p }: { p: LabelPrimitive }) {
  switch (p.kind) {
    case "text":
      return <TextPrimitive p={p} />;
    case "barcode":
    case "qrcode": {
      const symbol = symbolPath(p);
      return symbol ? <path d={symbol.d} transform={symbol.transform} fill="#000" /> : null;
    }
    case "image":
      return <image href={`data:${p.mediaType};base64,${p.data}`} x={p.x} y={p.y} width={p.width} height={p.height} />;
    case "line":
      return <line x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} stroke="#000" strokeWidth={p.thickness} />;
    case "circle":
      return <circle cx={p.cx} cy={p.cy} r={p.r} fill="none" stroke="#000" strokeWidth={p.thickness} />;
  }
}

/**
 * The label at true proportions, drawn from the same layout as the PDF (one rule, written once),
 * `pxPerMm` pixels to the millimetre. In the designer each component can be picked and dragged.
 */
export function LabelPreview({
  template,
  values,
  pxPerMm = 8,
  selected,
  onSelect,
  onDrag,
  testId = "label-preview",
  label,
}: {
  template: Pick<LabelTemplateDefinition, "width" | "height" | "page" | "components">;
  values: LabelValues;
  pxPerMm?: number;
  selected?: number | undefined;
  onSelect?: (index: number) => void;
  /** A drag of component `index` by (dx, dy) mm from where it started. */
  onDrag?: (index: number, dx: number, dy: number) => void;
  testId?: string;
  /** What the picture is, for a screen reader. */
  label: string;
}) {
  const primitives = useMemo(() => labelPrimitives(template, values), [template, values]);
  const dragging = useRef<{ index: number; x: number; y: number } | null>(null);
  const { width, height } = template;
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      width={width * pxPerMm}
      height={height * pxPerMm}
      viewBox={`0 0 ${width} ${height}`}
      style={{ background: "#fff", boxShadow: "0 0 0 1px #c8ccd0", touchAction: "none", userSelect: "none" }}
      onPointerMove={(e) => {
        const drag = dragging.current;
        if (drag && onDrag) onDrag(drag.index, (e.clientX - drag.x) / pxPerMm, (e.clientY - drag.y) / pxPerMm);
      }}
      onPointerUp={() => {
        dragging.current = null;
      }}
      onPointerLeave={() => {
        dragging.current = null;
      }}
    >
      {primitives.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: primitives have no identity beyond their place in the layout.
        <Primitive key={i} p={p} />
      ))}
      {onSelect &&
        template.components.map((c, i) => (
          <rect
            key={c.key || i}
            data-testid={`label-component-${i}`}
            x={c.x}
            y={c.y}
            width={c.width}
            height={c.height}
            fill="transparent"
            stroke={selected === i ? "#1976d2" : "#9aa4ae"}
            strokeWidth={selected === i ? 0.3 : 0.1}
            strokeDasharray={selected === i ? undefined : "0.6 0.4"}
            style={{ cursor: "move" }}
            onPointerDown={(e) => {
              (e.target as Element).setPointerCapture?.(e.pointerId);
              onSelect(i);
              dragging.current = { index: i, x: e.clientX, y: e.clientY };
            }}
          />
        ))}
    </svg>
  );
}
