import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../transport/download";
import { showToast } from "./toast-store";

export type ExportFormat = "csv" | "pdf" | "xlsx";

/**
 * "Export CSV | Export PDF" (or the formats given) for a file the API makes, fetched with the signed
 * headers; a refusal (too many entries, no right) shows the server's message.
 */
export function ExportButtons<F extends ExportFormat = "csv" | "pdf">({
  pathOf,
  fallbackName,
  testId,
  formats = ["csv", "pdf"] as F[],
}: {
  pathOf: (format: F) => string;
  fallbackName: (format: F) => string;
  testId: string;
  formats?: readonly F[];
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<F | null>(null);
  const run = async (format: F) => {
    setExporting(format);
    try {
      await downloadFile(pathOf(format), fallbackName(format));
    } catch (error) {
      showToast(error instanceof Error ? error.message : t("export.failed"));
    } finally {
      setExporting(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" disabled={exporting !== null} data-testid={testId}>
      {formats.map((format) => (
        <Button key={format} onClick={() => run(format)} data-testid={`${testId}-${format}`}>
          {exporting === format ? t("export.exporting") : t(`export.${format}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
