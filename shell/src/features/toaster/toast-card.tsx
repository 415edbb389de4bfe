import { Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dismiss, pauseToast, resumeToast, type ToastItem } from '@nomada/state';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '@nomada/ui';
import { SWIPE_THRESHOLD_PX, useSwipeDismiss } from './use-swipe-dismiss';

const look = {
  default: {
    icon: InfoIcon,
    bg: 'bg.panel',
    border: 'border',
    iconColor: 'brand.600',
    title: 'fg',
    text: 'fg.muted',
  },
  success: {
    icon: CheckCircleIcon,
    bg: 'bg.panel',
    border: 'green.300',
    iconColor: 'green.600',
    title: 'fg',
    text: 'fg.muted',
  },
  destructive: {
    icon: AlertCircleIcon,
    // red.600 behind red.50 text is 4.4:1, under WCAG's 4.5:1 for body text.
    bg: 'red.700',
    border: 'red.800',
    iconColor: 'white',
    title: 'white',
    text: 'red.50',
  },
} as const;

export function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation('common');
  const { offset, handlers } = useSwipeDismiss(() => dismiss(item.id));
  const style = look[item.variant];
  const StatusIcon = style.icon;
  const destructive = item.variant === 'destructive';

  // The list item stays a list item: a live-region role on the <li> itself breaks the list for axe.
  return (
    <Box as="li" listStyleType="none" data-variant={item.variant}>
      <Box
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-variant={item.variant}
        tabIndex={0}
        bg={style.bg}
        borderWidth="1px"
        borderColor={style.border}
        borderRadius="xl"
        boxShadow="lg"
        p="4"
        pr="10"
        position="relative"
        touchAction="pan-y"
        userSelect="none"
        transform={`translateX(${offset}px)`}
        opacity={offset > 0 ? Math.max(0.3, 1 - offset / (SWIPE_THRESHOLD_PX * 3)) : 1}
        transition={offset > 0 ? 'none' : 'transform 0.2s ease, opacity 0.2s ease'}
        animationName="slide-from-bottom, fade-in"
        animationDuration="moderate"
        onMouseEnter={() => pauseToast(item.id)}
        onMouseLeave={() => resumeToast(item.id)}
        onFocus={() => pauseToast(item.id)}
        onBlur={() => resumeToast(item.id)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss(item.id);
        }}
        {...handlers}
      >
        <HStack align="flex-start" gap="3">
          <StatusIcon boxSize="5" color={style.iconColor} flexShrink={0} mt="0.5" />
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" color={style.title}>
              {item.title}
            </Text>
            {item.description && (
              <Text fontSize="sm" color={style.text} wordBreak="break-word">
                {item.description}
              </Text>
            )}
          </Stack>
        </HStack>
        <CloseButton
          size="xs"
          position="absolute"
          top="2"
          right="2"
          color={destructive ? 'white' : 'fg.muted'}
          _hover={{ bg: destructive ? 'red.800' : 'bg.muted' }}
          aria-label={t('toast.close')}
          onClick={() => dismiss(item.id)}
        />
      </Box>
    </Box>
  );
}
