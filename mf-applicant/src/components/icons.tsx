import { strokeIcon } from '@nomada/ui';

/** Icons this remote needs beyond the shared set of @nomada/ui. */

export const UploadIcon = strokeIcon(
  'UploadIcon',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5M12 3v12" />
  </>,
);

export const DownloadIcon = strokeIcon(
  'DownloadIcon',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>,
);
