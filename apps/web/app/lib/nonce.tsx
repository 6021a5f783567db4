import { createContext, type ReactNode, useContext } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of this response (on the client, read back from the server-rendered scripts). */
export function useNonce(): string {
  return useContext(NonceContext);
}
