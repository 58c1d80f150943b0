import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { createReviewInput, REVIEW_COMMENT_MAX, type CreateReviewInput } from '@shared/schemas/reviews';
import { useToast } from '@client/components/toast';
import { Dialog, FormActions, TextAreaField } from '@client/components/ui';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { useSchemaInputForm } from '@client/lib/use-schema-form';

export type ReviewTarget = { applicationId: string; name: string };

type Values = { rating: string; comment: string };
const RATINGS = [1, 2, 3, 4, 5] as const;

/** Review {name}: a rating of 1 to 5 stars and an optional comment, once per side (docs/product.md#reviews). */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.review' });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? t('title', { name: target.name }) : t('titleEmpty')}
    >
      {target && <ReviewForm key={target.applicationId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ReviewForm({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation('app', { keyPrefix: 'deals.review' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.reviews.create.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, register, watch, handleSubmit, formState, showServerErrors } = useSchemaInputForm<
    Values,
    CreateReviewInput
  >(
    createReviewInput,
    { rating: '', comment: '' },
    {
      toInput: (v) => ({ application_id: target.applicationId, rating: v.rating, comment: v.comment }),
      fieldOf: { rating: 'rating', comment: 'comment' },
    },
  );
  const rating = Number(watch('rating')) || 0;
  const length = watch('comment').length;
  const ratingId = useId();
  const ratingError = formState.errors.rating?.message;

  const onSubmit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await create.mutateAsync(input);
      toast({
        variant: 'success',
        title: t('submitted'),
        description: t('thanks', { name: target.name }),
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) {
        setRefusal(failureMessage(error, t('failed')));
      }
    } finally {
      // Both sides' reviews may show now: the review lists, and the ratings on profiles and applications.
      void utils.reviews.invalidate();
      void utils.applications.invalidate();
      void utils.profiles.invalidate();
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div>
        <p id={ratingId} className="text-sm font-medium text-slate-700">
          {t('rating')}
        </p>
        <div
          role="radiogroup"
          aria-labelledby={ratingId}
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? `${ratingId}-error` : undefined}
          className="mt-1 flex gap-1"
        >
          {RATINGS.map((n) => (
            <label
              key={n}
              className="relative rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
            >
              {/* The real radio covers its star, invisible: a click or a tap on the star is on it. */}
              <input
                type="radio"
                value={String(n)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
                {...register('rating')}
              />
              <span
                aria-hidden
                className={`pointer-events-none block text-3xl leading-none ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${ratingId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {ratingError}
          </p>
        )}
      </div>
      <TextAreaField
        label={t('comment')}
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        placeholder={t('commentPlaceholder')}
        {...field('comment')}
        hint={
          <span>
            {t('characters', { length: formatCount(length), max: formatCount(REVIEW_COMMENT_MAX) })}
          </span>
        }
      />
      <FormActions
        refusal={refusal}
        onCancel={onClose}
        submitting={create.isPending}
        submitLabel={t('submit')}
      />
    </form>
  );
}
