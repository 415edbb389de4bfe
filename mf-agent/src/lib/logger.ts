/**
 * The remote's log: failures the person is not told about (docs/product/messages.md says the agent
 * dashboard's fetch errors are only logged) still reach the browser console for support.
 */
export const logger = {
  warn(message: string, error?: unknown) {
    // eslint-disable-next-line no-console -- this module is the one place the remote writes to the console
    console.warn(`[mf-agent] ${message}`, error);
  },
};
