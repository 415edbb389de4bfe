import { Route, Routes } from 'react-router';
import { NotFoundView } from '@nomada/ui';
import '../i18n/register';
import { HomePage } from './routes/home-page';

/** Mounted by the shell under its catch-all route, so these paths are absolute. */
export default function MarketingApp() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
