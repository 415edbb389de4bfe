import type { ColumnType, Generated } from 'kysely';

export type RegistryDatabase = {
  'gateway.remote_versions': {
    remote: string;
    version: string;
    manifest: string;
    published_at: ColumnType<Date, Date | undefined, never>;
    /** Set once, by a withdrawal: never previewed, made current or published again. */
    withdrawn_at: ColumnType<Date | null, never, Date>;
  };
  'gateway.remote_current': {
    remote: string;
    version: string;
    changed_at: ColumnType<Date, Date | undefined, Date>;
  };
  'gateway.remote_moves': {
    id: Generated<string>;
    remote: string;
    from_version: string | null;
    to_version: string;
    moved_at: ColumnType<Date, Date | undefined, never>;
  };
  'gateway.registry_revision': {
    singleton: ColumnType<boolean, boolean | undefined, never>;
    revision: ColumnType<string, string | number, string | number>;
  };
};
