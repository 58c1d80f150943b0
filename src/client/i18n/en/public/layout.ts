/** The signed-in screens' frame: header, user menu, dashboard welcome (src/client/features/layout). */
export default {
  welcome: 'Welcome, {{name}}!',
  userMenu: 'User menu',
  signOut: 'Sign Out',
  roles: { admin: 'Admin', brand: 'Brand', creator: 'Creator' },
  portal: { adminPanel: 'Admin Panel', brandPortal: 'Brand Portal' },
};
