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
import { listNotebooks } from "../api/template-calls";
import "../i18n/catalogue";

/** "Use" a template: which record book the new record goes in (then /newRecord asks title, project and task). */
export function PickBookDialog(props: { open: boolean; onPick: (bookId: string) => void; onClose: () => void }) {
  const { t } = useTranslation("templates");
  const books = useQuery({ queryKey: ["notebooks", "all"], queryFn: listNotebooks, enabled: props.open });
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs" data-testid="template-pick-book">
      <DialogTitle>{t("pickBook.title")}</DialogTitle>
      <DialogContent>
        {books.isSuccess && books.data.length === 0 && <Typography color="text.secondary">{t("pickBook.none")}</Typography>}
        <List dense>
          {(books.data ?? []).map((book) => (
            <ListItemButton key={book.id} onClick={() => props.onPick(book.id)} data-testid="template-book" data-name={book.name}>
              <ListItemText primary={book.name} secondary={book.number} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t("actions.cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
