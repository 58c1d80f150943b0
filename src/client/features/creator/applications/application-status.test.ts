import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { applicationStatusView } from './application-status';

beforeAll(clientInEnglish);

const app = (over: Partial<Parameters<typeof applicationStatusView>[0]>) =>
  applicationStatusView({
    status: 'accepted',
    work_status: null,
    payment_status: null,
    campaign_budget: 5000,
    campaign_status: 'active',
    ...over,
  });

describe('applicationStatusView', () => {
  it('a pending application is under review and cannot take work', () => {
    const v = app({ status: 'pending' });
    expect(v.message).toMatch(/under review/);
    expect(v.canSubmit).toBe(false);
    expect(v.readyToStart).toBe(false);
  });

  it('accepted without work: congratulation, Ready to Start, first submission', () => {
    const v = app({});
    expect(v.message).toMatch(/^Congratulations!/);
    expect(v).toMatchObject({ readyToStart: true, canSubmit: true, resubmit: false });
  });

  it('accepted with work under review: the box says so, no new submission', () => {
    const v = app({ work_status: 'pending' });
    expect(v.message).toMatch(/^Your work is under review/);
    expect(v).toMatchObject({ canSubmit: false, readyToStart: false });
  });

  it('rejected or revision-requested work: the box says so and offers a resubmission (the feedback is on its version)', () => {
    const rejected = app({ work_status: 'rejected' });
    expect(rejected).toMatchObject({ tone: 'danger', canSubmit: true, resubmit: true });
    expect(rejected.message).toMatch(/rejected your work/);
    const revision = app({ work_status: 'revision_requested' });
    expect(revision).toMatchObject({ tone: 'warning', resubmit: true });
    expect(revision.message).toMatch(/asked for a revision/);
  });

  it('work due on a paused, flagged or removed campaign: Submit blocked with the reason', () => {
    expect(app({ campaign_status: 'paused' })).toMatchObject({
      canSubmit: false,
      submitBlocked: 'This campaign is paused; work can be submitted only while it is active',
    });
    expect(app({ campaign_status: 'flagged', work_status: 'rejected' })).toMatchObject({
      canSubmit: false,
      resubmit: true,
    });
    expect(app({ campaign_status: 'removed', work_status: 'pending' }).submitBlocked).toBeNull();
  });

  it('approved work: payment in progress when paid, plain Work Approved for barter (budget 0 or none)', () => {
    const approved = { work_status: 'approved' as const };
    expect(app({ ...approved }).message).toBe('Work Approved and Payment is in progress');
    // Completing the creator moves the application on: the box still follows the work and the money.
    expect(app({ ...approved, status: 'approved' }).message).toBe('Work Approved and Payment is in progress');
    expect(app({ ...approved, status: 'completed', payment_status: 'pending' }).message).toBe(
      'Work Approved and Payment is in progress',
    );
    expect(app({ ...approved, status: 'completed', campaign_budget: 0 }).message).toBe('Work Approved');
    expect(app({ ...approved, campaign_budget: 0 }).message).toBe('Work Approved');
    expect(app({ ...approved, campaign_budget: null }).message).toBe('Work Approved');
    expect(app({ ...approved })).toMatchObject({ canSubmit: false, readyToStart: false });
  });

  it('a completed payment says the work is paid', () => {
    const v = app({ status: 'completed', work_status: 'approved', payment_status: 'completed' });
    expect(v.message).toMatch(/^Work Approved and Paid/);
  });

  it('approved, completed and rejected without approved work each have their own message', () => {
    const messages = (['approved', 'completed', 'rejected'] as const).map(
      (status) => app({ status }).message,
    );
    expect(new Set(messages).size).toBe(3);
    for (const status of ['approved', 'completed', 'rejected'] as const)
      expect(app({ status }).canSubmit).toBe(false);
  });
});
