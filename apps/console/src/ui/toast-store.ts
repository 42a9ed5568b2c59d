export type ToastSeverity = "success" | "info" | "warning" | "error";

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly severity: ToastSeverity;
}

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a message toast (spec §9: offset 50 px, 3 s). Callable outside React (transport). */
export function showToast(message: string, severity: ToastSeverity = "error"): void {
  queue = [...queue, { id: nextId++, message, severity }];
  emit();
}

export function dismissToast(id: number): void {
  queue = queue.filter((toast) => toast.id !== id);
  emit();
}

export function currentToasts(): readonly Toast[] {
  return queue;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
