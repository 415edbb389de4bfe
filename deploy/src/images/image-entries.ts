import path from 'node:path';
import { serviceEntryPoints } from '@nomada/infra/bundle-service';
import { IMAGE_SERVICES } from './image-settings';

/** The image's commands: every bundle the services' build writes (`services/<name>/dist/…js`). */
export function imageEntries(root: string): Set<string> {
  return new Set(
    IMAGE_SERVICES.flatMap((service) =>
      serviceEntryPoints(path.join(root, 'services', service)).map(
        (entry) =>
          `services/${service}/${entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js')}`,
      ),
    ),
  );
}

/** Services that own a schema: those with a migrate command. */
export function migrationOwners(root: string): string[] {
  return IMAGE_SERVICES.filter((service) =>
    imageEntries(root).has(`services/${service}/dist/cli/migrate.js`),
  );
}
