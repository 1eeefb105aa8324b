/** The API call a page feedback goes to (under /api/v1/web). */
export const FEEDBACK_PATH = 'email/post-feedback';
