import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RequiredDocument } from '@nomada/contracts';

/**
 * Issue 28: what the authorities require of this paper besides the paper (an apostille, a sworn
 * translation), as the agent set it, said plainly with what to do.
 */
export function PaperRequirements({ document }: { document: RequiredDocument }) {
  const { t } = useTranslation('applicant');
  const lines = [
    document.legalisation === 'apostille' &&
      t(`requirements.apostille.${document.legalisation_status}`),
    document.translation === 'sworn' && t(`requirements.sworn.${document.translation_status}`),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Stack gap="1" data-testid="paper-requirements">
      {lines.map((line) => (
        <Text key={line} fontSize="sm" color="fg.muted">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
