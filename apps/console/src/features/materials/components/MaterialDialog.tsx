import { MATERIAL_LIMITS, MATERIAL_UNITS } from "@labledger/events/catalogue/materials-values";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { showToast } from "../../../ui/toast-store";
import { describeMaterial, MATERIALS_KEY, type Material, registerMaterial } from "../api/material-calls";
import {
  barcodeProblem,
  casProblem,
  descriptionOf,
  EMPTY_FORM,
  FIELD_GROUPS,
  formOf,
  formProblems,
  type MaterialForm,
  type MaterialUnit,
  registerBodyOf,
} from "../logic/material-form";

const GRID = { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 1.5 } as const;

/**
 * Registers a lot (barcode — or a new one —, name, quantity and unit, expiry, the §3 fields and a
 * structure) or, given one, changes what describes it (everything but its barcode and stock). The
 * server's refusal shows here and what was typed stays.
 */
export function MaterialDialog({
  lot,
  onClose,
  onRegistered,
}: {
  lot: Material | "new";
  onClose: () => void;
  onRegistered?: (id: string) => void;
}) {
  const { t } = useTranslation("materials");
  const client = useQueryClient();
  const registering = lot === "new";
  const [form, setForm] = useState<MaterialForm>(registering ? EMPTY_FORM : formOf(lot));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const needs = formProblems(form, registering);
  const detail = (field: keyof MaterialForm["details"], value: string) =>
    setForm((f) => ({ ...f, details: { ...f.details, [field]: value } }));
  const save = async () => {
    setBusy(true);
    setProblem("");
    try {
      if (registering) {
        const id = await registerMaterial(registerBodyOf(form));
        showToast(t("dialog.registered"), "success");
        onRegistered?.(id);
      } else {
        await describeMaterial(lot.id, { ...descriptionOf(form), categoryId: lot.categoryId, extra: lot.extra });
        showToast(t("dialog.saved"), "success");
      }
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const badBarcode = barcodeProblem(form.barcode) !== null;
  const badCas = casProblem(form.details.cas) !== null;
  const text = (field: keyof MaterialForm["details"]) => (
    <TextField
      key={field}
      size="small"
      label={t(`field.${field}`)}
      value={form.details[field]}
      onChange={(e) => detail(field, e.target.value)}
      {...(field === "cas" ? { error: badCas, helperText: badCas ? t("dialog.casInvalid") : undefined } : {})}
      slotProps={{
        htmlInput: { maxLength: MATERIAL_LIMITS.text, "data-testid": `material-field-${field}` },
        formHelperText: { "data-testid": `material-hint-${field}` } as object,
      }}
    />
  );
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" data-testid="material-dialog">
      <DialogTitle>{t(registering ? "dialog.newTitle" : "dialog.editTitle")}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
          <Typography variant="subtitle2">{t("group.lot")}</Typography>
          <Box sx={GRID}>
            {registering && (
              <TextField
                size="small"
                label={t("field.barcode")}
                value={form.barcode}
                onChange={(e) => setForm({ ...form, barcode: e.target.value })}
                error={badBarcode}
                helperText={t(badBarcode ? "dialog.barcodeInvalid" : "dialog.barcodeHelp")}
                slotProps={{
                  htmlInput: { maxLength: MATERIAL_LIMITS.barcode, "data-testid": "material-field-barcode", spellCheck: false },
                  formHelperText: { "data-testid": "material-hint-barcode" } as object,
                }}
              />
            )}
            <TextField
              size="small"
              required
              label={t("field.name")}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
              slotProps={{ htmlInput: { maxLength: MATERIAL_LIMITS.name, "data-testid": "material-field-name" } }}
            />
            {registering && (
              <TextField
                size="small"
                required
                label={t("field.quantity")}
                value={form.quantity}
                onChange={(e) => setForm({ ...form, quantity: e.target.value })}
                slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "material-field-quantity" } }}
              />
            )}
            {registering && (
              <NativeSelect
                label={t("field.unit")}
                value={form.unit}
                onChange={(unit) => setForm({ ...form, unit: unit as MaterialUnit })}
                options={MATERIAL_UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
                testId="material-field-unit"
              />
            )}
            <TextField
              size="small"
              type="date"
              label={t("field.expiresOn")}
              value={form.expiresOn}
              onChange={(e) => setForm({ ...form, expiresOn: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "material-field-expiresOn" } }}
            />
          </Box>
          {(Object.keys(FIELD_GROUPS) as Array<keyof typeof FIELD_GROUPS>).map((group) => (
            <Box key={group} sx={{ display: "grid", gap: 1 }}>
              <Typography variant="subtitle2">{t(`group.${group}`)}</Typography>
              <Box sx={GRID}>{FIELD_GROUPS[group].map(text)}</Box>
            </Box>
          ))}
          <Typography variant="subtitle2">{t("group.structure")}</Typography>
          <TextField
            size="small"
            multiline
            minRows={2}
            maxRows={8}
            label={t("field.molFile")}
            helperText={t("dialog.structureHelp")}
            value={form.molFile}
            onChange={(e) => setForm({ ...form, molFile: e.target.value })}
            slotProps={{ htmlInput: { spellCheck: false, "data-testid": "material-field-molFile" } }}
          />
          {problem && (
            <Alert severity="error" data-testid="material-problem">
              {problem}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {needs.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }} data-testid="material-needs">
            {needs.map((n) => t(`dialog.needs.${n}`)).join(" ")}
          </Typography>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t("dialog.cancel")}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={needs.length > 0}
          onClick={() => void save()}
          data-testid="material-save"
        >
          {t("dialog.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
