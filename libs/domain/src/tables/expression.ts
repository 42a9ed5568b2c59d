/**
 * A data-processing table's arithmetic (spec §1 data-processing tables): numbers, + − × ÷ (also
 * written + - * /), parentheses and the row's columns by label — a bare word ("mass", "质量") or a
 * label in brackets ("[Mass (g)]"). Read by a small parser, never by eval: a bad expression is
 * told where it breaks (spec §8 "formula format error").
 */
export type Expression =
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "column"; readonly name: string }
  | { readonly kind: "negate"; readonly of: Expression }
  | { readonly kind: "binary"; readonly op: "+" | "-" | "*" | "/"; readonly left: Expression; readonly right: Expression };

/** Why an expression does not read, and where (a 0-based character index). */
export interface ExpressionProblem {
  readonly key: "empty" | "unexpected" | "unclosed" | "badNumber";
  readonly at: number;
}

export type Parsed =
  | { readonly ok: true; readonly expression: Expression }
  | { readonly ok: false; readonly problem: ExpressionProblem };

type Token =
  | { kind: "number"; value: number; at: number }
  | { kind: "name"; name: string; at: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "(" | ")"; at: number }
  | { kind: "end"; at: number };

const OPERATORS: Readonly<Record<string, "+" | "-" | "*" | "/" | "(" | ")">> = {
  "+": "+",
  "-": "-",
  "−": "-",
  "*": "*",
  "×": "*",
  "/": "/",
  "÷": "/",
  "(": "(",
  ")": ")",
  "（": "(",
  "）": ")",
};
const NAME_START = /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\uFEFF]/;
const NAME_PART = /[A-Za-z0-9_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\uFEFF]/;
const NUMBER = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;

class Problem extends Error {
  constructor(readonly problem: ExpressionProblem) {
    super(problem.key);
  }
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (OPERATORS[c]) {
      found.push({ kind: "op", op: OPERATORS[c], at: i });
      i++;
    } else if (/[\d.]/.test(c)) {
      const match = NUMBER.exec(text.slice(i));
      const value = match ? Number(match[0]) : Number.NaN;
      if (!match || !Number.isFinite(value)) throw new Problem({ key: "badNumber", at: i });
      found.push({ kind: "number", value, at: i });
      i += match[0].length;
    } else if (c === "[") {
      const close = text.indexOf("]", i + 1);
      const name = close < 0 ? "" : text.slice(i + 1, close).trim();
      if (close < 0) throw new Problem({ key: "unclosed", at: i });
      if (!name) throw new Problem({ key: "unexpected", at: i });
      found.push({ kind: "name", name, at: i });
      i = close + 1;
    } else if (NAME_START.test(c)) {
      let end = i + 1;
      while (end < text.length && NAME_PART.test(text[end] as string)) end++;
      found.push({ kind: "name", name: text.slice(i, end), at: i });
      i = end;
    } else {
      throw new Problem({ key: "unexpected", at: i });
    }
  }
  found.push({ kind: "end", at: text.length });
  return found;
}

export function parseExpression(text: string): Parsed {
  try {
    const list = tokens(text);
    if (list.length === 1) return { ok: false, problem: { key: "empty", at: 0 } };
    let next = 0;
    const peek = () => list[next] as Token;
    const isOp = (token: Token, ...ops: string[]) => token.kind === "op" && ops.includes(token.op);
    const sum = (): Expression => {
      let left = product();
      while (isOp(peek(), "+", "-")) {
        const op = (list[next++] as { op: "+" | "-" }).op;
        left = { kind: "binary", op, left, right: product() };
      }
      return left;
    };
    const product = (): Expression => {
      let left = unary();
      while (isOp(peek(), "*", "/")) {
        const op = (list[next++] as { op: "*" | "/" }).op;
        left = { kind: "binary", op, left, right: unary() };
      }
      return left;
    };
    const unary = (): Expression => {
      if (isOp(peek(), "-")) {
        next++;
        return { kind: "negate", of: unary() };
      }
      if (isOp(peek(), "+")) next++;
      return primary();
    };
    const primary = (): Expression => {
      const token = list[next++] as Token;
      if (token.kind === "number") return { kind: "number", value: token.value };
      if (token.kind === "name") return { kind: "column", name: token.name };
      if (isOp(token, "(")) {
        const inner = sum();
        const close = list[next++] as Token;
        if (!isOp(close, ")")) throw new Problem({ key: close.kind === "end" ? "unclosed" : "unexpected", at: token.at });
        return inner;
      }
      throw new Problem({ key: token.kind === "end" ? "unclosed" : "unexpected", at: token.at });
    };
    const expression = sum();
    const rest = peek();
    if (rest.kind !== "end") throw new Problem({ key: "unexpected", at: rest.at });
    return { ok: true, expression };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The columns an expression reads, each once, in the order written. */
export function columnsOf(expression: Expression): string[] {
  const names = new Set<string>();
  const walk = (e: Expression): void => {
    if (e.kind === "column") names.add(e.name);
    else if (e.kind === "negate") walk(e.of);
    else if (e.kind === "binary") {
      walk(e.left);
      walk(e.right);
    }
  };
  walk(expression);
  return [...names];
}

/**
 * The expression's value for a row; null when a column it reads has no number or the result is not a
 * finite number (a division by zero): a computed cell then stays empty rather than showing Infinity.
 */
export function evaluate(expression: Expression, cellOf: (column: string) => number | null): number | null {
  const run = (e: Expression): number | null => {
    switch (e.kind) {
      case "number":
        return e.value;
      case "column":
        return cellOf(e.name);
      case "negate": {
        const of = run(e.of);
        return of === null ? null : -of;
      }
      case "binary": {
        const left = run(e.left);
        const right = run(e.right);
        if (left === null || right === null) return null;
        const value = e.op === "+" ? left + right : e.op === "-" ? left - right : e.op === "*" ? left * right : left / right;
        return Number.isFinite(value) ? value : null;
      }
    }
  };
  return run(expression);
}

/** A cell's text as a number: "12.5", " 3 " and "1e3" are numbers; "", "abc" and "12 g" are not. */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}
