import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentCase } from '@nomada/contracts';

/** Issue 28: what is still missing before the case can be filed, across every person's papers. */
export function BeforeFiling({ applicantCase }: { applicantCase: AgentCase }) {
  const { t } = useTranslation('agent');
  const items = applicantCase.requiredDocuments;
  if (items.length === 0) return null;
  const papers = items.filter((item) => item.status !== 'approved').length;
  const apostilles = items.filter((item) => item.legalisation_status === 'required').length;
  const translations = items.filter((item) => item.translation_status === 'required').length;
  const lines = [
    papers > 0 && t('requirements.missingPapers', { count: papers }),
    apostilles > 0 && t('requirements.missingApostilles', { count: apostilles }),
    translations > 0 && t('requirements.missingTranslations', { count: translations }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" px={{ base: '4', md: '5' }} py="3">
      <Stack gap="1" data-testid="before-filing">
        <Heading as="h3" size="sm">
          {t('requirements.missingTitle')}
        </Heading>
        {lines.length === 0 ? (
          <Text fontSize="sm">{t('requirements.missingNone')}</Text>
        ) : (
          lines.map((line) => (
            <Text key={line} fontSize="sm">
              {line}
            </Text>
          ))
        )}
      </Stack>
    </Box>
  );
}
