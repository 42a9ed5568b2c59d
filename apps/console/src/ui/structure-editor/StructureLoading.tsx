import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** Shown while the structure editor's chunk, and then Ketcher's chemistry engine (WASM), load. */
export function StructureLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="structure-editor-loading"
      sx={{ display: "flex", alignItems: "center", gap: 1.5, p: 2, color: "text.secondary" }}
    >
      <CircularProgress size={20} />
      <Typography variant="body2">{t("structure.loading")}</Typography>
    </Box>
  );
}
