import type { SxProps, Theme } from "@mui/material/styles";

/** How the grid's cells look: numbers to the right, errors in red, the selection tinted, row numbers muted. */
export const SHEET_GRID_SX: SxProps<Theme> = {
  "& .sheet-number": { textAlign: "right" },
  "& .sheet-error": { color: "error.main" },
  "& .sheet-selected": { bgcolor: "rgba(25, 118, 210, 0.12)" },
  "& .sheet-row-number": { color: "text.secondary", bgcolor: "action.hover", textAlign: "right" },
  // A design's input cells stand out; a required one is marked in its corner; the others read as fixed.
  "& .sheet-input": { bgcolor: "rgba(46, 125, 50, 0.10)", boxShadow: "inset 0 0 0 1px rgba(46, 125, 50, 0.5)" },
  "& .sheet-required": { backgroundImage: "linear-gradient(225deg, #d32f2f 6px, transparent 6px)" },
  "& .sheet-fixed": { color: "text.secondary" },
};
