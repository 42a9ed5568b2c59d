import Box from "@mui/material/Box";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { WATERMARK_CLOCK_MS } from "../../app/constants";
import type { Me } from "../../transport/api-types";
import { watermarkQuery } from "../../transport/queries";
import { appliesTo, watermarkLines, watermarkTile } from "./watermark-svg";

/**
 * The watermark overlay: user name and time from the watermark configuration, tiled as a CSS
 * background over every page, and in print (a fixed element repeats on every printed page).
 */
export function Watermark({ me }: { me: Me }) {
  const { data: config } = useQuery(watermarkQuery);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), WATERMARK_CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  const minute = Math.floor(now.getTime() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tile changes once a minute, not on every render
  const tile = useMemo(() => {
    if (!config) return undefined;
    const lines = watermarkLines(config, me, now);
    return lines.length > 0 ? watermarkTile(config, lines) : undefined;
  }, [config, me.realName, me.account, minute]);
  const onPage = appliesTo(config, "page");
  const inPrint = appliesTo(config, "print");
  if (!tile || (!onPage && !inPrint)) return null;
  return (
    <Box
      aria-hidden
      data-testid="watermark"
      data-watermark-lines={watermarkLines(config!, me, now).join(" | ")}
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: 1400,
        pointerEvents: "none",
        backgroundImage: `url("${tile.url}")`,
        backgroundRepeat: "repeat",
        backgroundSize: `${tile.width}px ${tile.height}px`,
        display: onPage ? "block" : "none",
        printColorAdjust: "exact",
        WebkitPrintColorAdjust: "exact",
        "@media print": { display: inPrint ? "block" : "none" },
      }}
    />
  );
}
