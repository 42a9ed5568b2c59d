import StarIcon from "@mui/icons-material/Star";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import { formatWhen } from "../../../ui/format-when";
import { showToast } from "../../../ui/toast-store";
import { type CentreScope, type CentreSort, collect, listTemplates, type TemplateRow, uncollect } from "../api/template-calls";
import { PickBookDialog } from "../components/PickBookDialog";
import { TemplateNameCell } from "../components/TemplateNameCell";
import "../i18n/catalogue";

const SCOPES: readonly CentreScope[] = ["all", "personal", "department", "team", "platform", "collected"];

/** /resource — the template centre (spec §2, §4 Templates): search, scope, ranking, favourites, preview and use. */
export default function TemplateCentrePage() {
  const { t, i18n } = useTranslation("templates");
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [scope, setScope] = useState<CentreScope>("all");
  const [sort, setSort] = useState<CentreSort>("ranking");
  const [using, setUsing] = useState<TemplateRow | null>(null);
  const rows = useQuery({
    queryKey: ["templates", "centre", search.trim(), scope, sort],
    queryFn: () => listTemplates({ search, scope, sort }),
    placeholderData: keepPreviousData,
  });
  const list = rows.data ?? [];
  const toggleCollect = async (row: TemplateRow) => {
    await (row.collected ? uncollect(row.id) : collect(row.id));
    showToast(t(row.collected ? "uncollected" : "collected"), "success");
    await client.invalidateQueries({ queryKey: ["templates"] });
  };
  return (
    <PageFrame title={shell("pages.resource")} testId="template-centre">
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" } }}>
        <TextField
          size="small"
          sx={{ minWidth: 280 }}
          label={t("centre.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, "data-testid": "template-search" } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={scope}
          aria-label={t("centre.scope")}
          onChange={(_, next: CentreScope | null) => next && setScope(next)}
        >
          {SCOPES.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`template-scope-${s}`}>
              {t(`scope.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={t("centre.sort")}
          value={sort}
          onChange={(e) => setSort(e.target.value as CentreSort)}
          slotProps={{ htmlInput: { "data-testid": "template-sort" } }}
        >
          <MenuItem value="ranking" data-testid="template-sort-ranking">
            {t("centre.sortUse")}
          </MenuItem>
          <MenuItem value="updated" data-testid="template-sort-updated">
            {t("centre.sortUpdated")}
          </MenuItem>
        </TextField>
      </Stack>
      {rows.error && <Alert severity="error">{(rows.error as Error).message}</Alert>}
      <Table size="small" data-testid="template-list" data-scope={scope} data-sort={sort} data-search={search.trim()}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t("columns.name")}</TableCell>
            <TableCell>{t("columns.author")}</TableCell>
            <TableCell>{t("columns.scope")}</TableCell>
            <TableCell>{t("columns.version")}</TableCell>
            <TableCell>{t("columns.uses")}</TableCell>
            <TableCell>{t("columns.updated")}</TableCell>
            <TableCell>{t("columns.actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((row) => (
            <TableRow key={row.id} data-testid="template-row" data-name={row.name} data-collected={String(row.collected)}>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-label={row.collected ? t("actions.uncollect") : t("actions.collect")}
                  title={row.collected ? t("actions.uncollect") : t("actions.collect")}
                  onClick={() => void toggleCollect(row)}
                  data-testid="template-collect"
                >
                  {row.collected ? <StarIcon color="warning" fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                </IconButton>
              </TableCell>
              <TemplateNameCell name={row.name} description={row.description} />
              <TableCell>{row.authorName}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`scope.${row.scope}`)} />
              </TableCell>
              <TableCell>{row.usableVersion ?? "—"}</TableCell>
              <TableCell data-testid="template-uses">{row.useCount}</TableCell>
              <TableCell>{formatWhen(row.updatedAt, i18n.language)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    component={Link}
                    to={`/previewTemplate/${encodeURIComponent(row.id)}`}
                    data-testid="template-preview"
                  >
                    {t("actions.preview")}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={row.usableVersion === null}
                    onClick={() => setUsing(row)}
                    data-testid="template-use"
                  >
                    {t("actions.use")}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="template-empty">
          {t("centre.empty")}
        </Typography>
      )}
      <PickBookDialog
        open={using !== null}
        onClose={() => setUsing(null)}
        onPick={(bookId) => using && navigate(`/newRecord/${encodeURIComponent(using.id)}/${encodeURIComponent(bookId)}`)}
      />
    </PageFrame>
  );
}
