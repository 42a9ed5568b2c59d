import type { WatermarkConfig } from "../../transport/api-types";

export interface WatermarkViewer {
  readonly realName: string;
  readonly account: string;
}

/** Spec §9 time format. */
export function formatTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** The lines one watermark tile shows, from the configuration. */
export function watermarkLines(config: WatermarkConfig, viewer: WatermarkViewer, now: Date): string[] {
  const lines: string[] = [];
  if (config.showUserName) lines.push(viewer.realName);
  if (config.showAccount) lines.push(viewer.account);
  if (config.showTime) lines.push(formatTime(now).slice(0, 16));
  if (config.customText) lines.push(config.customText);
  return lines.filter((line) => line.trim() !== "");
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** One tile as an SVG data URL, for a repeated CSS background. */
export function watermarkTile(config: WatermarkConfig, lines: readonly string[]): { url: string; width: number; height: number } {
  const fontSize = Math.max(8, config.fontSize || 16);
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  const width = Math.round(Math.max(240, longest * fontSize * 1.1 + 80));
  const height = Math.round(Math.max(160, lines.length * fontSize * 1.6 + 100));
  const opacity = Math.min(1, Math.max(0, config.opacity ?? 0.12));
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${height / 2 + (i - (lines.length - 1) / 2) * fontSize * 1.4}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(${config.angle ?? -30} ${width / 2} ${height / 2})" fill="#000" fill-opacity="${opacity}" ` +
    `font-family="sans-serif" font-size="${fontSize}">${text}</g></svg>`;
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height };
}

export function appliesTo(config: WatermarkConfig | undefined, where: "page" | "print"): boolean {
  return Boolean(config?.enabled && (config.applicability ?? []).includes(where));
}
