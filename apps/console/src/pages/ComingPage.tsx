import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageFrame } from "./PageFrame";
import { usePageName } from "./page-context";

/** A screen that a later release fills: says so, with the screen's name, never blank. */
export default function ComingPage() {
  const { t } = useTranslation();
  const name = usePageName();
  const title = t(`pages.${name}`);
  return (
    <PageFrame title={title} testId="coming-page">
      <Typography color="text.secondary" data-page={name}>
        {t("coming.body", { name: title })}
      </Typography>
    </PageFrame>
  );
}
