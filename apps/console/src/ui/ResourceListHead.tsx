import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/**
 * The head of a team resource's list: what the list holds and how to make a new one, then the
 * resources in use or in the rubbish bin, and a search. Words and test ids are the caller's.
 */
export function ResourceListHead(props: {
  readonly intro: string;
  readonly create: { readonly label: string; readonly to: string; readonly testId: string };
  readonly binned: boolean;
  readonly onBinned: (binned: boolean) => void;
  readonly keyword: string;
  readonly onKeyword: (keyword: string) => void;
  readonly words: { readonly inUse: string; readonly bin: string; readonly search: string };
  readonly testIds: { readonly inUse: string; readonly bin: string; readonly search: string };
}) {
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {props.intro}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={props.create.to}
          data-testid={props.create.testId}
        >
          {props.create.label}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
        <Tabs value={props.binned ? "bin" : "inUse"} onChange={(_e, value) => props.onBinned(value === "bin")} sx={{ flex: 1 }}>
          <Tab value="inUse" label={props.words.inUse} data-testid={props.testIds.inUse} />
          <Tab value="bin" label={props.words.bin} data-testid={props.testIds.bin} />
        </Tabs>
        <TextField
          size="small"
          label={props.words.search}
          value={props.keyword}
          onChange={(e) => props.onKeyword(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": props.testIds.search } }}
        />
      </Stack>
    </>
  );
}
