import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { meQuery } from "../../../transport/queries";
import { NativeSelect } from "../../../ui/NativeSelect";
import "../i18n/catalogue";
import { type Choice, projectChoiceQuery, projectChoicesQuery } from "../api/search-calls";
import { RECORD_STATUSES, SEARCH_TYPES, type SearchParams, statusApplies } from "../logic/search-params";
import { OwnerFilter } from "./OwnerFilter";

type FilterChange = Partial<Omit<SearchParams, "pageIndex" | "key">>;

/** The projects the filter offers, with the one the address names even when it is beyond the list. */
function useProjectChoices(projectId: string): readonly Choice[] {
  const listed = useQuery(projectChoicesQuery).data ?? [];
  const missing = projectId !== "" && !listed.some((p) => p.id === projectId);
  const named = useQuery({ ...projectChoiceQuery(projectId), enabled: missing && listed.length > 0 }).data;
  return missing && named ? [named, ...listed] : listed;
}

/**
 * Narrows a search: what (records, projects, books), a record's status, a project, who created
 * it, and the days it last changed between. Every change is kept in the page's address.
 */
export function SearchFilters({
  params,
  onChange,
  onClear,
}: {
  params: SearchParams;
  onChange: (change: FilterChange) => void;
  onClear?: () => void;
}) {
  const { t } = useTranslation("search");
  const { t: shell } = useTranslation();
  const trial = useQuery(meQuery).data?.isTrial ?? true;
  const projects = useProjectChoices(params.projectId);
  const day = (name: "from" | "to") => (
    <TextField
      type="date"
      size="small"
      label={t(`filters.${name}`)}
      value={params[name]}
      onChange={(e) => onChange({ [name]: e.target.value })}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          "data-testid": `search-filter-${name}`,
          ...(name === "from" && params.to ? { max: params.to } : {}),
          ...(name === "to" && params.from ? { min: params.from } : {}),
        },
      }}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: "center" }}
      role="group"
      aria-label={t("filters.title")}
      data-testid="search-filters"
    >
      <NativeSelect
        label={t("filters.type")}
        value={params.type}
        onChange={(type) => onChange({ type: type as SearchParams["type"] })}
        options={[
          { value: "", label: t("types.all") },
          ...SEARCH_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        testId="search-filter-type"
        minWidth={140}
      />
      {statusApplies(params.type) && (
        <NativeSelect
          label={t("filters.status")}
          value={params.status}
          onChange={(status) => onChange({ status: status as SearchParams["status"] })}
          options={[
            { value: "", label: t("filters.anyStatus") },
            ...RECORD_STATUSES.map((status) => ({ value: status, label: shell(`statusWords.record.${status}`) })),
          ]}
          testId="search-filter-status"
          minWidth={140}
        />
      )}
      <NativeSelect
        label={t("filters.project")}
        value={projects.some((p) => p.id === params.projectId) ? params.projectId : ""}
        onChange={(projectId) => onChange({ projectId })}
        options={[{ value: "", label: t("filters.anyProject") }, ...projects.map((p) => ({ value: p.id, label: p.label }))]}
        testId="search-filter-project"
        minWidth={180}
      />
      {/* Trial accounts may not list the organisation's members (GET /api/members): no owner to pick. */}
      {!trial && <OwnerFilter value={params.ownerId} onChange={(ownerId) => onChange({ ownerId })} />}
      {day("from")}
      {day("to")}
      {onClear && (
        <Button onClick={onClear} data-testid="search-filters-clear">
          {t("filters.clear")}
        </Button>
      )}
    </Stack>
  );
}
