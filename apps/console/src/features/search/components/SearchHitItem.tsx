import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import FolderOutlinedIcon from "@mui/icons-material/FolderOutlined";
import MenuBookOutlinedIcon from "@mui/icons-material/MenuBookOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";
import { formatWhen } from "../../../ui/format-when";
import type { SearchHit } from "../api/search-calls";
import { hitLink } from "../logic/hit-link";
import { SNIPPETS_SHOWN } from "../logic/marked-parts";
import type { SearchType } from "../logic/search-params";
import { MarkedText } from "./MarkedText";

const TYPE_ICONS: Record<SearchType, ReactElement> = {
  record: <ArticleOutlinedIcon fontSize="small" />,
  project: <FolderOutlinedIcon fontSize="small" />,
  notebook: <MenuBookOutlinedIcon fontSize="small" />,
};
const TYPE_COLOURS: Record<SearchType, "primary" | "secondary" | "default"> = {
  record: "primary",
  project: "secondary",
  notebook: "default",
};

/** A record's or a project's status in words (the shared catalogue); nothing for a status without words. */
function useStatusWords() {
  const { t, i18n } = useTranslation();
  return (hit: SearchHit): string => {
    if (!hit.status) return "";
    const group = hit.type === "project" ? "project" : "record";
    if (!i18n.exists(`statusWords.${group}.${hit.status}`)) return "";
    return group === "project" ? t(`statusWords.project.${hit.status}`) : t(`statusWords.record.${hit.status}`);
  };
}

/**
 * One hit: what it is (icon and word), its title with the words marked and a link to it, its
 * number and status, who made it, its project, when it last changed, and where in its content
 * the words were found.
 */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation("search");
  const statusOf = useStatusWords();
  const status = statusOf(hit);
  const when = formatWhen(hit.updatedAt, i18n.language);
  const facts = [
    hit.ownerName ? t("hit.owner", { name: hit.ownerName }) : "",
    hit.projectName ? t("hit.project", { name: hit.projectName }) : "",
    when ? t("hit.updated", { date: when }) : "",
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ py: 1.5, listStyle: "none" }} data-testid="search-hit" data-type={hit.type}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          color={TYPE_COLOURS[hit.type]}
          icon={TYPE_ICONS[hit.type]}
          label={t(`kind.${hit.type}`)}
          data-testid="search-hit-type"
        />
        <Link
          component={RouterLink}
          to={hitLink(hit)}
          variant="subtitle1"
          underline="hover"
          sx={{ fontWeight: 500, wordBreak: "break-word" }}
          data-testid="search-hit-title"
        >
          <MarkedText parts={hit.titleParts.length > 0 ? hit.titleParts : [{ text: hit.title, match: false }]} />
        </Link>
        {hit.code && (
          <Typography variant="body2" color="text.secondary" data-testid="search-hit-code">
            {t("hit.code", { code: hit.code })}
          </Typography>
        )}
        {status && <Chip size="small" label={status} data-testid="search-hit-status" />}
      </Stack>
      {facts.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="search-hit-facts">
          {facts.join(" · ")}
        </Typography>
      )}
      {hit.snippets.slice(0, SNIPPETS_SHOWN).map((snippet, index) => (
        <Typography
          // The snippets of a hit never move: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in the server's order
          key={index}
          variant="body2"
          sx={{ mt: 0.5, pl: 1.5, borderLeft: 2, borderColor: "divider", wordBreak: "break-word" }}
          data-testid="search-hit-snippet"
        >
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 500 }} data-testid="search-hit-snippet-label">
            {t("hit.snippetLabel", { label: snippet.label })}
          </Box>
          <MarkedText parts={snippet.parts} />
        </Typography>
      ))}
    </Box>
  );
}
