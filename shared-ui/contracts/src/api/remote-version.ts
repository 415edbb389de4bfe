/**
 * A release version of a remote: letters, digits, dot, dash and underscore, starting with a letter or
 * a digit (`2026.11.25-1a2b3c4`), at most 64 characters. It names a folder on a static origin.
 *
 * Kept apart from the zod schemas of remote-releases.ts: the shell's entry script checks a preview's
 * version with it before anything else loads, and importing it from there carried all of zod along.
 */
export const REMOTE_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
