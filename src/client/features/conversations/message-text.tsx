import { linkify } from './linkify';

/**
 * A message's words as the sender typed them: line breaks kept, http(s) addresses as links that open
 * in a new tab without telling the site where they came from; never read as markup.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkify(body).map((part, i) =>
        part.kind === 'link' ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline decoration-1 underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
