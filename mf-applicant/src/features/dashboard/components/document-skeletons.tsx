import { Card, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** docs/product/constants.md: five placeholders while the checklist loads. */
export const SKELETON_COUNT = 5;

export function DocumentSkeletons() {
  const { t } = useTranslation('applicant');
  return (
    <Stack gap="4" aria-busy="true" data-testid="document-skeletons">
      <VisuallyHidden role="status">{t('documents.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Card.Root key={index} variant="outline" data-testid="document-skeleton">
          <Card.Body gap="3">
            <Skeleton h="5" w="40%" />
            <SkeletonText noOfLines={2} />
            <Skeleton h="9" w="32" />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
