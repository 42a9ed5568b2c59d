import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";

/** A team page: the shell's page title (pages.<route name>) over the page's own content. */
export function TeamPage({ route, children }: { route: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`pages.${route}`)} testId={`team-page-${route}`}>
      {children}
    </PageFrame>
  );
}
