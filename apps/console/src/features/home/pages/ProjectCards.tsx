import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { type ProjectProgress, projectHomeQuery } from "../api/home-calls";

function ProjectCard({ project }: { project: ProjectProgress }) {
  const { t } = useTranslation("home");
  const { t: shared } = useTranslation();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined" sx={{ height: "100%" }} data-testid="home-project">
        <CardActionArea component={RouterLink} to="/project" sx={{ height: "100%" }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", mb: 0.5 }}>
              <Typography variant="subtitle1" noWrap>
                {project.name}
              </Typography>
              <Chip size="small" label={shared(`statusWords.project.${project.status}`)} />
            </Stack>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t("projects.number", { number: project.number, leader: project.leaderName })}
            </Typography>
            <Typography variant="body2" data-testid="home-project-records">
              {t("projects.records", project.records)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Typography variant="body2" data-testid="home-project-tasks">
                {t("projects.tasks", { open: project.tasks.open })}
              </Typography>
              {project.tasks.late > 0 && (
                <Chip size="small" color="warning" label={t("projects.late", { count: project.tasks.late })} />
              )}
            </Stack>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/** The project-oriented home's projects: each with where its records and tasks stand. */
export function ProjectCards() {
  const { t } = useTranslation("home");
  const query = useQuery(projectHomeQuery);
  return (
    <Stack sx={{ mb: 3 }} data-testid="home-projects">
      <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="h6">{t("projects.title")}</Typography>
          {query.data && query.data.total > 0 && <Chip size="small" label={query.data.total} />}
        </Stack>
        <Link component={RouterLink} to="/project" variant="body2">
          {t("projects.all")}
        </Link>
      </Stack>
      {query.error && <Alert severity="error">{t("loadError", { message: query.error.message })}</Alert>}
      {query.data?.rows.length === 0 && <Typography color="text.secondary">{t("projects.none")}</Typography>}
      <Grid container spacing={2}>
        {query.data?.rows.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </Grid>
    </Stack>
  );
}
