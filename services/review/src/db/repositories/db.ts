import type { Kysely, Transaction } from 'kysely';
import type { ReviewDatabase } from '../schema';

export type Db = Kysely<ReviewDatabase> | Transaction<ReviewDatabase>;
