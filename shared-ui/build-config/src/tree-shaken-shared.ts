/**
 * Shared packages the shell provides twice (docs/decisions/009): a copy trimmed to the exports below
 * plus whatever the shell itself imports, which public pages load, and the whole package, built beside
 * it as Module Federation's fallback. At start the shell compares the exports the page's remote
 * declares in its manifest with the trimmed copy's, and loads the whole package for everyone when one
 * is missing: one instance either way, so contexts (Chakra's system, the router) stay shared.
 *
 * The lists name what the public site (mf_marketing) imports today, so its pages get the trimmed
 * copies. A remote released later with more is still correct, only heavier until a shell release
 * adds its exports here. The agent and applicant areas need more of Chakra and load the shell's
 * signed-in copy of it (SIGNED_IN_SHARED below), and the whole @nomada/state.
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
    'useParams',
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

/**
 * Chakra's exports the signed-in areas (mf_applicant, mf_agent) and the shell import today, beyond
 * the public list: the shell builds a third copy with these (signed-in-copies.ts), which the
 * dashboards load instead of the whole package (about 300 KB gzip). A remote released later that
 * imports more gets the whole package, as with the public copy, until a shell release adds it here
 * (the build-config test lists what every front end imports and fails when one is missing).
 */
const SIGNED_IN_CHAKRA_EXTRA = [
  'Accordion',
  'Alert',
  'AspectRatio',
  'Checkbox',
  'DataList',
  'Dialog',
  'EmptyState',
  'GridItem',
  'Image',
  'InputGroup',
  'List',
  'NativeSelect',
  'Portal',
  'RadioCard',
  'RadioGroup',
  'SkeletonText',
  'Stat',
  'Tabs',
  'useClipboard',
] as const;

/**
 * The packages of which the shell also builds a signed-in copy, with the exports it keeps: the
 * public copy's and more. react-router, react-i18next and @nomada/state need none: the signed-in
 * areas run on the public copies of the first two, and need nearly all of the last.
 */
export const SIGNED_IN_SHARED: Readonly<Record<string, readonly string[]>> = {
  '@chakra-ui/react': [...TREE_SHAKEN_SHARED['@chakra-ui/react']!, ...SIGNED_IN_CHAKRA_EXTRA],
};
