import { describe, expect, it } from 'vitest';
import type { FamilyMember, RequiredDocument } from '@nomada/contracts';
import { groupByPerson } from './group-by-person';

const paper = (id: string, member_id: string | null) => ({ id, member_id }) as RequiredDocument;
const member = (id: string) => ({ id, first_name: id }) as FamilyMember;

describe('groupByPerson', () => {
  it("puts the applicant's papers first, then each member's in family order", () => {
    const groups = groupByPerson(
      [paper('a', null), paper('c1', 'child'), paper('s1', 'spouse'), paper('b', null)],
      [member('spouse'), member('child')],
    );
    expect(groups.map((g) => [g.member?.id ?? 'me', g.documents.map((d) => d.id)])).toEqual([
      ['me', ['a', 'b']],
      ['spouse', ['s1']],
      ['child', ['c1']],
    ]);
  });

  it('is one group when nobody comes along', () => {
    expect(groupByPerson([paper('a', null)], [])).toHaveLength(1);
  });
});
