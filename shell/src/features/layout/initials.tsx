import { Circle } from '@chakra-ui/react';
import type { Profile, User } from '@nomada/contracts';
import { initials } from './user-display';

/** The avatar of the top bar: initials on the brand colour (docs/product/screens.md). */
export function Initials({ profile, user }: { profile: Profile | null; user: User | null }) {
  return (
    <Circle
      size="8"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="sm"
      fontWeight="semibold"
      flexShrink={0}
      aria-hidden
    >
      {initials(profile, user)}
    </Circle>
  );
}
