/** A creator browsing: the campaign list as most of its readers see it (invite-only ones filtered by invitation). */
export const BROWSING_CREATOR = { id: 'bench-browsing-creator', userType: 'creator', roles: ['creator'] };
