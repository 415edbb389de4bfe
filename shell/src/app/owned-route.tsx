import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteApp } from '../features/federation/remote-app';
import { RouteGuard } from '../features/guard/route-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { isPrerenderedPage } from '../features/prerender/served-page';
import { findRouteOwner } from './route-ownership';

/** The catch-all route: the owning remote behind its guard, or the shell's not-found page. */
export function OwnedRoute() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);
  // A neutral title first; the remote's own (passive) effects then set the page title. A served
  // page has its title already, and its remote may hydrate a while later: it keeps it meanwhile.
  const hydrating = useRef(isPrerenderedPage());
  useLayoutEffect(() => {
    if (owner && !hydrating.current) document.title = t('titles.suffix');
    hydrating.current = false;
  }, [owner, pathname, t]);
  if (!owner) return <NotFoundPage />;
  return (
    <RouteGuard access={owner.access}>
      <RemoteApp key={owner.remote} remote={owner.remote} />
    </RouteGuard>
  );
}
