import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import { listMembers } from "../api/record-calls";
import "../i18n/catalogue";
import { insertMention, type Mentionable, matchingMembers, mentionIdsIn, mentionQuery } from "../model/mentions";

/** Spec §5: an experiment comment has at most 250 characters. */
const MAX = 250;

/** Writes a comment or a reply; typing "@" offers the organisation's members by name, and the picked ones are sent as mentions. */
export function CommentComposer(props: {
  onSend: (text: string, mentionIds: string[]) => Promise<unknown>;
  placeholder: string;
  testId: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("records");
  const members = useQuery({ queryKey: ["members", "all"], queryFn: listMembers });
  const everyone: Mentionable[] = (members.data ?? []).map((m) => ({ id: m.id, name: m.realName || m.account }));
  const [text, setText] = useState("");
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<Mentionable[]>([]);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const typing = mentionQuery(text, caret);
  const offered = typing ? matchingMembers(everyone, typing.query) : [];

  const pick = (member: Mentionable) => {
    const next = insertMention(text, caret, member.name);
    setText(next.text);
    setCaret(next.caret);
    setPicked((all) => [...all, member]);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const send = async () => {
    await props.onSend(text.trim(), mentionIdsIn(text, picked));
    setText("");
    setPicked([]);
    setCaret(0);
  };

  return (
    <Stack spacing={1} data-testid={props.testId}>
      <TextField
        multiline
        minRows={2}
        size="small"
        value={text}
        placeholder={props.placeholder}
        autoFocus={props.autoFocus}
        inputRef={input}
        onChange={(e) => {
          setText(e.target.value);
          setCaret(e.target.selectionStart ?? e.target.value.length);
        }}
        onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
        helperText={t("comments.length", { n: [...text.trim()].length, max: MAX })}
        error={[...text.trim()].length > MAX}
        slotProps={{ htmlInput: { "data-testid": "comment-text", "aria-label": props.placeholder } }}
      />
      {offered.length > 0 && (
        <Paper variant="outlined" data-testid="mention-picker">
          <List dense aria-label={t("comments.mentionPicker")}>
            {offered.map((member) => (
              <ListItemButton key={member.id} onClick={() => pick(member)} data-testid="mention-option">
                {member.name}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <DebouncedButton
          variant="contained"
          size="small"
          disabled={text.trim() === "" || [...text.trim()].length > MAX}
          onClick={send}
          data-testid="comment-send"
        >
          {t("comments.send")}
        </DebouncedButton>
      </Stack>
    </Stack>
  );
}
