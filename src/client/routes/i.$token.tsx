import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Card, LoadFailed } from '@client/components/ui';
import { apiError } from '@client/lib/api-error';
import { loadErrorMessage } from '@client/lib/failure';
import { pageTitle } from '@client/lib/page-title';
import { trpc } from '@client/lib/trpc';
import { useGoApply } from '../features/invitations/invitations-tab';
import { AppShell } from '../features/layout/app-shell';
import { requireRole } from '../features/session/guards';

/**
 * An invite link (docs/product.md#private-campaigns-and-invitations): a signed-in creator accepts it
 * and goes to the campaign; a visitor signs up or in first and comes back here (the guard).
 */
export const Route = createFileRoute('/i/$token')({
  beforeLoad: requireRole('creator'),
  head: () => pageTitle('invitation'),
  component: InviteLinkRoute,
});

function InviteLinkRoute() {
  const { t } = useTranslation('public', { keyPrefix: 'pages.invitation' });
  const { token } = Route.useParams();
  const goApply = useGoApply();
  const accept = trpc.invitations.acceptLink.useMutation({
    onSuccess: ({ invitation }) => void goApply(invitation.campaign_title),
  });
  // Once per token: a second accept answers the same invitation, but one request is enough.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    accept.mutate({ token });
  }, [token, accept]);

  return (
    <AppShell>
      <Card>
        <h2 className="text-lg font-semibold">{t('title')}</h2>
        {accept.isError ? (
          <div className="mt-3">
            <LoadFailed
              title={apiError(accept.error).status === 404 ? t('gone') : t('failed')}
              detail={loadErrorMessage(accept.error)}
              onRetry={() => accept.mutate({ token })}
            />
          </div>
        ) : (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {t('opening')}
          </p>
        )}
      </Card>
    </AppShell>
  );
}
