/** Powerful features the product never uses: denied to our pages and to anything they embed. */
const DENIED = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/**
 * The explainer video's own controls offer full screen and picture-in-picture, so those stay ours.
 * Every name here is one Chromium knows: an unknown one logs a console warning on every page.
 */
const OWN_ORIGIN_ONLY = ['fullscreen', 'picture-in-picture'];

export const PERMISSIONS_POLICY = [
  ...DENIED.map((feature) => `${feature}=()`),
  ...OWN_ORIGIN_ONLY.map((feature) => `${feature}=(self)`),
].join(', ');
