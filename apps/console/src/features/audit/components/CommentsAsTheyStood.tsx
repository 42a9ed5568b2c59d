import type { CommentRow } from "@labledger/contracts";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";

/** The record's comments as they stood at the moment shown (issue 18): who, when, on what, what became of them. */
export function CommentsAsTheyStood({ comments }: { comments: readonly CommentRow[] }) {
  const { t, i18n } = useTranslation("audit");
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="moment-comments">
      <Typography variant="h6" gutterBottom>
        {t("comments.title")}
      </Typography>
      {comments.length === 0 && <Typography color="text.secondary">{t("comments.none")}</Typography>}
      <Stack spacing={1}>
        {comments.map((c) => (
          <Typography key={c.commentId} variant="body2" sx={{ pl: c.parentId ? 4 : 0 }} data-testid="moment-comment">
            <strong>{c.authorName}</strong> · {formatWhen(c.at, i18n.language)} ·{" "}
            {c.moduleTitle ? t("comments.onModule", { title: c.moduleTitle }) : t("comments.onRecord")}
            {c.resolved ? ` · ${t("comments.resolved")}` : ""}
            {" — "}
            {c.deleted ? t("comments.deleted") : c.text}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
