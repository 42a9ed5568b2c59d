import { METHOD_LIMITS } from "@labledger/events/catalogue/methods-values";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { preparedMaterialsQuery } from "../api/method-calls";
import { type MethodForm, newReferenceRow, type ReferenceRow } from "../logic/method-form";
import { RichTextField } from "./RichTextField";

/** A method's content as edited: name, category, purpose and scope, procedure, references, the prepared materials it calls for. */
export function MethodFormFields({ form, onChange }: { form: MethodForm; onChange: (form: MethodForm) => void }) {
  const { t } = useTranslation("methods");
  const materials =
    useQuery(preparedMaterialsQuery({ binned: false, keyword: "", pageIndex: 1, pageSize: 200 })).data?.rows ?? [];
  const setReference = (key: string, change: Partial<ReferenceRow>) =>
    onChange({ ...form, references: form.references.map((r) => (r.key === key ? { ...r, ...change } : r)) });
  const chosen = materials.filter((m) => form.preparedMaterialIds.includes(m.id));
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <TextField
        label={t("form.name")}
        required
        value={form.name}
        onChange={(e) => onChange({ ...form, name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.name, "data-testid": "method-name" } }}
      />
      <TextField
        label={t("form.category")}
        value={form.category}
        onChange={(e) => onChange({ ...form, category: e.target.value })}
        slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.category, "data-testid": "method-category" } }}
      />
      <TextField
        label={t("form.purpose")}
        value={form.purpose}
        multiline
        minRows={2}
        onChange={(e) => onChange({ ...form, purpose: e.target.value })}
        slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.purpose, "data-testid": "method-purpose" } }}
      />
      <Typography variant="subtitle2">{t("form.procedure")}</Typography>
      <RichTextField
        value={form.procedure}
        onChange={(procedure) => onChange({ ...form, procedure })}
        testId="method-procedure"
      />
      <Typography variant="subtitle2">{t("form.references")}</Typography>
      {form.references.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("form.noReferences")}
        </Typography>
      )}
      {form.references.map((reference) => (
        <Stack key={reference.key} direction="row" spacing={1} data-testid="reference-row">
          <TextField
            size="small"
            label={t("form.citation")}
            value={reference.citation}
            sx={{ flex: 3 }}
            onChange={(e) => setReference(reference.key, { citation: e.target.value })}
            slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.citation, "data-testid": "reference-citation" } }}
          />
          <TextField
            size="small"
            label={t("form.doi")}
            value={reference.doi}
            sx={{ flex: 1 }}
            onChange={(e) => setReference(reference.key, { doi: e.target.value })}
            slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.doi, "data-testid": "reference-doi" } }}
          />
          <TextField
            size="small"
            label={t("form.url")}
            value={reference.url}
            sx={{ flex: 2 }}
            onChange={(e) => setReference(reference.key, { url: e.target.value })}
            slotProps={{ htmlInput: { maxLength: METHOD_LIMITS.url, "data-testid": "reference-url" } }}
          />
          <IconButton
            aria-label={t("form.removeReference")}
            title={t("form.removeReference")}
            onClick={() => onChange({ ...form, references: form.references.filter((r) => r.key !== reference.key) })}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...form, references: [...form.references, newReferenceRow()] })}
          data-testid="add-reference"
        >
          {t("form.addReference")}
        </Button>
      </Box>
      <Autocomplete
        multiple
        options={materials}
        value={chosen}
        getOptionLabel={(m) => `${m.number} ${m.name}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, value) => onChange({ ...form, preparedMaterialIds: value.map((m) => m.id) })}
        renderInput={(params) => (
          <TextField {...params} label={t("form.preparedMaterials")} slotProps={{ ...params.slotProps }} />
        )}
        data-testid="method-prepared-materials"
      />
    </Box>
  );
}
