/**
 * The demo mosque's details (`site/details`): the values of the site configuration
 * (`domain/src/site.ts`), so the prerendered pages and the stored document agree and the first
 * paint does not change when the live copy arrives.
 */
import { siteDetailsFallback, type SiteDetails } from '@masjid/domain/site-details';

export const demoSiteDetails: SiteDetails = siteDetailsFallback;
