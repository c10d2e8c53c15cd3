/** The signed links live in service-kit: messaging issues and serves them, the agents' audio summary verifies them. */
export { MediaLinks, MEDIA_LINK_TTL_SECONDS } from '@balcao/service-kit';
