/**
 * Solid approve and reject buttons. Chakra's own solid green (3.3:1) and the hover shade of its
 * solid red (4.3:1) fall short of WCAG's 4.5:1 for white text; these shades keep it in every state.
 */
export const approveButtonStyle = {
  colorPalette: 'green',
  bg: 'green.700',
  _hover: { bg: 'green.800' },
} as const;

export const rejectButtonStyle = {
  colorPalette: 'red',
  bg: 'red.700',
  _hover: { bg: 'red.800' },
} as const;
