// The Content-Security-Policy nonce of the response being rendered, for the inline scripts React
// Router writes. Empty when a page is kept for every visitor: its scripts are allowed by hash instead.
import { createContext, useContext } from "react";

export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
