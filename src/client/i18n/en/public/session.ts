/** Signing out and a session the server ended (src/client/features/session). */
export default {
  signOut: 'Sign Out',
  suspendedTitle: 'Account Suspended',
  suspended: 'Your account has been suspended.',
};
