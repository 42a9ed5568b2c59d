import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MolSerializer, RenderStruct } from "ketcher-core";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../i18n/catalogue";
import type { StructureEditorProps } from "./structure-editor-props";

/**
 * The read-only structure (an approved record, a module that is not editable): drawn by Ketcher's
 * own renderer from the molfile or RXN, with no editing tools and without the editor or its WASM.
 */
export default function StructurePicture({ value }: StructureEditorProps) {
  const { t } = useTranslation("records");
  const canvas = useRef<HTMLDivElement>(null);
  const [unreadable, setUnreadable] = useState(false);

  useLayoutEffect(() => {
    const target = canvas.current;
    if (!target) return;
    target.replaceChildren();
    if (value === "") return;
    try {
      RenderStruct.render(target, new MolSerializer().deserialize(value), { needCache: false, autoScaleMargin: 16 });
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
    return () => target.replaceChildren();
  }, [value]);

  return (
    <Box data-testid="structure-picture">
      {value === "" && <Typography color="text.secondary">{t("structure.empty")}</Typography>}
      {unreadable && <Alert severity="warning">{t("structure.pictureFailed")}</Alert>}
      <Box
        ref={canvas}
        role="img"
        aria-label={t("structure.pictureLabel")}
        sx={{ display: value === "" || unreadable ? "none" : "block", height: 320, "& > svg": { width: "100%", height: "100%" } }}
      />
    </Box>
  );
}
