import type { DemoClock } from './demo-clock';
import { DEMO_ADMIN_EMAIL, DEMO_BRANDS, DEMO_CREATORS, DEMO_PASSWORD, type DemoUser } from './demo-data';
import type { DemoPeople } from './demo-people';

export type DemoLogin = {
  role: 'admin' | 'brand' | 'creator';
  email: string;
  password: string;
  note: string;
};

/** Who can sign in to the demo, main logins marked, a suspension noted. */
export function demoLogins(clock: DemoClock, people: DemoPeople): DemoLogin[] {
  const suspendedUntil = (key: string) => (key === 'ishita' ? `suspended until ${clock.dateIn(12)}` : '');
  const login = (role: DemoLogin['role'], u: DemoUser, note: string): DemoLogin => ({
    role,
    email: u.email,
    password: DEMO_PASSWORD,
    note,
  });
  const brandNote = (b: DemoUser) => `${people.brandName(b.key)}${b.main ? ' (main brand login)' : ''}`;
  const creatorNote = (c: DemoUser) =>
    [
      `${c.fullName}, ${c.profile.niche}${c.main ? ' (main creator login)' : ''}`,
      c.profile.language === 'hi' ? 'sees the app in Hindi' : '',
      suspendedUntil(c.key),
    ]
      .filter(Boolean)
      .join('; ');
  return [
    {
      role: 'admin',
      email: DEMO_ADMIN_EMAIL,
      password: people.existingAdmin ? '(unchanged: existing account)' : DEMO_PASSWORD,
      note: 'admin panel',
    },
    ...DEMO_BRANDS.map((b) => login('brand', b, brandNote(b))),
    ...DEMO_CREATORS.map((c) => login('creator', c, creatorNote(c))),
  ];
}

/**
 * The logins as a small table for the console, after the address to open: `APP_URL`, the one the
 * emails' links use, since the session cookie belongs to that host (issue 28).
 */
export function describeLogins(logins: DemoLogin[], appUrl: string) {
  const rows = [
    ['role', 'email', 'password', ''],
    ...logins.map((l) => [l.role, l.email, l.password, l.note]),
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    `  ${r.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell)).join('  ')}`.trimEnd();
  return [`Demo marketplace loaded. Open ${appUrl} and sign in with:`, ...rows.map(line)].join('\n');
}
