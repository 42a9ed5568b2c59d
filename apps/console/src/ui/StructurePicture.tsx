import Box from "@mui/material/Box";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../transport/api-client";

/** The structure as the server draws it (SVG text). Quiet: the picture says what went wrong. */
const renderStructure = async (structure: string) =>
  ((await call("POST", "/chemistry/render", { body: { structure }, quiet: true })).response as { svg: string }).svg;

/**
 * A structure as the server draws it (Indigo's SVG), shown as an image: an <img> runs no script
 * and fetches nothing, whatever the drawing's labels say.
 */
export function StructurePicture({ structure, testId, height = 220 }: { structure: string; testId: string; height?: number }) {
  const { t } = useTranslation();
  const picture = useQuery({
    queryKey: ["structure-picture", structure],
    queryFn: () => renderStructure(structure),
    enabled: structure.trim() !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(
    () => (picture.data ? URL.createObjectURL(new Blob([picture.data], { type: "image/svg+xml" })) : undefined),
    [picture.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!structure.trim()) return null;
  return (
    <Box
      data-testid={testId}
      data-state={url ? "drawn" : picture.isError ? "failed" : "drawing"}
      sx={{ height, display: "flex", justifyContent: "center" }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t("structure.picture")}
          sx={{ maxWidth: "100%", maxHeight: height, objectFit: "contain" }}
        />
      ) : picture.isError ? (
        <Box sx={{ color: "error.main", fontSize: 13 }}>{picture.error.message}</Box>
      ) : null}
    </Box>
  );
}
