// The shape of /remotes.json, which the shell reads at start: for each live remote, its version and the
// URL of its remoteEntry.js (docs/adr/0001, 0008). The server answers it from the database; the shell
// parses it with this schema, so both sides agree on one shape.
import * as z from 'zod/mini';

const remoteRegistryEntry = z.object({
  version: z.string().check(z.minLength(1)),
  /** URL of the version's remoteEntry.js: `/remotes/<name>/<version>/remoteEntry.js`, or on the artifact store's base URL. */
  entry: z.string().check(z.minLength(1)),
  /** The exact versions of the shared libraries the build used; absent from builds that did not record them. */
  built_with: z.optional(z.record(z.string(), z.string())),
  /** True when this browser previews a candidate in place of the live version (a preview cookie). */
  preview: z.optional(z.boolean()),
  /** When this browser's preview of it ends (ISO 8601), with `preview`. */
  preview_until: z.optional(z.string()),
});
export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntry>;

/** Remote name → its entry. Unknown names are the reader's to ignore (an older shell, a newer registry). */
export const remoteRegistry = z.record(z.string(), remoteRegistryEntry);
export type RemoteRegistryDocument = z.infer<typeof remoteRegistry>;
