export * from './handlers';
export * as fixtures from './fixtures';
export { demoPassword, demoMembers, fixtureNow } from './fixtures';
export { productImage, advertImage, avatarSvg } from './images';
export * from './awards';
export * from './recognition';
export { longStatement } from './reports';
export { MockConsole } from './console';
export { MockNominations } from './nominationReview';
