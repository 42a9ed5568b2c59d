import type { SxProps, Theme } from "@mui/material/styles";

/** How the grid's cells look: numbers to the right, errors in red, the selection tinted, row numbers muted. */
export const SHEET_GRID_SX: SxProps<Theme> = {
  "& .sheet-number": { textAlign: "right" },
  "& .sheet-error": { color: "error.main" },
  "& .sheet-selected": { bgcolor: "rgba(25, 118, 210, 0.12)" },
  "& .sheet-row-number": { color: "text.secondary", bgcolor: "action.hover", textAlign: "right" },
};
