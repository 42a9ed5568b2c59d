import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { RESIZE_DEBOUNCE_MS } from "../../app/constants";
import { trailingDebounce } from "../../ui/leading-debounce";
import { sectionOf } from "../section";
import { TOP_MENU, visibleEntryCount } from "../top-menu";

/** Entries that fit in the container, from a hidden row that renders every entry and then More. */
function fittingEntries(container: HTMLElement | null, measureRow: HTMLElement | null): number {
  if (!container || !measureRow) return TOP_MENU.length;
  const widths = [...measureRow.children].map((child) => (child as HTMLElement).offsetWidth);
  const moreWidth = widths.pop() ?? 0;
  return visibleEntryCount(widths, container.clientWidth, moreWidth);
}

/** The top menu of spec §2; entries that do not fit go into "More", recalculated 400 ms after a resize. */
export function TopMenu() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const container = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(TOP_MENU.length);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels change width when the language changes
  useLayoutEffect(() => setVisible(fittingEntries(container.current, measure.current)), [i18n.language]);
  useEffect(() => {
    const onResize = trailingDebounce(() => setVisible(fittingEntries(container.current, measure.current)), RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, []);

  const hidden = TOP_MENU.slice(visible);
  return (
    // At least room for "More": on a narrow screen every entry may be in it, never none shown.
    <Box ref={container} sx={{ flex: 1, minWidth: 104, display: "flex", position: "relative", overflow: "hidden" }}>
      <Box ref={measure} aria-hidden sx={{ position: "absolute", visibility: "hidden", display: "flex", whiteSpace: "nowrap" }}>
        {TOP_MENU.map((entry) => (
          <Button key={entry.section} color="inherit" tabIndex={-1}>
            {t(`topMenu.${entry.section}`)}
          </Button>
        ))}
        <Button color="inherit" tabIndex={-1} endIcon={<ExpandMoreIcon />}>
          {t("topMenu.more")}
        </Button>
      </Box>
      <nav data-testid="top-menu" style={{ display: "flex", whiteSpace: "nowrap" }}>
        {TOP_MENU.slice(0, visible).map((entry) => (
          <Button
            key={entry.section}
            component={Link}
            to={entry.to}
            color="inherit"
            data-testid={`top-menu-${entry.section}`}
            aria-current={current === entry.section ? "page" : undefined}
            sx={{ fontWeight: current === entry.section ? 700 : 400, borderBottom: current === entry.section ? 2 : 0 }}
          >
            {t(`topMenu.${entry.section}`)}
          </Button>
        ))}
        {hidden.length > 0 && (
          <Button
            color="inherit"
            endIcon={<ExpandMoreIcon />}
            onClick={(e) => setMoreAnchor(e.currentTarget)}
            data-testid="top-menu-more"
          >
            {t("topMenu.more")}
          </Button>
        )}
      </nav>
      <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
        {hidden.map((entry) => (
          <MenuItem
            key={entry.section}
            component={Link}
            to={entry.to}
            onClick={() => setMoreAnchor(null)}
            data-testid={`top-menu-${entry.section}`}
            selected={current === entry.section}
          >
            {t(`topMenu.${entry.section}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
