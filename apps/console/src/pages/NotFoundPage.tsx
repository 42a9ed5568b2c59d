import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "./PageFrame";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("notFound.title")} testId="not-found-page">
      <Typography gutterBottom>{t("notFound.body")}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t("common.backHome")}
      </Button>
    </PageFrame>
  );
}
