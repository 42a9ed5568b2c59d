import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { CreateNotebookDialog } from "../components/CreateNotebookDialog";
import { ExperimentTable } from "../components/ExperimentTable";
import { ImportElnDialog } from "../components/ImportElnDialog";
import { NotebookTable } from "../components/NotebookTable";
import { PickBookDialog } from "../components/PickBookDialog";
import { NO_RECORD_FILTERS, RecordFilters, type RecordFilterValues } from "../components/RecordFilters";
import { editorLinks } from "../logic/editor-links";

/**
 * /record: record books and records. /record/{overdue}: the overdue records.
 * ?create=book opens "new record book", ?create=record asks for a book and opens the editor (side-menu entries);
 * ?notebookId= lists that book's records (a search hit leads there).
 */
export default function RecordPage() {
  const { t } = useTranslation("projects");
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const { overdue } = useParams();
  const [search, setSearch] = useSearchParams();
  const askedBook = search.get("notebookId") ?? "";
  const [filters, setFilters] = useState<RecordFilterValues>({ ...NO_RECORD_FILTERS, notebookId: askedBook });
  useEffect(() => {
    if (askedBook) setFilters((f) => ({ ...f, notebookId: askedBook }));
  }, [askedBook]);
  const [dialog, setDialog] = useState<"book" | "record" | null>(null);
  const [importing, setImporting] = useState(false);
  const asked = search.get("create");
  const shown = dialog ?? (asked === "book" || asked === "record" ? asked : null);
  /** Drops ?create= once its dialog has been shown, so a reload does not open it again. */
  const forgetAsked = () => {
    if (!asked) return;
    const next = new URLSearchParams(search);
    next.delete("create");
    setSearch(next, { replace: true });
  };
  const close = () => {
    setDialog(null);
    forgetAsked();
  };
  const isOverdue = Boolean(overdue);
  return (
    <PageFrame
      title={shell(isOverdue ? "pages.recordOverdue" : "pages.record")}
      testId={isOverdue ? "record-overdue-page" : "record-page"}
    >
      {!isOverdue && (
        <>
          <Stack direction="row" sx={{ mb: 1, alignItems: "center", justifyContent: "space-between" }}>
            <Typography variant="subtitle1">{t("book.listTitle")}</Typography>
            <Stack direction="row" spacing={1}>
              {filters.notebookId && (
                <>
                  <Button variant="text" onClick={() => setImporting(true)} data-testid="import-eln">
                    {t("book.importEln")}
                  </Button>
                  <Button
                    variant="text"
                    onClick={() => navigate(`/record/exportFileEject?notebook=${encodeURIComponent(filters.notebookId)}`)}
                    data-testid="export-book"
                  >
                    {t("book.export")}
                  </Button>
                </>
              )}
              <Button variant="outlined" onClick={() => setDialog("record")} data-testid="create-record">
                {t("record.create")}
              </Button>
              <Button variant="contained" onClick={() => setDialog("book")} data-testid="create-book">
                {t("book.create")}
              </Button>
            </Stack>
          </Stack>
          <NotebookTable
            selectedId={filters.notebookId}
            onSelect={(book) => setFilters({ ...filters, notebookId: filters.notebookId === book.id ? "" : book.id })}
          />
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, mb: 1, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Typography variant="subtitle1">{t("record.listTitle")}</Typography>
        <RecordFilters value={filters} onChange={setFilters} />
        <FormControlLabel
          control={
            <Switch
              checked={isOverdue}
              onChange={(e) => navigate(e.target.checked ? "/record/overdue" : "/record")}
              data-testid="record-overdue-switch"
            />
          }
          label={t("overdue.only")}
        />
      </Stack>
      <ExperimentTable
        filters={{
          notebookId: filters.notebookId || undefined,
          projectId: filters.projectId || undefined,
          taskId: filters.taskId || undefined,
          keyword: filters.keyword || undefined,
          overdue: isOverdue,
        }}
      />
      <CreateNotebookDialog open={shown === "book"} onClose={close} />
      {filters.notebookId && <ImportElnDialog bookId={filters.notebookId} open={importing} onClose={() => setImporting(false)} />}
      <PickBookDialog
        open={shown === "record"}
        onPick={(book) => navigate(editorLinks.newRecord(book.id))}
        onClose={close}
        onCreateBook={() => {
          setDialog("book");
          forgetAsked();
        }}
      />
    </PageFrame>
  );
}
