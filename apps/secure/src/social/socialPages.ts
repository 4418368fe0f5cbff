/** The secure site's social-login pop-up pages (vite inputs; the callback is the redirect URI every provider has). */
export const SOCIAL_START_PATH = '/social-start.html'
export const SOCIAL_CALLBACK_PATH = '/social-callback.html'
