// The page's first script (async, an entry of its own: vite.config.ts): it runs while the portal's code
// is still on its way.
import { bootMember } from './app/memberBoot';

bootMember(document, globalThis.sessionStorage);
