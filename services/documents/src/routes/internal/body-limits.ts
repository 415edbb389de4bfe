/**
 * The internal contracts take up to 1,000 user ids: about 39 bytes each in JSON, far over the
 * 16 KB default. The limit leaves room for them and nothing much more.
 */
export const USER_IDS_BODY_LIMIT = 64 * 1024;
