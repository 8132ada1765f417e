import { createContext, useContext } from 'react';

/**
 * The script nonce of the page being rendered on the server (the load context's `nonce`). In the
 * browser it is empty: the scripts that need it have already run, and browsers hide it anyway.
 */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
