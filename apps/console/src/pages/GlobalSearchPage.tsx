import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "./PageFrame";

/** /globSearch?key=… — the results arrive with the search issue; the query is shown already. */
export default function GlobalSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = t("pages.globSearch");
  return (
    <PageFrame title={title} testId="coming-page">
      <Typography gutterBottom data-testid="search-key">
        {t("search.query", { key: params.get("key") ?? "" })}
      </Typography>
      <Typography color="text.secondary" data-page="globSearch">
        {t("coming.body", { name: title })}
      </Typography>
    </PageFrame>
  );
}
