import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { revisionsUsedText, versionStatus } from './version-status';

const t = catalogues.getFixedT('en', 'app', 'deals');

describe('versionStatus', () => {
  it('reads work the platform approved as approved automatically, for both sides', () => {
    for (const side of ['brand', 'creator'] as const) {
      expect(versionStatus({ status: 'approved', auto_approved: true }, side, t).label).toBe(
        'Approved automatically',
      );
    }
    expect(versionStatus({ status: 'approved', auto_approved: false }, 'brand', t).label).toBe('Approved');
  });

  it('reads pending work as Pending Review for the brand and Under Review for the creator', () => {
    expect(versionStatus({ status: 'pending', auto_approved: false }, 'brand', t).label).toBe(
      'Pending Review',
    );
    expect(versionStatus({ status: 'pending', auto_approved: false }, 'creator', t).label).toBe(
      'Under Review',
    );
  });

  it('names a revision request and a rejection', () => {
    expect(versionStatus({ status: 'revision_requested', auto_approved: false }, 'brand', t).label).toBe(
      'Revision requested',
    );
    expect(versionStatus({ status: 'rejected', auto_approved: false }, 'creator', t).label).toBe('Rejected');
  });
});

it('says how many revision rounds are used', () => {
  expect(revisionsUsedText(1, 2, t)).toBe('Revisions used: 1 of 2');
});
