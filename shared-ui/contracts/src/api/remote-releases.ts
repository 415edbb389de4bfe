import { z } from 'zod';
import { REMOTE_NAMES } from '../api-types';
import { REMOTE_VERSION_PATTERN } from './remote-version';

export const remoteVersionSchema = z
  .string()
  .regex(REMOTE_VERSION_PATTERN, 'expected a version such as 2026.11.25-1a2b3c4');

export const remoteNameSchema = z.enum(REMOTE_NAMES);

/** `PUT /api/remotes/<name>/versions/<version>` body: where the version's manifest is served. */
export const publishRemoteVersionSchema = z.strictObject({
  manifest: z.string().min(1).max(2_000),
});

/** `POST /api/remotes/<name>/current` body. */
export const promoteRemoteVersionSchema = z.strictObject({ version: remoteVersionSchema });

export const publishedRemoteVersionSchema = z.object({
  version: z.string(),
  /** An absolute URL, or a path on the gateway's own origin. */
  manifest: z.string(),
  published_at: z.string(),
});

/** A version taken back: listed apart from the versions, never previewed or made current again. */
export const withdrawnRemoteVersionSchema = z.object({
  version: z.string(),
  published_at: z.string(),
  withdrawn_at: z.string(),
});

/**
 * `GET /api/remotes`: each remote's current version (null: the gateway's own build), its versions,
 * and (only when there are any) its withdrawn versions.
 */
export const remoteRegistrySchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      current: z.string().nullable(),
      versions: z.array(publishedRemoteVersionSchema),
      withdrawn: z.array(withdrawnRemoteVersionSchema).optional(),
    }),
  ),
});

/** `DELETE /api/remotes/<name>/versions/<version>`'s answer. */
export const withdrawnRemoteAnswerSchema = z.object({
  remote: z.string(),
  version: z.string(),
  withdrawn_at: z.string(),
});

export type PublishedRemoteVersion = z.infer<typeof publishedRemoteVersionSchema>;
export type WithdrawnRemoteVersion = z.infer<typeof withdrawnRemoteVersionSchema>;
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
