import { TRPCClientError } from '@trpc/client';
import { UploadError } from './upload';

/** A refused value of the input: the field's path ('a.b') and the schema's message. */
export type FieldIssue = { path: string; message: string };

/** What a failed call tells the person using the app: the server's message, its status and flags. */
export type ApiError = {
  message: string;
  status: number | undefined;
  suspended: boolean;
  /** The input's refused values, when the server's zod schema refused it (a 400). */
  issues: FieldIssue[];
};

export function apiError(error: unknown): ApiError {
  if (error instanceof TRPCClientError) {
    // The server's error formatter copies AppError extras (such as `suspended`) and zod's issues into `data`.
    const data = error.data as
      { httpStatus?: number; suspended?: unknown; issues?: FieldIssue[] | undefined } | undefined;
    return {
      message: error.message,
      status: data?.httpStatus,
      suspended: data?.suspended === true,
      issues: data?.issues ?? [],
    };
  }
  // An upload's status 0 means no answer came: like a network failure, it has no status to judge by.
  const status = error instanceof UploadError && error.status > 0 ? error.status : undefined;
  return {
    message: error instanceof Error ? error.message : String(error),
    status,
    suspended: false,
    issues: [],
  };
}
