import { Button, useClipboard, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type CopyButtonProps = { value: string; label: string } & Omit<ButtonProps, 'children' | 'value'>;

/** Copies `value`; its label reads 'Copied' for a moment afterwards, announced politely. */
export function CopyButton({ value, label, ...buttonProps }: CopyButtonProps) {
  const { t } = useTranslation('agent');
  const clipboard = useClipboard({ value });
  return (
    <Button variant="outline" size="sm" onClick={() => clipboard.copy()} {...buttonProps}>
      <span aria-live="polite">{clipboard.copied ? t('common.copied') : label}</span>
    </Button>
  );
}
