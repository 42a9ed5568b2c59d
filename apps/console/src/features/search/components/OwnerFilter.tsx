import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { type Choice, memberChoiceQuery, memberChoicesQuery } from "../api/search-calls";
import { KEY_MAX } from "../logic/search-params";

/** How long typing rests before the members are asked for. */
const TYPING_REST_MS = 300;

/** Narrows a search to what one member created: members are found by account or name as one types. */
export function OwnerFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation("search");
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_REST_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({ ...memberChoicesQuery(keyword), enabled: open });
  const chosen = useQuery({ ...memberChoiceQuery(value), enabled: value !== "" });
  const selected: Choice | null = value ? (chosen.data ?? null) : null;
  const options = choices.data ?? [];
  return (
    <Autocomplete<Choice>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      onChange={(_event, choice) => onChange(choice?.id ?? "")}
      onInputChange={(_event, text, reason) => {
        if (reason === "input") setTyped(text);
      }}
      // The server finds the members: show what it answered, as it is.
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={choices.isFetching}
      loadingText={t("filters.ownerLoading")}
      noOptionsText={t("filters.ownerNone")}
      sx={{ minWidth: 200 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("filters.owner")}
          placeholder={t("filters.anyOwner")}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, maxLength: KEY_MAX, "data-testid": "search-filter-owner" },
          }}
        />
      )}
      data-testid="search-owner"
    />
  );
}
