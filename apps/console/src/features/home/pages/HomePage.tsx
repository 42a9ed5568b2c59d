import Alert from "@mui/material/Alert";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { usePageName } from "../../../pages/page-context";
import { homeQueries } from "../api/home-calls";

interface Item {
  readonly key: string;
  readonly to: string;
  readonly primary: string;
  readonly secondary?: string;
}

/** One list of the home page, a third of its width: a title, the first few items, a link to the whole list. */
function HomeList<T>(props: { name: string; query: UseQueryResult<readonly T[]>; item: (row: T) => Item; allTo: string }) {
  const { t } = useTranslation("home");
  const { query } = props;
  let body: ReactNode;
  if (query.isError) body = <Alert severity="error">{t("loadError", { message: query.error.message })}</Alert>;
  else if (query.isSuccess && query.data.length === 0)
    body = <Typography color="text.secondary">{t(`${props.name}.none`)}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {(query.data ?? []).map(props.item).map((item) => (
          <ListItemButton key={item.key} component={RouterLink} to={item.to} data-testid={`home-${props.name}-item`}>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItemButton>
        ))}
      </List>
    );
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Paper variant="outlined" sx={{ p: 2, height: "100%" }} data-testid={`home-${props.name}`}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1 }}>
          <Typography variant="h6">{t(`${props.name}.title`)}</Typography>
          <Link component={RouterLink} to={props.allTo} variant="body2">
            {t(`${props.name}.all`)}
          </Link>
        </Stack>
        {body}
      </Paper>
    </Grid>
  );
}

/** `/`: what a member works on — their latest records, their tasks, and what waits for their review. */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: home } = useTranslation("home");
  const pageName = usePageName() || "home";
  const records = useQuery(homeQueries.records);
  const tasks = useQuery(homeQueries.tasks);
  const approvals = useQuery(homeQueries.approvals);
  return (
    <PageFrame title={t(`pages.${pageName}`)} testId="home-page">
      <Grid container spacing={2}>
        <HomeList
          name="records"
          query={records}
          allTo="/record"
          item={(r) => ({ key: r.id, to: `/editRecord/${r.id}`, primary: r.title, secondary: r.number })}
        />
        <HomeList
          name="tasks"
          query={tasks}
          allTo="/team/myTask"
          item={(task) => ({
            key: task.id,
            to: "/team/myTask",
            primary: task.name,
            ...(task.dueDate ? { secondary: home("tasks.due", { date: task.dueDate.slice(0, 10) }) } : {}),
          })}
        />
        <HomeList
          name="approvals"
          query={approvals}
          allTo="/team/record"
          item={(a) => ({
            key: a.id,
            to: `/previewRecord/${a.experimentId}`,
            primary: [a.number, a.title].filter(Boolean).join(" "),
            secondary: home("approvals.version", { version: a.version, name: a.applicantName }),
          })}
        />
      </Grid>
    </PageFrame>
  );
}
