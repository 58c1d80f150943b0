import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@shared/enums';
import { REFRESHED_BY, refreshedBy } from './live-refresh';

describe('what a pushed notification makes stale', () => {
  it('names the data of every type the server sends, and nothing for a type it does not know', () => {
    expect(Object.keys(REFRESHED_BY).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(refreshedBy('something_new')).toEqual([]);
  });

  it("a revision request refreshes the creator's application card and its versions", () => {
    expect(refreshedBy('work_reviewed')).toEqual(expect.arrayContaining(['applications', 'workSubmissions']));
  });

  it('a review refreshes the review lists and the ratings the applications carry', () => {
    expect(refreshedBy('review')).toEqual(expect.arrayContaining(['reviews', 'applications', 'profiles']));
  });

  it('a decision on an application refreshes the card and the conversation list', () => {
    expect(refreshedBy('application_status')).toEqual(
      expect.arrayContaining(['applications', 'conversations']),
    );
  });
});
