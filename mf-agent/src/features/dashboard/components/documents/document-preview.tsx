import { useState } from 'react';
import { AspectRatio, Box, Center, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgentDocument } from '@nomada/contracts';
import { FileIcon } from '../../../../components/icons';
import type { DocumentPreview as Preview } from '../../hooks/use-document-preview';

type DocumentPreviewProps = { document: AgentDocument; preview: Preview };

/** The file itself: a PDF in a frame, an image, or a note that it can only be downloaded. */
export function DocumentPreview({ document, preview }: DocumentPreviewProps) {
  const { t } = useTranslation('agent');
  const [imageFailed, setImageFailed] = useState(false);
  const label = t('review.previewOf', { name: document.original_filename });

  if (preview.state === 'ready' && !imageFailed) {
    return preview.kind === 'pdf' ? (
      <Box
        asChild
        w="full"
        h={{ base: '60vh', md: '65vh' }}
        minH="80"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
      >
        <iframe src={preview.url} title={label} data-testid="document-preview-pdf" />
      </Box>
    ) : (
      <Center bg="bg.muted" borderWidth="1px" borderRadius="md" p="2">
        <Image
          src={preview.url}
          alt={label}
          maxH={{ base: '60vh', md: '65vh' }}
          maxW="full"
          objectFit="contain"
          onError={() => setImageFailed(true)}
          data-testid="document-preview-image"
        />
      </Center>
    );
  }

  return (
    <AspectRatio
      ratio={{ base: 4 / 3, md: 16 / 9 }}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    >
      <Center>
        {preview.state === 'loading' ? (
          <Stack align="center" gap="3" role="status">
            <Spinner color="brand.solid" />
            <Text fontSize="sm" color="fg.muted">
              {t('review.previewLoading')}
            </Text>
          </Stack>
        ) : (
          <Stack
            align="center"
            gap="2"
            px="6"
            textAlign="center"
            role={preview.state === 'failed' || imageFailed ? 'alert' : undefined}
          >
            <FileIcon boxSize="8" color="fg.muted" />
            <Text fontSize="sm" color="fg.muted">
              {preview.state === 'download'
                ? t('review.previewUnavailable')
                : t('review.previewFailed')}
            </Text>
          </Stack>
        )}
      </Center>
    </AspectRatio>
  );
}
