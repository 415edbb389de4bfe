import { strokeIcon } from '@nomada/ui';

export const UsersIcon = strokeIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);

export const DocumentIcon = strokeIcon(
  'DocumentIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
);

export const ClipboardIcon = strokeIcon(
  'ClipboardIcon',
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 11h6M9 15h4" />
  </>,
);

export const HistoryIcon = strokeIcon(
  'HistoryIcon',
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>,
);

export const SearchIcon = strokeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const DownloadIcon = strokeIcon('DownloadIcon', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);

export const FileIcon = strokeIcon(
  'FileIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </>,
);

export const BellIcon = strokeIcon(
  'BellIcon',
  <>
    <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);
