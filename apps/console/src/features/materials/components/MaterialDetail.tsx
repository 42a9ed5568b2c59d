import { MATERIAL_DETAIL_FIELDS } from "@labledger/events/catalogue/materials-values";
import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { Link as RouterLink } from "react-router";
import { showToast } from "../../../ui/toast-store";
import { MATERIALS_KEY, type Material, materialQuery, setAvailability } from "../api/material-calls";
import { formatAmount, formatDay } from "../logic/format";
import { ExpiryChip } from "./ExpiryChip";
import { MaterialDialog } from "./MaterialDialog";
import { MovementHistory } from "./MovementHistory";
import { ReceiveForm } from "./ReceiveForm";
import { ScanBox } from "./ScanBox";

/**
 * One lot opened from the list, a scan or a link (?id=): every field by its label, its stock,
 * availability, receipts and history. Its own scan box opens the next bottle scanned.
 */
export function MaterialDetail({
  materialId,
  onClose,
  onScanned,
}: {
  materialId: string;
  onClose: () => void;
  onScanned: (id: string) => void;
}) {
  const { t } = useTranslation("materials");
  const lot = useQuery(materialQuery(materialId));
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: "100%", md: 640 } } } }}>
      <Box sx={{ p: 3 }} data-testid="material-detail" data-barcode={lot.data?.barcode}>
        <Stack direction="row" sx={{ alignItems: "center", mb: 2 }}>
          <Typography variant="h6" sx={{ flex: 1 }} data-testid="material-detail-name">
            {lot.data?.name ?? ""}
          </Typography>
          <IconButton onClick={onClose} aria-label={t("detail.close")} data-testid="material-detail-close">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ mb: 2 }}>
          <ScanBox onFound={(row) => onScanned(row.id)} testId="material-detail-scan" />
        </Box>
        {lot.error && (
          <Alert severity="error" data-testid="material-detail-error">
            {t("detail.loadError", { message: lot.error.message })}
          </Alert>
        )}
        {lot.isPending && <CircularProgress size={24} />}
        {lot.data && <LotView lot={lot.data} />}
      </Box>
    </Drawer>
  );
}

function LotView({ lot }: { lot: Material }) {
  const { t, i18n } = useTranslation("materials");
  const language = i18n.language;
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [switching, setSwitching] = useState(false);
  const unit = t(`unit.${lot.unit}`);
  const toggle = async (available: boolean) => {
    setSwitching(true);
    try {
      await setAvailability(lot.id, available);
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
      showToast(t(available ? "detail.madeAvailable" : "detail.madeUnavailable"), "success");
    } finally {
      setSwitching(false);
    }
  };
  const facts: Array<[string, string]> = [
    [t("field.barcode"), lot.barcode],
    [t("detail.category"), lot.categoryName],
    [t("field.expiresOn"), lot.expiresOn ? formatDay(lot.expiresOn, language) : t("expiry.none")],
    ...MATERIAL_DETAIL_FIELDS.map((field): [string, string] => [t(`field.${field}`), lot.details[field] ?? ""]),
    [t("detail.structure"), t(lot.hasStructure ? "detail.hasStructure" : "detail.noStructure")],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography data-testid="material-detail-stock">
          {t("detail.stockOf", {
            left: formatAmount(lot.quantity, language),
            initial: formatAmount(lot.initialQuantity, language),
            unit,
          })}
        </Typography>
        <ExpiryChip state={lot.expiryState} />
        <FormControlLabel
          control={
            <Switch
              checked={lot.available}
              disabled={switching}
              onChange={(e) => void toggle(e.target.checked)}
              slotProps={{ input: { "data-testid": "material-available" } as object }}
            />
          }
          label={t("detail.available")}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          component={RouterLink}
          to={`/resource/commonList/tagSelectTemplate?ids=${encodeURIComponent(lot.barcode)}`}
          data-testid="material-print-label"
        >
          {t("detail.printLabel")}
        </Button>
        <Button variant="outlined" onClick={() => setEditing(true)} data-testid="material-edit">
          {t("detail.edit")}
        </Button>
      </Stack>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0 }}
        data-testid="material-facts"
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="material-fact" data-label={label}>
              {value || t("detail.empty")}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <ReceiveForm key={lot.id} lot={lot} />
      <Divider />
      <MovementHistory materialId={lot.id} lotUnit={lot.unit} />
      {editing && <MaterialDialog lot={lot} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
