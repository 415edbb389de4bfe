import { HStack, Text, type StackProps } from '@chakra-ui/react';

type LogoProps = StackProps & {
  /** Hide the wordmark and keep only the mark (narrow spaces). */
  markOnly?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const markSize = { sm: 24, md: 32, lg: 44 } as const;
const textSize = { sm: 'lg', md: 'xl', lg: '3xl' } as const;

/** Nomada mark: a compass needle over a rising sun, drawn inline. */
export function Logo({ markOnly = false, size = 'md', ...props }: LogoProps) {
  const px = markSize[size];
  return (
    <HStack gap="2" align="center" {...props}>
      <svg width={px} height={px} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#175e55" />
        <path
          d="M8 27a12 12 0 0 1 24 0"
          fill="none"
          stroke="#fca66e"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M20 7l4.5 12.5L20 17l-4.5 2.5z" fill="#ffffff" />
        <path d="M8 31h24" stroke="#d3f1ec" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {!markOnly && (
        <Text
          as="span"
          fontWeight="800"
          fontSize={textSize[size]}
          letterSpacing="-0.02em"
          color="brand.900"
        >
          Nomada
        </Text>
      )}
    </HStack>
  );
}
