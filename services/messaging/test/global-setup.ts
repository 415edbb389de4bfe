import { templateDatabaseSetup } from '@nomada/service-kit/testing';
import { migrateDatabase } from '../src/db/migrate';

export default templateDatabaseSetup('messaging', migrateDatabase);
