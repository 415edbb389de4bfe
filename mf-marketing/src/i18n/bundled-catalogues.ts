import { registerCatalogue } from '@nomada/i18n';
import { asCatalogue, legalCatalogue, pagesCatalogue } from '../i18n-pages/catalogues';
import { catalogue } from './catalogue';
import { HOME_NAMESPACE, LEGAL_NAMESPACE, PAGES_NAMESPACE } from './namespaces';

// Tests and the server renderer: every namespace in both languages, at once.
registerCatalogue(HOME_NAMESPACE, catalogue);
registerCatalogue(PAGES_NAMESPACE, pagesCatalogue);
registerCatalogue(LEGAL_NAMESPACE, asCatalogue(legalCatalogue));
