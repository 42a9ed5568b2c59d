import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { scanCode } from "../api/label-calls";
import { detailPathOf } from "../logic/scan";
import { CameraScan, cameraScanAvailable } from "./CameraScan";

/**
 * A scan box: a barcode scanner types the code and Enter (as a keyboard does), and the material
 * lot or instrument it names opens; a code nothing has says so in the server's words. Where the
 * browser reads barcodes itself (BarcodeDetector), the camera can scan too.
 */
export function ScanBox() {
  const { t } = useTranslation("labels");
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const open = async (read = code) => {
    const scanned = read.trim();
    if (!scanned || busy) return;
    setBusy(true);
    try {
      const found = await scanCode(scanned);
      setCode("");
      await navigate(detailPathOf(found));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ alignItems: "center" }}>
      <TextField
        size="small"
        label={t("scan.label")}
        placeholder={t("scan.placeholder")}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") void open();
        }}
        slotProps={{ htmlInput: { "data-testid": "label-scan", maxLength: 200, autoComplete: "off" } }}
        sx={{ minWidth: 220 }}
      />
      {cameraScanAvailable() && (
        <IconButton aria-label={t("scan.camera")} onClick={() => setCamera(true)} data-testid="label-scan-camera">
          <PhotoCameraIcon />
        </IconButton>
      )}
      {camera && (
        <CameraScan
          onCode={(read) => {
            setCamera(false);
            void open(read);
          }}
          onClose={() => setCamera(false)}
        />
      )}
    </Stack>
  );
}
