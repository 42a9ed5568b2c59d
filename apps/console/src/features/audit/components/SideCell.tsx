import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { type Side, TINT } from "./diff-style";

/** Where a line stands in its card: the first line has the card's top edge, the last its bottom edge. */
export interface Frame {
  readonly color: string;
  readonly dashed?: boolean;
  readonly first: boolean;
  readonly last: boolean;
}

/**
 * One side of one aligned line: a cell of the side-by-side grid, in its column, framed as part of
 * its module's card.
 */
export function SideCell({
  side,
  frame,
  tint,
  struck,
  placeholder = false,
  children,
  testId,
  data,
}: {
  side: Side;
  frame: Frame;
  tint?: string | undefined;
  struck?: boolean;
  /** This side does not have the item: a hatched blank keeps the line's place. */
  placeholder?: boolean;
  children?: ReactNode;
  testId?: string;
  data?: Readonly<Record<`data-${string}`, string | undefined>>;
}) {
  const style = frame.dashed ? "dashed" : "solid";
  const width = frame.color === "divider" ? 1 : 2;
  return (
    <Box
      data-testid={testId}
      data-side={side}
      data-placeholder={placeholder ? "true" : undefined}
      {...data}
      sx={{
        gridColumn: side === "left" ? "1 / 2" : "2 / 3",
        minWidth: 0,
        px: 1.5,
        py: 0.5,
        borderLeft: `${width}px ${style}`,
        borderRight: `${width}px ${style}`,
        borderTop: frame.first ? `${width}px ${style}` : undefined,
        borderBottom: frame.last ? `${width}px ${style}` : undefined,
        borderColor: frame.color,
        borderTopLeftRadius: frame.first ? 6 : 0,
        borderTopRightRadius: frame.first ? 6 : 0,
        borderBottomLeftRadius: frame.last ? 6 : 0,
        borderBottomRightRadius: frame.last ? 6 : 0,
        mt: frame.first ? 2 : 0,
        pt: frame.first ? 1 : 0.5,
        pb: frame.last ? 1 : 0.5,
        background: placeholder ? TINT.placeholder : tint,
        textDecoration: struck ? "line-through" : undefined,
        color: placeholder ? "text.disabled" : undefined,
      }}
    >
      {children}
    </Box>
  );
}
