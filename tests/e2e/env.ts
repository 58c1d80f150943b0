/** Settings the Playwright config gives the server and the tests read back. */
/** E2E_PORT lets several runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' } as const;

/** The server's DATA_DIR, made by the runner (playwright.config.ts): its outbox holds the emails sent. */
export function e2eDataDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is unset: run the tests through playwright.config.ts');
  return dir;
}
