import { z } from 'zod';
import { idParam, safeText, text } from './common';
import { creatorCardOutput } from './creators';

/*
 * Shortlists (docs/product.md#shortlists): a brand's named lists of creators it found, each creator
 * with the brand's note.
 */

export const SHORTLIST_NAME_MAX = 100;
export const SHORTLIST_NOTE_MAX = 500;
/** Shortlists one brand may keep. */
export const SHORTLISTS_MAX = 50;
/** Creators one shortlist may hold. */
export const SHORTLIST_CREATORS_MAX = 500;

export const SHORTLIST_MESSAGES = {
  name: `Name must be 1 to ${SHORTLIST_NAME_MAX} characters`,
  note: `Note must be at most ${SHORTLIST_NOTE_MAX} characters`,
  tooManyShortlists: `You can keep at most ${SHORTLISTS_MAX} shortlists; delete one you no longer need first`,
  tooManyCreators: `A shortlist can hold at most ${SHORTLIST_CREATORS_MAX} creators; remove some or start another shortlist`,
};

const shortlistName = text('Name', { message: SHORTLIST_MESSAGES.name })
  .min(1, SHORTLIST_MESSAGES.name)
  .max(SHORTLIST_NAME_MAX, SHORTLIST_MESSAGES.name);

export const createShortlistInput = z.object({ name: shortlistName });
export const shortlistIdInput = z.object({ id: idParam });
export const renameShortlistInput = z.object({ id: idParam, name: shortlistName });

export const addShortlistCreatorInput = z.object({
  id: idParam,
  creator_id: idParam,
  note: safeText('Note', SHORTLIST_NOTE_MAX, { lines: true }).default(''),
});
export type AddShortlistCreatorInput = z.output<typeof addShortlistCreatorInput>;

export const removeShortlistCreatorInput = z.object({ id: idParam, creatorId: idParam });

/** A shortlist in the brand's list: how many creators it holds. */
export const shortlistSummaryOutput = z.object({
  id: z.string(),
  name: z.string(),
  creator_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummaryOutput>;

/** A creator on a shortlist: the search's card, with the brand's note and when it was added. */
export const shortlistCreatorOutput = creatorCardOutput.extend({ note: z.string(), added_at: z.string() });
export type ShortlistCreator = z.infer<typeof shortlistCreatorOutput>;

export const shortlistOutput = shortlistSummaryOutput.extend({ creators: z.array(shortlistCreatorOutput) });
export type Shortlist = z.infer<typeof shortlistOutput>;
