import { Accordion, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@nomada/ui';
import { DashboardCard } from './dashboard-card';

const QUESTIONS = ['howLong', 'rejected', 'formats', 'translations', 'premium'] as const;

export function FaqCard() {
  const { t } = useTranslation('applicant');
  return (
    <DashboardCard id="support-faq" title={t('support.faq.title')}>
      <Accordion.Root collapsible variant="plain">
        {QUESTIONS.map((question) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.ItemTrigger fontWeight="semibold" textAlign="start" cursor="pointer">
              <Text flex="1">{t(`support.faq.${question}.question`)}</Text>
              <Accordion.ItemIndicator>
                <ChevronDownIcon />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">
                {t(`support.faq.${question}.answer`)}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </DashboardCard>
  );
}
