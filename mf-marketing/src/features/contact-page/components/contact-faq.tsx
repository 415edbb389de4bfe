import { Box, chakra, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@nomada/ui';

const QUESTIONS = ['duration', 'refund', 'plan'] as const;

/** Native disclosures: they open without any script, and readers of the prerendered page can use them. */
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
      <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="l2">
        {QUESTIONS.map((question) => (
          <chakra.details
            key={question}
            borderBottomWidth="1px"
            borderColor="border"
            _last={{ borderBottomWidth: '0' }}
            css={{ '&[open] .faq-indicator': { transform: 'rotate(180deg)' } }}
          >
            <chakra.summary
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="4"
              fontWeight="semibold"
              cursor="pointer"
              listStyleType="none"
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <Box as="span" flex="1" textAlign="start">
                {t(`contact.faq.${question}.question`)}
              </Box>
              <ChevronDownIcon className="faq-indicator" boxSize="5" color="fg.muted" />
            </chakra.summary>
            <Box px="4" pb="4" color="fg.muted" lineHeight="tall">
              {t(`contact.faq.${question}.answer`)}
            </Box>
          </chakra.details>
        ))}
      </Box>
    </Box>
  );
}
