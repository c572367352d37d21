'use client';

import { createContext, useContext } from 'react';

/**
 * Whether the login dialog around a part is open (issue 28 item 2: the dialog is rendered ahead, closed). Parts that
 * call out or read the page's address — the captcha, the QR code — do it when it opens, not when rendered ahead.
 * Outside the login dialog (the captcha of other forms) it is always open.
 */
export const LoginOpenContext = createContext(true);

export const useLoginOpen = () => useContext(LoginOpenContext);
