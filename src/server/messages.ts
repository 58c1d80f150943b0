import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { UiLanguage } from '@shared/i18n/languages';
import hindi from '@shared/i18n/hindi';
import { translateMessage, type MessageDictionary } from '@shared/i18n/messages';
import { AppError, type AppErrorCode, type ErrorExtra, type FieldIssue } from './errors';
import { describeZodError } from './zod-messages';

/** English is the messages' own language: it needs no dictionary, and its texts go out as written. */
const DICTIONARIES: Partial<Record<UiLanguage, MessageDictionary>> = { hi: hindi };

/**
 * A message the server or a shared schema wrote (in English, its key), in the caller's language
 * (docs/product.md#languages); as written in English, or when the dictionary has no text for it.
 */
export const messageIn = (language: UiLanguage | undefined, message: string) =>
  translateMessage(message, language ? DICTIONARIES[language] : undefined);

/** Field issues (`[{ path, message }]`) with their messages in `language`. */
export const issuesIn = <I extends FieldIssue>(language: UiLanguage | undefined, issues: readonly I[]): I[] =>
  issues.map((issue) => ({ ...issue, message: messageIn(language, issue.message) }));

/** An error's extra fields with the messages of any field issues among them in `language`. */
export function extraIn(language: UiLanguage | undefined, extra: ErrorExtra): ErrorExtra {
  if (!language || !DICTIONARIES[language] || !Array.isArray(extra.issues)) return extra;
  return { ...extra, issues: issuesIn(language, extra.issues) };
}

/**
 * A procedure's error in the caller's language, so an in-process caller (createCaller) reads what
 * HTTP callers read: an AppError's message and field issues, a schema's refusal of the input as
 * describeZodError words it. The error formatter translates again what reaches it (trpc.ts), which
 * changes nothing already translated; a 500 keeps its cause for the log and its words for the formatter.
 */
export function errorIn(language: UiLanguage | undefined, error: TRPCError): TRPCError {
  if (!language || !DICTIONARIES[language] || error.code === 'INTERNAL_SERVER_ERROR') return error;
  if (error instanceof AppError)
    return new AppError(error.code as AppErrorCode, messageIn(language, error.message), {
      extra: extraIn(language, error.extra),
      retryAfter: error.retryAfter,
    });
  const message = error.cause instanceof ZodError ? describeZodError(error.cause) : error.message;
  return new TRPCError({ code: error.code, message: messageIn(language, message), cause: error.cause });
}
