const KEY = 'sangam.signedIn';

/**
 * Whether this browser held a session when it last asked, so a returning operator's session check
 * is one request instead of two. It only orders requests; the server decides who is signed in, and
 * a wrong hint costs one extra request.
 */
export const wasSignedIn = () => typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';

export const rememberSignedIn = (signedIn: boolean) => {
  if (typeof localStorage === 'undefined') return;
  if (signedIn) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
};
