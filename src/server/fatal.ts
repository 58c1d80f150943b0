/**
 * After an uncaught exception or an unhandled rejection the process's state is unknown: log it and
 * exit non-zero at once, so that the supervisor (deploy/collab-marketplace.service, Restart=always)
 * starts a clean process. Set explicitly, so that a flag such as --unhandled-rejections=warn in
 * NODE_OPTIONS cannot keep a broken process serving.
 */
export function exitOnFatalError(log: (message: string, error: unknown) => void) {
  const exit = (what: string) => (error: unknown) => {
    log(`Fatal ${what}; exiting so that the process is restarted:`, error);
    process.exit(1);
  };
  process.on('uncaughtException', exit('uncaught exception'));
  process.on('unhandledRejection', exit('unhandled promise rejection'));
}
