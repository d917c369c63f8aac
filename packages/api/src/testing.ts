/**
 * `@plaudit/api/testing`: the contract kit, scenarios that drive a server through the client with the
 * demo programme's logins. Kept out of the root and contract entries so no production bundle carries
 * test scenarios or demo passwords; tests import it (it loads neither React, Redux nor msw).
 */
export * from './kit';
