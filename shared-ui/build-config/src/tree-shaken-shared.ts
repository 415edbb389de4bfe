/**
 * Shared packages the shell provides twice (docs/decisions/009): a copy trimmed to the exports below
 * plus whatever the shell itself imports, which public pages load, and the whole package, built beside
 * it as Module Federation's fallback. At start the shell compares the exports the page's remote
 * declares in its manifest with the trimmed copy's, and loads the whole package for everyone when one
 * is missing: one instance either way, so contexts (Chakra's system, the router) stay shared.
 *
 * The lists name what the public site (mf_marketing) imports today, so its pages get the trimmed
 * copies. A remote released later with more is still correct, only heavier until a shell release
 * adds its exports here. The agent and applicant areas need far more and load the whole packages,
 * as before.
 */
export const TREE_SHAKEN_SHARED: Readonly<Record<string, readonly string[]>> = {
  '@chakra-ui/react': [
    'Badge',
    'Box',
    'Button',
    'Card',
    'Center',
    'ChakraProvider',
    'Circle',
    'CloseButton',
    'Code',
    'Container',
    'Field',
    'Fieldset',
    'Flex',
    'Grid',
    'Group',
    'HStack',
    'Heading',
    'Icon',
    'IconButton',
    'Input',
    'Link',
    'Separator',
    'SimpleGrid',
    'Skeleton',
    'Spinner',
    'Stack',
    'Table',
    'Text',
    'Textarea',
    'VisuallyHidden',
    'chakra',
    'createSystem',
    'defaultConfig',
    'defineConfig',
    'useChakraContext',
  ],
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'Trans', 'initReactI18next', 'useTranslation'],
  // Sessions and toasts; `apiCall` and the reads stay in the whole package, which carries every
  // answer schema of the contract (and zod with them).
  '@nomada/state': [
    'ApiError',
    'apiPost',
    'clearSession',
    'dismiss',
    'initSession',
    'isAbortError',
    'isApiError',
    'isRetryableError',
    'onSessionLoaded',
    'pauseToast',
    'refreshSession',
    'resumeToast',
    'sessionStore',
    'signIn',
    'signOut',
    'signUp',
    'toast',
    'toastStore',
    'useSession',
    'useToasts',
  ],
};
