import type { User } from '@shared/schemas/auth';
import { currentLanguage } from '@client/i18n/i18n';
import { CallError } from '@client/lib/api-error';

type Answer = {
  result?: { data: { user: User } };
  error?: { message: string; data?: ConstructorParameters<typeof CallError>[1] };
};

/**
 * Who owns the session cookie, asked with a plain request to the same procedure: every page asks it,
 * and the pages that never call the API otherwise start without the tRPC client (lib/data-layer.tsx).
 */
export async function loadSessionUser(): Promise<User> {
  const response = await fetch('/api/trpc/auth.profile', {
    headers: { 'Accept-Language': currentLanguage() },
  });
  const answer = (await response.json()) as Answer;
  if (answer.result) return answer.result.data.user;
  throw new CallError(answer.error?.message ?? response.statusText, {
    httpStatus: response.status,
    ...answer.error?.data,
  });
}
