import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { messageLink } from "../../../ui/message-link";
import { useMessageWords } from "../../../ui/message-words";
import { markRead, messagesQuery } from "../api/messages-api";
import { LoadError } from "../components/LoadError";
import { TeamPage } from "../components/TeamPage";

const PAGE_SIZE = 10;

/** /team: the team centre's home, with the member's internal messages (the bell's "unread" leads here). */
export default function TeamHomePage() {
  const { t } = useTranslation("team");
  const words = useMessageWords();
  const queryClient = useQueryClient();
  const [pageIndex, setPageIndex] = useState(1);
  const [unread, setUnread] = useState(true);
  const messages = useQuery(messagesQuery({ pageIndex, unread }));
  const read = async (ids: string[]) => {
    if (ids.length === 0) return;
    await markRead(ids);
    // The list and the bell's count ask again.
    await queryClient.invalidateQueries({ queryKey: ["messages"] });
  };
  const showUnread = (only: boolean) => {
    setUnread(only);
    setPageIndex(1);
  };
  const rows = messages.data?.rows ?? [];
  return (
    <TeamPage route="team">
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: "center" }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t("messages.title")}
        </Typography>
        <FormControlLabel
          control={<Switch checked={unread} onChange={(e) => showUnread(e.target.checked)} data-testid="messages-unread-only" />}
          label={t("messages.unreadOnly")}
        />
        <Button
          disabled={rows.every((m) => m.read)}
          onClick={() => read(rows.filter((m) => !m.read).map((m) => m.id))}
          data-testid="messages-read-all"
        >
          {t("messages.markPageRead")}
        </Button>
      </Stack>
      {messages.error ? (
        <LoadError error={messages.error} onRetry={() => messages.refetch()} />
      ) : rows.length === 0 && !messages.isPending ? (
        <Typography color="text.secondary" data-testid="messages-empty">
          {t(unread ? "messages.noneUnread" : "messages.none")}
        </Typography>
      ) : (
        <List data-testid="messages-list" dense>
          {rows.map((message) => (
            <ListItem
              key={message.id}
              data-testid={`message-${message.kind}`}
              secondaryAction={
                !message.read && (
                  <Button size="small" onClick={() => read([message.id])} data-testid="message-read">
                    {t("messages.markRead")}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    {!message.read && <Chip size="small" color="primary" label={t("messages.new")} />}
                    <Link component={RouterLink} to={messageLink(message)} onClick={() => !message.read && read([message.id])}>
                      {words(message)}
                    </Link>
                  </Stack>
                }
                secondary={formatTime(message.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(messages.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          count={Math.ceil((messages.data?.total ?? 0) / PAGE_SIZE)}
          page={pageIndex}
          onChange={(_e, page) => setPageIndex(page)}
          sx={{ mt: 1 }}
        />
      )}
    </TeamPage>
  );
}

/** Spec §9: YYYY-MM-DD HH:mm:ss. */
function formatTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
