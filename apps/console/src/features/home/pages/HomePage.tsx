import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { usePageName } from "../../../pages/page-context";
import { messageLink } from "../../../ui/message-link";
import { useMessageWords } from "../../../ui/message-words";
import { type Home, homeQuery } from "../api/home-calls";
import { ProjectCards } from "./ProjectCards";

interface Item {
  readonly key: string;
  readonly to: string;
  readonly primary: string;
  readonly secondary?: string;
}

/** One list of the home page, a third of its width: a title, the first few items, a link to the whole list. */
function HomeList(props: {
  name: string;
  list: { rows: readonly Item[]; total: number } | undefined;
  allTo: string;
  badge?: ReactNode;
}) {
  const { t } = useTranslation("home");
  const { list } = props;
  let body: ReactNode;
  if (list && list.rows.length === 0) body = <Typography color="text.secondary">{t(`${props.name}.none`)}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {(list?.rows ?? []).map((item) => (
          <ListItemButton key={item.key} component={RouterLink} to={item.to} data-testid={`home-${props.name}-item`}>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItemButton>
        ))}
      </List>
    );
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Paper variant="outlined" sx={{ p: 2, height: "100%" }} data-testid={`home-${props.name}`}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography variant="h6">{t(`${props.name}.title`)}</Typography>
            {list && list.total > 0 && <Chip size="small" label={list.total} data-testid={`home-${props.name}-total`} />}
            {props.badge}
          </Stack>
          <Link component={RouterLink} to={props.allTo} variant="body2">
            {t(`${props.name}.all`)}
          </Link>
        </Stack>
        {body}
      </Paper>
    </Grid>
  );
}

/** The home page's lists as items a member reads: numbers, titles, names and words, never ids. */
function useItems(data: Home | undefined) {
  const { t } = useTranslation("home");
  const { t: shared } = useTranslation();
  const words = useMessageWords();
  const record = (r: Home["recent"]["rows"][number]): Item => ({
    key: r.id,
    to: `/editRecord/${r.id}`,
    primary: r.title,
    secondary: t("writing.status", { number: r.number, status: shared(`statusWords.record.${r.status}`) }),
  });
  if (!data) return undefined;
  const approval =
    (to: (experimentId: string) => string) =>
    (a: Home["reviews"]["rows"][number]): Item => ({
      key: a.id,
      to: to(a.experimentId),
      primary: [a.number, a.title].filter(Boolean).join(" "),
      secondary: t("approvals.version", { version: a.version, name: a.applicantName }),
    });
  return {
    writing: { total: data.writing.total, rows: data.writing.rows.map(record) },
    recent: { total: data.recent.total, rows: data.recent.rows.map(record) },
    reviews: { total: data.reviews.total, rows: data.reviews.rows.map(approval((id) => `/previewRecord/${id}`)) },
    recalls: { total: data.recalls.total, rows: data.recalls.rows.map(approval(() => "/team/recall")) },
    tasks: {
      total: data.tasks.total,
      rows: data.tasks.rows.map((task) => ({
        key: task.id,
        to: "/team/myTask",
        primary: task.name,
        ...(task.dueDate ? { secondary: t("tasks.due", { date: task.dueDate.slice(0, 10) }) } : {}),
      })),
    },
    messages: {
      total: data.messages.total,
      rows: data.messages.rows.map((m) => ({ key: m.id, to: messageLink(m), primary: words(m) })),
    },
  };
}

/**
 * `/`: what needs the member now — records they are writing, reviews and recalls waiting for them,
 * their tasks, unread messages, recent records (the quick entrances are the side menu's); the
 * project-oriented home (project-main setting) shows the member's projects above them.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: home } = useTranslation("home");
  const pageName = usePageName() || "home";
  const query = useQuery(homeQuery);
  const items = useItems(query.data);
  const overdue = query.data?.writing.overdue ?? 0;
  return (
    <PageFrame title={t(`pages.${pageName}`)} testId="home-page">
      {query.error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="home-error">
          {home("loadError", { message: query.error.message })}
        </Alert>
      )}
      {pageName === "projectHome" && <ProjectCards />}
      <Grid container spacing={2}>
        <HomeList
          name="writing"
          list={items?.writing}
          allTo="/record"
          badge={
            overdue > 0 && (
              <Chip
                size="small"
                color="warning"
                component={RouterLink}
                to="/record/overdue"
                clickable
                label={home("writing.overdue", { count: overdue })}
                data-testid="home-writing-overdue"
              />
            )
          }
        />
        <HomeList name="reviews" list={items?.reviews} allTo="/team/record" />
        <HomeList name="recalls" list={items?.recalls} allTo="/team/recall" />
        <HomeList name="tasks" list={items?.tasks} allTo="/team/myTask" />
        <HomeList name="messages" list={items?.messages} allTo="/team" />
        <HomeList name="recent" list={items?.recent} allTo="/record" />
      </Grid>
    </PageFrame>
  );
}
