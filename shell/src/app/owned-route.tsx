import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteApp } from '../features/federation/remote-app';
import { RouteGuard } from '../features/guard/route-guard';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { findRouteOwner } from './route-ownership';

/** The catch-all route: the owning remote behind its guard, or the shell's not-found page. */
export function OwnedRoute() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);
  // A neutral title first; the remote's own (passive) effects then set the page title.
  useLayoutEffect(() => {
    if (owner) document.title = t('titles.suffix');
  }, [owner, pathname, t]);
  if (!owner) return <NotFoundPage />;
  return (
    <RouteGuard access={owner.access}>
      <RemoteApp key={owner.remote} remote={owner.remote} />
    </RouteGuard>
  );
}
