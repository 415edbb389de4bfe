import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MailIcon } from '@nomada/ui';
import { BUSINESS_HOURS, COMPANY } from '../../../config/company';

/** Email and business hours beside the contact form. */
export function ContactDetails() {
  const { t } = useTranslation('marketing-pages');
  return (
    <Stack gap="5">
      <Box
        as="section"
        aria-labelledby="contact-email-title"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        p="5"
      >
        <Stack direction="row" gap="3" align="flex-start">
          <MailIcon boxSize="5" color="brand.700" mt="1" flexShrink={0} />
          <Stack gap="1">
            <Heading as="h2" id="contact-email-title" size="md">
              {t('contact.emailTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('contact.emailText')}
            </Text>
            <Link href={`mailto:${COMPANY.supportEmail}`} color="brand.700" fontWeight="semibold">
              {COMPANY.supportEmail}
            </Link>
          </Stack>
        </Stack>
      </Box>
      <Box
        as="section"
        aria-labelledby="contact-hours-title"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="xl"
        p="5"
      >
        <Stack direction="row" gap="3" align="flex-start">
          <ClockIcon boxSize="5" color="brand.700" mt="1" flexShrink={0} />
          <Stack gap="3" flex="1">
            <Heading as="h2" id="contact-hours-title" size="md">
              {t('contact.hoursTitle')}
            </Heading>
            <Stack as="dl" gap="1.5" fontSize="sm">
              {BUSINESS_HOURS.map(({ days, hours }) => (
                <Stack key={days} direction="row" justify="space-between" gap="4">
                  <Text as="dt">{t(`contact.days.${days}`)}</Text>
                  <Text as="dd" fontWeight="medium" color={hours ? 'fg' : 'fg.muted'}>
                    {hours ? t('contact.hoursRange', hours) : t('contact.closed')}
                  </Text>
                </Stack>
              ))}
            </Stack>
            <Text color="fg.muted" fontSize="xs">
              {t('contact.hoursNote')}
            </Text>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
