import type { Method } from "@labledger/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { downloadMethodFile, removeMethodFile, uploadMethodFiles } from "../api/method-calls";

type File = Method["files"][number];

/** A method's files: the draft's (attach, remove) or a published version's (read only); each downloads by its name. */
export function MethodFiles({
  methodId,
  files,
  version,
  editable,
  onChanged,
}: {
  methodId: string;
  files: readonly File[];
  /** A published version's files; none: the draft's. */
  version?: number;
  editable: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation("methods");
  const picker = useRef<HTMLInputElement>(null);
  const attach = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return;
    try {
      await uploadMethodFiles(methodId, [...chosen]);
      showToast(t("detail.uploaded"), "success");
      await onChanged();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), "error");
    } finally {
      if (picker.current) picker.current.value = "";
    }
  };
  const download = async (file: File) => {
    try {
      await downloadMethodFile(methodId, file.rowId, file.name, version);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), "error");
    }
  };
  return (
    <Box data-testid={version ? "version-files" : "draft-files"}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t("detail.files")}
      </Typography>
      {files.length === 0 && <Typography color="text.secondary">{t("detail.noFiles")}</Typography>}
      {files.map((file) => (
        <Stack key={file.rowId} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="method-file">
          <Typography sx={{ flex: 1 }}>{file.name}</Typography>
          <Button size="small" onClick={() => void download(file)}>
            {t("detail.download")}
          </Button>
          {editable && (
            <Button
              size="small"
              color="warning"
              onClick={async () => {
                await removeMethodFile(methodId, file.rowId);
                showToast(t("detail.fileRemoved"), "success");
                await onChanged();
              }}
            >
              {t("detail.removeFile")}
            </Button>
          )}
        </Stack>
      ))}
      {editable && (
        <Box sx={{ mt: 1 }}>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="method-file-input"
            onChange={(e) => void attach(e.target.files)}
          />
          <Button variant="outlined" size="small" onClick={() => picker.current?.click()}>
            {t("detail.addFiles")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
