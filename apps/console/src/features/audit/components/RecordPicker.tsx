import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { recordOptionsQuery } from "../api/audit-api";
import type { RecordOption } from "../api/types";

/** Picks one record by its number or title: among those the member may view, or every record for an auditor. */
export function RecordPicker({
  value,
  onChange,
  everyRecord = false,
}: {
  value: RecordOption | null;
  onChange: (record: RecordOption | null) => void;
  everyRecord?: boolean;
}) {
  const { t } = useTranslation("audit");
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useQuery(recordOptionsQuery(keyword, everyRecord));
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 340 }}
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text) => setTyped(text)}
      filterOptions={(list) => list}
      noOptionsText={<span data-testid="record-picker-none">{t("common.noRecords")}</span>}
      loadingText={t("common.loading")}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => `${option.number} ${option.title}`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("filters.record")}
          placeholder={t("filters.recordHint")}
          data-testid="audit-filter-record"
        />
      )}
    />
  );
}
