import Link from "@mui/material/Link";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import type { MethodReferenceRow } from "../api/method-calls";
import { LibraryTable } from "../components/LibraryTable";
import { MethodLink } from "../components/MethodLink";

/** /resource/detailReference: every reference of the team's methods, with the method citing it. */
export default function ReferencesPage() {
  const { t } = useTranslation("methods");
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.resourceDetailReference")} testId="references-page">
      <LibraryTable<MethodReferenceRow>
        what="references"
        intro={t("library.intro")}
        testId="reference-list"
        rowKey={(r) => `${r.methodId}/${r.referenceId}`}
        columns={[
          { label: t("library.citation"), cell: (r) => r.citation },
          {
            label: t("library.doi"),
            cell: (r) =>
              r.doi && (
                <Link href={`https://doi.org/${encodeURI(r.doi)}`} target="_blank" rel="noopener noreferrer">
                  {r.doi}
                </Link>
              ),
          },
          {
            label: t("library.url"),
            cell: (r) =>
              r.url && (
                <Link href={r.url} target="_blank" rel="noopener noreferrer">
                  {r.url}
                </Link>
              ),
          },
          { label: t("library.method"), cell: (r) => <MethodLink id={r.methodId} number={r.methodNumber} name={r.methodName} /> },
        ]}
      />
    </PageFrame>
  );
}
