import { TRPCClientError } from '@trpc/client';

/** What a failed call tells the person using the app: the server's message, its status and flags. */
export type ApiError = { message: string; status: number | undefined; suspended: boolean };

export function apiError(error: unknown): ApiError {
  if (error instanceof TRPCClientError) {
    // The server's error formatter copies AppError extras (such as `suspended`) into `data`.
    const data = error.data as { httpStatus?: number; suspended?: unknown } | undefined;
    return { message: error.message, status: data?.httpStatus, suspended: data?.suspended === true };
  }
  return {
    message: error instanceof Error ? error.message : String(error),
    status: undefined,
    suspended: false,
  };
}
