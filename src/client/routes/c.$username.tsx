import { createFileRoute } from '@tanstack/react-router';
import { CreatorPage } from '../features/public/creator-page';
import { pageTitle } from '@client/lib/page-title';

/** A creator's public page, for anyone (docs/product.md#public-creator-pages); the server adds its Open Graph tags. */
export const Route = createFileRoute('/c/$username')({
  head: () => pageTitle('creator'),
  component: CreatorPageRoute,
});

function CreatorPageRoute() {
  const { username } = Route.useParams();
  return <CreatorPage username={username} />;
}
