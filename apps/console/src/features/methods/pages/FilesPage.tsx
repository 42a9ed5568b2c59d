import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { showToast } from "../../../ui/toast-store";
import { downloadMethodFile, type MethodFileRow } from "../api/method-calls";
import { LibraryTable } from "../components/LibraryTable";
import { MethodLink } from "../components/MethodLink";
import { sizeInWords } from "../logic/method-status";

/** /resource/detailFile: every file of the team's methods, with its method and version; each downloads by its name. */
export default function FilesPage() {
  const { t } = useTranslation("methods");
  const { t: shell } = useTranslation();
  const download = async (f: MethodFileRow) => {
    try {
      await downloadMethodFile(f.methodId, f.rowId, f.name, f.version ?? undefined);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), "error");
    }
  };
  return (
    <PageFrame title={shell("pages.resourceDetailFile")} testId="files-page">
      <LibraryTable<MethodFileRow>
        what="files"
        intro={t("library.filesIntro")}
        testId="file-list"
        rowKey={(f) => `${f.methodId}/${f.rowId}`}
        columns={[
          { label: t("library.file"), cell: (f) => f.name },
          { label: t("library.size"), cell: (f) => sizeInWords(f.size) },
          { label: t("library.method"), cell: (f) => <MethodLink id={f.methodId} number={f.methodNumber} name={f.methodName} /> },
          { label: t("library.version"), cell: (f) => (f.version === null ? t("library.draft") : String(f.version)) },
          {
            label: t("library.download"),
            cell: (f) => (
              <Button size="small" onClick={() => void download(f)}>
                {t("library.download")}
              </Button>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
