import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { avatarFileProblem } from './avatar-upload';

const t = catalogues.getFixedT('en', 'app', 'profile');

describe('avatar file rules', () => {
  it('takes JPEG and PNG under 2 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 }, t)).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 }, t)).toBeNull();
  });

  it('refuses other types and larger files with the documented messages', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 }, t)).toBe(
      'Please select a valid image file (.jpg, .png)',
    );
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 }, t)).toBe(
      'Please select a valid image file (.jpg, .png)',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, t)).toBe(
      'File size must be less than 2MB',
    );
  });
});
