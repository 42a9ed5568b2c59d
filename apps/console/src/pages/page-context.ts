import { useOutletContext } from "react-router";

/** What the shell tells the page it renders: the page's name after its variant was chosen. */
export interface PageContext {
  readonly pageName: string;
}

export function usePageName(): string {
  return useOutletContext<PageContext | undefined>()?.pageName ?? "";
}
