import type { FamilyMember, RequiredDocument } from '@nomada/contracts';

export type PersonGroup = { member: FamilyMember | null; documents: RequiredDocument[] };

/** The checklist by person: the applicant's own papers first, then each member's, in family order. */
export function groupByPerson(
  documents: readonly RequiredDocument[],
  members: readonly FamilyMember[],
): PersonGroup[] {
  const own = documents.filter((document) => !document.member_id);
  const groups: PersonGroup[] = [{ member: null, documents: own }];
  for (const member of members) {
    const theirs = documents.filter((document) => document.member_id === member.id);
    if (theirs.length > 0) groups.push({ member, documents: theirs });
  }
  return groups;
}
