import { Box, type BoxProps } from '@chakra-ui/react';

type ProgressBarProps = {
  /** 0-100. */
  value: number;
  /** What the bar measures, read by screen readers. */
  label: string;
  /** How the value is read out ("33% complete"). */
  valueText: string;
  color?: string;
} & Omit<BoxProps, 'children'>;

/** A labelled `progressbar`: the wizard's progress, an upload's bytes, the checklist's approvals. */
export function ProgressBar({
  value,
  label,
  valueText,
  color = 'brand.600',
  ...box
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      h="2"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
      {...box}
    >
      <Box h="full" w={`${clamped}%`} bg={color} borderRadius="full" transition="width 0.3s ease" />
    </Box>
  );
}
