import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Loading } from "../../../app/Loading";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { listNotebooks } from "../api/record-calls";
import { getUsableTemplate } from "../api/template-calls";
import { ModuleCard } from "../components/ModuleCard";
import { TemplateError } from "../components/TemplateError";
import "../i18n/catalogue";
import { asRecordModule } from "../model/template-draft";

/** /previewTemplate/:id — the version of a template the member may use, read-only, and a record made from it. */
export default function PreviewTemplatePage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("records");
  const navigate = useNavigate();
  const template = useQuery({ queryKey: ["templates", id, "usable"], queryFn: () => getUsableTemplate(id), retry: false });
  const books = useQuery({ queryKey: ["notebooks", "all"], queryFn: listNotebooks });
  const [bookId, setBookId] = useState("");
  if (template.error) return <TemplateError error={template.error} />;
  if (!template.data) return <Loading />;
  const shown = template.data;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="template-preview-page">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" data-testid="template-preview-title">
          {t("template.previewTitle", { name: shown.name })}
        </Typography>
        <Typography color="text.secondary" data-testid="template-preview-version">
          {t("template.previewVersion", { version: shown.version, author: shown.authorName })}
        </Typography>
        {shown.description && <Typography sx={{ mt: 1, whiteSpace: "pre-wrap" }}>{shown.description}</Typography>}
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: "center" }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 240 }}
            label={t("template.book")}
            value={bookId}
            onChange={(e) => setBookId(e.target.value)}
            slotProps={{ htmlInput: { "data-testid": "template-preview-book" } }}
          >
            {(books.data ?? []).map((book) => (
              <MenuItem key={book.id} value={book.id}>
                {book.name}
              </MenuItem>
            ))}
          </TextField>
          <DebouncedButton
            variant="contained"
            disabled={!bookId}
            onClick={async () => navigate(`/newRecord/${encodeURIComponent(id)}/${encodeURIComponent(bookId)}`)}
            data-testid="template-preview-use"
          >
            {t("template.use")}
          </DebouncedButton>
        </Stack>
      </Paper>
      {shown.modules.map((module) => (
        <ModuleCard
          key={module.moduleId}
          recordId=""
          module={asRecordModule(module)}
          content={module.content}
          editable={false}
          dirty={false}
          showEditButton={false}
          onChange={() => {}}
          onEnableEdit={async () => {}}
          onReload={() => {}}
          onServerChange={() => {}}
          actions={module.locked ? <Chip size="small" label={t("template.locked")} /> : undefined}
        />
      ))}
    </Stack>
  );
}
