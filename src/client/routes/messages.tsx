import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/conversations/messages-page';
import { AppShell } from '../features/layout/app-shell';
import { pageTitle } from '@client/lib/page-title';
import { requireSignIn } from '../features/session/guards';
import { searchText } from '../lib/url-search';

type MessagesSearch = { conversation?: string };

/**
 * Every signed-in user's conversations; `conversation` (an application's id) is the open one, so a
 * notification's or an email's link, a "Message" button and the Back button all land on it. Visitors
 * sign in first, and come back to it.
 */
export const Route = createFileRoute('/messages')({
  validateSearch: (search: Record<string, unknown>): MessagesSearch => {
    const conversation = searchText(search.conversation);
    return conversation ? { conversation } : {};
  },
  beforeLoad: requireSignIn,
  head: () => pageTitle('messages'),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  // The shell here, not in the page: the shell's header links to Messages (features/layout imports
  // features/conversations, never the reverse).
  return (
    <AppShell>
      <MessagesPage open={conversation ?? null} />
    </AppShell>
  );
}
