import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { createRecordInTask, notebooksQuery } from "../api/records";
import { noteWrite } from "../hooks/write-position";
import { editorLinks } from "../logic/editor-links";
import { type NameProblem, nameProblem } from "../logic/names";
import { NameField } from "./NameField";

/** "New record in this task": a title and a record book (the project's or a personal one); the editor opens it. */
export function NewRecordInTaskDialog(props: { projectId: string; taskId: string; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const navigate = useNavigate();
  const books = (useQuery(notebooksQuery({ pageIndex: 1, pageSize: 200 })).data?.rows ?? []).filter(
    (b) => b.projectId === props.projectId || b.projectId === null,
  );
  const [title, setTitle] = useState("");
  const [bookId, setBookId] = useState("");
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const chosenBook = books.some((b) => b.id === bookId) ? bookId : (books[0]?.id ?? "");
  const submit = async () => {
    const refused = nameProblem("title", title);
    setProblem(refused);
    if (refused || !chosenBook) throw new Error(refused ?? "book");
    const created = await createRecordInTask({
      notebookId: chosenBook,
      title: title.trim(),
      projectId: props.projectId,
      taskId: props.taskId,
    });
    noteWrite(created.position);
    navigate(editorLinks.editRecord(created.id));
  };
  return (
    <SubmitModal open title={t("taskPages.newRecord")} onClose={props.onClose} onSubmit={submit} testId="new-record-in-task">
      <NameField
        kind="title"
        label={t("record.title")}
        value={title}
        onChange={setTitle}
        problem={problem}
        testId="new-record-title"
      />
      <TextField
        select
        fullWidth
        margin="dense"
        label={t("record.book")}
        value={chosenBook}
        onChange={(e) => setBookId(e.target.value)}
        helperText={books.length === 0 ? t("record.noBooks") : undefined}
        slotProps={{ htmlInput: { "data-testid": "new-record-book" } }}
      >
        {books.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {`${b.number} ${b.name}`}
          </MenuItem>
        ))}
      </TextField>
    </SubmitModal>
  );
}
