/** Who may come with the applicant, and how many (docs/product/family.md), without the schemas. */
export const FAMILY_RELATIONS = ['spouse', 'partner', 'child', 'parent'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_MEMBERS_LIMIT = 8;
