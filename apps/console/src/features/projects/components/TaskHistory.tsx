import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { taskHistoryQuery } from "../api/oversight";
import { formatDateTime } from "../logic/format-time";

/** A task's history in words: who created it, who moved it from one status to another, and when. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const { t } = useTranslation("projects");
  const history = useQuery(taskHistoryQuery(taskId)).data;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t("taskPages.history")}
      </Typography>
      <List dense data-testid="task-history">
        {(history ?? []).map((entry) => (
          <ListItem key={`${entry.at}-${entry.change}-${entry.to}`} disableGutters data-testid="task-history-entry">
            <ListItemText
              primary={
                entry.change === "created"
                  ? t("taskPages.created", { who: entry.actorName })
                  : t("taskPages.moved", {
                      who: entry.actorName,
                      from: entry.from ? t(`taskStatus.${entry.from}`) : "",
                      to: t(`taskStatus.${entry.to}`),
                    })
              }
              secondary={formatDateTime(entry.at)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
