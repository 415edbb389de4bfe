import { Accordion, Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['duration', 'refund', 'plan'] as const;

export function ContactFaq() {
  const { t } = useTranslation('marketing-pages');
  return (
    <Box as="section" aria-labelledby="contact-faq-title" maxW="3xl" mx="auto" w="full">
      <Heading
        as="h2"
        id="contact-faq-title"
        size={{ base: 'xl', md: '2xl' }}
        mb="4"
        textAlign="center"
      >
        {t('contact.faqTitle')}
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed" bg="bg.panel">
        {QUESTIONS.map((question) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.ItemTrigger py="4" fontWeight="semibold" cursor="pointer">
              <Box as="span" flex="1" textAlign="start">
                {t(`contact.faq.${question}.question`)}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" lineHeight="tall">
                {t(`contact.faq.${question}.answer`)}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
