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

/** What the server's error formatter puts in `data`: AppError extras (such as `suspended`) and zod's issues. */
type RefusalData = { httpStatus?: number; suspended?: unknown; issues?: FieldIssue[] | undefined };

/** A refusal read without the tRPC client (the session check, features/session/load-user.ts). */
export class CallError extends Error {
  constructor(
    message: string,
    readonly data: RefusalData | undefined,
  ) {
    super(message);
  }
}

/**
 * tRPC's own errors are known by name, not `instanceof`: importing its class would bring the tRPC
 * client to pages that never call the API (lib/data-layer.tsx).
 */
const isRefusal = (error: unknown): error is Error & { data?: unknown } =>
  error instanceof CallError || (error instanceof Error && error.name === 'TRPCClientError');

export function apiError(error: unknown): ApiError {
  if (isRefusal(error)) {
    const data = error.data as RefusalData | undefined;
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
