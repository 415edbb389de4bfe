import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Where one applicant's whole case is. */
export const applicantCasePath = (userId: string) => `/agent/applicants/${userId}`;

type ApplicantLinkProps = {
  userId: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/** An applicant's name as a real link to their case (it works before scripts, opens in a new tab). */
export function ApplicantLink({ userId, children, onClick }: ApplicantLinkProps) {
  return (
    <Link asChild color="brand.700" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={applicantCasePath(userId)} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
