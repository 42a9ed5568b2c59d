import SearchIcon from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** Header search box: Enter or the icon opens /globSearch?key=… (spec §2). */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [key, setKey] = useState("");
  const search = () => navigate(`/globSearch?key=${encodeURIComponent(key.trim())}`);
  return (
    <TextField
      size="small"
      value={key}
      placeholder={t("search.placeholder")}
      onChange={(e) => setKey(e.target.value)}
      onKeyDown={(e) => e.key === "Enter" && search()}
      sx={{ bgcolor: "background.paper", borderRadius: 1, width: 200 }}
      slotProps={{
        htmlInput: { "data-testid": "global-search", "aria-label": t("search.placeholder") },
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
