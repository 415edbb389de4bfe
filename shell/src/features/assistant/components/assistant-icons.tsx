import { strokeIcon } from '@nomada/ui';

export const ChatIcon = strokeIcon(
  'ChatIcon',
  <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12ZM8 10h8M8 14h5" />,
);

export const SendIcon = strokeIcon('SendIcon', <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />);

export const MinimizeIcon = strokeIcon('MinimizeIcon', <path d="M5 12h14" />);

export const SparkIcon = strokeIcon(
  'SparkIcon',
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />,
);
