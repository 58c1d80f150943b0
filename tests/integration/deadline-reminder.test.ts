import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { jobOf, later, runJobsAt } from '../kit/jobs';
import {
  acceptedCreator,
  notificationsOf,
  postCampaign,
  review,
  submit,
  type Actor,
} from '../kit/marketplace';
import { HOUR } from '../kit/payouts';
import { rest } from '../kit/rest';

/** docs/product.md#deadline-reminder */
const t = createTestApp();

/** A deadline's end: the last millisecond of the day in India. */
const endOf = (date: string) => `${date}T18:29:59.999Z`;
const remindAt = (date: string) => later(endOf(date), -48 * HOUR);

let campaigns = 0;
async function participant(deadline: string) {
  const brand = await createBrand(t);
  const campaign = await postCampaign(t, brand, { title: `Festive ${++campaigns}`, deadline });
  const { creator, application } = await acceptedCreator(t, brand, campaign.id);
  return { brand, campaign, creator, application };
}

const reminders = async (creator: Actor) =>
  (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'deadline');

describe('the deadline reminder', () => {
  it('reaches the accepted creator 48 hours before the end of the deadline day in India, once', async () => {
    const { campaign, creator, application } = await participant('2027-03-10');
    expect(await jobOf(t, 'deadline_reminder', `${application.id}:2027-03-10`)).toMatchObject({
      status: 'pending',
      runAt: '2027-03-08T18:29:59.999Z',
    });
    await runJobsAt(t, later(remindAt('2027-03-10'), -1));
    expect(await reminders(creator)).toEqual([]);

    for (let i = 0; i < 3; i++) await runJobsAt(t, remindAt('2027-03-10'));
    await Promise.all(Array.from({ length: 5 }, () => runJobsAt(t, later(remindAt('2027-03-10'), HOUR))));
    expect(await reminders(creator)).toEqual([
      {
        type: 'deadline',
        title: 'Deadline in 2 days',
        message: `The deadline for "${campaign.title as string}" is 10 Mar 2027. Submit your work before the end of that day.`,
        priority: 'high',
        action_url: '/creator-dashboard?tab=applications',
        metadata: { campaign_id: campaign.id, application_id: application.id, deadline: '2027-03-10' },
        read: 0,
      },
    ]);
  });

  it('is not sent when the work was approved', async () => {
    const { brand, creator, application } = await participant('2027-04-10');
    const work = await submit(t, creator, application.id);
    await review(t, brand, work.id, 'approved');
    await runJobsAt(t, remindAt('2027-04-10'));
    expect(await reminders(creator)).toEqual([]);
    expect(await jobOf(t, 'deadline_reminder', `${application.id}:2027-04-10`)).toMatchObject({
      status: 'done',
    });
  });

  it('follows a moved deadline: nothing for the old one, one for the new', async () => {
    const { brand, campaign, creator, application } = await participant('2027-05-10');
    const moved = await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
      token: brand.token,
      body: { deadline: '2027-05-20' },
    });
    expect(moved.status).toBe(200);
    expect(await jobOf(t, 'deadline_reminder', `${application.id}:2027-05-20`)).toMatchObject({
      runAt: remindAt('2027-05-20'),
    });
    await runJobsAt(t, remindAt('2027-05-10'));
    expect(await reminders(creator)).toEqual([]);
    await runJobsAt(t, remindAt('2027-05-20'));
    expect((await reminders(creator)).map((n) => n.metadata)).toEqual([
      expect.objectContaining({ deadline: '2027-05-20' }),
    ]);
  });

  it('is sent at once to a creator accepted within the 48 hours', async () => {
    const { creator, application } = await participant('2027-06-10');
    // Its time is already behind the clock of the next run, which sends it.
    await runJobsAt(t, later(endOf('2027-06-10'), -10 * HOUR));
    expect((await reminders(creator)).map((n) => n.metadata)).toEqual([
      expect.objectContaining({ application_id: application.id }),
    ]);
  });

  it('is not sent once the deadline has passed, nor to an application no longer accepted', async () => {
    const late = await participant('2027-07-10');
    await runJobsAt(t, later(endOf('2027-07-10'), 1));
    expect(await reminders(late.creator)).toEqual([]);

    const done = await participant('2027-08-10');
    const completed = await rest(t, 'POST', `/api/campaigns/${done.campaign.id}/complete`, {
      token: done.brand.token,
    });
    expect(completed.status).toBe(200);
    await runJobsAt(t, remindAt('2027-08-10'));
    expect(await reminders(done.creator)).toEqual([]);
  });

  it('a campaign without a deadline schedules none; setting one schedules it for the accepted', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Open-ended' });
    const { creator, application } = await acceptedCreator(t, brand, campaign.id);
    expect(await jobOf(t, 'deadline_reminder', `${application.id}:2027-09-10`)).toBeUndefined();
    await rest(t, 'PUT', `/api/campaigns/${campaign.id}`, {
      token: brand.token,
      body: { deadline: '2027-09-10' },
    });
    await runJobsAt(t, remindAt('2027-09-10'));
    expect(await reminders(creator)).toHaveLength(1);
  });
});

/** docs/product.md#deadlines */
describe('a campaign whose deadline has passed', () => {
  it('takes no more applications (409 with the date), though it did on the deadline day itself', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Closing soon', deadline: '2027-01-15' });
    const applyAs = async (at: string) => {
      t.deps.now = () => Date.parse(at);
      const creator = await createCreator(t);
      return rest(t, 'POST', '/api/applications', {
        token: creator.token,
        body: { campaign_id: campaign.id },
      });
    };
    try {
      expect((await applyAs(endOf('2027-01-15'))).status).toBe(200);
      const late = await applyAs(later(endOf('2027-01-15'), 1));
      expect(late.status).toBe(409);
      expect(late.body.error).toBe('Applications to this campaign closed on 15 Jan 2027, its deadline.');
    } finally {
      t.deps.now = Date.now;
    }
  });
});
