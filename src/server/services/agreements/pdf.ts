import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { agreements, users } from '@db/schema';
import { notFound } from '@server/errors';
import { PdfBuilder, pdfDateTime } from '@server/pdf/document';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';
import { partiesOf } from './make';
import { selectAgreements, toAgreement } from './read';

/**
 * GET /agreements/{id}/pdf: the agreement as a PDF for its two parties and admins (anyone else:
 * 404). It prints the stored text line by line exactly as it is (its `## ` headings in bold), then
 * the SHA-256 of that text and who accepted when. Not audited: the parties read it as often as they like.
 */
export async function agreementPdf(db: Db, caller: Caller, id: string) {
  const [found] = await selectAgreements(db).where(eq(agreements.id, id));
  const parties = found ? await partiesOf(db, found.applicationId) : undefined;
  if (
    !found ||
    !parties ||
    (parties.creatorId !== caller.id && parties.brandId !== caller.id && !isAdmin(caller))
  )
    throw notFound('Agreement');
  const agreement = toAgreement(found);
  const names = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, [parties.brandId, parties.creatorId]));
  const nameOf = (userId: string) => names.find((n) => n.id === userId)?.name ?? '';

  const pdf = new PdfBuilder({
    title: `Agreement: ${parties.title}`,
    footer: `Agreement ${agreement.id} · version ${agreement.version} · SHA-256 ${agreement.sha256.slice(0, 16)}…`,
  });
  pdf.title('Collaboration agreement', `${parties.title} · version ${agreement.version}`);
  pdf.keyValues([
    ['Brand', nameOf(parties.brandId)],
    ['Creator', nameOf(parties.creatorId)],
    ['Agreement', agreement.id],
  ]);
  pdf.heading('Terms');
  for (const line of agreement.text.split('\n')) {
    if (line.startsWith('## ')) pdf.space(0.3).paragraph(line, { bold: true });
    else pdf.paragraph(line === '' ? ' ' : line);
  }
  pdf.heading('Record');
  pdf.paragraph('SHA-256 of the text above:', { muted: true });
  pdf.paragraph(agreement.sha256, { size: 9 }).space(0.5);
  pdf.keyValues([
    ['Accepted by the brand', pdfDateTime(agreement.accepted_by_brand_at) || 'Not accepted yet'],
    ['Accepted by the creator', pdfDateTime(agreement.accepted_by_creator_at) || 'Not accepted yet'],
  ]);
  pdf.paragraph(
    'The hash is of the text of the terms exactly as stored, each line as printed above; the same text and hash are shown on the platform.',
    { muted: true, size: 8 },
  );
  return {
    fileName: `agreement-${
      parties.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'collaboration'
    }-v${agreement.version}.pdf`,
    body: await pdf.finish(),
  };
}
