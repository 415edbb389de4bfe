import { familyMemberAddSchema, validate } from '@nomada/contracts';

/** The server's own check of a new family member (its schema brings zod with it). */
export const checkFamilyMember = (input: unknown) => validate(familyMemberAddSchema, input);
