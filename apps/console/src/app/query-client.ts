import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../transport/api-error";

/** A 4xx will not change on retry; other failures are tried once more. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
