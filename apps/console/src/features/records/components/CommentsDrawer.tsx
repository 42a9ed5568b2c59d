import type { CommentRow } from "@labledger/contracts";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Drawer from "@mui/material/Drawer";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatWhen } from "../../../ui/format-when";
import {
  addComment,
  commentsKey,
  deleteComment,
  listComments,
  markCommentsRead,
  replyToComment,
  resolveComment,
} from "../api/comment-calls";
import "../i18n/catalogue";
import { CommentComposer } from "./CommentComposer";

/** The thread shown: the record's own (moduleId null) or a module's, with the title to head it. */
export interface CommentThread {
  readonly moduleId: string | null;
  readonly title: string;
}

/** A record's comments, read once for every thread on the page. */
export function useRecordComments(recordId: string) {
  return useQuery({ queryKey: commentsKey(recordId), queryFn: () => listComments(recordId), enabled: recordId !== "" });
}

/**
 * Which thread is open on a record's page; a link with ?comment=<id> (a mention message) opens
 * the thread of that comment with it in view.
 */
export function useOpenThread(recordId: string) {
  const comments = useRecordComments(recordId);
  const [params] = useSearchParams();
  const focus = params.get("comment");
  const [thread, setThread] = useState<CommentThread | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  useEffect(() => {
    if (!focus || followed === focus) return;
    const linked = comments.data?.comments.find((c) => c.commentId === focus);
    if (!linked) return;
    setFollowed(focus);
    setThread({ moduleId: linked.moduleId, title: linked.moduleTitle ?? "" });
  }, [focus, followed, comments.data]);
  return { comments: comments.data?.comments ?? [], thread, open: setThread, close: () => setThread(null), focus };
}

/** Comments of one thread that are not deleted (a tombstone does not count). */
export const countIn = (comments: readonly CommentRow[], moduleId: string | null) =>
  comments.filter((c) => c.moduleId === moduleId && !c.deleted).length;

/** The button that opens a thread: how many comments it holds, a dot while some are unread. */
export function CommentsButton(props: {
  comments: readonly CommentRow[];
  moduleId: string | null;
  onOpen: () => void;
  testId: string;
}) {
  const { t } = useTranslation("records");
  const inThread = props.comments.filter((c) => c.moduleId === props.moduleId);
  const unread = inThread.filter((c) => c.unread).length;
  return (
    <Badge color="error" variant="dot" invisible={unread === 0} data-testid={`${props.testId}-unread`} data-unread={unread}>
      <Button size="small" onClick={props.onOpen} data-testid={props.testId}>
        {t("comments.open", { count: countIn(props.comments, props.moduleId) })}
      </Button>
    </Badge>
  );
}

/**
 * A thread of a record in a side panel (issue 18): its comments with their replies, who wrote
 * them and when, resolved or not, unread marked; a comment or reply written with @mentions;
 * resolve, reopen and delete where the server says the reader may. Opening it marks it read.
 */
export function CommentsDrawer(props: {
  recordId: string;
  thread: CommentThread | null;
  /** A comment to bring into view (a mention message leads here). */
  focus?: string | null;
  /** An archived record: comments are read, never written. */
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("records");
  const queryClient = useQueryClient();
  const comments = useRecordComments(props.recordId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const { thread, recordId } = props;
  const inThread = thread ? (comments.data?.comments ?? []).filter((c) => c.moduleId === thread.moduleId) : [];
  const unreadIds = inThread.filter((c) => c.unread).map((c) => c.commentId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsKey(recordId) });

  // What is shown is read: the thread's unread marks (and its button's dot) go once the server has it.
  const unreadKey = unreadIds.join(",");
  useEffect(() => {
    if (!thread || unreadKey === "") return;
    void markCommentsRead(recordId, unreadKey.split(",")).then(
      () => queryClient.invalidateQueries({ queryKey: commentsKey(recordId) }),
      () => undefined,
    );
  }, [thread, unreadKey, recordId, queryClient]);

  const focusShown = props.focus && inThread.some((c) => c.commentId === props.focus) ? props.focus : null;
  useEffect(() => {
    if (focusShown) document.querySelector(`[data-comment-id="${CSS.escape(focusShown)}"]`)?.scrollIntoView({ block: "center" });
  }, [focusShown]);

  const roots = inThread.filter((c) => c.parentId === null);
  const repliesTo = (commentId: string) => inThread.filter((c) => c.parentId === commentId);
  const item = (comment: CommentRow, reply: boolean) => (
    <Paper
      key={comment.commentId}
      variant="outlined"
      sx={{
        p: 1.5,
        ml: reply ? 4 : 0,
        borderColor: props.focus === comment.commentId ? "primary.main" : undefined,
        borderWidth: props.focus === comment.commentId ? 2 : 1,
        opacity: comment.resolved ? 0.75 : 1,
      }}
      data-testid="comment"
      data-comment-id={comment.commentId}
      data-unread={comment.unread ? "true" : "false"}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.5 }}>
        <Typography variant="subtitle2" data-testid="comment-author">
          {comment.authorName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {formatWhen(comment.at, i18n.language)}
        </Typography>
        {comment.unread && <Chip size="small" color="error" label={t("comments.unread")} data-testid="comment-unread" />}
        {comment.resolved && (
          <Chip
            size="small"
            color="success"
            label={t("comments.resolvedBy", { name: comment.resolvedByName ?? "" })}
            data-testid="comment-resolved"
          />
        )}
      </Stack>
      {comment.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }} data-testid="comment-tombstone">
          {t("comments.deleted")}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }} data-testid="comment-text-shown">
          {comment.text}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        {!reply && !comment.deleted && !props.readOnly && (
          <Button size="small" onClick={() => setReplyingTo(comment.commentId)} data-testid="comment-reply">
            {t("comments.reply")}
          </Button>
        )}
        {!reply && comment.mayResolve && (
          <Button
            size="small"
            onClick={async () => {
              await resolveComment(recordId, comment.commentId, !comment.resolved);
              await refresh();
            }}
            data-testid={comment.resolved ? "comment-reopen" : "comment-resolve"}
          >
            {t(comment.resolved ? "comments.reopen" : "comments.resolve")}
          </Button>
        )}
        {comment.mayDelete && (
          <Button
            size="small"
            color="error"
            onClick={async () => {
              await deleteComment(recordId, comment.commentId);
              await refresh();
            }}
            data-testid="comment-delete"
          >
            {t("comments.delete")}
          </Button>
        )}
      </Stack>
    </Paper>
  );

  return (
    <Drawer anchor="right" open={thread !== null} onClose={props.onClose}>
      <Box sx={{ width: { xs: "100vw", md: 520 }, p: 2 }} data-testid="comments-drawer">
        <Typography variant="h6" gutterBottom data-testid="comments-title">
          {thread?.moduleId ? t("comments.moduleThread", { title: thread.title }) : t("comments.recordThread")}
        </Typography>
        <Stack spacing={1.5}>
          {roots.length === 0 && (
            <Typography color="text.secondary" data-testid="comments-none">
              {t("comments.none")}
            </Typography>
          )}
          {roots.map((root) => (
            <Stack key={root.commentId} spacing={1}>
              {item(root, false)}
              {repliesTo(root.commentId).map((reply) => item(reply, true))}
              {replyingTo === root.commentId && (
                <Box sx={{ ml: 4 }}>
                  <CommentComposer
                    testId="reply-composer"
                    placeholder={t("comments.replyPlaceholder")}
                    autoFocus
                    onSend={async (text, mentionIds) => {
                      await replyToComment(recordId, root.commentId, { text, mentionIds });
                      setReplyingTo(null);
                      await refresh();
                    }}
                  />
                </Box>
              )}
            </Stack>
          ))}
          {thread && !props.readOnly && (
            <CommentComposer
              testId="comment-composer"
              placeholder={t("comments.placeholder")}
              onSend={async (text, mentionIds) => {
                await addComment(recordId, { text, moduleId: thread.moduleId, mentionIds });
                await refresh();
              }}
            />
          )}
        </Stack>
      </Box>
    </Drawer>
  );
}
