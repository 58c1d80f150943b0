import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/conversations/messages-page';
import { pageTitle } from '../features/layout/page-title';
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
  head: () => pageTitle('Messages'),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { conversation } = Route.useSearch();
  return <MessagesPage open={conversation ?? null} />;
}
