/** Ids shared by the button and the lazily loaded card (so the button never imports the card). */
export const ASSISTANT_CARD_ID = 'nomada-assistant-card';
export const ASSISTANT_TITLE_ID = 'nomada-assistant-title';
