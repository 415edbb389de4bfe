import type { ReactElement } from 'react';
import { Box } from '@chakra-ui/react';

type Feature = 'onboarding' | 'documents' | 'tracking';

const PATHS: Record<Feature, ReactElement> = {
  onboarding: (
    <>
      <path d="M4 19h16" />
      <path d="M6 15l4-4 3 3 5-6" />
      <circle cx="18" cy="6" r="2" />
    </>
  ),
  documents: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  tracking: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

/** Decorative: the card's heading already says what the feature is. */
export function FeatureIcon({ feature }: { feature: Feature }) {
  return (
    <Box
      aria-hidden
      boxSize="12"
      borderRadius="xl"
      bg="brand.subtle"
      color="brand.700"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <svg
        width="26"
        height="26"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {PATHS[feature]}
      </svg>
    </Box>
  );
}
