/**
 * The keys the chat components read from the catalogue namespace a remote passes them, in en and es
 * (check a catalogue with `satisfies { en: LawyerChatTexts; es: LawyerChatTexts }`). `{{name}}`, where
 * a text wants it, is the other side's name.
 */
export type LawyerChatTexts = {
  /** The accessible name of the message log. */
  conversation: string;
  /** Shown in the log while there are no messages. */
  empty: string;
  /** The author of the reader's own messages, for screen readers. */
  you: string;
  /** After the reader's last message once the other side has read it. */
  seen: string;
  today: string;
  yesterday: string;
  composer: {
    label: string;
    placeholder: string;
    send: string;
    sending: string;
    hint: string;
    /** Near the limit, in place of the hint: `{{count}}` and `{{max}}`. */
    characters: string;
  };
  errors: {
    sendTitle: string;
    sendFailed: string;
    /** While the live stream is down and reconnecting. */
    live: string;
  };
};
