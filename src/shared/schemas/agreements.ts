import { z } from 'zod';
import { idParam } from './common';

/** An accepted collaboration's agreement (docs/product.md#agreements-and-usage-rights). */
export const agreementOutput = z.object({
  id: z.string(),
  application_id: z.string(),
  version: z.number(),
  /** Readable sections in simple markdown ("## Payment"); fixed once made. */
  text: z.string(),
  /** Hex SHA-256 of exactly `text`. */
  sha256: z.string(),
  accepted_by_creator_at: z.string().nullable(),
  accepted_by_brand_at: z.string().nullable(),
});
export type Agreement = z.infer<typeof agreementOutput>;

export const agreementIdInput = z.object({ id: idParam });

export const applicationAgreementOutput = z.object({
  agreement: agreementOutput,
  /** REQUIRE_AGREEMENT: work can be submitted only once both parties have accepted. */
  agreement_required: z.boolean(),
});

/** Whether both parties have accepted. */
export const bothAccepted = (a: Pick<Agreement, 'accepted_by_creator_at' | 'accepted_by_brand_at'>) =>
  a.accepted_by_creator_at !== null && a.accepted_by_brand_at !== null;

/** The agreement's text as sections: its `## ` headings and what follows each, for the dialog. */
export function agreementSections(text: string): { title: string; body: string }[] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const [title = '', ...rest] = part.split('\n');
      return { title: title.trim(), body: rest.join('\n').trim() };
    });
}
