import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { scanCode } from "../api/label-calls";
import { detailPathOf } from "../logic/scan";

/**
 * A scan box: a barcode scanner types the code and Enter (as a keyboard does), and the material
 * lot or instrument it names opens; a code nothing has says so in the server's words.
 */
export function ScanBox() {
  const { t } = useTranslation("labels");
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const scanned = code.trim();
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
  );
}
