import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

export function Loading() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: 200 }} data-testid="loading">
      <CircularProgress />
    </Box>
  );
}
