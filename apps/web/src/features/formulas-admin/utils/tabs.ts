/** `?tab=` of the formula posts page that shows comment moderation. */
export const COMMENTS_TAB = 'comentarios';
