import { TEXT_LIMITS } from "@labledger/events/catalogue/name-limits";
import SearchIcon from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";

export const SEARCH_PATH = "/globSearch";

/**
 * Header search box (spec §2): Enter or the icon opens /globSearch?key=…; empty words do nothing.
 * On the search page it shows the words searched for.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === SEARCH_PATH ? (new URLSearchParams(location.search).get("key") ?? "") : "";
  const [key, setKey] = useState(current);
  useEffect(() => setKey(current), [current]);
  const search = () => {
    const words = key.trim();
    if (words) navigate(`${SEARCH_PATH}?${new URLSearchParams({ key: words }).toString()}`);
  };
  return (
    <TextField
      size="small"
      type="search"
      value={key}
      placeholder={t("search.placeholder")}
      onChange={(e) => setKey(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.nativeEvent.isComposing) search();
      }}
      sx={{ bgcolor: "background.paper", borderRadius: 1, width: { xs: 150, md: 200, lg: 240 }, minWidth: 120, flexShrink: 1 }}
      slotProps={{
        htmlInput: {
          "data-testid": "global-search",
          "aria-label": t("search.label"),
          maxLength: TEXT_LIMITS.keyword,
          enterKeyHint: "search",
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={search} aria-label={t("search.submit")} data-testid="global-search-go">
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
