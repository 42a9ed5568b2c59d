import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { showToast } from "../../../ui/toast-store";
import { CATEGORIES_KEY, categoriesQuery, deleteCategory, type MaterialCategory } from "../api/material-category-calls";
import { CategoryDialog } from "../components/CategoryDialog";
import { CategoryTable } from "../components/CategoryTable";
import { DeleteCategoryDialog } from "../components/DeleteCategoryDialog";

/** /team/setting/material: the self-made material categories and their own columns — new, edit, search, delete (issue 20). */
export default function MaterialCategoriesPage() {
  const { t } = useTranslation("material-categories");
  const { t: shell } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 20 });
  const [editing, setEditing] = useState<MaterialCategory | "new" | null>(null);
  const [deleting, setDeleting] = useState<MaterialCategory | null>(null);
  const categories = useQuery(categoriesQuery({ keyword, ...paging }));
  const remove = async (row: MaterialCategory) => {
    await deleteCategory(row.id);
    await client.invalidateQueries({ queryKey: CATEGORIES_KEY });
    showToast(t("list.deleted"), "success");
  };
  return (
    <PageFrame title={shell("pages.teamSettingMaterial")} testId="material-categories-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t("page.intro")}
        </Typography>
        <TextField
          size="small"
          label={t("page.search")}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPaging((p) => ({ ...p, pageIndex: 1 }));
          }}
          slotProps={{ htmlInput: { "data-testid": "category-search" } }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")} data-testid="new-category">
          {t("page.new")}
        </Button>
      </Stack>
      <CategoryTable
        rows={categories.data?.rows}
        total={categories.data?.total ?? 0}
        error={categories.error}
        {...paging}
        onPage={(pageIndex, pageSize) => setPaging({ pageIndex, pageSize })}
        actions={(row) => (
          <>
            <Button size="small" onClick={() => setEditing(row)} data-testid="category-edit">
              {t("list.edit")}
            </Button>
            <Button size="small" color="warning" onClick={() => setDeleting(row)} data-testid="category-delete">
              {t("list.delete")}
            </Button>
          </>
        )}
      />
      {editing !== null && <CategoryDialog category={editing} onClose={() => setEditing(null)} />}
      {deleting !== null && (
        <DeleteCategoryDialog category={deleting} onDelete={() => remove(deleting)} onClose={() => setDeleting(null)} />
      )}
    </PageFrame>
  );
}
