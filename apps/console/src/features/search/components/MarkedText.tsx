import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import { Fragment } from "react";
import { keyedParts, type Part } from "../logic/marked-parts";

/**
 * A text with the searched words marked: the server's parts are plain text, rendered as React
 * text nodes inside `<mark>` (never as markup, so a title holding "<b>" shows those characters).
 */
export function MarkedText({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {keyedParts(parts).map((part) =>
        part.match ? (
          <Box
            key={part.at}
            component="mark"
            sx={{
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.28),
              color: "inherit",
              borderRadius: 0.5,
              px: 0.25,
              fontWeight: 600,
            }}
          >
            {part.text}
          </Box>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
