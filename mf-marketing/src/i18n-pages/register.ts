import { registerCatalogue } from '@nomada/i18n';
import {
  LEGAL_NAMESPACE,
  PAGES_NAMESPACE,
  asCatalogue,
  legalCatalogue,
  pagesCatalogue,
} from './catalogues';

registerCatalogue(PAGES_NAMESPACE, pagesCatalogue);
registerCatalogue(LEGAL_NAMESPACE, asCatalogue(legalCatalogue));
