import type { FamilyMember } from '@nomada/contracts';
import type { DocumentFileRow, ItemRequirementsRow, RequiredDocumentRow } from '../db/schema';
import {
  effectiveRequirements,
  type RequirementsByItem,
} from '../db/repositories/item-requirements';

/** One approved paper of the filing, in the authority's order: the applicant first, then the family. */
export type PackPaper = {
  /** 1-based, the order of the index and of the file names. */
  number: number;
  person: string;
  item: RequiredDocumentRow;
  files: DocumentFileRow[];
  requirements: ReturnType<typeof effectiveRequirements>;
};

export function packPapers(
  applicantName: string,
  members: readonly FamilyMember[],
  checklist: readonly RequiredDocumentRow[],
  approvedFiles: Map<string, DocumentFileRow[]>,
  decided: RequirementsByItem | Map<string, ItemRequirementsRow>,
): PackPaper[] {
  const people = [
    { id: null as string | null, name: applicantName },
    ...members.map((member) => ({
      id: member.id as string | null,
      name: `${member.first_name} ${member.last_name}`,
    })),
  ];
  const papers: PackPaper[] = [];
  for (const person of people)
    for (const item of checklist.filter((entry) => entry.member_id === person.id)) {
      const files = approvedFiles.get(item.id) ?? [];
      if (files.length === 0) continue;
      papers.push({
        number: papers.length + 1,
        person: person.name,
        item,
        files,
        requirements: effectiveRequirements(item, decided),
      });
    }
  return papers;
}

/** A name safe in any ZIP reader: letters, digits and dashes, accents folded, at most 60 characters. */
export function safeName(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}
