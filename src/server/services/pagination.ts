import { LIST_MAX_LIMIT } from '../../shared/constants';

/** limit/offset of a list, with limit clamped to the contract's maximum. */
export function page(input: { limit?: number; offset?: number }) {
  return { limit: Math.min(input.limit ?? 20, LIST_MAX_LIMIT), offset: input.offset ?? 0 };
}
