import type { EmailContent } from '@shared/email-content';
import { decrypt, encrypt, type Keyring } from '../crypto';

type Action = NonNullable<EmailContent['action']>;

const SEALED = 'sealed:';
const CONTEXT = 'email_outbox.action';

/** An email's link, encrypted for the outbox: it signs its holder in (a reset or verification link). */
export const sealLink = (keyring: Keyring, action: Action): Action => ({
  label: action.label,
  url: `${SEALED}${encrypt(keyring, action.url, CONTEXT)}`,
});

/** The content as it is sent: a sealed link opened with the keyring, anything else as it is. */
export function unsealContent(keyring: Keyring, content: EmailContent): EmailContent {
  const url = content.action?.url;
  if (!url?.startsWith(SEALED)) return content;
  return {
    ...content,
    action: { label: content.action!.label, url: decrypt(keyring, url.slice(SEALED.length), CONTEXT) },
  };
}
