// Values every screen of the administrator area may need that come from the
// server's props: the product's name and whether any administrator exists
// yet (registration is open only before the first one); and the way the
// area's other contexts (router, session) are made.
import { createContext, useContext, type Provider } from "react";
import type { RegistrationForm, SignInForm } from "./types";

/**
 * A context with no sensible default: its Provider, and a hook that throws
 * when it is called outside that Provider (a wiring mistake, not a state).
 */
export function requiredContext<T>(provider: string): { Provider: Provider<T | null>; use: () => T } {
  const Context = createContext<T | null>(null);
  const use = () => {
    const v = useContext(Context);
    if (!v) throw new Error(`used outside ${provider}`);
    return v;
  };
  return { Provider: Context.Provider, use };
}

export interface AppValue {
  productName: string;
  hasAdmins: boolean;
  /** Registration made the first administrator: /registration now needs a session. */
  markAdminsExist: () => void;
  /** The sign-in form as the server wrote it into the page (first screen only). */
  signIn?: SignInForm | null;
  /** The registration form as the server wrote it into the page (first screen only). */
  registration?: RegistrationForm | null;
}

export const AppContext = createContext<AppValue>({
  productName: "",
  hasAdmins: true,
  markAdminsExist: () => {},
});

export function useApp(): AppValue {
  return useContext(AppContext);
}

/** What App hands to every lazily loaded screen. */
export interface ScreenProps {
  /** Path parameters in route order (e.g. [posId, cId]). */
  params: string[];
}
