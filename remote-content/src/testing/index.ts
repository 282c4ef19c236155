/** Test helpers of remote-content. */
export { siteContentFixture } from './site-content';
