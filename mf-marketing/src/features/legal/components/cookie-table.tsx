import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type CookieRow = { name: string; purpose: string; duration: string; category: string };

export function CookieTable() {
  const { t } = useTranslation('marketing-legal');
  const rows = t('cookies.table.rows', { returnObjects: true });
  const list: CookieRow[] = Array.isArray(rows) ? (rows as CookieRow[]) : [];
  return (
    <>
      <Table.ScrollArea
        display={{ base: 'none', md: 'block' }}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
      >
        <Table.Root size="sm" variant="line" css={{ '& td, & th': { whiteSpace: 'normal' } }}>
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
            {t('cookies.table.caption')}
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader scope="col">{t('cookies.table.name')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('cookies.table.purpose')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('cookies.table.duration')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('cookies.table.category')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((row) => (
              <Table.Row key={row.name}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.name}
                </Table.Cell>
                <Table.Cell>{row.purpose}</Table.Cell>
                <Table.Cell>{row.duration}</Table.Cell>
                <Table.Cell>{row.category}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack
        as="ul"
        display={{ md: 'none' }}
        gap="3"
        listStyleType="none"
        aria-label={t('cookies.table.caption')}
      >
        {list.map((row) => (
          <Box
            as="li"
            key={row.name}
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            p="3"
            fontSize="sm"
          >
            <Text fontFamily="mono" fontWeight="semibold" mb="1">
              {row.name}
            </Text>
            <Text>{row.purpose}</Text>
            <Text color="fg.muted">
              {t('cookies.table.duration')}: {row.duration} · {row.category}
            </Text>
          </Box>
        ))}
      </Stack>
    </>
  );
}
