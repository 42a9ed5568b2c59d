import ScienceIcon from "@mui/icons-material/ScienceOutlined";
import SearchIcon from "@mui/icons-material/Search";
import SearchOffOutlinedIcon from "@mui/icons-material/SearchOffOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageFrame } from "../../../pages/PageFrame";
import "../i18n/catalogue";
import { type SearchResults, searchQuery, structureSearchQuery } from "../api/search-calls";
import { SearchFilters } from "../components/SearchFilters";
import { SearchHitItem } from "../components/SearchHitItem";
import { StructureQueryDialog } from "../components/StructureQueryDialog";
import {
  hasFilters,
  KEY_MAX,
  NO_FILTERS,
  pageCount,
  readSearchParams,
  type SearchParams,
  searchAddress,
  withFilters,
} from "../logic/search-params";
import {
  DEFAULT_THRESHOLD,
  looksLikeSmiles,
  readStructureParams,
  type StructureParams,
  structureAddress,
} from "../logic/structure-params";

/** The words to search for, prefilled from the address; Enter or the button searches again with the same filters. */
function SearchField({
  value,
  onSearch,
  onStructure,
}: {
  value: string;
  onSearch: (key: string) => void;
  onStructure: () => void;
}) {
  const { t } = useTranslation("search");
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const submit = () => {
    if (typed.trim()) onSearch(typed.trim());
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ mb: 2, alignItems: "flex-start" }}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t("field.label")}
        placeholder={t("field.placeholder")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        slotProps={{ htmlInput: { maxLength: KEY_MAX, enterKeyHint: "search", "data-testid": "search-field" } }}
        sx={{ maxWidth: 640 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="search-submit" sx={{ flexShrink: 0 }}>
        {t("field.submit")}
      </Button>
      <Button
        variant="outlined"
        startIcon={<ScienceIcon />}
        onClick={onStructure}
        data-testid="structure-search-open"
        sx={{ flexShrink: 0 }}
      >
        {t("structure.open")}
      </Button>
    </Stack>
  );
}

/** The hits of one page, their total, the notice when content was not searched, or a friendly empty state. */
function Results({ params, data, onPage }: { params: SearchParams; data: SearchResults; onPage: (page: number) => void }) {
  const { t } = useTranslation("search");
  const pages = pageCount(data.total);
  return (
    <>
      {!data.fullText && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="search-fulltext-off">
          {t("fullTextOff")}
        </Alert>
      )}
      {data.total === 0 ? (
        <Stack spacing={1} sx={{ alignItems: "center", py: 6, color: "text.secondary" }} data-testid="search-empty">
          <SearchOffOutlinedIcon sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p" color="text.primary">
            {t("empty.title", { key: params.key })}
          </Typography>
          <Typography>{t("empty.hint")}</Typography>
        </Stack>
      ) : (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 500 }} data-testid="search-total" aria-live="polite">
            {t("total", { count: data.total })}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none" }} data-testid="search-hits">
            {data.hits.map((hit, index) => (
              <Fragment key={`${hit.type}:${hit.id}`}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <SearchHitItem hit={hit} />
              </Fragment>
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(params.pageIndex, pages)}
              onChange={(_event, page) => onPage(page)}
              showFirstButton
              showLastButton
              color="primary"
              sx={{ mt: 2, display: "flex", justifyContent: "center" }}
              aria-label={t("pagination.label")}
              getItemAriaLabel={(type, page) => (type === "page" ? t("pagination.page", { page }) : t(`pagination.${type}`))}
              data-testid="search-pagination"
            />
          )}
        </>
      )}
    </>
  );
}

/**
 * /globSearch?key=… (spec §2): records, projects and record books the member may view whose
 * title, number — and with the FulltextSearch permission, content — hold the words. The words,
 * filters and page live in the address, so a search can be shared and the back button works.
 */
/** A structure search's results, with what was asked and the way back to words. */
function StructureSearch({
  params,
  onEdit,
  onPage,
  onClear,
}: {
  params: StructureParams;
  onEdit: () => void;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("search");
  const query = useQuery(structureSearchQuery(params));
  const asked =
    params.mode === "similarity"
      ? t("structure.currentSimilar", { structure: params.structure, percent: Math.round(params.threshold * 100) })
      : t("structure.current", { structure: params.structure, mode: t(`structure.modes.${params.mode}`) });
  return (
    <>
      <Alert
        severity="info"
        data-testid="structure-search-current"
        action={
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={onEdit} data-testid="structure-search-edit">
              {t("structure.edit")}
            </Button>
            <Button size="small" onClick={onClear} data-testid="structure-search-clear">
              {t("structure.clear")}
            </Button>
          </Stack>
        }
        sx={{ mb: 2, wordBreak: "break-all" }}
      >
        {asked}
      </Alert>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {query.isFetching && <LinearProgress aria-label={t("loading")} data-testid="search-loading" />}
      </Box>
      {query.error ? (
        <Alert severity="error" data-testid="search-error">
          {t("loadError", { message: query.error.message })}
        </Alert>
      ) : query.data ? (
        <Results
          params={{ key: params.structure, ...NO_FILTERS, pageIndex: params.pageIndex }}
          data={query.data}
          onPage={onPage}
        />
      ) : (
        <Typography color="text.secondary" data-testid="search-pending">
          {t("loading")}
        </Typography>
      )}
    </>
  );
}

export default function GlobalSearchPage() {
  const { t } = useTranslation("search");
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const [address] = useSearchParams();
  const params = readSearchParams(address);
  const structure = readStructureParams(address);
  const query = useQuery({ ...searchQuery(params), enabled: params.key !== "" && !structure });
  const [asking, setAsking] = useState(false);
  const go = (next: SearchParams) => navigate(searchAddress(next));
  const dialog = (
    <StructureQueryDialog
      key={asking ? "open" : "closed"}
      open={asking}
      initial={structure}
      onClose={() => setAsking(false)}
      onSearch={(next) => {
        setAsking(false);
        navigate(structureAddress(next));
      }}
    />
  );
  if (structure)
    return (
      <PageFrame title={shell("pages.globSearch")} testId="search-page">
        <StructureSearch
          params={structure}
          onEdit={() => setAsking(true)}
          onPage={(pageIndex) => navigate(structureAddress({ ...structure, pageIndex }))}
          onClear={() => go({ ...params, key: "", pageIndex: 1 })}
        />
        {dialog}
      </PageFrame>
    );
  return (
    <PageFrame title={shell("pages.globSearch")} testId="search-page">
      {dialog}
      <SearchField
        value={params.key}
        onSearch={(key) => go({ ...params, key, pageIndex: 1 })}
        onStructure={() => setAsking(true)}
      />
      <SearchFilters
        params={params}
        onChange={(change) => go(withFilters(params, change))}
        {...(hasFilters(params) ? { onClear: () => go({ ...params, ...NO_FILTERS, pageIndex: 1 }) } : {})}
      />
      {looksLikeSmiles(params.key) && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          data-testid="search-as-structure"
          action={
            <Button
              size="small"
              onClick={() =>
                navigate(
                  structureAddress({ structure: params.key, mode: "substructure", threshold: DEFAULT_THRESHOLD, pageIndex: 1 }),
                )
              }
              data-testid="search-as-structure-go"
            >
              {t("structure.asStructureGo")}
            </Button>
          }
        >
          {t("structure.asStructure", { key: params.key })}
        </Alert>
      )}
      <Divider sx={{ my: 2 }} />
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {query.isFetching && <LinearProgress aria-label={t("loading")} data-testid="search-loading" />}
      </Box>
      {!params.key ? (
        <Typography color="text.secondary" data-testid="search-prompt">
          {t("prompt")}
        </Typography>
      ) : query.error ? (
        <Alert severity="error" data-testid="search-error">
          {t("loadError", { message: query.error.message })}
        </Alert>
      ) : query.data ? (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }} aria-busy={query.isFetching}>
          <Results params={params} data={query.data} onPage={(pageIndex) => go({ ...params, pageIndex })} />
        </Box>
      ) : (
        <Typography color="text.secondary" data-testid="search-pending">
          {t("loading")}
        </Typography>
      )}
    </PageFrame>
  );
}
