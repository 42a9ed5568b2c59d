import { describe, expect, it } from "vitest";
import type { WatermarkConfig } from "../../transport/api-types";
import { appliesTo, formatTime, watermarkLines, watermarkTile } from "./watermark-svg";

const config: WatermarkConfig = {
  enabled: true,
  showUserName: true,
  showAccount: false,
  showTime: true,
  customText: "",
  applicability: ["page", "print"],
  opacity: 0.12,
  fontSize: 16,
  angle: -30,
};
const viewer = { realName: "张三 <QA>", account: "zhang" };
const now = new Date(2026, 10, 22, 9, 5, 7);

describe("watermark", () => {
  it("formats time as YYYY-MM-DD HH:mm:ss (spec §9)", () => {
    expect(formatTime(now)).toBe("2026-11-22 09:05:07");
  });

  it("shows the user name and the time as configured", () => {
    expect(watermarkLines(config, viewer, now)).toEqual(["张三 <QA>", "2026-11-22 09:05"]);
    expect(watermarkLines({ ...config, showTime: false, showAccount: true, customText: "GxP" }, viewer, now)).toEqual([
      "张三 <QA>",
      "zhang",
      "GxP",
    ]);
  });

  it("draws a rotated, escaped SVG tile for a repeated background", () => {
    const tile = watermarkTile(config, watermarkLines(config, viewer, now));
    const svg = decodeURIComponent(tile.url.replace("data:image/svg+xml;charset=utf-8,", ""));
    expect(svg).toContain("rotate(-30");
    expect(svg).toContain("张三 &lt;QA&gt;");
    expect(svg).toContain('fill-opacity="0.12"');
    expect(tile.width).toBeGreaterThan(0);
  });

  it("applies to the page and print only when enabled and listed", () => {
    expect(appliesTo(config, "page")).toBe(true);
    expect(appliesTo({ ...config, applicability: ["page"] }, "print")).toBe(false);
    expect(appliesTo({ ...config, enabled: false }, "page")).toBe(false);
    expect(appliesTo(undefined, "page")).toBe(false);
  });
});
