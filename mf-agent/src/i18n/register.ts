import { registerCatalogue } from '@nomada/i18n';
import { NAMESPACE, catalogue } from './catalogue';

registerCatalogue(NAMESPACE, catalogue);
