import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import { addDictionaryItem, dictionariesQuery, setDictionaryItemStatus, teamKeys } from "../api/team-api";
import type { DictionaryItem } from "../api/types";
import { SelectField } from "../components/fields";
import { LoadError } from "../components/LoadError";
import { ReadOnlyNotice } from "../components/ReadOnlyNotice";
import { TeamPage } from "../components/TeamPage";
import { useTeamAccess } from "../components/use-team-access";
import { groupByCategory, validateDictionaryItem } from "../logic/dictionary";

/** /team/dictManage: dictionary items by category; disabled items stay listed here (choices never show them). */
export default function DictManagePage() {
  const { t } = useTranslation("team");
  const access = useTeamAccess();
  const items = useQuery(dictionariesQuery);
  const [category, setCategory] = useState("");
  const groups = groupByCategory(items.data ?? []);
  const shown = category ? groups.filter((g) => g.category === category) : groups;
  return (
    <TeamPage route="teamDictManage">
      {!access.isAdmin && access.ready && <ReadOnlyNotice reason="admin" />}
      {access.isAdmin && <AddItem items={items.data ?? []} categories={groups.map((g) => g.category)} />}
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <SelectField
          label={t("dict.category")}
          value={category}
          onChange={setCategory}
          options={[
            { value: "", label: t("dict.allCategories") },
            ...groups.map((g) => ({ value: g.category, label: g.category })),
          ]}
          testId="dict-category-filter"
        />
      </Stack>
      {items.error ? (
        <LoadError error={items.error} onRetry={() => items.refetch()} />
      ) : !items.data ? (
        <CircularProgress size={28} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" data-testid="dict-empty">
          {t("dict.empty")}
        </Typography>
      ) : (
        shown.map((group) => (
          <Stack key={group.category} sx={{ mb: 3 }} data-testid={`dict-group-${group.category}`}>
            <Typography variant="h6">{group.category}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t("dict.name")}</TableCell>
                  <TableCell width={160}>{t("dict.status")}</TableCell>
                  {access.isAdmin && <TableCell width={160}>{t("common.actions")}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.items.map((item) => (
                  <ItemRow key={item.id} item={item} canEdit={access.isAdmin} />
                ))}
              </TableBody>
            </Table>
          </Stack>
        ))
      )}
    </TeamPage>
  );
}

function ItemRow({ item, canEdit }: { item: DictionaryItem; canEdit: boolean }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const toggle = async () => {
    await setDictionaryItemStatus(item.id, !item.enabled);
    await queryClient.invalidateQueries({ queryKey: teamKeys.dictionaries });
  };
  return (
    <TableRow data-testid={`dict-item-${item.id}`} data-name={item.name} data-enabled={String(item.enabled)}>
      <TableCell sx={item.enabled ? undefined : { color: "text.disabled", textDecoration: "line-through" }}>
        {item.name}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={item.enabled ? "success" : "default"}
          variant={item.enabled ? "filled" : "outlined"}
          label={t(item.enabled ? "dict.enabled" : "dict.disabled")}
          data-testid="dict-item-status"
        />
      </TableCell>
      {canEdit && (
        <TableCell>
          <DebouncedButton size="small" onClick={toggle} data-testid="dict-item-toggle">
            {t(item.enabled ? "dict.disable" : "dict.enable")}
          </DebouncedButton>
        </TableCell>
      )}
    </TableRow>
  );
}

function AddItem({ items, categories }: { items: readonly DictionaryItem[]; categories: readonly string[] }) {
  const { t } = useTranslation("team");
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ category: "", name: "" });
  const [touched, setTouched] = useState(false);
  const errors = validateDictionaryItem(form, items);
  const add = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    const name = form.name.trim();
    await addDictionaryItem({ category: form.category.trim(), name });
    await queryClient.invalidateQueries({ queryKey: teamKeys.dictionaries });
    showToast(t("common.saved"), "success");
    // Clear the name only if it is still the one just added (not a next one typed meanwhile).
    setForm((f) => (f.name.trim() === name ? { ...f, name: "" } : f));
    setTouched(false);
  };
  const error = (field: "category" | "name") =>
    touched && errors[field] ? t(`errors.${errors[field]}`, { max: field === "category" ? 50 : 100 }) : undefined;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-start" }} data-testid="dict-add">
      <TextField
        size="small"
        label={t("dict.category")}
        value={form.category}
        onChange={(e) => setForm({ ...form, category: e.target.value })}
        error={Boolean(error("category"))}
        helperText={error("category") ?? t("dict.categoryHint")}
        slotProps={{ htmlInput: { list: "dict-categories" } }}
        data-testid="dict-add-category"
      />
      <datalist id="dict-categories">
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        size="small"
        label={t("dict.name")}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        error={Boolean(error("name"))}
        helperText={error("name")}
        data-testid="dict-add-name"
      />
      <DebouncedButton variant="contained" onClick={add} data-testid="dict-add-submit" sx={{ mt: 0.25 }}>
        {t("dict.add")}
      </DebouncedButton>
    </Stack>
  );
}
