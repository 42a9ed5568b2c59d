import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { notebooksQuery } from "../api/records";
import type { Notebook } from "../api/types";

/** "Create record" asks which record book it goes in; the editor then asks title, project and task. */
export function PickBookDialog(props: {
  readonly open: boolean;
  readonly projectId?: string;
  readonly onPick: (book: Notebook) => void;
  readonly onClose: () => void;
  readonly onCreateBook: () => void;
}) {
  const { t } = useTranslation("projects");
  const books = useQuery({ ...notebooksQuery({ pageIndex: 1, pageSize: 200 }), enabled: props.open }).data?.rows;
  const shown = (books ?? []).filter((b) => !props.projectId || b.projectId === props.projectId || b.projectId === null);
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs" data-testid="pick-book-dialog">
      <DialogTitle>{t("record.pickBook")}</DialogTitle>
      <DialogContent>
        {books && shown.length === 0 && <Typography color="text.secondary">{t("record.noBooks")}</Typography>}
        <List dense>
          {shown.map((book) => (
            <ListItemButton key={book.id} onClick={() => props.onPick(book)} data-testid={`pick-book-${book.id}`}>
              <ListItemText primary={book.name} secondary={book.number} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCreateBook}>{t("book.create")}</Button>
        <Button onClick={props.onClose}>{t("action.cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
