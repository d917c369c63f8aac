import { createContext, useContext } from 'react';

/**
 * Starts fetching the code (and what it needs) of the screen at a path before the member goes there:
 * Hello asks for the screen after the login while the member types. The shell provides it; without it
 * (a test of one screen) nothing is fetched early.
 */
export type PreloadScreen = (pathname: string) => void;

export const ScreenPreload = createContext<PreloadScreen>(() => undefined);

/** The shell's preloader of a screen's code. */
export const useScreenPreload = () => useContext(ScreenPreload);
