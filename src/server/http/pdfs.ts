import type { Context, Hono } from 'hono';
import { idParam } from '@shared/schemas/common';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pdfHeaders } from '../pdf/document';
import { agreementPdf } from '../services/agreements/pdf';
import { fundingReceipt } from '../services/funding/receipt';
import { invoicePdf } from '../services/invoices/invoice-pdf';
import { requireCaller } from './session';

const DOCUMENTS = [
  {
    path: '/agreements/{id}/pdf',
    tag: 'agreements',
    summary: 'The agreement as a PDF: its text as stored, its SHA-256 and the acceptance times',
    who: 'The two parties and admins; anyone else 404',
    write: agreementPdf,
  },
  {
    path: '/invoices/{id}/pdf',
    tag: 'invoices',
    summary: 'A tax invoice or credit note as a PDF (Rule 46 of the CGST Rules)',
    who: 'Its recipient and admins; anyone else 404',
    write: invoicePdf,
  },
  {
    path: '/campaigns/{id}/funding/receipt',
    tag: 'funding',
    summary:
      "The brand's receipt (PDF) for the money held for a campaign, with its UTR and date; not a tax invoice",
    who: 'The owning brand and admins; anyone else 404; nothing confirmed yet 409',
    write: fundingReceipt,
  },
] as const;

/** Their entries in the OpenAPI document (trpc-to-openapi describes only procedures). */
export function pdfsOpenApiPaths() {
  return Object.fromEntries(
    DOCUMENTS.map((d) => [
      d.path,
      {
        get: {
          tags: [d.tag],
          summary: d.summary,
          description: d.who,
          security: [{ bearerAuth: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: {
              description: 'The PDF, as a download',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            401: { description: 'Not signed in' },
            404: { description: 'Not found, or not yours' },
          },
        },
      },
    ]),
  );
}

/**
 * The PDF downloads (docs/product.md#agreements-and-usage-rights, #tax-invoices, #funding): plain
 * Hono routes because they answer bytes, not JSON; mounted before the REST adapter, so
 * /invoices/{id}/pdf never reaches the JSON /invoices/{id}.
 */
export function mountPdfs(app: Hono, deps: AppDeps) {
  for (const d of DOCUMENTS) {
    app.get(`/api${d.path.replace('{id}', ':id')}`, async (c: Context) => {
      const { user } = await requireCaller(deps, c);
      const id = idParam.safeParse(c.req.param('id'));
      if (!id.success)
        throw notFound(d.tag === 'funding' ? 'Campaign' : d.tag === 'invoices' ? 'Invoice' : 'Agreement');
      const { fileName, body } = await d.write(deps.db, user, id.data);
      return c.body(new Uint8Array(body), 200, pdfHeaders(fileName));
    });
  }
}
